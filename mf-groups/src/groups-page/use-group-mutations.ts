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

  /**
   * Ends the viewer's part in a group (delete or leave): the page drops its selection
   * (`onSuccess`) before the lists change under it, then the lists refresh and a toast says so.
   */
  const endGroup = useCallback(
    async (
      run: () => Promise<unknown>,
      failed: string,
      done: { title: string; description: string },
      onSuccess?: () => void,
    ): Promise<boolean> => {
      try {
        await run();
      } catch (error) {
        reportError(error, failed);
        return false;
      }
      onSuccess?.();
      await refreshLists();
      toast(done);
      return true;
    },
    [refreshLists, reportError, toast],
  );

  const deleteGroup = useCallback(
    (group: GroupSummary, onSuccess?: () => void) =>
      endGroup(
        () => deleteGroupMutation({ variables: { id: group.id } }),
        DELETE_GROUP_FAILED,
        { title: 'Group deleted', description: `"${group.name}" has been deleted.` },
        onSuccess,
      ),
    [deleteGroupMutation, endGroup],
  );

  const leaveGroup = useCallback(
    (group: GroupSummary, onSuccess?: () => void) =>
      endGroup(
        () => leaveGroupMutation({ variables: { id: group.id } }),
        LEAVE_GROUP_FAILED,
        { title: 'Left group', description: `You have left "${group.name}".` },
        onSuccess,
      ),
    [leaveGroupMutation, endGroup],
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
