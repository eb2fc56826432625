import { htmlLang } from '@worship/common';
import { ChordLyrics } from '@worship/design-system/src/chord-lyrics';
import { Button, Select, colors, fontSizes } from '@worship/design-system';
import { useLanguageOrder } from '@worship/shell-contract';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  buildSlides,
  slideIndexOf,
  step,
  type Deck,
  type Screen as LiveScreen,
  type Slide,
} from '../lib/sunday/deck';
import { DeckGate } from '../lib/sunday/deck-gate';
import { LeadControls } from '../lib/sunday/lead-controls';
import { BackToSchedule, ControlBar } from '../lib/sunday/live-frame';
import { liveUrls } from '../lib/sunday/live-session';
import { LiveStatus } from '../lib/sunday/live-status';
import { useDeck, type DeckStatus } from '../lib/sunday/use-deck';
import { useLiveLead } from '../lib/sunday/use-live-lead';
import { useLivePosition } from '../lib/sunday/use-live-position';
import { useLiveStream } from '../lib/sunday/use-live-stream';
import { useDocumentTitle } from '../lib/use-document-title';
import { presenterCommand } from '../lib/sunday/presenter-keys';
import { FONT_SIZES, stageChord, stageKeys, useStageSettings } from './stage-settings';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${colors.background};
`;

const Sheets = styled.div<{ $size: number }>`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem;
  padding: 1rem 1.5rem 2rem;
  font-size: ${(p) => p.$size}rem;
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
  section {
    display: grid;
    align-content: start;
    gap: 0.5em;
  }
  h2 {
    margin: 0;
    font-size: ${fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${colors.textMuted};
  }
  h3 {
    margin: 0;
    font-size: 0.8em;
  }
  .next {
    font-size: 0.75em;
    color: ${colors.textMuted};
  }
  .transliteration {
    font-size: 0.8em;
    font-style: italic;
  }
  .screen-note {
    justify-self: start;
    margin: 0;
    padding: 0.125rem 0.5rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`;

const Setting = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: ${fontSizes.sm};
  select {
    width: auto;
    min-height: 2.25rem;
  }
  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 600;
  }
`;

const Clock = styled.time`
  font-size: ${fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 5000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function StageClock() {
  const now = useClock();
  const text = now.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <Clock dateTime={now.toISOString()} aria-label={`Time ${text}`}>
      {text}
    </Clock>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * What the projector shows when it is not the current section: the musicians keep their chords,
 * and know the room sees the title or nothing.
 */
export const SCREEN_NOTES: Partial<Record<LiveScreen, string>> = {
  TITLE: 'The screen shows the song’s title',
  BLANK: 'The screen is blank',
  BLACK: 'The screen is black',
};

function StageSection({
  deck,
  slide,
  transform,
  label,
  note,
  className,
}: {
  deck: Deck;
  slide: Slide | undefined;
  transform?: (chord: string) => string;
  label: string;
  /** What the projector shows instead of this section, if anything. */
  note?: string;
  className?: string;
}) {
  const headingId = useId();
  const song = slide ? deck.songs[slide.songIndex] : undefined;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{label}</h2>
      {note && <p className="screen-note">{note}</p>}
      {slide && song ? (
        <>
          <h3 lang={htmlLang(song.language)}>{`${song.title} · ${slide.heading}`}</h3>
          <ChordLyrics text={slide.lyrics.text} lang={slide.lyrics.lang} transform={transform} />
          {slide.transliteration && (
            <div className="transliteration">
              <ChordLyrics
                text={slide.transliteration.text}
                lang={slide.transliteration.lang}
                transform={transform}
              />
            </div>
          )}
        </>
      ) : (
        <p>{label === 'Next' ? 'End of the set' : 'Nothing to show'}</p>
      )}
    </section>
  );
}

function Stage({ deck, deckStatus }: { deck: Deck; deckStatus: DeckStatus }) {
  const languageOrder = useLanguageOrder();
  const slides = useMemo(() => buildSlides(deck, languageOrder), [deck, languageOrder]);
  const stream = useLiveStream(liveUrls({ scheduleId: deck.scheduleId }).events);
  const lead = useLiveLead(deck.scheduleId, stream.state);
  const { position, following, leader, moveTo } = useLivePosition(slides, stream.state, lead);
  const [settings, change] = useStageSettings(deck.scheduleId);
  const transposeId = useId();
  const capoId = useId();
  useDocumentTitle(`Stage ${deck.name}`);

  const at = slideIndexOf(slides, position);
  const current = slides[at];
  const next = at >= 0 ? slides[at + 1] : undefined;
  const songOf = (slide: Slide | undefined) => (slide ? deck.songs[slide.songIndex] : undefined);
  const key = songOf(current)?.key ?? null;
  const keys = stageKeys(key, settings);

  const go = useCallback(
    (delta: 1 | -1) => {
      if (!following) moveTo(step(slides, position, delta));
    },
    [following, moveTo, position, slides],
  );

  // A page-turner pedal sends the clicker's keys: forward and back turn the sections.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = presenterCommand(event);
      if (command !== 'next' && command !== 'previous') return;
      event.preventDefault();
      go(command === 'next' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const keyText = keys.sounding
    ? settings.capo
      ? `Key of ${keys.sounding}, capo ${settings.capo}: play ${keys.shapes} shapes`
      : `Key of ${keys.sounding}`
    : 'No key written';

  return (
    <Screen>
      <ControlBar aria-label="Stage controls" role="region">
        <BackToSchedule to={`/schedules/${deck.scheduleId}`}>← Schedule</BackToSchedule>
        <h1>{deck.name}</h1>
        <StageClock />
        <div className="group">
          <Button variant="outline" disabled={following} onClick={() => go(-1)}>
            Previous
          </Button>
          <Button disabled={following} onClick={() => go(1)}>
            Next
          </Button>
        </div>
        <Setting role="group" aria-labelledby={transposeId}>
          <span id={transposeId}>Transpose</span>
          <Button
            variant="outline"
            size="sm"
            aria-label="Transpose down a semitone"
            onClick={() => change({ transpose: settings.transpose - 1 })}
          >
            −
          </Button>
          <output aria-live="polite">{signed(settings.transpose)}</output>
          <Button
            variant="outline"
            size="sm"
            aria-label="Transpose up a semitone"
            onClick={() => change({ transpose: settings.transpose + 1 })}
          >
            +
          </Button>
        </Setting>
        <Setting>
          <label htmlFor={capoId}>Capo</label>
          <Select
            id={capoId}
            value={settings.capo}
            onChange={(event) => change({ capo: Number(event.target.value) })}
          >
            {Array.from({ length: 12 }, (_, fret) => (
              <option key={fret} value={fret}>
                {fret === 0 ? 'None' : `Fret ${fret}`}
              </option>
            ))}
          </Select>
        </Setting>
        <Setting role="group" aria-label="Text size">
          <Button
            variant="outline"
            size="sm"
            disabled={settings.fontSize <= FONT_SIZES.min}
            onClick={() => change({ fontSize: settings.fontSize - FONT_SIZES.step })}
          >
            Smaller text
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={settings.fontSize >= FONT_SIZES.max}
            onClick={() => change({ fontSize: settings.fontSize + FONT_SIZES.step })}
          >
            Larger text
          </Button>
        </Setting>
        <p className="where">{keyText}</p>
        <LeadControls lead={lead} stream={stream.state} position={position} />
        <LiveStatus
          deckStatus={deckStatus}
          stream={stream.status}
          following={following}
          leaderName={leader?.name ?? null}
        />
      </ControlBar>
      <Sheets $size={settings.fontSize} data-testid="stage-sheets">
        <StageSection
          deck={deck}
          slide={current}
          label="Now"
          note={position ? SCREEN_NOTES[position.screen] : undefined}
          transform={stageChord(key, settings)}
        />
        <StageSection
          deck={deck}
          slide={next}
          label="Next"
          className="next"
          transform={stageChord(songOf(next)?.key ?? null, settings)}
        />
      </Sheets>
    </Screen>
  );
}

/**
 * /schedules/:id/stage (issue 20 "Stage"): for the musicians, the current and the next section
 * with chords in the entry's key, this device's transpose and capo, a text size and a clock.
 */
export default function StagePage() {
  const { id = '' } = useParams();
  const { deck, status } = useDeck({ scheduleId: id });
  return (
    <DeckGate deck={deck} status={status}>
      {(deck) => <Stage deck={deck} deckStatus={status} />}
    </DeckGate>
  );
}
