import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './card-grid';
import { breakpoints } from './tokens';

/** The grid-template-columns the element gets at a min-width media query, from the page's CSS. */
function columnsAt(element: Element, minWidth: string): string[] {
  const media = `(min-width: ${minWidth})`;
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.media.mediaText === media)
    .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
    .filter((rule) => element.matches(rule.selectorText))
    .map((rule) => rule.style.getPropertyValue('grid-template-columns'));
}

describe('CardGrid', () => {
  it('is a list with two columns from md and three from lg', () => {
    render(<CardGrid aria-label="Songs" />);
    const grid = screen.getByRole('list', { name: 'Songs' });
    expect(columnsAt(grid, breakpoints.md)).toEqual(['repeat(2, minmax(0, 1fr))']);
    expect(columnsAt(grid, breakpoints.lg)).toEqual(['repeat(3, minmax(0, 1fr))']);
  });

  it('stops at two columns when asked to', () => {
    render(<CardGrid as="ol" aria-label="Stanzas" $maxColumns={2} />);
    const grid = screen.getByRole('list', { name: 'Stanzas' });
    expect(grid.tagName).toBe('OL');
    expect(columnsAt(grid, breakpoints.md)).toEqual(['repeat(2, minmax(0, 1fr))']);
    expect(columnsAt(grid, breakpoints.lg)).toEqual([]);
  });
});
