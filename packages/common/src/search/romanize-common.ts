/** Flags of the alternative spellings the romanizers emit (see Spelling in aksharas.ts). */
/** ṛ: "ru" / "ri" (കൃപ krupa/kripa, कृपा kripa/krupa). */
export const FLAG_R = 1;
/** ഴ / ழ: "zh" / "z" (vazhthuka / vazthuka). */
export const FLAG_Z = 2;
/** Hindi: schwa deleted (primary) / every inherent "a" kept (परमेश्वर parmeshwar / parameshwara). */
export const FLAG_SCHWA = 4;
/** Tamil: intervocalic க "k"/"g" (primary) / "h" (மகிமை magimai / mahimai). */
export const FLAG_K_AS_H = 4;
/** Tamil: the vowel Tamil inserts before ர/ற in loanwords kept (primary) / dropped (kiristhu / kristhu). */
export const FLAG_EPENTHESIS = 1;

/** UTF-16 code units of a string of BMP letters. */
export const codes = (letters: string): number[] =>
  Array.from(letters, (letter) => letter.charCodeAt(0));

/** A romanization table indexed by code point - base (a Unicode block is 128 code points). */
export function lookup(base: number, ...tables: Array<Record<string, string>>): string[] {
  const out = new Array<string>(128).fill('');
  for (const table of tables) {
    for (const [letter, latin] of Object.entries(table)) out[letter.charCodeAt(0) - base] = latin;
  }
  return out;
}
