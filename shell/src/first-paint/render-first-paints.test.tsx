import { describe, expect, it } from 'vitest';
import { renderFirstPaints, staticStyles } from './render-first-paints';

describe('staticStyles', () => {
  it("drops styled-components' marks, so the browser's styled-components leaves the tags alone", () => {
    expect(
      staticStyles(
        '<style data-styled="active" data-styled-version="6.1.19">body{margin:0}</style>',
      ),
    ).toBe('<style>body{margin:0}</style>');
  });
});

describe('renderFirstPaints', () => {
  it('draws both pages with their global styles in unmarked <style> tags', () => {
    const pages = renderFirstPaints();
    expect(pages.map((p) => p.file)).toEqual([
      'prerendered/index.html',
      'prerendered/songs/public.html',
    ]);
    for (const page of pages) {
      expect(page.styles).toMatch(/^<style>/);
      expect(page.styles).not.toMatch(/<style[^>]*data-styled/);
      expect(page.styles).toContain('margin:0');
      expect(page.html.length).toBeGreaterThan(100);
    }
  });
});
