import {
  PHONETIC_LANGUAGES,
  SUGGESTIONS_MAX,
  htmlLang,
  isListedWord,
  isPhoneticLanguage,
  languageName,
  loadPhoneticScript,
  suggestWord,
  type PhoneticLanguage,
  type PhoneticScript,
} from '@worship/common';
import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import styled from 'styled-components';
import type { FieldControlProps } from './field';
import { Input, Select, Textarea } from './input';
import { SuggestionList, SuggestionOption } from './suggestion-list';
import { mergeCandidates, ServerPhoneticSuggestContext } from './phonetic-suggestions';
import { fontSizes } from './tokens';
import { useLatest } from './use-latest';
import { VisuallyHidden } from './visually-hidden';

/** `$inline`: the switch beside the field (a search box in a row of filters), else under it. */
const Wrapper = styled.div<{ $inline: boolean }>`
  position: relative;
  display: grid;
  gap: 0.375rem;
  ${(p) => (p.$inline ? 'grid-template-columns: minmax(0, 1fr) auto; align-items: center;' : '')}
`;

const Anchor = styled.div`
  position: relative;
  display: grid;
`;

const Listbox = styled(SuggestionList)`
  right: auto;
  min-width: 12rem;
`;

const Option = styled(SuggestionOption)`
  padding: 0.375rem 0.625rem;
  font-size: ${fontSizes.md};
`;

const ModeSelect = styled(Select)`
  justify-self: start;
  width: auto;
  min-height: 2rem;
  font-size: ${fontSizes.sm};
`;

/** Keys that end a word: the word before the caret becomes the highlighted candidate first. */
const WORD_ENDS = new Set([' ', ',', '.', ';', ':', '!', '?', ')', '-']);
const LATIN_WORD_BEFORE = /[A-Za-z]+$/;
const LATIN_LETTER = /[A-Za-z]/;

/** The Latin word the caret ends (typing in progress), if any. */
function wordAtCaret(value: string, caret: number): { start: number; word: string } | null {
  if (LATIN_LETTER.test(value.charAt(caret))) return null; // inside a word: an edit, not typing
  const match = LATIN_WORD_BEFORE.exec(value.slice(0, caret));
  return match ? { start: caret - match[0].length, word: match[0] } : null;
}

/** What the surrounding Field and the form give the control. */
interface ControlProps extends Partial<FieldControlProps> {
  name?: string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  /** A one-line field's type: `search` in the search boxes. */
  type?: 'text' | 'search';
}

export interface PhoneticTextProps extends ControlProps {
  /**
   * The typing switch's name, told apart from the field's own label (tests and people find the
   * field by its label): "Phonetic typing", "Phonetic typing, stanza 2".
   */
  switchLabel: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** The field's `lang` when it is typed in Latin letters. */
  lang?: string;
  /** The text field itself (a search box puts the focus back in it). */
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** The switch beside the field rather than under it (the search boxes). */
  inline?: boolean;
  className?: string;
}

/**
 * A text field that can be switched to Malayalam, Tamil or Hindi phonetic typing
 * (docs/transliteration.md). Switched on, the Latin word being typed shows up to 5 native
 * candidates in a listbox (announced as they change): a space or punctuation, Enter or a click
 * writes the highlighted one, the arrow keys move through them, Escape keeps the Latin letters.
 * The tables load only when a field is switched on; a native keyboard or an IME is never
 * interfered with (nothing happens during a composition or for native letters). Under the shell's
 * `ServerPhoneticSuggestContext` the server's candidates (which know a spelling dictionary) join
 * the page's when they arrive, the highlighted candidate staying highlighted.
 */
export function PhoneticText({
  switchLabel,
  value,
  onChange,
  multiline,
  lang,
  disabled,
  rows,
  type,
  inputRef,
  inline = false,
  className,
  ...controlProps
}: PhoneticTextProps) {
  const listboxId = useId();
  const control = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const [language, setLanguage] = useState<PhoneticLanguage | ''>('');
  const [script, setScript] = useState<PhoneticScript | null>(null);
  const [caret, setCaret] = useState(value.length);
  const [focused, setFocused] = useState(false);
  const [composing, setComposing] = useState(false);
  const [active, setActive] = useState(0);
  /** The word (start:word) whose candidates Escape put away. */
  const [dismissed, setDismissed] = useState('');
  const pendingCaret = useRef<number | null>(null);

  const serverSuggest = useContext(ServerPhoneticSuggestContext);
  /** The server's answer, for the word it was asked about (`language:start:word`). */
  const [server, setServer] = useState({ key: '', candidates: [] as readonly string[] });

  const current = script && !composing ? wordAtCaret(value, caret) : null;
  const currentKey = current ? `${current.start}:${current.word}` : '';
  const word = current?.word ?? '';
  // Well under a millisecond once the tables are loaded: candidates show in the keystroke's frame.
  const pageCandidates =
    script && word && currentKey !== dismissed ? suggestWord(word, script, SUGGESTIONS_MAX) : [];
  const serverKey = language && pageCandidates.length > 0 ? `${language}:${currentKey}` : '';
  const listedFirst = useCallback(
    (list: readonly string[]) =>
      script !== null && list.length > 0 && isListedWord(list[0] as string, script),
    [script],
  );
  const candidates =
    server.key === serverKey && serverKey
      ? mergeCandidates(
          pageCandidates,
          server.candidates,
          listedFirst(pageCandidates),
          SUGGESTIONS_MAX,
        )
      : pageCandidates;
  const open = focused && !disabled && candidates.length > 0;
  /** What is on screen, for an answer that arrives later. */
  const shown = useLatest({ pageCandidates, candidates, active });

  useEffect(() => {
    if (!serverSuggest || !serverKey || !language || !focused) return;
    const controller = new AbortController();
    serverSuggest(word, language, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const { pageCandidates: page, candidates: before, active: index } = shown.current;
        const merged = mergeCandidates(page, answer, listedFirst(page), SUGGESTIONS_MAX);
        setServer({ key: serverKey, candidates: answer });
        // A candidate the user moved to stays highlighted wherever the answer puts it; untouched,
        // the highlight stays on the first, the best.
        if (index > 0) setActive(Math.max(0, merged.indexOf(before[index] ?? '')));
      },
      // Offline, or the server cannot answer: the page's candidates stay.
      () => {},
    );
    return () => controller.abort();
  }, [serverSuggest, serverKey, language, word, focused, shown, listedFirst]);
  const optionId = (index: number) => `${listboxId}-${index}`;
  const nativeLang = language ? htmlLang(language) : undefined;

  /** The language last chosen: a table that loads after another choice is not used. */
  const chosen = useRef<PhoneticLanguage | ''>('');

  function choose(next: PhoneticLanguage | '') {
    chosen.current = next;
    setLanguage(next);
    setDismissed('');
    if (!next) {
      setScript(null);
      return;
    }
    void loadPhoneticScript(next).then((loaded) => {
      if (chosen.current === next) setScript(loaded);
    });
  }

  // After a candidate is written, the caret goes to its end (the value is React's).
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !control.current) return;
    control.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  // Escape with the list open puts the candidates away, not the dialog around the form: Radix
  // listens for Escape on the document (capture), so the key is claimed earlier, on the window.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setDismissed(currentKey);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open, currentKey]);

  function write(candidate: string, after = '') {
    if (!current) return;
    const next = value.slice(0, current.start) + candidate + after + value.slice(caret);
    const at = current.start + candidate.length + after.length;
    pendingCaret.current = at;
    setCaret(at);
    setActive(0);
    onChange(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter') {
      // Enter writes the highlighted candidate instead of a new line or submitting the form.
      event.preventDefault();
      write(candidates[active] ?? '');
    } else if (WORD_ENDS.has(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      write(candidates[active] ?? '', event.key);
    }
  }

  const trackCaret = (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);

  const shared = {
    ...controlProps,
    value,
    disabled,
    autoComplete: 'off',
    lang: language ? nativeLang : lang,
    'aria-controls': open ? listboxId : undefined,
    'aria-activedescendant': open ? optionId(active) : undefined,
    onChange: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      trackCaret(event);
      setActive(0);
      onChange(event.currentTarget.value);
    },
    onSelect: trackCaret,
    onKeyDown: handleKeyDown,
    onCompositionStart: () => setComposing(true),
    onCompositionEnd: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setComposing(false);
      trackCaret(event);
    },
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };

  const setControl = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    control.current = element;
  };
  // The field is this component's (the caret) and the caller's (`inputRef`, to focus it) both.
  useImperativeHandle(inputRef, () => control.current as HTMLInputElement | HTMLTextAreaElement);

  const listbox = open && current && (
    <Listbox id={listboxId} role="listbox" aria-label={`Suggestions for ${current.word}`}>
      {candidates.map((candidate, index) => (
        <Option
          key={candidate}
          id={optionId(index)}
          role="option"
          lang={nativeLang}
          aria-selected={index === active}
          $active={index === active}
          // Keeps the focus in the field, so picking does not close the list first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => write(candidate)}
        >
          {candidate}
        </Option>
      ))}
    </Listbox>
  );

  return (
    <Wrapper className={className} $inline={inline}>
      <Anchor>
        {multiline ? (
          <Textarea {...shared} rows={rows} ref={setControl} />
        ) : (
          <Input
            {...shared}
            type={type}
            ref={setControl}
            role={language ? 'combobox' : undefined}
            aria-autocomplete={language ? 'list' : undefined}
            aria-expanded={language ? open : undefined}
          />
        )}
        {listbox}
      </Anchor>
      <ModeSelect
        aria-label={switchLabel}
        value={language}
        disabled={disabled}
        onChange={(event) =>
          choose(isPhoneticLanguage(event.target.value) ? event.target.value : '')
        }
      >
        <option value="">Latin letters as typed</option>
        {PHONETIC_LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {`${languageName(option)} phonetic`}
          </option>
        ))}
      </ModeSelect>
      <VisuallyHidden aria-live="polite">
        {open && current
          ? `${candidates.length} suggestions for ${current.word}, first ${candidates[0]}`
          : ''}
      </VisuallyHidden>
    </Wrapper>
  );
}
