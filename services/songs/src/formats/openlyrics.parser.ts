import type { Language } from '@worship/common';
import { detectLanguage, languageFromCode } from './detect-language';
import { NO_LYRICS, UNKNOWN_XML } from './messages';
import { applyKey, applyTempo, parseCapo } from './metadata';
import {
  emptySong,
  type ParsedSong,
  type ParsedStanza,
  SongFormatError,
  warn,
} from './parsed-song';
import { chordOfComment, chordSymbolOf } from './openlyrics-chords';
import { labelFromVerseName } from './verse-names';
import { childElements, firstChild, parseXml, textOf, type XmlElement } from './xml-tree';

export const OPENLYRICS_NAMESPACE = 'http://openlyrics.info/namespace/2009/song';

interface Verse {
  name: string;
  lang: string | null;
  translit: string | null;
  text: string;
}

/**
 * An OpenLyrics song (0.6 to 0.9): properties, verses with chords, and verses that share a
 * name in another language (a translation) or with `translit` (a transliteration of the stanza).
 */
export function parseOpenLyrics(text: string): ParsedSong {
  const root = parseXml(text);
  if (root.name !== 'song' || root.uri !== OPENLYRICS_NAMESPACE)
    throw new SongFormatError(UNKNOWN_XML);
  const song = emptySong();
  const properties = firstChild(root, 'properties');
  if (properties) readProperties(properties, song);
  const lyrics = firstChild(root, 'lyrics');
  const verses = lyrics ? readVerses(lyrics, song) : [];
  const names = buildStanzas(verses, root.attributes['xml:lang'] ?? null, song);
  if (properties) applyLabels(properties, names, song);
  if (song.stanzas.length === 0) throw new SongFormatError(NO_LYRICS);
  const order = properties ? textOf(firstChild(properties, 'verseOrder')) : '';
  const instruments = lyrics
    ? childElements(lyrics, 'instrument').map((element) => element.attributes.name ?? '')
    : [];
  if (order) song.sectionOrder = sectionOrder(order, names, instruments, song);
  return song;
}

function readProperties(properties: XmlElement, song: ParsedSong): void {
  const titles = childElements(firstChild(properties, 'titles') ?? properties, 'title');
  const original = titles.find((title) => title.attributes.original === 'true') ?? titles[0];
  song.title = textOf(original);
  song.alternativeTitles = unique(titles.filter((title) => title !== original).map(textOf)).filter(
    (title) => title && title !== song.title,
  );
  const authors = childElements(firstChild(properties, 'authors') ?? properties, 'author');
  song.authors = unique(
    authors.filter((author) => author.attributes.type !== 'translation').map(textOf),
  ).filter(Boolean);
  song.copyright = textOf(firstChild(properties, 'copyright')) || null;
  song.ccliNumber = textOf(firstChild(properties, 'ccliNo')) || null;
  applyKey(song, textOf(firstChild(properties, 'key')));
  const tempo = firstChild(properties, 'tempo');
  if (tempo) applyTempo(song, textOf(tempo).replace(/\s*bpm$/iu, ''), textOf(tempo));
  const transposition = textOf(firstChild(properties, 'transposition'));
  if (transposition && Number(transposition) !== 0)
    warn(song, `Transposition ${transposition} was not applied; chords are as written`);
  for (const comment of childElements(
    firstChild(properties, 'comments') ?? properties,
    'comment',
  )) {
    const value = textOf(comment);
    const artist = /^artist\s*:\s*(.+)$/iu.exec(value);
    if (artist) song.artist = (artist[1] ?? '').trim() || null;
    const capo = /^capo\s*:?\s*(.+)$/iu.exec(value);
    if (capo) song.capo = parseCapo(song, capo[1] ?? '');
    const key = /^key\s*:\s*(.+)$/iu.exec(value);
    if (key) applyKey(song, key[1] ?? '');
    const ccli = /^ccli\s*:\s*(.+)$/iu.exec(value);
    if (ccli) song.ccliNumber = (ccli[1] ?? '').trim() || null;
    const translation = /^translation\s*:\s*([\s\S]+)$/iu.exec(commentText(comment));
    if (translation) song.translation = (translation[1] ?? '').trim() || null;
  }
}

// The schema allows only verse names like v1, c2, pa; a stanza with another label is written as a
// spare `v` name with a `label <name>: <label>` comment.
const LABEL_COMMENT = /^label (\S+): (.+)$/u;

function applyLabels(properties: XmlElement, names: string[], song: ParsedSong): void {
  const comments = childElements(firstChild(properties, 'comments') ?? properties, 'comment');
  for (const comment of comments) {
    const label = LABEL_COMMENT.exec(textOf(comment));
    const stanza = label ? song.stanzas[names.indexOf(label[1] ?? '')] : undefined;
    if (stanza) stanza.label = (label?.[2] ?? '').trim();
  }
}

/** A comment's text with its line breaks (a translation is many lines). */
function commentText(comment: XmlElement): string {
  return comment.children
    .filter((child) => typeof child === 'string')
    .join('')
    .trim();
}

function readVerses(lyrics: XmlElement, song: ParsedSong): Verse[] {
  if (childElements(lyrics, 'instrument').length > 0)
    warn(song, 'Instrumental parts (chords without lyrics) were left out');
  const verses = childElements(lyrics, 'verse').map((verse) => ({
    name: verse.attributes.name?.trim() || 'v',
    lang: verse.attributes.lang ?? null,
    translit: verse.attributes.translit ?? null,
    text: verseText(verse, song),
  }));
  // 0.9 makes verse names unique IDs, so a transliteration may have a name of its own; one whose
  // name no verse in a language has belongs to the verse before it.
  const originals = new Set(verses.filter((verse) => !verse.translit).map((verse) => verse.name));
  let previous: string | null = null;
  for (const verse of verses) {
    if (!verse.translit) previous = verse.name;
    else if (!originals.has(verse.name) && previous !== null) verse.name = previous;
  }
  return verses;
}

function verseText(verse: XmlElement, song: ParsedSong): string {
  const lines: string[] = [];
  for (const block of childElements(verse, 'lines')) {
    const old = childElements(block, 'line');
    // OpenLyrics 0.6 wrote one <line> per line; 0.7 on write text with <br/> between lines.
    if (old.length > 0) old.forEach((line) => lines.push(...splitLines(inline(line, song))));
    else lines.push(...splitLines(inline(block, song)));
  }
  return trimBlankEnds(lines).join('\n');
}

const LINE_BREAK = '\u2028';

/**
 * Mixed content as text with `[chords]`; `<br/>` becomes a line break, comments vanish except
 * the chord symbols kept exactly in `chord: X` (the `<chord>` after it only approximates X) and
 * `chord text: X` (a chord with no root, `N.C.`); see openlyrics-chords.ts.
 */
function inline(element: XmlElement, song: ParsedSong): string {
  let out = '';
  let approximated = false;
  for (const child of element.children) {
    if (typeof child === 'string') {
      // Line breaks in the XML text are indentation; only <br/> breaks a line.
      out += child.replace(/[ \t]*\n\s*/gu, ' ');
      approximated = false;
      continue;
    }
    // The comment's own text, spaces and all: `[ G ]` comes back as written.
    const kept =
      child.name === 'comment'
        ? chordOfComment(child.children.filter((node) => typeof node === 'string').join(''))
        : null;
    if (kept) out += `[${kept.symbol}]`;
    else if (child.name === 'br') out += LINE_BREAK;
    else if (child.name === 'chord')
      out += (approximated ? '' : `[${chordName(child, song)}]`) + inline(child, song);
    else if (child.name !== 'comment') out += inline(child, song);
    approximated = kept?.approximated ?? false;
  }
  return out;
}

function chordName(chord: XmlElement, song: ParsedSong): string {
  if (chord.attributes.name) return chord.attributes.name.trim();
  const symbol = chordSymbolOf(chord.attributes);
  if (symbol !== null) return symbol;
  if (!chord.attributes.root) return '?';
  warn(song, 'Some chords were simplified to their root');
  return `${chord.attributes.root}${chord.attributes.bass ? `/${chord.attributes.bass}` : ''}`;
}

function splitLines(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => line.trim());
}

function trimBlankEnds(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start += 1;
  while (end > start && lines[end - 1] === '') end -= 1;
  return lines.slice(start, end);
}

const TRANSLITERATION_SCRIPT_CODES: Record<string, Language> = { latn: 'english' };

/**
 * Verses sharing a name become one stanza: the verse in the song's language (or the first) gives
 * the lyrics, `translit` verses its transliterations, verses in other languages the translation.
 */
function buildStanzas(verses: Verse[], songLang: string | null, song: ParsedSong): string[] {
  const groups = new Map<string, Verse[]>();
  for (const verse of verses) groups.set(verse.name, [...(groups.get(verse.name) ?? []), verse]);
  const primaryLang = songLang ?? verses.find((verse) => !verse.translit)?.lang ?? null;
  const names: string[] = [];
  const translations: string[] = [];
  const sameLanguage = (lang: string | null) =>
    !lang || !primaryLang || lang.split('-')[0] === primaryLang.split('-')[0];
  for (const [name, group] of groups) {
    const originals = group.filter((verse) => !verse.translit && verse.text);
    const main = originals.find((verse) => sameLanguage(verse.lang)) ?? originals[0];
    if (!main) {
      warn(song, `Verse ${name} has no lyrics and was left out`);
      continue;
    }
    const stanza: ParsedStanza = {
      label: labelFromVerseName(name),
      lyrics: main.text,
      transliterations: [],
    };
    for (const verse of group) {
      if (verse === main || !verse.text) continue;
      if (verse.translit) {
        const code = verse.translit.toLowerCase();
        const language =
          languageFromCode(code) ??
          TRANSLITERATION_SCRIPT_CODES[code] ??
          detectLanguage(verse.text).language;
        stanza.transliterations.push({ language, text: verse.text });
      } else translations.push(`${stanza.label}\n${verse.text}`);
    }
    song.stanzas.push(stanza);
    names.push(name);
  }
  if (translations.length > 0) {
    song.translation ??= translations.join('\n\n');
    warn(song, 'Verses in other languages were imported as the translation');
  }
  const lyrics = song.stanzas.map((stanza) => stanza.lyrics).join('\n');
  const declared = languageFromCode(
    verses.find((verse) => verse.text === song.stanzas[0]?.lyrics)?.lang ?? songLang,
  );
  const detected = detectLanguage(lyrics);
  song.language = declared ?? detected.language;
  if (!declared && detected.warning) warn(song, detected.warning);
  return names;
}

/** Stanza numbers for the verse names of `order`; instrumental parts (left out) are skipped. */
function sectionOrder(
  order: string,
  names: string[],
  instruments: string[],
  song: ParsedSong,
): number[] {
  const result: number[] = [];
  const lower = names.map((name) => name.toLowerCase());
  for (const written of order.split(/\s+/u).filter(Boolean)) {
    if (instruments.includes(written)) continue;
    // Some programs write `V1 C` for verses named `v1` `c`.
    const token = names.includes(written) ? written : written.toLowerCase();
    const exact = (token === written ? names : lower).indexOf(token);
    // `v1` in an order names every part of verse 1 (`v1a`, `v1b`) when there is no plain `v1`.
    const indexes =
      exact >= 0
        ? [exact]
        : names.flatMap((name, index) =>
            /^[a-z]$/u.test(name.slice(token.length)) && name.toLowerCase().startsWith(token)
              ? [index]
              : [],
          );
    if (indexes.length === 0)
      warn(song, `The verse order names ${written}, which the song does not have`);
    result.push(...indexes.map((index) => index + 1));
  }
  return result;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
