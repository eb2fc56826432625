import type { Group } from '@worship/shell-contract';
import type { SongFields } from '../lib/song.graphql';

/**
 * API-shaped test data for the library and the Add Song dialog, with the __typename fields
 * Apollo's cache expects (absent from the generated types, hence the casts).
 */

export interface StanzaSpec {
  label?: string | null;
  lyrics: string;
  transliterations?: { language: SongFields['language']; text: string }[];
}

export interface SongSpec extends Partial<Omit<SongFields, 'stanzas' | 'category' | 'creator'>> {
  stanzas?: StanzaSpec[];
  category?: { id: string; name: string; color: string } | null;
  creatorFirstName?: string | null;
}

/** The songs service's excerpt: trimmed, cut to `max` characters with "…" when cut. */
const cut = (text: string, max: number) =>
  text.trim().length > max ? `${text.trim().slice(0, max)}…` : text.trim();

export function song(spec: SongSpec = {}): SongFields {
  const id = spec.id ?? 'song-1';
  const { stanzas: stanzaSpecs, category, creatorFirstName, ...fields } = spec;
  const stanzas = (stanzaSpecs ?? [{ lyrics: 'Amazing grace, how sweet the sound' }]).map(
    (stanza, index) => ({
      __typename: 'Stanza',
      id: `${id}-stanza-${index}`,
      position: index,
      label: stanza.label ?? null,
      lyrics: stanza.lyrics,
      transliterations: (stanza.transliterations ?? []).map((t) => ({
        __typename: 'Transliteration',
        ...t,
      })),
    }),
  );
  return {
    __typename: 'Song',
    id,
    title: 'Amazing Grace',
    language: 'english',
    author: null,
    artist: null,
    key: null,
    tempo: null,
    capo: null,
    copyright: null,
    ccliNumber: null,
    translation: null,
    sectionOrder: [],
    version: 1,
    canEdit: true,
    canDelete: true,
    // The card fields, as the songs service derives them from the first stanza.
    lyricsExcerpt: stanzas[0] ? cut(stanzas[0].lyrics, 150) : '',
    transliterationPreviews: (stanzas[0]?.transliterations ?? []).map((t) => ({
      ...t,
      text: cut(t.text, 100),
    })),
    isPublic: true,
    groupId: 'group-1',
    createdBy: 'user-1',
    createdAt: '2025-03-05T10:00:00.000Z',
    ...fields,
    category:
      category === undefined || category === null ? null : { __typename: 'Category', ...category },
    stanzas,
    creator: {
      __typename: 'User',
      id: fields.createdBy ?? 'user-1',
      firstName: creatorFirstName === undefined ? 'Grace' : creatorFirstName,
    },
  } as unknown as SongFields;
}

export const WORSHIP = { id: 'cat-worship', name: 'Worship', color: '#8b5cf6' };
export const PRAISE = { id: 'cat-praise', name: 'Praise', color: '#10b981' };

/** Categories as `Categories` (lib/categories.graphql.ts) returns them. */
export const CATEGORIES = [PRAISE, WORSHIP].map((category) => ({
  __typename: 'Category' as const,
  ...category,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'user-1',
  canEdit: true,
}));

export function group(id: string, name: string): Group {
  return {
    __typename: 'Group',
    id,
    name,
    description: null,
    createdBy: 'user-1',
    createdAt: '2025-01-01T00:00:00.000Z',
    isOwner: true,
    memberCount: 3,
  } as Group;
}

export const GROUPS = [group('group-1', 'Sunday Team'), group('group-2', 'Youth Band')];
