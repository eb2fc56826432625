import { oneEditAway } from '../search/edit-distance';
import { wordKeys } from '../search/search-key';
import { phoneticFold } from '../search/phonetic-fold';
import type { Script } from '../search/tokenize';
import type { LetterModel } from './letter-model';

/**
 * Phonetic typing: one word typed in Latin letters → native-script candidates, best first.
 *
 * The typed word is cut into letter groups, longest first ("th", "zh", "nj", "aa", "ksh"…), and
 * each group offers the native letters it may stand for, each with a cost (how unlikely that
 * reading is). A beam search keeps the cheapest spellings; a script's rules say how consonants
 * join (virama, chillu, reph, anusvara) and how a word closes. The tables alone rank the few
 * letters people do not distinguish when typing (ന/ണ, ല/ള, ട/ത, e/ē, a/ā…) by cost, so the
 * word list then lifts the spellings that are real words: a candidate that a known word's
 * search fold shares with the typed word ranks above those that are not words.
 */

/** A reading of a letter group: native text and its cost. */
export type Reading = readonly [native: string, cost: number];

export interface Place {
  /** Nothing typed before this group. */
  start: boolean;
  /** Nothing typed after this group. */
  end: boolean;
  /** The group after this one, if any. */
  next: string | undefined;
  /** The group before this one, if any. */
  prev: string | undefined;
}

export interface VowelReading {
  /** The vowel letter at a word start or after another vowel. */
  independent: string;
  /** The vowel sign after a consonant ('' for the inherent vowel). */
  sign: string;
  cost: number;
}

export interface PhoneticScript {
  script: Script;
  /** Letter groups that are consonants (clusters included), longest tried first. */
  consonant(group: string, place: Place): readonly Reading[] | undefined;
  /** Letter groups that are vowels. */
  vowel(group: string, place: Place, afterConsonant: boolean): readonly VowelReading[] | undefined;
  /**
   * How a consonant written `prev` (still open: no vowel yet) is joined to the consonant `next`
   * typed right after it: the text that replaces `prev`, `next` included.
   */
  join(prev: string, next: string, nextGroup: string): readonly Reading[];
  /** How a word whose last typed group is a consonant is closed (prev: the native consonant). */
  close(prev: string, lastGroup: string, vowelBefore: string | undefined): readonly Reading[];
  /**
   * The glide a script writes between two vowels typed one after the other (mariam മറിയം:
   * i + a → ിയ), if any: the consonant that then carries the second vowel's sign.
   */
  glide?(prevVowel: string, vowel: string): string | undefined;
  /** Known words, commonest first: lifted above the spellings that are not words. */
  words: readonly string[];
  /**
   * A spell-checker's much larger word list (no frequencies), by search fold (`buildWordIndex`):
   * its words are lifted above spellings that are not words, and below `words`.
   */
  dictionary?: WordIndex;
  /** How word-like a spelling is (a letter model of the dictionary): ranks the spellings. */
  letters?: LetterModel;
}

/** Words by their search folds (`wordKeys`), each key's words in list order. */
export type WordIndex = ReadonlyMap<string, readonly string[]>;

/** The longest letter group tried. */
const MAX_GROUP = 4;
/** Spellings kept after each letter group. */
const BEAM = 48;
/** Two vowels typed together written without the script's glide between them. */
const GLIDE_SKIPPED = 0.5;
/** How much being a known word is worth, in reading costs. */
const WORD_BONUS = 3;
/** What a known word one edit from the typed word's fold is worth (hum हम, nahi नहीं). */
const NEAR_WORD_BONUS = 1;
/** A known word the letter rules did not spell costs this much before the bonus. */
const UNSPELLED_WORD_COST = 2.5;
/** What a word of the script's dictionary is worth (less than a listed word: no frequencies). */
const DICTIONARY_BONUS = 3;
/**
 * How much a spelling's letter-model cost (in nats, over the most word-like spelling's) weighs
 * against the letter rules' costs.
 */
const LETTER_WEIGHT = 0.2;
/**
 * A dictionary word the letter rules did not spell: the dictionary's fold is coarse (मची shares
 * मसीह's), so such a word ranks below the rules' most word-like spellings.
 */
const UNSPELLED_DICTIONARY_COST = 3.5;

interface Group {
  text: string;
  kind: 'consonant' | 'vowel' | 'other';
}

/** Cuts a lower-case Latin word into letter groups, the longest the script knows first. */
function groupsOf(word: string, script: PhoneticScript): Group[] {
  const groups: Group[] = [];
  let i = 0;
  const anyPlace: Place = { start: false, end: false, next: undefined, prev: undefined };
  while (i < word.length) {
    let found: Group | undefined;
    for (let length = Math.min(MAX_GROUP, word.length - i); length >= 1 && !found; length--) {
      const text = word.slice(i, i + length);
      const place = { ...anyPlace, start: i === 0 };
      const afterConsonant = groups[groups.length - 1]?.kind === 'consonant';
      if (script.vowel(text, place, afterConsonant)) found = { text, kind: 'vowel' };
      else if (script.consonant(text, place)) found = { text, kind: 'consonant' };
    }
    found ??= { text: word.charAt(i), kind: 'other' };
    groups.push(found);
    i += found.text.length;
  }
  return groups;
}

interface State {
  native: string;
  cost: number;
  /** The native consonant (cluster) written last with no vowel yet, else ''. */
  open: string;
  /** The last vowel group typed, for closing rules. */
  lastVowel: string | undefined;
}

function push(states: State[], state: State): void {
  states.push(state);
}

function prune(states: State[], letters?: LetterModel): State[] {
  const rank = letters
    ? (state: State) => state.cost + LETTER_WEIGHT * letters.prefixCost(state.native)
    : (state: State) => state.cost;
  const ranks = new Map(states.map((state) => [state, rank(state)]));
  states.sort((a, b) => (ranks.get(a) as number) - (ranks.get(b) as number));
  const seen = new Set<string>();
  const kept: State[] = [];
  for (const state of states) {
    const id = `${state.native}|${state.open}`;
    if (seen.has(id)) continue;
    seen.add(id);
    kept.push(state);
    if (kept.length >= BEAM) break;
  }
  return kept;
}

/** Native spellings of one typed word by the letter rules alone, cheapest first, with costs. */
export function spellWord(word: string, script: PhoneticScript): Array<[string, number]> {
  const groups = groupsOf(word, script);
  let states: State[] = [{ native: '', cost: 0, open: '', lastVowel: undefined }];
  groups.forEach((group, index) => {
    const place: Place = {
      start: index === 0,
      end: index === groups.length - 1,
      next: groups[index + 1]?.text,
      prev: groups[index - 1]?.text,
    };
    const nextStates: State[] = [];
    for (const state of states) {
      if (group.kind === 'consonant') {
        for (const [cluster, cost] of script.consonant(group.text, place) ?? []) {
          if (state.open) {
            // The join rewrites the open consonant (a chillu, an anusvara): stem + joined.
            const stem = state.native.slice(0, state.native.length - state.open.length);
            for (const [joined, joinCost] of script.join(state.open, cluster, group.text)) {
              push(nextStates, {
                native: stem + joined,
                cost: state.cost + cost + joinCost,
                open: cluster,
                lastVowel: state.lastVowel,
              });
            }
          } else {
            push(nextStates, {
              native: state.native + cluster,
              cost: state.cost + cost,
              open: cluster,
              lastVowel: state.lastVowel,
            });
          }
        }
      } else if (group.kind === 'vowel') {
        const afterVowel = groups[index - 1]?.kind === 'vowel';
        const glide = afterVowel ? script.glide?.(place.prev ?? '', group.text) : undefined;
        for (const reading of script.vowel(group.text, place, state.open !== '') ?? []) {
          if (glide && reading.sign !== '്') {
            push(nextStates, {
              native: state.native + glide + reading.sign,
              cost: state.cost + reading.cost,
              open: '',
              lastVowel: group.text,
            });
          }
          push(nextStates, {
            native: state.native + (state.open ? reading.sign : reading.independent),
            cost: state.cost + reading.cost + (glide ? GLIDE_SKIPPED : 0),
            open: '',
            lastVowel: group.text,
          });
        }
      } else {
        // A letter no table reads (a digit, a stray symbol): kept as typed.
        push(nextStates, { ...state, native: state.native + group.text, open: '' });
      }
    }
    states = prune(nextStates, script.letters);
  });
  const last = groups[groups.length - 1];
  const closed: State[] = [];
  for (const state of states) {
    if (!state.open || !last) {
      closed.push(state);
      continue;
    }
    // The open consonant is the end of `native`: the closing rule may rewrite it (a chillu).
    const stem = state.native.slice(0, state.native.length - state.open.length);
    for (const [ending, cost] of script.close(state.open, last.text, state.lastVowel)) {
      closed.push({ ...state, native: stem + ending, cost: state.cost + cost, open: '' });
    }
  }
  return prune(closed).map((state) => [state.native, state.cost]);
}

/** The script's known words by their search folds, built on first use. */
const wordIndexes = new WeakMap<PhoneticScript, Map<string, string[]>>();
const wordSets = new WeakMap<PhoneticScript, Set<string>>();

/** Whether `native` is a word of the script's curated list. */
export function isListedWord(native: string, script: PhoneticScript): boolean {
  let set = wordSets.get(script);
  if (!set) {
    set = new Set(script.words);
    wordSets.set(script, set);
  }
  return set.has(native);
}

function addToIndex(index: Map<string, string[]>, word: string, script: Script): void {
  for (const key of wordKeys({ script, text: word })) {
    const list = index.get(key);
    if (!list) index.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  }
}

function wordIndex(script: PhoneticScript): Map<string, string[]> {
  let index = wordIndexes.get(script);
  if (!index) {
    index = new Map();
    for (const word of script.words) addToIndex(index, word, script.script);
    wordIndexes.set(script, index);
  }
  return index;
}

/**
 * Indexes a large word list by search fold, giving the event loop back every `chunk` words (a
 * spell-checker's 140,000 Malayalam words take seconds: a server keeps answering meanwhile).
 */
export async function buildWordIndex(
  words: Iterable<string>,
  script: Script,
  chunk = 2_000,
): Promise<WordIndex> {
  const index = new Map<string, string[]>();
  let count = 0;
  for (const word of words) {
    addToIndex(index, word, script);
    if (++count % chunk === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return index;
}

/** The known words a typed Latin word may mean (its search fold is one of theirs), commonest first. */
export function knownWordsFor(word: string, script: PhoneticScript): readonly string[] {
  return wordIndex(script).get(phoneticFold(word)) ?? [];
}

/** Known words whose fold is one edit from the typed word's (a vowel people write otherwise). */
function nearWordsFor(word: string, script: PhoneticScript): string[] {
  const key = phoneticFold(word);
  if (key.length < 3) return [];
  const index = wordIndex(script);
  const near: string[] = [];
  for (const other of oneEditAway(key)) {
    for (const native of index.get(other) ?? []) if (!near.includes(native)) near.push(native);
  }
  return near;
}

/**
 * Native candidates for one typed Latin word, best first: the letter rules' spellings, with known
 * words (the script's word list and any `extraWords`, e.g. a song library's vocabulary) lifted
 * above the rest, and words one edit off lifted a little less.
 */
export function suggestWord(
  typed: string,
  script: PhoneticScript,
  limit: number,
  extraWords: readonly string[] = [],
): string[] {
  const word = typed.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!word) return [];
  const scored = new Map<string, number>();
  const spelled: string[] = [];
  const spellings = spellWord(word, script);
  const wordLike = spellings.map(([native]) => script.letters?.wordCost(native) ?? 0);
  const mostWordLike = Math.min(...wordLike);
  for (const [i, [native, cost]] of spellings.entries()) {
    scored.set(native, cost + LETTER_WEIGHT * ((wordLike[i] as number) - mostWordLike));
    if (isListedWord(native, script)) spelled.push(native);
  }
  const lift = (known: readonly string[], bonus: number, unspelledCost = UNSPELLED_WORD_COST) => {
    const lifted = new Set<string>();
    known.forEach((native, rank) => {
      if (lifted.has(native)) return;
      lifted.add(native);
      // A known word the letter rules spelled keeps their cost (telling near-homophones apart).
      const base = scored.get(native) ?? unspelledCost + rank * 0.01;
      scored.set(native, base - bonus);
    });
  };
  // A spelling the letter rules found that is a known word counts as much as a fold match.
  const exact = [...extraWords, ...knownWordsFor(word, script), ...spelled];
  lift(
    nearWordsFor(word, script).filter((native) => !exact.includes(native)),
    NEAR_WORD_BONUS,
  );
  lift(
    (script.dictionary?.get(phoneticFold(word)) ?? []).filter((native) => !exact.includes(native)),
    DICTIONARY_BONUS,
    UNSPELLED_DICTIONARY_COST,
  );
  lift(exact, WORD_BONUS);
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([native]) => native);
}
