import { CAPO_MAX, normalizeKey } from '@worship/common';
import { capoNotRecognised, keyNotRecognised, tempoNotRecognised } from './messages';
import { type ParsedSong, warn } from './parsed-song';

/** A key as normalizeKey spells it; a value that names no key is left out with a warning. */
export function applyKey(song: ParsedSong, raw: string): void {
  const value = raw.trim();
  if (!value) return;
  const key = normalizeKey(value);
  if (key) song.key = key;
  else warn(song, keyNotRecognised(value));
}

export function applyTempo(song: ParsedSong, raw: string, shown = raw): void {
  const value = raw.trim();
  if (!value) return;
  const tempo = /^\d{1,3}$/u.test(value) ? Number(value) : NaN;
  if (tempo >= 1 && tempo <= 400) song.tempo = tempo;
  else warn(song, tempoNotRecognised(shown.trim()));
}

export function parseCapo(song: ParsedSong, raw: string): number | null {
  const value = raw.trim();
  const capo = /^\d{1,2}$/u.test(value) ? Number(value) : NaN;
  if (capo >= 0 && capo <= CAPO_MAX) return capo;
  warn(song, capoNotRecognised(value));
  return null;
}
