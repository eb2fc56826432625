// A schedule entry's arrangement (issue 20 "Per-entry arrangement"): the song's sections in the
// order this service sings them — a bridge left out, a chorus repeated — as 1-based stanza
// numbers, without changing the library song. null: the song's own order.

/** The numbers the song itself sings: its section order, else every stanza once. */
export function songOrder(stanzaCount: number, sectionOrder: readonly number[]): number[] {
  const valid = sectionOrder.filter((n) => n >= 1 && n <= stanzaCount);
  return valid.length ? valid : Array.from({ length: stanzaCount }, (_, i) => i + 1);
}

/** The draft as the editor starts it: the entry's own order (numbers past the song dropped) or the song's. */
export function startingOrder(
  stanzaCount: number,
  songSectionOrder: readonly number[],
  entryOrder: readonly number[] | null | undefined,
): number[] {
  const own = (entryOrder ?? []).filter((n) => n >= 1 && n <= stanzaCount);
  return own.length ? own : songOrder(stanzaCount, songSectionOrder);
}

/** `order` with the item at `index` moved by `delta` places (held at the ends). */
export function moveItem(order: readonly number[], index: number, delta: -1 | 1): number[] {
  const to = index + delta;
  if (index < 0 || index >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** What is saved: null when the draft is the song's own order (the entry follows the song again). */
export function orderToSave(
  draft: readonly number[],
  stanzaCount: number,
  songSectionOrder: readonly number[],
): number[] | null {
  const song = songOrder(stanzaCount, songSectionOrder);
  const same = draft.length === song.length && draft.every((n, i) => n === song[i]);
  return same ? null : [...draft];
}

/** The most sections an arrangement holds (the server's limit). */
export const MAX_SECTIONS = 100;
