import { Badge, Dialog, Spinner, colors, fontSizes, media, radii } from '@worship/design-system';
import { htmlLang, languageCode, languageName } from '@worship/shell-contract';
import styled from 'styled-components';
import type { ScheduleSongSong } from '../graphql/schedules.graphql';
import { categoryColor } from '../lib/languages';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Columns = styled.div<{ $count: number }>`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  }
`;

const Column = styled.section`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h3 {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${colors.textMuted};
  }
  p {
    white-space: pre-line;
    font-size: ${fontSizes.lg};
    line-height: 1.8;
  }
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  padding: 3rem;
`;

export interface SongFullScreenProps {
  /** The song to show; null while it loads. */
  song: ScheduleSongSong | null;
  /** The title to show while the song loads. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2: a song full screen, its lyrics beside its transliteration and translation (those two
 * only when the song has them), with its language code. Lyrics carry their `lang`.
 */
export function SongFullScreen({ song, title, open, onOpenChange }: SongFullScreenProps) {
  const columns = song
    ? [
        { heading: 'Lyrics', text: song.lyrics, lang: htmlLang(song.language) },
        { heading: 'Transliteration', text: song.transliteration, lang: undefined },
        { heading: 'Translation', text: song.translation, lang: undefined },
      ].filter((column) => column.text?.trim())
    : [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="full"
      title={<span lang={htmlLang(song?.language)}>{song?.title ?? title}</span>}
    >
      {!song ? (
        <Loading aria-busy="true">
          <Spinner label="Loading song" />
        </Loading>
      ) : (
        <>
          <Meta>
            <Badge variant="secondary" aria-label={`Language code ${languageCode(song.language)}`}>
              {languageCode(song.language)}
            </Badge>
            <span>{languageName(song.language)}</span>
            {song.author && <span>by {song.author}</span>}
            {song.category && (
              <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
            )}
          </Meta>
          {columns.length === 0 ? (
            <p>No lyrics available</p>
          ) : (
            <Columns $count={columns.length}>
              {columns.map((column) => (
                <Column key={column.heading} aria-label={column.heading}>
                  <h3>{column.heading}</h3>
                  <p lang={column.lang}>{column.text}</p>
                </Column>
              ))}
            </Columns>
          )}
        </>
      )}
    </Dialog>
  );
}
