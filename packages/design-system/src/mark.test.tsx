import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Mark } from './mark';
import { colors } from './tokens';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('Mark', () => {
  it('is a <mark> in the highlight colours, whatever the text colour around it', () => {
    render(
      <p style={{ color: colors.textMuted }}>
        Amazing <Mark>grace</Mark>
      </p>,
    );
    const mark = screen.getByText('grace');
    expect(mark.tagName).toBe('MARK');
    expect(mark).toHaveStyle({ backgroundColor: colors.highlight, color: colors.onHighlight });
  });

  it('meets WCAG AA: text 4.5:1 on the highlight, its edge 3:1 against the cards and page', () => {
    expect(contrast(colors.onHighlight, colors.highlight)).toBeGreaterThanOrEqual(4.5);
    for (const surface of [colors.surface, colors.background, colors.highlight]) {
      expect(contrast(colors.highlightEdge, surface)).toBeGreaterThanOrEqual(3);
    }
  });
});
