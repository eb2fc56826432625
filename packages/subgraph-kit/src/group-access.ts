import { NotFoundError } from './errors';
import { isUuid } from './validation';

/**
 * The one answer for a group the caller cannot see: unknown, malformed, or someone else's alike,
 * so an outsider learns nothing about which groups exist (docs/service-layering.md).
 */
export const GROUP_NOT_FOUND = 'Group not found';

/** What a group check needs of the caller: the ids of their groups (lower-case). */
export interface GroupScope {
  groupIds: readonly string[];
}

/**
 * A group of the caller's, by id (trimmed, lower-cased). A group they do not belong to does not
 * exist for them: NOT_FOUND "Group not found", like a malformed or unknown id.
 */
export function requireGroupOf(scope: GroupScope, groupId: string): string {
  const trimmed = groupId.trim();
  const id = isUuid(trimmed) ? trimmed.toLowerCase() : null;
  if (!id || !scope.groupIds.includes(id)) throw new NotFoundError(GROUP_NOT_FOUND);
  return id;
}

/** requireGroupOf for an optional argument: absent or blank is no group (null). */
export function optionalGroupOf(scope: GroupScope, groupId: string | null | undefined) {
  return groupId?.trim() ? requireGroupOf(scope, groupId) : null;
}
