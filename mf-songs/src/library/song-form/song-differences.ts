import { LANGUAGE_NAMES, isLanguage, sectionAbbreviation } from '@worship/common';
import type { SongInputFields } from './song-form';

// What differs between two versions of a song, field by field, in words a reader follows: the
// edit conflict shows the user's unsaved version beside the one stored meanwhile.

export const CONFLICT_MESSAGE = 'This song was changed since you opened it';

/** True when a call failed because the song was saved by someone else since it was read. */
export function isConflict(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some(
      (e) => (e as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'CONFLICT',
    )
  );
}

export interface SongDifference {
  field: string;
  /** Song text (title, a stanza): it carries the song's `lang`. */
  lyrics?: boolean;
  mine: string;
  saved: string;
}

type Stanza = NonNullable<SongInputFields['stanzas']>[number];

const text = (value: unknown) => (value == null || value === '' ? '—' : String(value));

const stanzaText = (stanza: Stanza | undefined) => {
  if (!stanza) return '—';
  const lines = [stanza.label ? `${stanza.label}:` : '', stanza.lyrics ?? ''];
  for (const t of stanza.transliterations ?? [])
    lines.push(`(${isLanguage(t.language) ? LANGUAGE_NAMES[t.language] : t.language}) ${t.text}`);
  return lines.filter(Boolean).join('\n');
};

const orderText = (order: readonly number[] | null | undefined, stanzas: readonly Stanza[]) =>
  order?.length
    ? order
        .map((n) => {
          const label = stanzas[n - 1]?.label;
          return label ? sectionAbbreviation(label) : String(n);
        })
        .join(' ')
    : 'Stanzas in their order';

/**
 * The fields whose values differ, in the form's order; `categoryName` names a category id.
 * Stanzas compare one by one ('Stanza 2'), so a changed line shows where it is.
 */
export function songDifferences(
  mine: SongInputFields,
  saved: SongInputFields,
  categoryName: (id: string | null | undefined) => string | null = (id) => id ?? null,
): SongDifference[] {
  const mineStanzas = mine.stanzas ?? [];
  const savedStanzas = saved.stanzas ?? [];
  const language = (value: string | null | undefined) =>
    isLanguage(value) ? LANGUAGE_NAMES[value] : text(value);
  const rows: SongDifference[] = [
    { field: 'Title', lyrics: true, mine: text(mine.title), saved: text(saved.title) },
    { field: 'Primary language', mine: language(mine.language), saved: language(saved.language) },
    { field: 'Author', mine: text(mine.author), saved: text(saved.author) },
    {
      field: 'Category',
      mine: text(categoryName(mine.categoryId)),
      saved: text(categoryName(saved.categoryId)),
    },
    { field: 'Artist', mine: text(mine.artist), saved: text(saved.artist) },
    { field: 'Copyright', mine: text(mine.copyright), saved: text(saved.copyright) },
    { field: 'Key', mine: text(mine.key), saved: text(saved.key) },
    { field: 'Capo', mine: text(mine.capo), saved: text(saved.capo) },
    { field: 'Tempo', mine: text(mine.tempo), saved: text(saved.tempo) },
    { field: 'CCLI number', mine: text(mine.ccliNumber), saved: text(saved.ccliNumber) },
    {
      field: 'Public',
      mine: mine.isPublic === false ? 'No' : 'Yes',
      saved: saved.isPublic === false ? 'No' : 'Yes',
    },
  ];
  const count = Math.max(mineStanzas.length, savedStanzas.length);
  for (let i = 0; i < count; i++)
    rows.push({
      field: `Stanza ${i + 1}`,
      lyrics: true,
      mine: stanzaText(mineStanzas[i]),
      saved: stanzaText(savedStanzas[i]),
    });
  rows.push({
    field: 'Section order',
    mine: orderText(mine.sectionOrder, mineStanzas),
    saved: orderText(saved.sectionOrder, savedStanzas),
  });
  return rows.filter((row) => row.mine !== row.saved);
}
