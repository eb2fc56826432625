import { useApolloClient, useMutation } from '@apollo/client/react';
import { displayName, MyGroupsDocument, useGroups, useToast } from '@worship/shell-contract';
import { useCallback } from 'react';
import { useReportError } from '@worship/shell-contract';
import {
  DeleteGroupDocument,
  GroupWithMembersDocument,
  LeaveGroupDocument,
  RemoveGroupMemberDocument,
  type GroupMember,
  type GroupSummary,
} from './groups.graphql';

export const DELETE_GROUP_FAILED = 'Failed to delete group. Please try again.';
export const LEAVE_GROUP_FAILED = 'Failed to leave group. Please try again.';
export const REMOVE_MEMBER_FAILED = 'Failed to remove member. Please try again.';

/**
 * Delete, leave and remove-member, each refreshing this page's lists and the shell's groups
 * (the sidebar's Active Group dropdown). Each resolves true on success; failures are toasted.
 */
export function useGroupMutations() {
  const { toast } = useToast();
  const reportError = useReportError();
  const shellGroups = useGroups();
  const [deleteGroupMutation, deleteState] = useMutation(DeleteGroupDocument);
  const [leaveGroupMutation, leaveState] = useMutation(LeaveGroupDocument);
  const [removeMemberMutation, removeState] = useMutation(RemoveGroupMemberDocument);

  const client = useApolloClient();

  const refreshShell = useCallback(async () => {
    try {
      await shellGroups.refetch();
    } catch {
      // the shell reports its own loading errors
    }
  }, [shellGroups]);

  /** This page's group list (the active MyGroups query) and the shell's groups. */
  const refreshLists = useCallback(async () => {
    await Promise.all([
      client.refetchQueries({ include: [MyGroupsDocument] }).catch(() => undefined),
      refreshShell(),
    ]);
  }, [client, refreshShell]);

  const deleteGroup = useCallback(
    async (group: GroupSummary, onSuccess?: () => void): Promise<boolean> => {
      try {
        await deleteGroupMutation({ variables: { id: group.id } });
      } catch (error) {
        reportError(error, DELETE_GROUP_FAILED);
        return false;
      }
      // Let the page drop its selection before the lists change under it.
      onSuccess?.();
      await refreshLists();
      toast({ title: 'Group deleted', description: `"${group.name}" has been deleted.` });
      return true;
    },
    [deleteGroupMutation, refreshLists, reportError, toast],
  );

  const leaveGroup = useCallback(
    async (group: GroupSummary, onSuccess?: () => void): Promise<boolean> => {
      try {
        await leaveGroupMutation({ variables: { id: group.id } });
      } catch (error) {
        reportError(error, LEAVE_GROUP_FAILED);
        return false;
      }
      // Let the page drop its selection before the lists change under it.
      onSuccess?.();
      await refreshLists();
      toast({ title: 'Left group', description: `You have left "${group.name}".` });
      return true;
    },
    [leaveGroupMutation, refreshLists, reportError, toast],
  );

  const removeMember = useCallback(
    async (group: GroupSummary, member: GroupMember): Promise<boolean> => {
      try {
        await removeMemberMutation({
          variables: { groupId: group.id, userId: member.userId },
          refetchQueries: [
            { query: GroupWithMembersDocument, variables: { id: group.id } },
            { query: MyGroupsDocument },
          ],
          awaitRefetchQueries: true,
        });
      } catch (error) {
        reportError(error, REMOVE_MEMBER_FAILED);
        return false;
      }
      await refreshShell();
      toast({
        title: 'Member removed',
        description: `${displayName(member.user)} has been removed from the group.`,
      });
      return true;
    },
    [removeMemberMutation, refreshShell, reportError, toast],
  );

  return {
    deleteGroup,
    leaveGroup,
    removeMember,
    deleting: deleteState.loading,
    leaving: leaveState.loading,
    removing: removeState.loading,
  };
}
