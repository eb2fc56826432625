import { z } from 'zod';
import type { InternalRouteContract } from './contract';

/**
 * `GET /internal/memberships`: the signed viewer's group ids, oldest membership first ([] for an
 * anonymous viewer), for the services that decide visibility by group (songs, schedules; the
 * kit's membership client), and those of them the viewer owns (created), for the rights only a
 * group's owner has (deleting any song of its library).
 */
export const MEMBERSHIPS_PATH = '/internal/memberships';

export const membershipsAnswer = z.object({
  groupIds: z.array(z.string()),
  // Optional on the wire: an older groups answers without it (owning nothing then).
  ownedGroupIds: z.array(z.string()).default([]),
});
export type MembershipsAnswer = z.infer<typeof membershipsAnswer>;

export const membershipsRoute = {
  service: 'groups',
  method: 'GET',
  path: MEMBERSHIPS_PATH,
  answer: membershipsAnswer,
} as const satisfies InternalRouteContract;

/**
 * `POST /internal/co-members` `{userIds}`: those of the ids that share a group with the signed
 * viewer ([] for an anonymous viewer), in one query. Identity asks it before showing a user's
 * e-mail address (the kit's co-member client).
 */
export const CO_MEMBERS_PATH = '/internal/co-members';

/** At most this many user ids per call: a page of songs has at most this many creators. */
export const CO_MEMBERS_BATCH_MAX = 1000;

/** The users to check (anything but a uuid is simply not a co-member). */
export const coMembersRequest = z.object({
  userIds: z
    .array(z.string().max(64), { error: 'userIds must be a list of ids' })
    .max(CO_MEMBERS_BATCH_MAX, `At most ${CO_MEMBERS_BATCH_MAX} user ids per call`),
});
export type CoMembersRequest = z.infer<typeof coMembersRequest>;

export const coMembersAnswer = z.object({ userIds: z.array(z.string()) });
export type CoMembersAnswer = z.infer<typeof coMembersAnswer>;

export const coMembersRoute = {
  service: 'groups',
  method: 'POST',
  path: CO_MEMBERS_PATH,
  body: coMembersRequest,
  answer: coMembersAnswer,
} as const satisfies InternalRouteContract;
