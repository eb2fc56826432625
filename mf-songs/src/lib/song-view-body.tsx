import { Badge, CardGrid, colors, fontSizes, radii } from '@worship/design-system';
import { ChordLyrics } from '@worship/design-system/src/chord-lyrics';
import { htmlLang, languageCode, languageName, categoryColor } from '@worship/common';
import { useLanguageOrder } from '@worship/shell-contract';
import styled from 'styled-components';
import { displayText, sectionOrderSummary, songSections, type ChordDisplay } from './chord-display';
import { formatTempo } from './song-meta';
import type { SongViewSong } from './song-view-song';
import { orderedTransliterations } from './stanza-order';

/** Chords as written, shown: how a song reads with no viewer choices (a version's content). */
export const CHORDS_AS_WRITTEN: ChordDisplay = {
  show: true,
  semitones: 0,
  capo: 0,
  nashville: false,
};

/** A section's heading: its label, else '{fallback} n' by its stanza number. */
export const sectionHeading = (label: string | null | undefined, fallback: string, n: number) =>
  label?.trim() || `${fallback} ${n}`;

export const NO_STANZAS = 'No stanzas available';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  font-size: ${fontSizes.sm};
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const StanzaCard = styled.li`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h3 {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.textMuted};
  }
`;

export const Lyrics = styled(ChordLyrics)`
  line-height: 1.7;
`;

const Transliteration = styled.div`
  display: grid;
  gap: 0.25rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.border};
  h4 {
    font-size: ${fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${colors.textMuted};
  }
  > div {
    line-height: 1.6;
    color: ${colors.text};
  }
`;

const Empty = styled.p`
  padding: 1.5rem;
  text-align: center;
  color: ${colors.textMuted};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
`;

/**
 * The body of the song view dialog (spec §2 "Song view dialog"): language code, category and
 * language, the song's details, and its numbered stanzas each with its transliterations in the
 * viewer's language order. Lyrics carry their HTML `lang`.
 */
export function SongViewBody({
  song,
  display = CHORDS_AS_WRITTEN,
}: {
  song: SongViewSong;
  display?: ChordDisplay;
}) {
  const languageOrder = useLanguageOrder();
  const sections = songSections(song);
  const order = sectionOrderSummary(song);
  const lyricsLang = htmlLang(song.language);

  return (
    <>
      <Meta>
        <Badge variant="secondary" aria-label={`Language code ${languageCode(song.language)}`}>
          {languageCode(song.language)}
        </Badge>
        {song.category && (
          <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
        )}
        <span>{languageName(song.language)}</span>
      </Meta>

      {(song.author ||
        song.artist ||
        song.key ||
        song.tempo != null ||
        song.capo != null ||
        song.ccliNumber ||
        song.copyright ||
        order) && (
        <Details aria-label="Song details">
          {song.author && (
            <div>
              <dt>Author</dt>
              <dd>{song.author}</dd>
            </div>
          )}
          {song.artist && (
            <div>
              <dt>Artist</dt>
              <dd>{song.artist}</dd>
            </div>
          )}
          {song.key && (
            <div>
              <dt>Key</dt>
              <dd>{song.key}</dd>
            </div>
          )}
          {song.tempo != null && (
            <div>
              <dt>Tempo</dt>
              <dd>{formatTempo(song.tempo)}</dd>
            </div>
          )}
          {song.capo != null && (
            <div>
              <dt>Capo</dt>
              <dd>{song.capo}</dd>
            </div>
          )}
          {order && (
            <div>
              <dt>Order</dt>
              <dd>{order}</dd>
            </div>
          )}
          {song.ccliNumber && (
            <div>
              <dt>CCLI</dt>
              <dd>{song.ccliNumber}</dd>
            </div>
          )}
          {song.copyright && (
            <div>
              <dt>Copyright</dt>
              <dd>{song.copyright}</dd>
            </div>
          )}
        </Details>
      )}

      {sections.length === 0 ? (
        <Empty>{NO_STANZAS}</Empty>
      ) : (
        <CardGrid as="ol" $maxColumns={2} aria-label="Stanzas">
          {sections.map(({ stanza, number, index }) => (
            <StanzaCard key={`${index}-${stanza.id}`}>
              <h3>{sectionHeading(stanza.label, 'Stanza', number)}</h3>
              <Lyrics
                lang={lyricsLang}
                text={displayText(stanza.lyrics, song, display)}
                showChords={display.show}
              />
              {orderedTransliterations(stanza, languageOrder).map((t, i) => (
                <Transliteration key={`${t.language}-${i}`}>
                  <h4>{languageName(t.language)}</h4>
                  <ChordLyrics
                    lang={htmlLang(t.language)}
                    text={displayText(t.text, song, display)}
                    showChords={display.show}
                  />
                </Transliteration>
              ))}
            </StanzaCard>
          ))}
        </CardGrid>
      )}
    </>
  );
}
