// The design system's ChordLyrics laid out by a real Chromium, with no page of the app: the
// component is rendered to HTML here (react-dom/server, styled-components' style sheet) and
// loaded with the Noto Sans Malayalam face the app serves (Debian's Chromium has no Malayalam
// font). Checks what the jsdom tests cannot: each chord starts where its syllable starts and
// sits above it, at two font sizes, with a chord inside a conjunct moved to the cluster's start,
// and words wrapping whole in a narrow column.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Browser, Page } from 'playwright-core';
import { ServerStyleSheet } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChordLyrics } from '@worship/design-system/src/chord-lyrics';
import { launchBrowser } from '../support/browser';

const require = createRequire(import.meta.url);
const MALAYALAM_FONT = readFileSync(
  require.resolve('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2'),
).toString('base64');

const LINE = '[G]യേശു എൻ [D/F#]സ്നേ[Em]ഹിതൻ ക്[C]രിസ്തു [Am7]നാഥൻ';

function page(fontSize: string, width = '60em'): string {
  const sheet = new ServerStyleSheet();
  const body = renderToStaticMarkup(
    sheet.collectStyles(createElement(ChordLyrics, { text: LINE, lang: 'ml' })),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>@font-face { font-family: 'Noto Sans Malayalam'; font-weight: 400;
  src: url(data:font/woff2;base64,${MALAYALAM_FONT}) format('woff2'); }
body { font-family: 'Noto Sans Malayalam', sans-serif; font-size: ${fontSize}; margin: 1em;
  width: ${width}; }</style>${styles}</head><body>${body}</body></html>`;
}

interface Box {
  chord: string;
  lyric: string;
  chordLeft: number;
  chordBottom: number;
  lyricLeft: number;
  lyricTop: number;
  lyricHeight: number;
}

async function boxes(tab: Page): Promise<Box[]> {
  return tab.$$eval('[data-part="segment"]', (segments) =>
    segments.map((segment) => {
      const chord = segment.querySelector('[data-part="chord"]')!;
      const lyric = segment.querySelector('[data-part="lyric"]')!;
      const c = chord.getBoundingClientRect();
      const l = lyric.getBoundingClientRect();
      return {
        chord: chord.textContent ?? '',
        lyric: lyric.textContent ?? '',
        chordLeft: c.left,
        chordBottom: c.bottom,
        lyricLeft: l.left,
        lyricTop: l.top,
        lyricHeight: l.height,
      };
    }),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('ChordLyrics in Chromium', () => {
  it.each(['16px', '28px'])('puts each chord over its syllable at %s', async (fontSize) => {
    const tab = await browser.newPage();
    await tab.setContent(page(fontSize));
    await tab.evaluate(() => document.fonts.ready);
    const laid = await boxes(tab);
    expect(laid.map((b) => `${b.chord}|${b.lyric}`)).toEqual([
      'G|യേശു',
      '|എൻ',
      'D/F#|സ്നേ',
      'Em|ഹിതൻ',
      'C|ക്രിസ്തു',
      'Am7|നാഥൻ',
    ]);
    const px = Number.parseFloat(fontSize);
    const top = laid[0]!.lyricTop;
    for (const box of laid) {
      // Same start, chord row right above the lyric row, every lyric on one baseline row.
      expect(Math.abs(box.chordLeft - box.lyricLeft)).toBeLessThan(0.5);
      expect(Math.abs(box.chordBottom - box.lyricTop)).toBeLessThan(0.5);
      expect(Math.abs(box.lyricTop - top)).toBeLessThan(0.5);
      expect(box.lyricHeight).toBeGreaterThan(px);
    }
    // The two pieces of സ്നേഹിതൻ touch: no space inserted inside a word.
    const [, , sne, hitan] = await tab.$$eval('[data-part="lyric"]', (lyrics) =>
      lyrics.map((l) => l.getBoundingClientRect().right),
    );
    const hitanLeft = laid[3]!.lyricLeft;
    expect(sne).toBeDefined();
    expect(hitan).toBeDefined();
    expect(Math.abs(sne! - hitanLeft)).toBeLessThan(0.5);
    // Drawn with the Malayalam face, not empty boxes: the word has real width.
    expect(hitan! - hitanLeft).toBeGreaterThan(px);
    await tab.close();
  });

  it('wraps whole words in a narrow column', async () => {
    const tab = await browser.newPage();
    await tab.setContent(page('20px', '7em'));
    await tab.evaluate(() => document.fonts.ready);
    const words = await tab.$$eval('[data-part="word"]', (all) =>
      all.map((word) => ({
        text: word.textContent,
        rows: new Set(
          Array.from(word.querySelectorAll('[data-part="lyric"]'), (l) =>
            Math.round(l.getBoundingClientRect().top),
          ),
        ).size,
        top: Math.round(word.getBoundingClientRect().top),
      })),
    );
    expect(new Set(words.map((w) => w.top)).size).toBeGreaterThan(1);
    for (const word of words) expect(word.rows).toBe(1);
    await tab.close();
  });
});
