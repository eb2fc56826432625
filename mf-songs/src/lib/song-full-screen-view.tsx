import { Badge, Dialog, Spinner, colors, fontSizes, media, radii } from '@worship/design-system';
import { htmlLang, languageCode, languageName, categoryColor } from '@worship/common';
import { useLanguageOrder } from '@worship/shell-contract';
import styled, { css } from 'styled-components';
import { fullViewColumns, verseCount } from './song-meta';
import { NO_STANZAS } from './song-view-body';
import type { SongViewSong } from './song-view-song';
import { orderedStanzas, orderedTransliterations } from './stanza-order';

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
  p {
    white-space: pre-line;
    font-size: ${fontSizes.lg};
    line-height: 1.8;
  }
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
}

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
        <FullScreenSong song={song} />
      ) : (
        <Loading aria-busy="true">
          <Spinner label="Loading song" />
        </Loading>
      )}
    </Dialog>
  );
}

function FullScreenSong({ song }: { song: SongViewSong }) {
  const languageOrder = useLanguageOrder();
  const stanzas = orderedStanzas(song.stanzas);
  const lyricsLang = htmlLang(song.language);
  const translation = song.translation?.trim();

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

      {stanzas.length === 0 ? (
        <Empty>{NO_STANZAS}</Empty>
      ) : (
        <Verses aria-label="Verses">
          {stanzas.map((stanza, index) => {
            const transliterations = orderedTransliterations(stanza, languageOrder);
            const columns = fullViewColumns(1 + transliterations.length);
            return (
              <Verse key={stanza.id}>
                <h3>Verse {index + 1}</h3>
                <CardGrid $columns={columns} data-columns={columns}>
                  <LyricCard $primary aria-label={`Verse ${index + 1} Primary Lyrics`}>
                    <h4>Primary Lyrics</h4>
                    <p lang={lyricsLang}>{stanza.lyrics}</p>
                  </LyricCard>
                  {transliterations.map((t, i) => (
                    <LyricCard
                      key={`${t.language}-${i}`}
                      aria-label={`Verse ${index + 1} ${languageName(t.language)} Transliteration`}
                    >
                      <h4>{languageName(t.language)} Transliteration</h4>
                      <p lang={htmlLang(t.language)}>{t.text}</p>
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
          <p>{translation}</p>
        </LyricCard>
      )}
    </>
  );
}
