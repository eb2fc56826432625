/**
 * The shared first step of the three Indic romanizers: split a word of one Brahmic script into
 * aksharas (a consonant cluster + its vowel, or an independent vowel), composing two-part vowel
 * signs, nukta letters and Malayalam chillus, so that each script's romanizer only decides how
 * an akshara sounds. Tables are built once per script at module load.
 */

/** No vowel sign: the consonant carries the script's inherent vowel. */
export const INHERENT = -1;
/** The cluster is closed by a virama/pulli (or is a chillu): no vowel follows. */
export const KILLED = -2;

export interface Akshara {
  /** Consonant code points of the cluster, nukta letters already composed. Empty for a vowel. */
  cons: number[];
  /** Vowel sign or independent vowel code point, or INHERENT / KILLED. */
  vowel: number;
  /** Anusvara or candrabindu code point, else 0. */
  nasal: number;
  visarga: boolean;
  /** Malayalam chillu (atomic, ZWJ-encoded or dot reph): a final consonant with no vowel. */
  chillu: boolean;
  /** A virama is pending: the next consonant continues this cluster. */
  joinNext: boolean;
  /** ASCII digit of a native digit, else -1. */
  digit: number;
}

const Kind = {
  Other: 0,
  Consonant: 1,
  Vowel: 2,
  Sign: 3,
  Virama: 4,
  Nasal: 5,
  Visarga: 6,
  Nukta: 7,
  Chillu: 8,
  Digit: 9,
} as const;
type Kind = (typeof Kind)[keyof typeof Kind];

export interface ScriptTable {
  base: number;
  kinds: Uint8Array;
  digitZero: number;
  /** Two-part vowel signs written as two code points (e.g. Malayalam െ + ാ = ൊ). */
  compose: ReadonlyMap<number, number>;
  /** Consonant → its nukta form (Devanagari क + ़ = क़). */
  nukta: ReadonlyMap<number, number>;
  /** Chillu letter → the consonant it closes (ൻ → ന). */
  chilluBase: ReadonlyMap<number, number>;
  /** Malayalam: virama + ZWJ is the old encoding of a chillu. Elsewhere ZWJ only picks a glyph. */
  zwjMakesChillu: boolean;
}

const ZWNJ = 0x200c;
const ZWJ = 0x200d;

export interface TableSpec {
  base: number;
  consonants: number[];
  vowels: number[];
  signs: number[];
  virama: number;
  nasals: number[];
  visarga?: number;
  nukta?: number;
  chillus?: Array<[number, number]>;
  digitZero: number;
  compose?: Array<[first: number, second: number, composed: number]>;
  nuktaForms?: Array<[number, number]>;
  zwjMakesChillu?: boolean;
}

export function buildTable(spec: TableSpec): ScriptTable {
  const kinds = new Uint8Array(128);
  const set = (cp: number, kind: Kind) => {
    kinds[cp - spec.base] = kind;
  };
  for (const cp of spec.consonants) set(cp, Kind.Consonant);
  for (const cp of spec.vowels) set(cp, Kind.Vowel);
  for (const cp of spec.signs) set(cp, Kind.Sign);
  for (const cp of spec.nasals) set(cp, Kind.Nasal);
  set(spec.virama, Kind.Virama);
  if (spec.visarga) set(spec.visarga, Kind.Visarga);
  if (spec.nukta) set(spec.nukta, Kind.Nukta);
  for (const [chillu] of spec.chillus ?? []) set(chillu, Kind.Chillu);
  for (let d = 0; d < 10; d++) set(spec.digitZero + d, Kind.Digit);
  const compose = new Map<number, number>();
  for (const [first, second, composed] of spec.compose ?? []) {
    compose.set(first * 0x10000 + second, composed);
  }
  return {
    base: spec.base,
    kinds,
    digitZero: spec.digitZero,
    compose,
    nukta: new Map(spec.nuktaForms ?? []),
    chilluBase: new Map(spec.chillus ?? []),
    zwjMakesChillu: spec.zwjMakesChillu ?? false,
  };
}

const akshara = (cons: number[], vowel: number): Akshara => ({
  cons,
  vowel,
  nasal: 0,
  visarga: false,
  chillu: false,
  joinNext: false,
  digit: -1,
});

/** Splits one word (a run of a single script, see tokenize.ts) into aksharas. */
export function parseAksharas(word: string, table: ScriptTable): Akshara[] {
  const out: Akshara[] = [];
  let cur: Akshara | undefined;
  for (let i = 0; i < word.length; i++) {
    const cp = word.charCodeAt(i);
    if (cp === ZWJ) {
      if (table.zwjMakesChillu && cur && cur.joinNext) {
        cur.chillu = true;
        cur.joinNext = false;
      }
      continue;
    }
    if (cp === ZWNJ) {
      if (cur) cur.joinNext = false;
      continue;
    }
    const offset = cp - table.base;
    const kind = offset >= 0 && offset < 128 ? (table.kinds[offset] as Kind) : Kind.Other;
    switch (kind) {
      case Kind.Consonant:
        if (cur && cur.joinNext) {
          cur.cons.push(cp);
          cur.vowel = INHERENT;
          cur.joinNext = false;
          cur.chillu = false;
        } else {
          cur = akshara([cp], INHERENT);
          out.push(cur);
        }
        break;
      case Kind.Vowel:
        cur = akshara([], cp);
        out.push(cur);
        break;
      case Kind.Sign:
        if (cur && cur.cons.length > 0 && cur.vowel === INHERENT) {
          cur.vowel = cp;
        } else if (cur && cur.vowel > 0 && table.compose.has(cur.vowel * 0x10000 + cp)) {
          cur.vowel = table.compose.get(cur.vowel * 0x10000 + cp) as number;
        } else if (!cur || cur.vowel !== KILLED) {
          // A stray sign (typo, or a sign after a vowel): keep its sound as a vowel of its own.
          cur = akshara([], cp);
          out.push(cur);
        }
        if (cur) cur.joinNext = false;
        break;
      case Kind.Virama:
        if (cur && cur.cons.length > 0 && (cur.vowel === INHERENT || cur.chillu)) {
          cur.vowel = KILLED;
          cur.joinNext = true;
        }
        break;
      case Kind.Nasal:
        if (cur) {
          cur.nasal = cp;
          cur.joinNext = false;
        }
        break;
      case Kind.Visarga:
        if (cur) {
          cur.visarga = true;
          cur.joinNext = false;
        }
        break;
      case Kind.Nukta:
        if (cur && cur.cons.length > 0) {
          const last = cur.cons.length - 1;
          const composed = table.nukta.get(cur.cons[last] as number);
          if (composed) cur.cons[last] = composed;
        }
        break;
      case Kind.Chillu:
        cur = akshara([table.chilluBase.get(cp) as number], KILLED);
        cur.chillu = true;
        out.push(cur);
        break;
      case Kind.Digit:
        cur = akshara([], KILLED);
        cur.digit = cp - table.digitZero;
        out.push(cur);
        break;
      default:
        break;
    }
  }
  return out;
}

/** True when the akshara ends in a vowel sound (so a following consonant is intervocalic). */
export const endsInVowel = (a: Akshara): boolean => a.digit < 0 && a.vowel !== KILLED;

/**
 * A romanized word with optional alternative pieces. A piece with an alternative belongs to a
 * flag; `variants()` renders the primary spelling first, then one spelling per combination of
 * flags used (at most 2^3 for the few ambiguities the romanizers encode).
 */
export class Spelling {
  /** Text since the last alternative piece: most words never have one. */
  private tail = '';
  /** Pieces before `tail`: fixed text, then [primary, alternative, flag] triples in turn. */
  private readonly pieces: Array<string | number> = [];
  private used = 0;

  add(text: string): void {
    this.tail += text;
  }

  addAlt(primary: string, alternative: string, flag: number): void {
    this.pieces.push(this.tail, primary, alternative, flag);
    this.tail = '';
    this.used |= flag;
  }

  variants(): string[] {
    if (this.used === 0) return [this.tail];
    const out: string[] = [];
    // mask 0 (the primary spelling) first, then every combination of the flags used.
    for (let mask = 0; mask <= this.used; mask++) {
      if ((mask & this.used) !== mask) continue;
      let text = '';
      for (let i = 0; i < this.pieces.length; i += 4) {
        text += this.pieces[i] as string;
        text += (this.pieces[i + 3] as number) & mask ? this.pieces[i + 2] : this.pieces[i + 1];
      }
      out.push(text + this.tail);
    }
    return out;
  }
}
