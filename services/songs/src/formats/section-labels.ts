// Section headers as files write them ("Verse 1", "CHORUS 2:", "[Pre-chorus]", "V1") and the
// labels the app shows ("Verse 1", "Pre-Chorus"), shared by the text formats and ChordPro comments.

const NAMES: Record<string, string> = {
  verse: 'Verse',
  v: 'Verse',
  chorus: 'Chorus',
  c: 'Chorus',
  refrain: 'Chorus',
  'pre-chorus': 'Pre-Chorus',
  'pre chorus': 'Pre-Chorus',
  prechorus: 'Pre-Chorus',
  pc: 'Pre-Chorus',
  bridge: 'Bridge',
  b: 'Bridge',
  tag: 'Tag',
  intro: 'Intro',
  ending: 'Ending',
  outro: 'Outro',
  interlude: 'Interlude',
  instrumental: 'Instrumental',
  coda: 'Coda',
  vamp: 'Vamp',
  misc: 'Misc',
  other: 'Other',
};

const HEADER =
  /^\s*\[?\s*(verse|chorus|refrain|pre[- ]?chorus|bridge|tag|intro|ending|outro|interlude|instrumental|coda|vamp|misc|v|c|pc|b)\s*(\d{1,2})?\s*\]?\s*:?\s*$/iu;

/** The label a header line names, or null when the line is not a section header. */
export function sectionHeader(line: string): string | null {
  const match = HEADER.exec(line);
  if (!match) return null;
  const word = (match[1] ?? '').toLowerCase().replace(/\s+/gu, ' ');
  const name = NAMES[word];
  // A lone `C` or `B` is a chord line as often as a header: abbreviations need their number.
  if (!name || (word.length <= 2 && !match[2])) return null;
  return match[2] ? `${name} ${Number(match[2])}` : name;
}

/** A label as the section kind it names (`Chorus 2` → chorus), for ChordPro environments. */
export function sectionKind(label: string): string {
  return (/^[\p{L}-]+/u.exec(label.trim())?.[0] ?? '').toLowerCase();
}
