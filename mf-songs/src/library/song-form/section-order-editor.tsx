import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  IconButton,
  Select,
  TrashIcon,
  VisuallyHidden,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { SECTION_ORDER_MAX, sectionAbbreviation } from '@worship/common';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { StanzaRow } from './song-form';

const Box = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`;

const ErrorText = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.destructive};
  font-weight: 500;
`;

const Chips = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding: 0.125rem 0.125rem 0.125rem 0.625rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.full};
  background: ${colors.surface};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  select {
    width: auto;
    min-width: 12rem;
  }
`;

const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** A stanza's name in the order: its label, or 'Stanza n' without one. */
export const stanzaName = (stanza: StanzaRow | undefined, number: number) =>
  stanza?.label.trim() || `Stanza ${number}`;

/** A chip's text: `V1`, `C`, or the stanza's number when it has no label. */
export const stanzaChip = (stanza: StanzaRow | undefined, number: number) =>
  stanza?.label.trim() ? sectionAbbreviation(stanza.label) : String(number);

/** The order as a line of chips, 'V1 C V2 C'. */
export const orderSummary = (order: readonly number[], stanzas: readonly StanzaRow[]) =>
  order.map((n) => stanzaChip(stanzas[n - 1], n)).join(' ');

export interface SectionOrderEditorProps {
  order: readonly number[];
  stanzas: readonly StanzaRow[];
  onChange: (order: number[]) => void;
  error?: string;
}

/**
 * The song's section order (OpenLyrics `verseOrder`): stanzas as chips in the order they are
 * sung, one may repeat; each chip moves earlier or later or leaves by its buttons, so the whole
 * editor works from the keyboard. Empty means the stanzas in their order.
 */
export function SectionOrderEditor({ order, stanzas, onChange, error }: SectionOrderEditorProps) {
  const hintId = useId();
  const errorId = useId();
  const selectId = useId();
  const [adding, setAdding] = useState('1');
  const next = Math.min(Number(adding), stanzas.length) || 1;

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= order.length) return;
    const copy = [...order];
    [copy[index], copy[target]] = [copy[target]!, copy[index]!];
    onChange(copy);
  }

  return (
    <Box aria-describedby={hintId}>
      <legend>Section order</legend>
      <Muted id={hintId}>
        The order the stanzas are sung in; a section may repeat (V1 C V2 C). Empty: the stanzas in
        their order.
      </Muted>
      {order.length > 0 && (
        <Chips aria-label="Section order">
          {order.map((n, index) => {
            const name = `${stanzaName(stanzas[n - 1], n)} (position ${index + 1})`;
            return (
              <Chip key={`${index}-${n}`} title={stanzaName(stanzas[n - 1], n)}>
                <span aria-hidden="true">{stanzaChip(stanzas[n - 1], n)}</span>
                <VisuallyHidden>{name}</VisuallyHidden>
                <IconButton
                  size="sm"
                  aria-label={`Move ${name} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpIcon size={14} style={{ transform: 'rotate(-90deg)' }} />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`Move ${name} later`}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon size={14} style={{ transform: 'rotate(-90deg)' }} />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`Remove ${name} from the order`}
                  onClick={() => onChange(order.filter((_, i) => i !== index))}
                >
                  <TrashIcon size={14} />
                </IconButton>
              </Chip>
            );
          })}
        </Chips>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <Controls>
        <VisuallyHidden as="label" htmlFor={selectId}>
          Stanza to add to the order
        </VisuallyHidden>
        <Select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={String(next)}
          onChange={(event) => setAdding(event.target.value)}
        >
          {stanzas.map((stanza, index) => (
            <option key={stanza.key} value={String(index + 1)}>
              {stanzaChip(stanza, index + 1)} · {stanzaName(stanza, index + 1)}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          size="sm"
          disabled={order.length >= SECTION_ORDER_MAX || stanzas.length === 0}
          onClick={() => onChange([...order, next])}
        >
          Add to order
        </Button>
        {order.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            Clear order
          </Button>
        )}
      </Controls>
    </Box>
  );
}
