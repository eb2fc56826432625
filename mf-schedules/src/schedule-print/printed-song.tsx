import { ChordLyrics } from '@worship/design-system/src/chord-lyrics';
import { htmlLang, songInKey, sortByLanguageOrder } from '@worship/common';
import { useLanguageOrder } from '@worship/shell-contract';
import { useQuery } from '@apollo/client/react';
import { Skeleton } from '@worship/design-system';
import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { songTitle } from '../lib/edit-schedule-dialog';
import { isRemoved, RemovedBadge } from '../lib/removed-badge';
import {
  SchedulePrintSongDocument,
  type PrintedEntry,
  type PrintedSong,
} from './schedule-print.graphql';
import { sungSections } from '../lib/sung-sections';

export const SONG_NOT_LOADED = 'This song could not be loaded. Reload the page to try again.';

/** What the print shows of the chords: the chart in each entry's key, or the words alone. */
export type PrintMode = 'chart' | 'lyrics';

const Sheet = styled.article`
  display: grid;
  gap: 0.75rem;
  padding: 1.5rem 0;
  border-top: 1px solid #d1d5db;
  color: #000;
  /* One song per page on paper. */
  & + & {
    break-before: page;
  }
  @media print {
    border-top: none;
    padding: 0;
  }
  h2 {
    font-size: 1.375rem;
    margin: 0;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    margin: 0;
    font-size: 0.875rem;
  }
  section {
    break-inside: avoid;
  }
  h3 {
    font-size: 0.9375rem;
    margin: 0 0 0.25rem;
  }
  .transliteration {
    margin-top: 0.375rem;
    font-style: italic;
  }
  .credits {
    margin: 0.5rem 0 0;
    font-size: 0.75rem;
  }
`;

/** Author, artist, key and tempo of the printed song, " · " between them. */
function metaLine(song: PrintedSong, key: string | null) {
  return [
    key && `Key of ${key}`,
    song.author && `by ${song.author}`,
    song.artist,
    song.tempo != null && `${song.tempo} BPM`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function SongBody({
  song,
  sectionOrder,
  mode,
}: {
  song: PrintedSong;
  /** The entry's own arrangement (issue 20), else the song's order. */
  sectionOrder: readonly number[] | null | undefined;
  mode: PrintMode;
}) {
  const languageOrder = useLanguageOrder();
  const lang = htmlLang(song.language);
  const sections = sungSections(
    song.stanzas,
    sectionOrder?.length ? sectionOrder : song.sectionOrder,
  );
  const credits = [song.copyright, song.ccliNumber && `CCLI Song # ${song.ccliNumber}`].filter(
    Boolean,
  );
  return (
    <>
      {sections.map(({ stanza, heading }, index) => (
        <section key={`${index}-${stanza.id}`}>
          <h3>{heading}</h3>
          <ChordLyrics lang={lang} text={stanza.lyrics} showChords={mode === 'chart'} />
          {sortByLanguageOrder(stanza.transliterations, (t) => t.language, languageOrder).map(
            (t, i) => (
              <div className="transliteration" key={`${t.language}-${i}`}>
                <ChordLyrics
                  lang={htmlLang(t.language)}
                  text={t.text}
                  showChords={mode === 'chart'}
                />
              </div>
            ),
          )}
        </section>
      ))}
      {credits.length > 0 && <p className="credits">{credits.join(' · ')}</p>}
    </>
  );
}

/**
 * One entry of the schedule on its own page: its number and title, its key (the entry's, else
 * the song's), then its sections in the entry's order (its arrangement, else the song's) with labels and transliterations, the
 * chords moved into the entry's key (or left out in lyrics-only mode). The song is read in full
 * here, one entry at a time; `onReady` is told once the sheet has all it will print.
 */
export function PrintedSongSheet({
  scheduleId,
  entry,
  mode,
  onReady,
}: {
  scheduleId: string;
  entry: PrintedEntry;
  mode: PrintMode;
  onReady: (entryId: string) => void;
}) {
  const headingId = useId();
  const { data, error } = useQuery(SchedulePrintSongDocument, {
    variables: { id: scheduleId, songId: entry.songId },
    skip: !entry.song,
  });
  const full = data?.schedule?.songs[0]?.song ?? null;
  const song = useMemo(() => full && songInKey(full, entry.key), [full, entry.key]);
  const ready = !entry.song || Boolean(song) || Boolean(error) || Boolean(data);
  useEffect(() => {
    if (ready) onReady(entry.id);
  }, [ready, onReady, entry.id]);
  const language = entry.song?.language;
  return (
    <Sheet aria-labelledby={headingId} aria-busy={!ready} data-testid="printed-song">
      <h2 id={headingId} lang={language ? htmlLang(language) : undefined}>
        {`${entry.order}. ${songTitle(entry)}`}
      </h2>
      {!entry.song ? (
        <p className="meta">This song is not available to you.</p>
      ) : song ? (
        <>
          <div className="meta">
            {isRemoved(song) && <RemovedBadge />}
            <span>{metaLine(song, song.key ?? null)}</span>
          </div>
          <SongBody song={song} sectionOrder={entry.sectionOrder} mode={mode} />
        </>
      ) : ready ? (
        <p className="meta">{SONG_NOT_LOADED}</p>
      ) : (
        <Skeleton $height="8rem" />
      )}
    </Sheet>
  );
}
