import {
  Input,
  SuggestionList as Listbox,
  SuggestionOption as Option,
} from '@worship/design-system';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { AUTHOR_SUGGESTIONS_CLOSE_DELAY_MS, matchAuthors } from './author-suggestions';

const Wrapper = styled.div`
  position: relative;
`;

export interface AuthorComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** Every known author; the list shows the matches of what is typed. */
  authors: readonly string[];
  /** From the surrounding Field: id, aria-invalid, aria-describedby. */
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * The Author input with suggestions, as an ARIA 1.2 combobox with a listbox popup: the list
 * opens while the user types and something matches, arrow keys move through it, Enter or a click
 * picks, Escape closes it (and only it), and it closes 200 ms after the input loses focus.
 */
export function AuthorCombobox({
  value,
  onChange,
  authors,
  placeholder,
  disabled,
  ...fieldProps
}: AuthorComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const suggestions = matchAuthors(authors, value);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape with the list open closes the list, not the dialog around it: Radix listens for
  // Escape on the document (capture), so the key is claimed earlier, on the window.
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [expanded]);

  function close() {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActiveIndex(-1);
  }

  function pick(author: string) {
    onChange(author);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (suggestions.length > 0) {
          event.preventDefault();
          setOpen(true);
          setActiveIndex(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        }
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      // Enter picks the highlighted author instead of submitting the form.
      event.preventDefault();
      const author = suggestions[activeIndex];
      if (author !== undefined) pick(author);
    }
  }

  return (
    <Wrapper>
      <Input
        {...fieldProps}
        name="author"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          clearTimeout(closeTimer.current);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(close, AUTHOR_SUGGESTIONS_CLOSE_DELAY_MS);
        }}
        onKeyDown={handleKeyDown}
      />
      {expanded && (
        <Listbox id={listboxId} role="listbox" aria-label="Author suggestions">
          {suggestions.map((author, index) => (
            <Option
              key={author}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              $active={index === activeIndex}
              // Keeps the focus in the input, so picking does not start the blur timer.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(author)}
            >
              {author}
            </Option>
          ))}
        </Listbox>
      )}
    </Wrapper>
  );
}
