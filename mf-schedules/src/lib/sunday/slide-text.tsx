import { stripChords } from '@worship/common';
import { memo } from 'react';
import styled from 'styled-components';
import type { Slide } from './deck';
import type { ScriptSettings } from './script-choice';

const Parts = styled.div<{ $side: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$side ? '1fr 1fr' : '1fr')};
  gap: 0.6em 1.5em;
  align-items: start;
`;

/* Lines as written, wrapped only between words: a word is never broken across lines. */
const Part = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
  line-height: 1.35;
  &[data-part='transliteration'] {
    font-style: italic;
  }
`;

/**
 * A section's words as a live view shows them, chords left out: the lyrics in the song's script,
 * its transliteration, or both (side by side or stacked), each with its `lang`. A section with
 * no transliteration shows its lyrics whatever was chosen.
 */
export const SlideText = memo(function SlideText({
  slide,
  settings,
  className,
}: {
  slide: Slide;
  settings: ScriptSettings;
  className?: string;
}) {
  const transliteration = slide.transliteration;
  const showNative = settings.script !== 'transliteration' || !transliteration;
  const showTransliteration = settings.script !== 'native' && transliteration !== null;
  return (
    <Parts
      className={className}
      $side={showNative && showTransliteration && settings.layout === 'side'}
      data-part="slide-text"
    >
      {showNative && (
        <Part lang={slide.lyrics.lang} data-part="lyrics">
          {stripChords(slide.lyrics.text)}
        </Part>
      )}
      {showTransliteration && (
        <Part lang={transliteration.lang} data-part="transliteration">
          {stripChords(transliteration.text)}
        </Part>
      )}
    </Parts>
  );
});
