import {
  ArrowDownIcon,
  ArrowUpIcon,
  Badge,
  Button,
  colors,
  fontSizes,
  IconButton,
  radii,
  TitledCard,
} from '@worship/design-system';
import { languageCode, languageName, parseLanguageOrder, type Language } from '@worship/common';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSaveLanguageOrder } from './use-save-language-order';

const List = styled.ol`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.5rem 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  .pos {
    width: 1.5rem;
    font-weight: 600;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  .name {
    flex: 1;
    font-weight: 500;
  }
`;

type Direction = 'up' | 'down';

/** The user's language display order (`languageOrder` as stored): move up/down (disabled at the ends) and Save. */
export function LanguageOrderCard({ languageOrder }: { languageOrder: string }) {
  const saved = useMemo(() => parseLanguageOrder(languageOrder), [languageOrder]);
  const { save, saving } = useSaveLanguageOrder();
  const [order, setOrder] = useState<Language[]>(saved);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusAfterMove = useRef<{ language: Language; direction: Direction } | null>(null);

  // When the saved order changes (e.g. after Save), start editing from it again. Adjusting state
  // during render is React's recommended alternative to syncing it in an effect.
  const savedKey = saved.join(',');
  const [baseKey, setBaseKey] = useState(savedKey);
  if (baseKey !== savedKey) {
    setBaseKey(savedKey);
    setOrder(saved);
  }

  useEffect(() => {
    // Keep keyboard focus on the moved language; at an end its button is disabled, so use the other.
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const same = buttons.current.get(`${wanted.language}-${wanted.direction}`);
    const other = buttons.current.get(
      `${wanted.language}-${wanted.direction === 'up' ? 'down' : 'up'}`,
    );
    (same && !same.disabled ? same : other)?.focus();
  }, [order]);

  function move(index: number, direction: Direction) {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    [next[index], next[target]] = [next[target]!, next[index]!];
    focusAfterMove.current = { language: order[index]!, direction };
    setOrder(next);
  }

  return (
    <TitledCard
      title="Language Display Order"
      description="Lyrics and transliterations are shown in this order."
    >
      <List aria-label="Language display order">
        {order.map((language, index) => (
          <Row key={language}>
            <span className="pos" aria-hidden="true">
              {index + 1}
            </span>
            <span className="name">{languageName(language)}</span>
            <Badge variant="secondary">{languageCode(language)}</Badge>
            <IconButton
              ref={(el) => {
                buttons.current.set(`${language}-up`, el);
              }}
              aria-label={`Move ${languageName(language)} up`}
              size="sm"
              variant="outline"
              disabled={index === 0}
              onClick={() => move(index, 'up')}
            >
              <ArrowUpIcon size={16} />
            </IconButton>
            <IconButton
              ref={(el) => {
                buttons.current.set(`${language}-down`, el);
              }}
              aria-label={`Move ${languageName(language)} down`}
              size="sm"
              variant="outline"
              disabled={index === order.length - 1}
              onClick={() => move(index, 'down')}
            >
              <ArrowDownIcon size={16} />
            </IconButton>
          </Row>
        ))}
      </List>
      <Button onClick={() => void save(order)} loading={saving}>
        {saving ? 'Saving...' : 'Save Language Order'}
      </Button>
    </TitledCard>
  );
}
