import { Badge, Dialog, colors, fontSizes, media, radii } from '@worship/design-system';
import { useLanguageOrder } from '@worship/shell-contract';
import styled, { css } from 'styled-components';
import { languageCode, languageName, languageTag } from '../lib/languages';
import { categoryColor } from '../lib/category-color';
import { fullViewColumns, verseCount } from './song-meta';
import type { SongFields } from './song.graphql';
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

export interface SongFullScreenViewProps {
  song: SongFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The song over the whole window for reading aloud or projecting: each verse's primary lyrics
 * beside its transliterations. A modal dialog, so focus stays inside, Escape closes it and focus
 * goes back to the button that opened it.
 */
export function SongFullScreenView({ song, open, onOpenChange }: SongFullScreenViewProps) {
  const languageOrder = useLanguageOrder();
  const stanzas = orderedStanzas(song.stanzas);
  const lyricsLang = languageTag(song.language);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="full"
      closeLabel="Exit full screen"
      title={<span lang={lyricsLang}>{song.title}</span>}
    >
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
        <Empty>No stanzas available</Empty>
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
                      <p lang={languageTag(t.language)}>{t.text}</p>
                    </LyricCard>
                  ))}
                </CardGrid>
              </Verse>
            );
          })}
        </Verses>
      )}
    </Dialog>
  );
}
