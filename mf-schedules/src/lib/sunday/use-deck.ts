import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { songInKey } from '@worship/common';
import { useEffect, useState } from 'react';
import { hasErrorCode } from '../errors';
import type { Deck, DeckSong, DeckStanza } from './deck';
import {
  LiveScheduleDocument,
  LiveScheduleSongDocument,
  LiveSharedScheduleDocument,
  LiveSharedScheduleSongDocument,
} from './deck.graphql';
import { forgetStored, readStored, writeStored } from './device-store';

/** Whose schedule: a member's (by id) or anyone's holding a public schedule's link. */
export type DeckSource = { scheduleId: string } | { shareToken: string };

/**
 * - `ready`: loaded from the server now;
 * - `offline`: the server could not be reached, the copy this device kept is shown;
 * - `not-found`: the server says there is no such schedule for this viewer (a non-member, a link
 *   no longer public): the kept copy is forgotten;
 * - `failed`: unreachable and nothing kept.
 */
export type DeckStatus = 'loading' | 'ready' | 'offline' | 'not-found' | 'failed';

const storageKey = (source: DeckSource) =>
  'scheduleId' in source
    ? `worship.live.deck.${source.scheduleId}`
    : `worship.live.deck.shared.${source.shareToken}`;

const isDeck = (value: unknown): value is Deck =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Deck).scheduleId === 'string' &&
  Array.isArray((value as Deck).songs);

interface EntrySummary {
  order: number;
  songId: string;
  key?: string | null;
  /** The entry's own arrangement (null: the song's order). */
  sectionOrder?: readonly number[] | null;
  song?: { title: string; language: string } | null;
}

interface FullSong {
  title: string;
  language: string;
  key?: string | null;
  sectionOrder: readonly number[];
  stanzas: readonly DeckStanza[];
}

/** An entry as the live views show it: the song moved into the entry's key, its order chosen. */
export function deckSong(entry: EntrySummary, full: FullSong | null | undefined): DeckSong {
  const inKey = full ? songInKey(full, entry.key ?? null) : null;
  return {
    songId: entry.songId,
    title: inKey?.title ?? entry.song?.title ?? 'Song unavailable',
    language: inKey?.language ?? entry.song?.language ?? 'english',
    key: inKey?.key ?? null,
    sectionOrder: entry.sectionOrder?.length ? entry.sectionOrder : (full?.sectionOrder ?? []),
    stanzas: inKey
      ? inKey.stanzas.map((stanza) => ({
          id: stanza.id,
          position: stanza.position,
          label: stanza.label ?? null,
          lyrics: stanza.lyrics,
          transliterations: stanza.transliterations.map(({ language, text }) => ({
            language,
            text,
          })),
        }))
      : null,
  };
}

const byOrder = <T extends { order: number }>(entries: readonly T[]) =>
  [...entries].sort((a, b) => a.order - b.order);

async function loadDeck(client: ApolloClient, source: DeckSource): Promise<Deck | null> {
  if ('scheduleId' in source) {
    const id = source.scheduleId;
    const { data } = await client.query({
      query: LiveScheduleDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    const schedule = data?.schedule;
    if (!schedule) return null;
    const songs = await Promise.all(
      byOrder(schedule.songs).map(async (entry) => {
        if (!entry.song) return deckSong(entry, null);
        const answer = await client.query({
          query: LiveScheduleSongDocument,
          variables: { id, songId: entry.songId },
          fetchPolicy: 'network-only',
        });
        return deckSong(entry, answer.data?.schedule?.songs[0]?.song);
      }),
    );
    return {
      scheduleId: schedule.id,
      name: schedule.name,
      isPublic: schedule.isPublic,
      shareToken: schedule.shareToken,
      songs,
    };
  }
  const { shareToken } = source;
  const { data } = await client.query({
    query: LiveSharedScheduleDocument,
    variables: { shareToken },
    fetchPolicy: 'network-only',
  });
  const schedule = data?.sharedSchedule;
  if (!schedule) return null;
  const songs = await Promise.all(
    byOrder(schedule.songs).map(async (entry) => {
      if (!entry.song) return deckSong(entry, null);
      const answer = await client.query({
        query: LiveSharedScheduleSongDocument,
        variables: { shareToken, songId: entry.songId },
        fetchPolicy: 'network-only',
      });
      return deckSong(entry, answer.data?.sharedSchedule?.songs[0]?.song);
    }),
  );
  return {
    scheduleId: schedule.id,
    name: schedule.name,
    isPublic: schedule.isPublic,
    shareToken,
    songs,
  };
}

const isNotFound = (error: unknown) =>
  hasErrorCode(error, 'NOT_FOUND') ||
  hasErrorCode(error, 'BAD_USER_INPUT') ||
  hasErrorCode(error, 'FORBIDDEN');

/**
 * The schedule a live view shows, every song in full, loaded once when the page opens and kept on
 * the device: opened once online, it opens again without a network (issue 20 "Offline"; the
 * service worker keeps the app's files, this keeps the schedule).
 */
export function useDeck(source: DeckSource) {
  const client = useApolloClient();
  const key = storageKey(source);
  const [state, setState] = useState<{ key: string; deck: Deck | null; status: DeckStatus }>(
    () => ({ key, deck: null, status: 'loading' }),
  );

  useEffect(() => {
    let cancelled = false;
    const sourceOfKey = source;
    loadDeck(client, sourceOfKey).then(
      (deck) => {
        if (cancelled) return;
        if (deck) writeStored(key, deck);
        else forgetStored(key);
        setState({ key, deck, status: deck ? 'ready' : 'not-found' });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isNotFound(error)) {
          forgetStored(key);
          setState({ key, deck: null, status: 'not-found' });
          return;
        }
        const kept = readStored(key, isDeck);
        setState({ key, deck: kept, status: kept ? 'offline' : 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
    // The source is read through its storage key: one load per schedule or link.
  }, [client, key]);

  return state.key === key ? state : { key, deck: null, status: 'loading' as const };
}
