// Chords live inline in lyrics and transliterations, ChordPro style: `[G]Amazing [C/E]grace`.
// A chord is a bracketed symbol with no brackets or line breaks inside and at most 16 characters.

/** One inline chord, global: use with `replace`/`matchAll` only. */
export const INLINE_CHORD = /\[([^\][\r\n]{1,16})\]/g;

/** The text as sung: every inline chord removed (search keys, excerpts, previews). */
export function stripChords(text: string): string {
  return text.replace(INLINE_CHORD, '');
}

export function hasChords(text: string): boolean {
  return new RegExp(INLINE_CHORD.source).test(text);
}
