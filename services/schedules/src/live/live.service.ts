import { raw } from '@mikro-orm/core';
import {
  CodedConflictError,
  ErrorCode,
  NotFoundError,
  type EntityManager,
  type LiveScreen,
  type LiveStateEvent,
} from '@worship/subgraph-kit';
import { ScheduleSong } from '../schedule-song/schedule-song.entity';
import { SONG_NOT_FOUND } from '../schedule-song/schedule-song.service';
import { lockSchedule } from '../schedule/schedule.service';
import { recordPresentation } from '../usage/presentation.service';
import { LiveSessionRow } from './live-session.entity';
import type { LiveRecord } from './live-session.type';
import { notifyLive } from './live.queries';
import { schedulesLedIn, toLiveEvent } from './live.read-model';

export const LIVE_TAKEN_MESSAGE = 'Another member is leading this schedule';
export const LIVE_CONTROL_LOST_MESSAGE = 'You are no longer leading this schedule';

/** What a live change answers: the session after it, and the event followers get (null: none). */
export interface LiveChange {
  session: LiveRecord;
  event: LiveStateEvent | null;
}

type LiveFields = Partial<
  Pick<LiveSessionRow, 'leaderId' | 'controlId' | 'songId' | 'section' | 'screen'>
>;

/*
 * Every change of a live session runs in one transaction holding the schedule's lock
 * (lockSchedule, as its songs' changes do): changes of one schedule run one after the other, so
 * `version` grows by one per change and a take-over and the old leader's move cannot both win.
 * The state is notified (pg_notify) in that transaction: followers hear of it once it commits.
 */
async function changeLive(
  em: EntityManager,
  scheduleId: string,
  change: (tx: EntityManager, row: LiveSessionRow | null) => Promise<LiveFields | null>,
): Promise<LiveChange> {
  return em.transactional(async (tx) => {
    const schedule = await lockSchedule(tx, scheduleId);
    const row = await tx.findOne(LiveSessionRow, { scheduleId }, { refresh: true });
    const fields = await change(tx, row);
    // Nothing to change: only ever said of a session that exists (the same device again).
    if (!fields) return { session: row!, event: null };
    const shownBefore = row?.songId ?? null;
    const session = row ?? tx.create(LiveSessionRow, { scheduleId });
    tx.assign(session, {
      ...fields,
      version: session.version + 1,
      updatedAt: raw('clock_timestamp()'),
    });
    await tx.flush();
    // Issue 21: a song coming on screen is a use of it (usage/presentation.service.ts).
    if (session.songId && session.leaderId && session.songId !== shownBefore)
      await recordPresentation(tx, scheduleId, session.songId);
    const event = toLiveEvent(session, schedule.isPublic);
    await notifyLive(tx, event);
    return { session, event };
  });
}

/** The device leads the session: the caller's, with this controlId (else LIVE_CONTROL_LOST). */
function requireControl(row: LiveSessionRow | null, userId: string, controlId: string) {
  if (!row || row.controlId !== controlId || row.leaderId !== userId)
    throw new CodedConflictError(ErrorCode.LiveControlLost, LIVE_CONTROL_LOST_MESSAGE);
  return row;
}

/**
 * The caller leads the schedule from the device `controlId`. Another device leading is
 * LIVE_TAKEN (naming its leader's id) unless `takeOver`: then the caller leads from where the
 * old leader was, and the old device's next move is LIVE_CONTROL_LOST. A session that was not
 * live starts at the schedule's first entry, first section. The same device again changes nothing.
 */
export function startLive(
  em: EntityManager,
  scheduleId: string,
  userId: string,
  controlId: string,
  takeOver: boolean,
): Promise<LiveChange> {
  return changeLive(em, scheduleId, async (tx, row) => {
    if (row?.leaderId) {
      if (row.controlId === controlId && row.leaderId === userId) return null;
      if (row.controlId !== controlId && !takeOver)
        throw new CodedConflictError(ErrorCode.LiveTaken, LIVE_TAKEN_MESSAGE, {
          leaderId: row.leaderId,
        });
      return { leaderId: userId, controlId };
    }
    const first = await tx.findOne(ScheduleSong, { scheduleId, order: 1 });
    return {
      leaderId: userId,
      controlId,
      songId: first?.songId ?? null,
      section: 0,
      screen: 'SECTION' as LiveScreen,
    };
  });
}

/**
 * The leader shows `section` (0-based, of the entry's effective section order) of `songId`, or
 * its title, a blank or black screen. Only from the leading device (else LIVE_CONTROL_LOST); a
 * song not in the schedule is NOT_FOUND "Song not found". Showing what is shown changes nothing.
 */
export function moveLive(
  em: EntityManager,
  scheduleId: string,
  userId: string,
  move: { controlId: string; songId: string; section: number; screen: LiveScreen },
): Promise<LiveChange> {
  return changeLive(em, scheduleId, async (tx, row) => {
    const session = requireControl(row, userId, move.controlId);
    const entry = await tx.findOne(ScheduleSong, { scheduleId, songId: move.songId });
    if (!entry) throw new NotFoundError(SONG_NOT_FOUND);
    const { songId, section, screen } = move;
    if (session.songId === songId && session.section === section && session.screen === screen)
      return null;
    return { songId, section, screen };
  });
}

/** The leader stops: nobody leads, followers keep what they show. Leading device only. */
export function stopLive(
  em: EntityManager,
  scheduleId: string,
  userId: string,
  controlId: string,
): Promise<LiveChange> {
  return changeLive(em, scheduleId, async (_tx, row) => {
    requireControl(row, userId, controlId);
    return { leaderId: null, controlId: null, songId: null, section: null, screen: null };
  });
}

/**
 * A member who left the group (or was removed) stops leading its schedules: each session they
 * lead ends as if they had stopped it, so followers see nobody leads.
 */
export async function stopLeadingInGroup(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<void> {
  for (const scheduleId of await schedulesLedIn(em, groupId, userId))
    await changeLive(em, scheduleId, async (_tx, row) =>
      row?.leaderId === userId
        ? { leaderId: null, controlId: null, songId: null, section: null, screen: null }
        : null,
    );
}
