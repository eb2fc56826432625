import { ChordLyrics } from '@worship/design-system/src/chord-lyrics';
import { htmlLang } from '@worship/common';
import { useLanguageOrder } from '@worship/shell-contract';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import {
  displayText,
  sectionOrderSummary,
  songSections,
  soundingKey,
  type ChordDisplay,
} from './chord-display';
import { formatTempo } from './song-meta';
import type { SongViewSong } from './song-view-song';
import { sectionHeading } from './song-view-body';
import { orderedTransliterations } from './stanza-order';

/** The class of the print sheet: the only thing the page prints while it is mounted. */
export const PRINT_SHEET = 'song-print-sheet';

/**
 * While a song is open, printing prints its sheet alone: the rest of the page (the app, the
 * dialog with its buttons) is hidden on paper, and the sheet (`hidden`) shows only there.
 */
const PrintOnly = createGlobalStyle`
  @media print {
    body > *:not(.${PRINT_SHEET}) {
      display: none !important;
    }
    body > .${PRINT_SHEET} {
      display: block !important;
    }
    body {
      background: #fff;
    }
  }
`;

const Sheet = styled.article`
  color: #000;
  font-size: 12pt;
  h1 {
    font-size: 18pt;
    margin: 0 0 0.25rem;
  }
  .meta {
    margin: 0 0 1rem;
    font-size: 10pt;
  }
  section {
    break-inside: avoid;
    margin-bottom: 0.9rem;
  }
  h2 {
    font-size: 11pt;
    margin: 0 0 0.2rem;
  }
  .transliteration {
    margin-top: 0.3rem;
    font-style: italic;
  }
  .copyright {
    margin-top: 1rem;
    font-size: 9pt;
  }
`;

/** What the sheet's head line says: author, key, capo, tempo, order. */
function metaLine(song: SongViewSong, display: ChordDisplay): string {
  const key = display.show ? soundingKey(song, display) : null;
  const order = sectionOrderSummary(song);
  return [
    song.author && `by ${song.author}`,
    song.artist,
    key && `Key of ${key}`,
    display.show && display.capo > 0 && `Capo ${display.capo}`,
    song.tempo != null && formatTempo(song.tempo),
    order && `Order: ${order}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A clean page of the song for printing: the chord chart as the viewer reads it (transposed,
 * capo shapes, numbers), or the lyrics alone when chords are hidden.
 */
export function SongPrintSheet({ song, display }: { song: SongViewSong; display: ChordDisplay }) {
  const languageOrder = useLanguageOrder();
  const lang = htmlLang(song.language);
  return createPortal(
    // `hidden` on screen (and to assistive technology); the print style shows it on paper.
    <div className={PRINT_SHEET} hidden data-testid="print-sheet">
      <PrintOnly />
      <Sheet>
        <h1 lang={lang}>{song.title}</h1>
        <p className="meta">{metaLine(song, display)}</p>
        {songSections(song).map(({ stanza, number, index }) => (
          <section key={`${index}-${stanza.id}`}>
            <h2>{sectionHeading(stanza.label, 'Stanza', number)}</h2>
            <ChordLyrics
              lang={lang}
              text={displayText(stanza.lyrics, song, display)}
              showChords={display.show}
            />
            {orderedTransliterations(stanza, languageOrder).map((t, i) => (
              <div className="transliteration" key={`${t.language}-${i}`}>
                <ChordLyrics
                  lang={htmlLang(t.language)}
                  text={displayText(t.text, song, display)}
                  showChords={display.show}
                />
              </div>
            ))}
          </section>
        ))}
        {(song.copyright || song.ccliNumber) && (
          <p className="copyright">
            {[song.copyright, song.ccliNumber && `CCLI Song # ${song.ccliNumber}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </Sheet>
    </div>,
    document.body,
  );
}
