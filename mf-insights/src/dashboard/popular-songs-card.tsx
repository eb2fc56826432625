import { InsightCard, ViewAllLink } from '../lib/insight-card';
import { PopularSongList } from '../lib/popular-song-list';
import { DASHBOARD_POPULAR_SONGS } from './dashboard.graphql';
import { seenPopularSongs } from '../lib/popular-songs';
import { useGroupDashboard } from './use-group-dashboard';

export const NO_SONG_USAGE = 'No song usage data yet';

/**
 * Popular Songs This Month (spec §2), exposed as `./popular-songs-card`: at most 4 songs of the
 * selected group's schedules this month, each with its category badge (gray 'Uncategorized'
 * without one), language code and name, 'N use(s)' and 'Last: Mon D' or 'Never'.
 */
export default function PopularSongsCard() {
  const { group, loading, failed, retry } = useGroupDashboard();
  const songs = seenPopularSongs(group?.popularSongs).slice(0, DASHBOARD_POPULAR_SONGS);
  return (
    <InsightCard
      title="Popular Songs This Month"
      action={
        <ViewAllLink to="/songs" aria-label="View all songs" $variant="ghost" $size="sm">
          View all
        </ViewAllLink>
      }
      loading={loading}
      failed={failed}
      onRetry={retry}
      empty={songs.length === 0 ? NO_SONG_USAGE : null}
    >
      {(titleId) => <PopularSongList songs={songs} labelledBy={titleId} />}
    </InsightCard>
  );
}
