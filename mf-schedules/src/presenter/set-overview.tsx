import { htmlLang, stripChords } from '@worship/common';
import { Dialog, colors, fontSizes, radii } from '@worship/design-system';
import styled from 'styled-components';
import { positionOf, type Deck, type Position, type Slide } from '../lib/sunday/deck';

const Songs = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 65vh;
  overflow-y: auto;
  h3 {
    margin: 0 0 0.375rem;
    font-size: ${fontSizes.md};
  }
`;

const Sections = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    gap: 0.25rem;
    width: 100%;
    min-height: 4.5rem;
    padding: 0.5rem 0.625rem;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.text};
    text-align: left;
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border: 2px solid ${colors.primary};
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
  }
  button:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  strong {
    font-size: ${fontSizes.sm};
  }
  span {
    font-size: ${fontSizes.xs};
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
`;

/** The first line of a section, as its button shows it. */
const firstLine = (slide: Slide) => stripChords(slide.lyrics.text).split('\n')[0]?.trim() ?? '';

/**
 * The whole set to pick from: every song with its sections in the order sung (and its title
 * slide); a pick shows that section and closes the overview.
 */
export function SetOverview({
  open,
  onOpenChange,
  deck,
  slides,
  position,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deck: Deck;
  slides: readonly Slide[];
  position: Position | null;
  onPick: (position: Position) => void;
}) {
  const pick = (next: Position) => {
    onPick(next);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Set overview" size="lg">
      <Songs aria-label="Songs">
        {deck.songs.map((song, songIndex) => {
          const sections = slides.filter((slide) => slide.songIndex === songIndex);
          return (
            <li key={song.songId}>
              <h3 lang={htmlLang(song.language)}>{`${songIndex + 1}. ${song.title}`}</h3>
              {sections.length === 0 ? (
                <p>This song is not available.</p>
              ) : (
                <Sections aria-label={`Sections of ${song.title}`}>
                  <li>
                    <button
                      type="button"
                      aria-current={position?.songId === song.songId && position.screen === 'TITLE'}
                      onClick={() => pick(positionOf(sections[0]!, 'TITLE'))}
                    >
                      <strong>Title</strong>
                      <span lang={htmlLang(song.language)}>{song.title}</span>
                    </button>
                  </li>
                  {sections.map((slide) => (
                    <li key={slide.index}>
                      <button
                        type="button"
                        aria-current={
                          position?.songId === slide.songId &&
                          position.section === slide.section &&
                          position.screen === 'SECTION'
                        }
                        onClick={() => pick(positionOf(slide))}
                      >
                        <strong>{slide.heading}</strong>
                        <span lang={slide.lyrics.lang}>{firstLine(slide)}</span>
                      </button>
                    </li>
                  ))}
                </Sections>
              )}
            </li>
          );
        })}
      </Songs>
    </Dialog>
  );
}
