import { capoShapes, isKey, transposeChord, transposeKey } from '@worship/common';
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../lib/sunday/device-store';

// A musician's stand (issue 20 "Stage"): transpose and capo are this device's, for this
// schedule, kept in localStorage so that they survive section changes, reloads and a lost
// connection; the text size too.

export interface StageSettings {
  /** Semitones up from the entry's key, -11..11. */
  transpose: number;
  /** The fret the capo is on, 0..11: chords shown as the shapes played. */
  capo: number;
  /** The text size in rem. */
  fontSize: number;
}

export const DEFAULT_STAGE: StageSettings = { transpose: 0, capo: 0, fontSize: 1.5 };
export const FONT_SIZES = { min: 1, max: 4, step: 0.25 } as const;

const isStageSettings = (value: unknown): value is StageSettings =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as StageSettings).transpose) &&
  Number.isInteger((value as StageSettings).capo) &&
  typeof (value as StageSettings).fontSize === 'number';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const stageStorageKey = (scheduleId: string) => `worship.live.stage.${scheduleId}`;

export function useStageSettings(scheduleId: string) {
  const key = stageStorageKey(scheduleId);
  const [settings, setSettings] = useState<StageSettings>(
    () => readStored(key, isStageSettings) ?? DEFAULT_STAGE,
  );
  const update = useCallback(
    (change: Partial<StageSettings>) =>
      setSettings((current) => {
        const next: StageSettings = {
          transpose: clamp(change.transpose ?? current.transpose, -11, 11),
          capo: clamp(change.capo ?? current.capo, 0, 11),
          fontSize: clamp(change.fontSize ?? current.fontSize, FONT_SIZES.min, FONT_SIZES.max),
        };
        writeStored(key, next);
        return next;
      }),
    [key],
  );
  return [settings, update] as const;
}

/** The key heard after transposing, and the key of the shapes played with the capo. */
export function stageKeys(key: string | null, { transpose, capo }: StageSettings) {
  if (!key || !isKey(key)) return { sounding: null, shapes: null };
  const sounding = transposeKey(key, transpose);
  return { sounding, shapes: capo ? capoShapes(sounding, capo) : sounding };
}

/**
 * What each chord of a song in `key` is shown as on this stand: moved by the transpose, then
 * down by the capo, spelled as the key of the shapes spells it (no key: as the chord goes).
 */
export function stageChord(key: string | null, settings: StageSettings) {
  const shift = settings.transpose - settings.capo;
  const { shapes } = stageKeys(key, settings);
  if (shift === 0) return undefined;
  return (chord: string) => transposeChord(chord, shift, shapes);
}
