import { INLINE_CHORD } from '@worship/common';
import { languageCodeOf } from './detect-language';
import { chordComment, openLyricsChordOf } from './openlyrics-chords';
import { OPENLYRICS_NAMESPACE } from './openlyrics.parser';
import type { ParsedSong } from './parsed-song';
import { uniqueVerseNames, verseNameFromLabel } from './verse-names';

export interface OpenLyricsOptions {
  /** The time the song was last changed (`modifiedDate`). */
  modifiedDate?: Date;
}

const APPLICATION = 'Worship';

/**
 * OpenLyrics 0.9, valid against the released RELAX NG schema: properties, verses named from their
 * labels, each transliteration as a verse of its own name with `translit` right after its stanza,
 * chords as `<chord root structure bass>`, and what the schema has no place for (artist, capo,
 * translation, an odd key or CCLI number, a free verse label) as comments the parser reads back.
 */
export function writeOpenLyrics(song: ParsedSong, options: OpenLyricsOptions = {}): string {
  const lang = languageCodeOf(song.language);
  const { names, labelComments } = verseNames(song);
  const used = new Set(names);
  const date = (options.modifiedDate ?? new Date()).toISOString().replace(/\.\d{3}Z$/u, 'Z');
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<song xmlns="${OPENLYRICS_NAMESPACE}" version="0.9" xml:lang="${lang}" createdIn="${APPLICATION}" modifiedIn="${APPLICATION}" modifiedDate="${date}">`,
    '  <properties>',
    '    <titles>',
    `      <title>${escape(song.title)}</title>`,
    ...song.alternativeTitles.map((title) => `      <title>${escape(title)}</title>`),
    '    </titles>',
  ];
  const authors = song.authors.filter((author) => author.trim());
  if (authors.length > 0)
    out.push(
      '    <authors>',
      ...authors.map((author) => `      <author>${escape(author)}</author>`),
      '    </authors>',
    );
  if (song.copyright) out.push(`    <copyright>${escape(song.copyright)}</copyright>`);
  // The schema wants a positive integer; a CCLI "number" with letters travels as a comment.
  const ccliIsNumber = song.ccliNumber !== null && /^0*[1-9]\d*$/u.test(song.ccliNumber);
  if (ccliIsNumber) out.push(`    <ccliNo>${song.ccliNumber}</ccliNo>`);
  if (song.tempo !== null) out.push(tempoElement(song.tempo));
  const keyIsNote = song.key !== null && SCHEMA_KEY.test(song.key);
  if (keyIsNote) out.push(`    <key>${escape(song.key ?? '')}</key>`);
  if (song.sectionOrder.length > 0)
    out.push(
      `    <verseOrder>${song.sectionOrder
        .map((n) => names[n - 1])
        .filter(Boolean)
        .join(' ')}</verseOrder>`,
    );
  const comments = [
    ...(song.key && !keyIsNote ? [`key: ${song.key}`] : []),
    ...(song.ccliNumber && !ccliIsNumber ? [`ccli: ${song.ccliNumber}`] : []),
    ...labelComments,
    ...(song.artist ? [`artist: ${song.artist}`] : []),
    ...(song.capo !== null ? [`capo: ${song.capo}`] : []),
    ...(song.translation ? [`translation: ${song.translation}`] : []),
  ];
  if (comments.length > 0)
    out.push(
      '    <comments>',
      ...comments.map((comment) => `      <comment>${escape(comment)}</comment>`),
      '    </comments>',
    );
  out.push('  </properties>', '  <lyrics>');
  song.stanzas.forEach((stanza, index) => {
    const name = names[index] ?? `v${index + 1}`;
    out.push(verse(name, `lang="${lang}"`, stanza.lyrics));
    for (const transliteration of stanza.transliterations)
      out.push(
        verse(
          spareVerseName(used),
          `lang="${lang}" translit="${languageCodeOf(transliteration.language)}"`,
          transliteration.text,
        ),
      );
  });
  out.push('  </lyrics>', '</song>', '');
  return out.join('\n');
}

// The schema's bpm tempo is 30 to 250; a song's tempo outside it travels as text ("20 bpm").
function tempoElement(tempo: number): string {
  return tempo >= 30 && tempo <= 250
    ? `    <tempo type="bpm">${tempo}</tempo>`
    : `    <tempo type="text">${tempo} bpm</tempo>`;
}

// The key as the schema's notes name it (`G`, `Bb`, `F#m`); any other key travels as a comment.
const SCHEMA_KEY = /^(?:[A-G]|[ACDFG]#|[ABDEG]b)m?$/u;

// The schema's verse names: v1, v12a, c, c2, p1a, b, e2 (kind letter, number, part letter).
const SCHEMA_VERSE_NAME = /^(?:v[1-9]\d*[a-z]?|[cpbe](?:[1-9]\d?)?[a-z]?)$/u;

/** Verse names for the stanzas; a label the schema cannot name gets a spare `v` and a comment. */
function verseNames(song: ParsedSong): { names: string[]; labelComments: string[] } {
  const names = uniqueVerseNames(
    song.stanzas.map((stanza, index) => verseNameFromLabel(stanza.label, index + 1)),
  );
  const used = new Set(names.filter((name) => SCHEMA_VERSE_NAME.test(name)));
  const labelComments: string[] = [];
  const valid = names.map((name, index) => {
    if (SCHEMA_VERSE_NAME.test(name)) return name;
    const spare = spareVerseName(used);
    labelComments.push(`label ${spare}: ${song.stanzas[index]?.label ?? name}`);
    return spare;
  });
  return { names: valid, labelComments };
}

/** A `v` name no verse has yet (verse names are unique IDs in 0.9), marked as used. */
function spareVerseName(used: Set<string>): string {
  let number = used.size + 1;
  while (used.has(`v${number}`)) number += 1;
  used.add(`v${number}`);
  return `v${number}`;
}

function verse(name: string, attributes: string, text: string): string {
  const lines = text.split('\n').map(lineContent).join('<br/>');
  return `    <verse name="${escape(name)}" ${attributes}>\n      <lines>${lines}</lines>\n    </verse>`;
}

/**
 * A line with its inline chords as `<chord root structure bass/>` before the syllable they belong
 * to; a chord the element can only approximate (or not name at all: `N.C.`) is kept exactly in a
 * `<comment>chord: …</comment>` (`chord text: …`) just before it, which the parser reads instead.
 */
function lineContent(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(INLINE_CHORD)) {
    const symbol = match[1] ?? '';
    const chord = openLyricsChordOf(symbol);
    out += escape(line.slice(last, match.index));
    if (!chord?.exact) out += `<comment>${escape(chordComment(symbol, chord !== null))}</comment>`;
    if (chord)
      out += `<chord${attribute('root', chord.root)}${attribute('structure', chord.structure)}${attribute('bass', chord.bass)}/>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return out + escape(line.slice(last));
}

function attribute(name: string, value: string | undefined): string {
  return value === undefined ? '' : ` ${name}="${escape(value)}"`;
}

function escape(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}
