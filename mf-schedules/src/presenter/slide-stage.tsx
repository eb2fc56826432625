import { htmlLang } from '@worship/common';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Deck, Position, Slide } from '../lib/sunday/deck';
import type { ScriptSettings } from '../lib/sunday/script-choice';
import { SlideText } from '../lib/sunday/slide-text';
import { fitText } from './fit-text';

/** The mark a move sets, and the measure from it to the moved slide's commit (bench reads it). */
export const MOVE_MARK = 'presenter-move';
export const MOVE_MEASURE = 'presenter-next-section';

const Stage = styled.div<{ $black: boolean }>`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  background: ${(p) => (p.$black ? '#000' : '#0b1120')};
  color: #fff;
`;

/*
 * Every slide is laid out once, in its own layer, and only its visibility changes with a move:
 * the next section is already measured and fitted, so showing it costs no layout of the text.
 */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4vh 5vw;
  visibility: hidden;
  text-align: center;
  &[data-current='true'] {
    visibility: visible;
  }
  > div {
    width: 100%;
  }
`;

const TitleLayer = styled(Layer)`
  visibility: visible;
  flex-direction: column;
  gap: 2vh;
  h2 {
    margin: 0;
    font-size: min(9vw, 14vh);
    line-height: 1.2;
    overflow-wrap: break-word;
  }
  p {
    margin: 0;
    font-size: min(4vw, 6vh);
    color: #cbd5e1;
  }
`;

const SlideLayer = memo(function SlideLayer({
  slide,
  current,
  settings,
  layerRef,
}: {
  slide: Slide;
  current: boolean;
  settings: ScriptSettings;
  layerRef: (index: number, element: HTMLDivElement | null) => void;
}) {
  return (
    <Layer
      ref={(element) => layerRef(slide.index, element)}
      data-current={current}
      data-slide={slide.index}
      aria-hidden={!current}
    >
      <SlideText slide={slide} settings={settings} />
    </Layer>
  );
});

/** Runs `work` when the browser is idle (or soon, where it has no idle callbacks). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 16);
  return () => window.clearTimeout(handle);
}

/**
 * The projected screen: the current section auto-fitted, or the song's title, or an empty
 * (blank) or black screen. Slides are fitted when first shown, their neighbours and then the
 * rest while the browser is idle, and again when the screen's size, the script choice or the
 * fonts change.
 */
export function SlideStage({
  deck,
  slides,
  position,
  settings,
}: {
  deck: Deck;
  slides: readonly Slide[];
  position: Position | null;
  settings: ScriptSettings;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const layers = useRef(new Map<number, HTMLDivElement>());
  const [layerRef] = useState(() => (index: number, element: HTMLDivElement | null) => {
    if (element) layers.current.set(index, element);
    else layers.current.delete(index);
  });
  /** The fitting each slide was last fitted for (size, script choice, fonts). */
  const fitted = useRef(new Map<number, string>());
  const [size, setSize] = useState('');
  const [fontsVersion, setFontsVersion] = useState(0);
  const fitKey = `${size}|${settings.script}|${settings.layout}|${fontsVersion}`;

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setSize(`${stage.clientWidth}x${stage.clientHeight}`),
    );
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const fonts = document.fonts as FontFaceSet | undefined;
    if (!fonts?.addEventListener) return;
    const refit = () => setFontsVersion((v) => v + 1);
    fonts.addEventListener('loadingdone', refit);
    return () => fonts.removeEventListener('loadingdone', refit);
  }, []);

  const currentIndex = position
    ? slides.findIndex((s) => s.songId === position.songId && s.section === position.section)
    : -1;
  const screen = position?.screen ?? 'SECTION';

  const fit = useCallback(
    (index: number) => {
      const layer = layers.current.get(index);
      const text = layer?.firstElementChild;
      if (!layer || !(text instanceof HTMLElement) || fitted.current.get(index) === fitKey) return;
      fitText(layer, text);
      fitted.current.set(index, fitKey);
    },
    [fitKey],
  );

  // The slide shown is fitted before it is painted; the move's time is measured here.
  useLayoutEffect(() => {
    if (currentIndex >= 0) fit(currentIndex);
    if (performance.getEntriesByName(MOVE_MARK, 'mark').length > 0) {
      performance.measure(MOVE_MEASURE, MOVE_MARK);
      performance.clearMarks(MOVE_MARK);
    }
  });

  // The others while idle, nearest first: the next section is ready before it is asked for.
  useEffect(() => {
    const order = slides
      .map((slide) => slide.index)
      .sort((a, b) => {
        const da = a >= currentIndex ? a - currentIndex : (currentIndex - a) * 2;
        const db = b >= currentIndex ? b - currentIndex : (currentIndex - b) * 2;
        return da - db;
      });
    let cancel = () => {};
    const next = () => {
      const index = order.shift();
      if (index === undefined) return;
      fit(index);
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [slides, currentIndex, fit]);

  const song = position ? deck.songs.find((s) => s.songId === position.songId) : undefined;
  const songNumber = song ? deck.songs.indexOf(song) + 1 : 0;
  const showSection = screen === 'SECTION';

  return (
    <Stage
      ref={stageRef}
      $black={screen === 'BLACK'}
      data-screen={screen}
      data-testid="slide-stage"
    >
      {slides.map((slide) => (
        <SlideLayer
          key={slide.index}
          slide={slide}
          current={showSection && slide.index === currentIndex}
          settings={settings}
          layerRef={layerRef}
        />
      ))}
      {screen === 'TITLE' && song && (
        <TitleLayer>
          <h2 lang={htmlLang(song.language)}>{song.title}</h2>
          <p>{`Song ${songNumber} of ${deck.songs.length}`}</p>
        </TitleLayer>
      )}
    </Stage>
  );
}
