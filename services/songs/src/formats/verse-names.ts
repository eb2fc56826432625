// OpenLyrics verse names (`v1`, `c`, `p2`, `b1a`) and the app's section labels, both ways.
// Known kinds map to their letter; any other label travels as the name itself with `_` for
// spaces (the schema allows any NMTOKEN), so a free-text label survives an export and import.

const KINDS: Record<string, string> = {
  v: 'Verse',
  c: 'Chorus',
  p: 'Pre-Chorus',
  b: 'Bridge',
  e: 'Ending',
  i: 'Intro',
  o: 'Other',
  t: 'Tag',
};

const LETTERS: Record<string, string> = Object.fromEntries(
  Object.entries(KINDS).map(([letter, label]) => [label.toLowerCase(), letter]),
);

const NAME = /^([vcpbeiot])(\d{0,3})([a-z]?)$/u;

/** `v1` → `Verse 1`, `c` → `Chorus`, `c1a` → `Chorus 1` (the part letter splits a section). */
export function labelFromVerseName(name: string): string {
  const match = NAME.exec(name.trim().toLowerCase());
  if (!match) return name.trim().replace(/_/gu, ' ');
  const [, letter = '', number = ''] = match;
  const kind = KINDS[letter] ?? 'Other';
  return number ? `${kind} ${Number(number)}` : kind;
}

/** The verse name a label exports as: `Verse 2` → `v2`, `Pre-Chorus` → `p`, `Key change` → `Key_change`. */
export function verseNameFromLabel(label: string | null, position: number): string {
  if (!label) return `v${position}`;
  const match = /^(.*?)\s*(\d{1,3})?$/u.exec(label.trim());
  const kind = LETTERS[(match?.[1] ?? '').toLowerCase()];
  if (kind) return `${kind}${match?.[2] ?? ''}`;
  const token = label
    .trim()
    .replace(/\s+/gu, '_')
    .replace(/[^\p{L}\p{N}._:-]/gu, '');
  return token || `v${position}`;
}

/** Distinct names for stanzas that would share one: `c`, `ca`, `cb` (parts keep their label). */
export function uniqueVerseNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let part = 0; used.has(candidate); part += 1)
      candidate = NAME.test(name)
        ? `${name}${String.fromCharCode(97 + (part % 26))}`
        : `${name}_${part + 2}`;
    used.add(candidate);
    return candidate;
  });
}
