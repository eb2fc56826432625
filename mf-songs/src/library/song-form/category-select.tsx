import {
  CheckIcon,
  ChevronDownIcon,
  colors,
  fontSizes,
  radii,
  shadows,
  zIndices,
} from '@worship/design-system';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { categoryColor } from '@worship/common';
import { NO_CATEGORY } from './song-form';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${colors.destructive};
  }
  &:disabled {
    background: ${colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: ${zIndices.menu};
  max-height: 15rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  box-shadow: ${shadows.md};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0.625rem;
  border-radius: ${radii.sm};
  font-size: ${fontSizes.sm};
  cursor: pointer;
  background: ${(p) => (p.$active ? colors.primarySoft : 'transparent')};
  color: ${(p) => (p.$active ? colors.onPrimarySoft : colors.text)};
  &:hover {
    background: ${(p) => (p.$active ? colors.primarySoft : colors.surfaceMuted)};
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Dot = styled.span<{ $color: string }>`
  width: 0.75rem;
  height: 0.75rem;
  flex: none;
  border-radius: 50%;
  background: ${(p) => p.$color};
  border: 1px solid rgba(15, 23, 42, 0.2);
`;

export interface CategoryOption {
  id: string;
  name: string;
  color: string;
}

export interface CategorySelectProps {
  value: string;
  onChange: (value: string) => void;
  categories: readonly CategoryOption[];
  /** From the surrounding Field: the trigger is the labelled control. */
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  disabled?: boolean;
}

interface Choice {
  value: string;
  name: string;
  color: string | null;
}

/**
 * The Category choice of the Add Song dialog: 'No category' plus every category with its colour
 * dot (spec §2), which a native <select> cannot show. An ARIA 1.2 select-only combobox: the
 * focus stays on the button while arrow keys, Home/End and a first letter move through the
 * listbox, Enter or Space picks, Escape or Tab closes. The listbox is rendered in place, not
 * portalled, so the dialog's focus trap and Escape handling see it as part of the dialog.
 */
export function CategorySelect({
  value,
  onChange,
  categories,
  disabled,
  ...fieldProps
}: CategorySelectProps) {
  const listboxId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const choices: Choice[] = [
    { value: NO_CATEGORY, name: 'No category', color: null },
    ...categories.map((c) => ({ value: c.id, name: c.name, color: categoryColor(c.color) })),
  ];
  const selectedIndex = Math.max(
    0,
    choices.findIndex((choice) => choice.value === value),
  );
  const selected = choices[selectedIndex]!;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // Escape closes the list, not the dialog around it (Radix listens on the document, in the
  // capture phase, so the key is claimed earlier, on the window).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.children[activeIndex];
    // Older engines (and jsdom) have no scrollIntoView.
    option?.scrollIntoView?.({ block: 'nearest' });
  });

  function show(index = selectedIndex) {
    setActiveIndex(index);
    setOpen(true);
  }

  function pick(index: number) {
    const choice = choices[index];
    if (choice) onChange(choice.value);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = choices.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      if (open) setActiveIndex(Math.min(last, Math.max(0, index)));
      else show();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(activeIndex + 1);
      case 'ArrowUp':
        return move(activeIndex - 1);
      case 'Home':
        return open ? move(0) : undefined;
      case 'End':
        return open ? move(last) : undefined;
      case 'Enter':
      case ' ':
        event.preventDefault();
        return open ? pick(activeIndex) : show();
      case 'Tab':
        if (open) pick(activeIndex);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          // Type-ahead: the next choice starting with the letter typed.
          const letter = event.key.toLowerCase();
          const from = open ? activeIndex : selectedIndex;
          const order = [...choices.keys()].map((i) => (from + 1 + i) % choices.length);
          const match = order.find((i) => choices[i]!.name.toLowerCase().startsWith(letter));
          if (match !== undefined) {
            event.preventDefault();
            if (open) setActiveIndex(match);
            else onChange(choices[match]!.value);
          }
        }
    }
  }

  return (
    <Wrapper>
      <Trigger
        type="button"
        {...fieldProps}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      >
        <Label>
          {selected.color && <Dot $color={selected.color} aria-hidden="true" />}
          {selected.name}
        </Label>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open && (
        <Listbox id={listboxId} ref={listRef} role="listbox" aria-label="Categories">
          {choices.map((choice, index) => (
            <Option
              key={choice.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              $active={index === activeIndex}
              // Keeps the focus on the button, so picking does not blur (and close) first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => pick(index)}
            >
              <Label>
                {choice.color && <Dot $color={choice.color} aria-hidden="true" />}
                {choice.name}
              </Label>
              {index === selectedIndex && <CheckIcon size={14} />}
            </Option>
          ))}
        </Listbox>
      )}
    </Wrapper>
  );
}
