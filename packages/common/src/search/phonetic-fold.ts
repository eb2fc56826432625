/**
 * The phonetic fold: one lower-case ASCII word (typed Latin, or the output of a romanizer) →
 * a coarse spelling that the usual ways of typing the same Indic word share. Both the stored key
 * and the query go through it, so a rule only has to map every variant to the same letters:
 *
 * - vowels: aa → a; ee, ii, e, i → i (yeshu / yeeshu / yishu); oo, uu, ou, u → u; o stays;
 *   ai, ay, ei, ey before a consonant or at the end → i as well, since Hindi ऐ and Tamil ை are
 *   typed every way (hai / he, main / mein, daivam / deivam, kirubai / kirubay / kirubei)
 * - aspirates: an h after a consonant is dropped (th → t, dh → d, bh → b, kh → k, gh → g, ph → p,
 *   jh → j, ch → c, sh → s); a word-final h after a vowel is dropped (masih / maseeh / मसीह)
 * - voiced/unvoiced and dentals/retroflexes, as Tamil writes them with one letter:
 *   k = g = q, t = d, p = b = f, and c = ch = s = sh = j = z (yesu / yeshu / இயேசு)
 * - v = w; zh → l (ഴ, ழ: vazhi / vali); ksh and x → ks; chr → kr (christhu)
 * - y between i and a is dropped (mariyam / mariam); ntr → nr (nandri / nanri)
 * - ഞ / ஞ / ज्ञ: a word starting nj, ny, gn, gny, gy or jn starts "ny" (njan / nyan / gnan,
 *   gnanam / nyanam, gyan / gnan); inside a word gn, gny and jn are "ny" too (meignanam / meinyanam),
 *   while nj stays (manjal, nenjam / nencham)
 * - doubled letters collapse (karttar / karthar, raththam / ratham)
 * - a few words people spell from other traditions map to one form (hallelujah / alleluia /
 *   halleluya; hosanna / osanna): `phoneticFolds` gives that form and the group's other folded
 *   spellings, so a key holds them all and "hosa" or "hallelu", typed so far, still finds the word.
 *
 * The fold is a single pass over char codes with no regular expressions: searchKey runs it on
 * every word of every song.
 */

const A = 97;
const E = 101;
const G = 103;
const H = 104;
const I = 105;
const J = 106;
const K = 107;
const L = 108;
const N = 110;
const O = 111;
const P = 112;
const R = 114;
const S = 115;
const T = 116;
const U = 117;
const V = 118;
const Y = 121;

/** The length of a spelling of ñ at `i` (nj ny gn gny gy jn; gy and ny only at a word start), else 0. */
function nyaAt(word: string, i: number): number {
  const c = word.charCodeAt(i);
  const next = word.charCodeAt(i + 1);
  const start = i === 0;
  if (c === G && next === N) return word.charCodeAt(i + 2) === Y ? 3 : 2;
  if (c === J && next === N) return 2;
  if (!start) return 0;
  if (c === N && (next === J || next === Y)) return 2;
  if (c === G && next === Y) return 2;
  return 0;
}

const isVowelCode = (c: number) => c === A || c === E || c === I || c === O || c === U;
/** Past the end counts as "not a vowel". */
const vowelAt = (word: string, i: number) => i < word.length && isVowelCode(word.charCodeAt(i));
/** A folded consonant letter (not a vowel a i o u, not a digit, not "nothing yet"). */
const isConsonantCode = (c: number) => c > 57 && c !== A && c !== I && c !== O && c !== U;

/** Output buffer reused by every call: fold runs on every word of every song. */
const buffer = new Uint8Array(512);

function foldRaw(word: string): string {
  const n = word.length;
  if (n * 2 > buffer.length) return foldRaw(word.slice(0, buffer.length / 2));
  let len = 0;
  let last = 0;
  // Appends a folded letter unless it repeats the previous one (doubled letters collapse).
  const put = (c: number) => {
    if (c !== last) {
      buffer[len++] = c;
      last = c;
    }
  };
  let i = 0;
  while (i < n) {
    const c = word.charCodeAt(i);
    const next = i + 1 < n ? word.charCodeAt(i + 1) : 0;
    const after = i + 2 < n ? word.charCodeAt(i + 2) : 0;
    let step = 1;
    const nya = nyaAt(word, i);
    if (nya) {
      put(N);
      put(Y);
      i += nya;
      continue;
    }
    switch (c) {
      case A:
        if ((next === I || next === Y) && !vowelAt(word, i + 2)) {
          put(I);
          step = 2;
        } else put(A);
        break;
      case E:
        // ey before a consonant or at the end is the vowel of ai/ei (theyvam, hey); ee, ei collapse.
        if (next === Y && !vowelAt(word, i + 2)) step = 2;
        put(I);
        break;
      case O:
        if (next === O || next === U) {
          put(U);
          step = 2;
        } else put(O);
        break;
      case K:
        put(K);
        if (next === S && after === H) {
          put(S);
          step = 3;
        }
        break;
      case 103: // g
      case 113: // q
        put(K);
        break;
      case 99: // c
        if (next === H && after === R) {
          put(K); // chr: "christhu"
          step = 2;
        } else if (next === K) {
          put(K);
          step = 2;
        } else put(S);
        break;
      case 106: // j
        put(S);
        break;
      case 122: // z
        if (next === H) {
          put(L);
          step = 2;
        } else put(S);
        break;
      case 100: // d
        put(T);
        break;
      case 98: // b
      case 102: // f
        put(P);
        break;
      case 119: // w
        put(V);
        break;
      case 120: // x
        put(K);
        put(S);
        break;
      case H:
        if (isConsonantCode(last)) break; // aspiration
        if (i + 1 === n && last !== 0) break; // final h after a vowel
        put(H);
        break;
      case Y:
        if (last === I && next === A) break;
        put(Y);
        break;
      case R:
        if (last === T && len > 1 && buffer[len - 2] === N) {
          len--; // ntr → nr
          last = N;
        }
        put(R);
        break;
      default:
        put(c);
    }
    i += step;
  }
  return String.fromCharCode.apply(null, buffer.subarray(0, len) as unknown as number[]);
}

/** Spellings from other traditions of words that are one word in every script we fold. */
const ALIASES = new Map<string, string>();
/** Each alias group's folded spellings, canonical first. */
const ALIAS_GROUPS = new Map<string, string[]>();
for (const [canonical, ...spellings] of [
  [
    'alleluya',
    'hallelujah',
    'halleluja',
    'halleluyah',
    'halleluya',
    'alleluia',
    'alleluiah',
    'allelujah',
    'halleluiah',
  ],
  ['osanna', 'hosanna', 'hosana', 'hoshanna'],
] as const) {
  const target = foldRaw(canonical);
  const group = [target];
  ALIASES.set(target, target);
  for (const spelling of spellings) {
    const folded = foldRaw(spelling);
    ALIASES.set(folded, target);
    if (!group.includes(folded)) group.push(folded);
  }
  ALIAS_GROUPS.set(target, group);
}

/** Folds one lower-case ASCII word ([a-z0-9]+): a query word's one form. */
export function phoneticFold(word: string): string {
  const folded = foldRaw(word);
  return ALIASES.get(folded) ?? folded;
}

/**
 * The forms a key holds for a word: `phoneticFold`'s first; for a word of an alias group, every
 * spelling of the group, so that the start of any of them, typed so far, finds it.
 */
export function phoneticFolds(word: string): string[] {
  const folded = foldRaw(word);
  const alias = ALIASES.get(folded);
  return alias ? (ALIAS_GROUPS.get(alias) as string[]) : [folded];
}
