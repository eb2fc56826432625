import { tooLongMessage } from './too-long';

/** Spec §5: group names, as the groups service and the Create Group form check them. */
export const GROUP_NAME_MAX = 100;
export const GROUP_NAME_REQUIRED = 'Group name is required';
export const GROUP_NAME_TOO_LONG = tooLongMessage('Name', GROUP_NAME_MAX);

/**
 * The file a group's archive is saved as (GET /api/groups/:id/export): its name without what
 * file systems refuse, letters and their marks of every script kept.
 */
export const groupArchiveFileName = (name: string) =>
  `${name.replace(/[^\p{L}\p{M}\p{N} _-]+/gu, '').trim() || 'group'}.zip`;
