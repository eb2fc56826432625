import { Badge, colors, fontSizes, radii, VisuallyHidden } from '@worship/design-system';
import { formatDate, htmlLang, languageCode, languageName } from '@worship/shell-contract';
import styled from 'styled-components';
import type { SeenPopularSong } from './popular-songs';
import { categoryColor, NEVER_USED, shortDate, UNCATEGORIZED, usesLabel } from './stats';
import { LanguageCode } from './language-list';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  .rank {
    flex: none;
    display: inline-flex;
    width: 2rem;
    height: 2rem;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
    font-weight: 700;
    font-size: ${fontSizes.sm};
  }
  .text {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: 0.375rem;
  }
  .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
  .usage {
    flex: none;
    display: grid;
    justify-items: end;
    gap: 0.125rem;
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
  .uses {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.text};
  }
`;

/**
 * 'Last: Nov 23' on the dashboard (this month's songs: the day is enough), the full date on the
 * Statistics page (all time); 'Never' for a song no schedule has used.
 */
function LastUsed({ value, full }: { value: string | null | undefined; full: boolean }) {
  const date = full ? formatDate(value) : shortDate(value);
  const when = value && date ? <time dateTime={value}>{date}</time> : NEVER_USED;
  if (!full) return <span>{value && date ? <>Last: {when}</> : when}</span>;
  return (
    <span>
      <VisuallyHidden>Last used: </VisuallyHidden>
      {when}
    </span>
  );
}

/**
 * Popular songs (spec §2), most used first as the server ranks them: each with its title, its
 * category badge (gray 'Uncategorized' without one), its language code and name, 'N use(s)' and
 * when it was last used. `ranked` (the Statistics page) numbers them in an ordered list.
 */
export function PopularSongList({
  songs,
  labelledBy,
  ranked = false,
}: {
  songs: readonly SeenPopularSong[];
  labelledBy: string;
  ranked?: boolean;
}) {
  return (
    <List as={ranked ? 'ol' : 'ul'} aria-labelledby={labelledBy}>
      {songs.map(({ songId, song, usageCount, lastUsed }, index) => (
        <Item key={songId}>
          {ranked && <span className="rank">{index + 1}</span>}
          <div className="text">
            <span className="title" lang={htmlLang(song.language)}>
              {song.title}
            </span>
            <span className="meta">
              <Badge tint={categoryColor(song.category?.color)}>
                {song.category?.name ?? UNCATEGORIZED}
              </Badge>
              <span>
                <LanguageCode>{languageCode(song.language)}</LanguageCode>{' '}
                {languageName(song.language)}
              </span>
            </span>
          </div>
          <div className="usage">
            <span className="uses">{usesLabel(usageCount)}</span>
            <LastUsed value={lastUsed} full={ranked} />
          </div>
        </Item>
      ))}
    </List>
  );
}
