import { PICKER_KEYS } from '@worship/common';

// A schedule entry's key (issue 17 "Key per set-list entry"): its own, or the song's.

/** What the rows, the print and the song view show an entry in: its own key, else the song's. */
export const entryKey = (entry: { key?: string | null; song?: { key?: string | null } | null }) =>
  entry.key || entry.song?.key || null;

/** The key select's first option: the entry follows the song. */
export const songKeyOption = (songKey: string | null | undefined) =>
  songKey ? `Song's key (${songKey})` : "Song's key";

export const KEY_CHANGE_FAILED = 'Failed to change the key. Please try again.';

const isMinor = (key: string) => key.endsWith('m');

/**
 * The keys offered for an entry: the 24 of PICKER_KEYS, or the 12 of the song's own quality
 * when it has a key (a song in G is played in another major key, not in a minor one); the
 * entry's current key stays offered however it is spelled (a song imported in Gb).
 */
export function keyChoices(songKey: string | null | undefined, current: string | null | undefined) {
  const keys = songKey
    ? PICKER_KEYS.filter((k) => isMinor(k) === isMinor(songKey))
    : [...PICKER_KEYS];
  return current && !keys.includes(current) ? [current, ...keys] : keys;
}
