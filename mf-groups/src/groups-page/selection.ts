/** Which group the Groups page shows. */
export type Selection =
  /** Nothing chosen on this page yet: the shell's active group, else the first group. */
  | { kind: 'default' }
  /** The selected group was deleted or left (spec §4): show none until the user picks one. */
  | { kind: 'cleared' }
  | { kind: 'group'; id: string };

export function resolveSelectedGroupId(
  selection: Selection,
  groups: readonly { id: string }[],
  activeGroupId: string | null,
): string | null {
  const exists = (id: string | null | undefined): id is string =>
    id != null && groups.some((group) => group.id === id);
  if (selection.kind === 'cleared') return null;
  if (selection.kind === 'group' && exists(selection.id)) return selection.id;
  if (exists(activeGroupId)) return activeGroupId;
  return groups[0]?.id ?? null;
}
