import { htmlLang, scanWords, tokenize, type Script } from '@worship/common';
import { Button, colors, fontSizes } from '@worship/design-system';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The song language each native script is written in (Devanagari: Hindi, the one we have). */
const SCRIPT_LANGUAGE: Record<Exclude<Script, 'latin'>, string> = {
  malayalam: 'malayalam',
  tamil: 'tamil',
  devanagari: 'hindi',
};

const langOf = (script: Script) =>
  script === 'latin' ? undefined : htmlLang(SCRIPT_LANGUAGE[script]);

/**
 * The `lang` of a suggestion whose words are all of one native script ('ml', 'ta', 'hi');
 * undefined for Latin or mixed text (the page's language, or each word marked on its own).
 */
export function suggestionLang(text: string): string | undefined {
  const scripts = new Set(tokenize(text).map((word) => word.script));
  const [only] = scripts;
  return scripts.size === 1 && only ? langOf(only) : undefined;
}

/** A suggestion's text: in mixed text each native-script word carries its own `lang`. */
function SuggestionText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  scanWords(text, (word, start, end) => {
    const lang = langOf(word.script);
    if (!lang) return;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <span key={start} lang={lang}>
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.25rem 0.5rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** A ghost button that reads as a link: the suggestion is a search to run, one click away. */
const SuggestionButton = styled(Button)`
  color: ${colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;

export const DID_YOU_MEAN = 'Did you mean:';

export interface DidYouMeanProps {
  /** Whole search texts that would find songs (the server's suggestions); nothing shows for []. */
  suggestions: readonly string[];
  /** Puts the picked text into the search field (and focuses it). */
  onPick: (text: string) => void;
}

/** "Did you mean:" and a button per suggestion, for the "No songs found" empty state. */
export function DidYouMean({ suggestions, onPick }: DidYouMeanProps) {
  const id = useId();
  if (suggestions.length === 0) return null;
  return (
    <Line role="group" aria-labelledby={id}>
      <span id={id}>{DID_YOU_MEAN}</span>
      {suggestions.map((text) => (
        <SuggestionButton
          key={text}
          variant="ghost"
          size="sm"
          lang={suggestionLang(text)}
          onClick={() => onPick(text)}
        >
          {suggestionLang(text) ? text : <SuggestionText text={text} />}
        </SuggestionButton>
      ))}
    </Line>
  );
}
