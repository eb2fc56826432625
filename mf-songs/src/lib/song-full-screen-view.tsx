import { Badge, Dialog, Spinner, colors, fontSizes, media, radii } from '@worship/design-system';
import { ChordLyrics } from '@worship/design-system/src/chord-lyrics';
import { htmlLang, languageCode, languageName, categoryColor } from '@worship/common';
import { useLanguageOrder } from '@worship/shell-contract';
import styled, { css } from 'styled-components';
import { ChordControls } from './chord-controls';
import { displayText, songHasChords, songSections, type ChordDisplay } from './chord-display';
import { fullViewColumns, verseCount } from './song-meta';
import { SongPrintSheet } from './song-print';
import { CHORDS_AS_WRITTEN, NO_STANZAS, sectionHeading } from './song-view-body';
import type { SongViewSong } from './song-view-song';
import { orderedStanzas, orderedTransliterations } from './stanza-order';
import { useChordDisplay, type ChordContext } from './use-chord-display';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Verses = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
`;

const Verse = styled.li`
  display: grid;
  gap: 0.75rem;
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
`;

/**
 * One column on phones, up to two on tablets, and on wide screens as many as the verse has
 * cards, capped at four (spec §9 "Full-view grid").
 */
const CardGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(${(p) => Math.min(p.$columns, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  }
`;

const LyricCard = styled.section<{ $primary?: boolean }>`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  ${(p) =>
    p.$primary &&
    css`
      border-color: ${colors.primary};
      background: ${colors.primarySoft};
    `}
  h4 {
    font-size: ${fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => (p.$primary ? colors.onPrimarySoft : colors.textMuted)};
  }
  > div {
    font-size: ${fontSizes.lg};
    line-height: 1.8;
  }
`;

const Translation = styled.p`
  white-space: pre-line;
  font-size: ${fontSizes.lg};
  line-height: 1.8;
`;

const Empty = styled.p`
  color: ${colors.textMuted};
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  padding: 3rem;
`;

export interface SongFullScreenViewProps {
  /** The song to show; null while it loads (a spinner under `loadingTitle`). */
  song: SongViewSong | null;
  /** The title shown while the song loads (e.g. the schedule row's title). */
  loadingTitle?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The chord choices of the song view that opened this one (shared, so a toggle carries over);
   * without them the view keeps its own and prints its own sheet.
   */
  chordDisplay?: ChordDisplayState;
  /** `lyrics` for singers (a shared schedule): chords start hidden. */
  chords?: ChordContext;
}

type ChordDisplayState = ReturnType<typeof useChordDisplay>;

/**
 * Spec §2 "full-screen view": the song over the whole window for singing from or projecting:
 * title, language code, author, category and verse count, then each verse's 'Primary Lyrics'
 * card beside its '{Language} Transliteration' cards (viewer's language order, at most 4
 * columns), and the song's translation when it has one. A modal dialog, so focus stays inside,
 * Escape closes it and focus goes back to the button that opened it.
 */
export function SongFullScreenView({
  song,
  loadingTitle = '',
  open,
  onOpenChange,
  chordDisplay,
  chords = 'chart',
}: SongFullScreenViewProps) {
  const lyricsLang = htmlLang(song?.language);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="full"
      closeLabel="Exit full screen"
      title={<span lang={lyricsLang}>{song?.title ?? loadingTitle}</span>}
    >
      {song ? (
        chordDisplay ? (
          <FullScreenSong song={song} chordDisplay={chordDisplay} />
        ) : (
          <StandaloneFullScreenSong key={song.id} song={song} chords={chords} open={open} />
        )
      ) : (
        <Loading aria-busy="true">
          <Spinner label="Loading song" />
        </Loading>
      )}
    </Dialog>
  );
}

/** Opened on its own (a schedule's song): its own chord choices and print sheet. */
function StandaloneFullScreenSong({
  song,
  chords,
  open,
}: {
  song: SongViewSong;
  chords: ChordContext;
  open: boolean;
}) {
  const chordDisplay = useChordDisplay(chords, song.capo);
  const display = songHasChords(song) ? chordDisplay.display : CHORDS_AS_WRITTEN;
  return (
    <>
      <FullScreenSong song={song} chordDisplay={chordDisplay} />
      {open && <SongPrintSheet song={song} display={display} />}
    </>
  );
}

function FullScreenSong({
  song,
  chordDisplay,
}: {
  song: SongViewSong;
  chordDisplay: ChordDisplayState;
}) {
  const languageOrder = useLanguageOrder();
  const stanzas = orderedStanzas(song.stanzas);
  const sections = songSections(song);
  const lyricsLang = htmlLang(song.language);
  const translation = song.translation?.trim();
  const withChords = songHasChords(song);
  const display: ChordDisplay = withChords ? chordDisplay.display : CHORDS_AS_WRITTEN;

  return (
    <>
      <Meta>
        <Badge variant="secondary" aria-label={`Language code ${languageCode(song.language)}`}>
          {languageCode(song.language)}
        </Badge>
        {song.author && <span>by {song.author}</span>}
        {song.category && (
          <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
        )}
        <span>{verseCount(stanzas.length)}</span>
      </Meta>
      {withChords && <ChordControls song={song} {...chordDisplay} />}

      {sections.length === 0 ? (
        <Empty>{NO_STANZAS}</Empty>
      ) : (
        <Verses aria-label="Verses">
          {sections.map(({ stanza, number, index }) => {
            const transliterations = orderedTransliterations(stanza, languageOrder);
            const columns = fullViewColumns(1 + transliterations.length);
            const heading = sectionHeading(stanza.label, 'Verse', number);
            // A repeated section is named by its place too, so every card's name is unique.
            const name = sections.length > stanzas.length ? `${heading} (${index + 1})` : heading;
            return (
              <Verse key={`${index}-${stanza.id}`}>
                <h3>{heading}</h3>
                <CardGrid $columns={columns} data-columns={columns}>
                  <LyricCard $primary aria-label={`${name} Primary Lyrics`}>
                    <h4>Primary Lyrics</h4>
                    <ChordLyrics
                      lang={lyricsLang}
                      text={displayText(stanza.lyrics, song, display)}
                      showChords={display.show}
                    />
                  </LyricCard>
                  {transliterations.map((t, i) => (
                    <LyricCard
                      key={`${t.language}-${i}`}
                      aria-label={`${name} ${languageName(t.language)} Transliteration`}
                    >
                      <h4>{languageName(t.language)} Transliteration</h4>
                      <ChordLyrics
                        lang={htmlLang(t.language)}
                        text={displayText(t.text, song, display)}
                        showChords={display.show}
                      />
                    </LyricCard>
                  ))}
                </CardGrid>
              </Verse>
            );
          })}
        </Verses>
      )}

      {translation && (
        <LyricCard aria-label="Translation">
          <h4>Translation</h4>
          <Translation>{translation}</Translation>
        </LyricCard>
      )}
    </>
  );
}
