import { useQuery } from '@apollo/client/react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  GroupPicker,
  PlusIcon,
  UsersIcon,
  colors,
  media,
  PageHeader,
  PageStack,
} from '@worship/design-system';
import {
  displayName,
  MyGroupsDocument,
  useActiveGroup,
  useGroups,
  useToast,
  useHandleUnauthorized,
} from '@worship/shell-contract';
import { useState } from 'react';
import styled from 'styled-components';
import { InviteDialog } from './invite/invite-dialog';
import { CreateGroupDialog } from './create-group-dialog';
import { memberCountLabel } from '../lib/member-count-label';
import { GroupDetails } from './group-details';
import { ImportGroupButton } from './group-archive';
import type { GroupMember, GroupSummary } from './groups.graphql';
import { resolveSelectedGroupId, type Selection } from './selection';
import { useGroupMutations } from './use-group-mutations';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(16rem, 22rem) 1fr;
  }
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  color: ${colors.destructive};
`;

type PendingConfirm =
  | { kind: 'delete'; group: GroupSummary }
  | { kind: 'leave'; group: GroupSummary }
  | { kind: 'remove'; group: GroupSummary; member: GroupMember };

/** /groups: the user's groups, the selected group's details and members, create / invite / leave / delete. */
export default function GroupsPage() {
  const { data, loading, error, refetch } = useQuery(MyGroupsDocument);
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  const shellGroups = useGroups();
  const { toast } = useToast();
  const mutations = useGroupMutations();
  const [selection, setSelection] = useState<Selection>({ kind: 'default' });
  const [createOpen, setCreateOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);

  useHandleUnauthorized(error);

  const groups = data?.myGroups ?? [];

  // Follow the sidebar's Active Group dropdown when it changes while a group is selected here.
  const [seenActiveGroupId, setSeenActiveGroupId] = useState(activeGroupId);
  if (seenActiveGroupId !== activeGroupId) {
    setSeenActiveGroupId(activeGroupId);
    if (selection.kind === 'group' && activeGroupId && groups.some((g) => g.id === activeGroupId)) {
      setSelection({ kind: 'group', id: activeGroupId });
    }
  }

  const selectedId = resolveSelectedGroupId(selection, groups, activeGroupId);
  const selectedGroup = groups.find((group) => group.id === selectedId) ?? null;

  function selectGroup(id: string) {
    setSelection({ kind: 'group', id });
    setActiveGroupId(id);
  }

  /** A group made here (created or imported): the lists learn of it, and it is shown. */
  async function showNewGroup(id: string) {
    try {
      await Promise.all([shellGroups.refetch(), refetch()]);
    } catch {
      // the shell reports its own loading errors
    }
    selectGroup(id);
  }

  async function handleCreated(group: GroupSummary) {
    await showNewGroup(group.id);
    toast({
      title: 'Group created',
      description: `"${group.name}" is ready. Invite your team to join.`,
    });
  }

  async function runConfirm(pending: PendingConfirm) {
    if (pending.kind === 'remove') {
      await mutations.removeMember(pending.group, pending.member);
      return;
    }
    // Spec §4: the selection is cleared when the selected group was deleted or left.
    const clearSelection = () => {
      if (pending.group.id === selectedId) {
        setSelection({ kind: 'cleared' });
        setInviteOpen(false);
      }
    };
    if (pending.kind === 'delete') await mutations.deleteGroup(pending.group, clearSelection);
    else await mutations.leaveGroup(pending.group, clearSelection);
  }

  const confirmBusy = mutations.deleting || mutations.leaving || mutations.removing;

  return (
    <PageStack>
      <PageHeader
        title="Groups"
        description="Manage your worship teams and invite members."
        actions={
          <>
            <ImportGroupButton onImported={(imported) => void showNewGroup(imported.group.id)} />
            <Button icon={<PlusIcon />} onClick={() => setCreateOpen(true)}>
              Create Group
            </Button>
          </>
        }
      />

      {error && !data ? (
        <ErrorBox role="alert">
          <p>Could not load your groups.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})}>
            Retry
          </Button>
        </ErrorBox>
      ) : !loading && groups.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size={32} />}
          headingAs="h2"
          title="No groups yet"
          description="Start a group for your worship team, or open an invite link from your worship leader to join theirs."
        />
      ) : (
        <Layout>
          <GroupPicker
            landmark="section"
            label="Your Groups"
            options={groups.map((group) => ({
              id: group.id,
              name: group.name,
              detail: memberCountLabel(group.memberCount),
              badge: group.isOwner ? 'Owner' : undefined,
            }))}
            loading={loading}
            empty="You are not in any group yet."
            value={selectedId}
            onChange={selectGroup}
          />
          {selectedGroup ? (
            <GroupDetails
              key={selectedGroup.id}
              group={selectedGroup}
              onInvite={() => setInviteOpen(true)}
              onDelete={() => setConfirm({ kind: 'delete', group: selectedGroup })}
              onLeave={() => setConfirm({ kind: 'leave', group: selectedGroup })}
              onRemoveMember={(member) =>
                setConfirm({ kind: 'remove', group: selectedGroup, member })
              }
            />
          ) : (
            !loading && (
              <EmptyState
                icon={<UsersIcon size={32} />}
                headingAs="h2"
                title="No group selected"
                description="Select a group to see its details and members."
              />
            )
          )}
        </Layout>
      )}

      <CreateGroupDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={handleCreated} />

      {selectedGroup && (
        <InviteDialog
          open={inviteOpen}
          onOpenChange={setInviteOpen}
          group={{ id: selectedGroup.id, name: selectedGroup.name }}
        />
      )}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        destructive
        loading={confirmBusy}
        {...confirmCopy(confirm)}
        onConfirm={() => (confirm ? runConfirm(confirm) : undefined)}
      />
    </PageStack>
  );
}

function confirmCopy(pending: PendingConfirm | null): {
  title: string;
  description: string;
  confirmLabel: string;
} {
  switch (pending?.kind) {
    case 'delete':
      return {
        title: 'Delete this group?',
        description: `Are you sure you want to delete "${pending.group.name}"? Its members lose access to its schedules and song library. This cannot be undone.`,
        confirmLabel: 'Delete Group',
      };
    case 'leave':
      return {
        title: 'Leave this group?',
        description: `Are you sure you want to leave "${pending.group.name}"? You will need a new invite link to rejoin.`,
        confirmLabel: 'Leave Group',
      };
    case 'remove':
      return {
        title: 'Remove this member?',
        description: `Remove ${displayName(pending.member.user)} from "${pending.group.name}"? They will need a new invite link to rejoin.`,
        confirmLabel: 'Remove Member',
      };
    default:
      return { title: '', description: '', confirmLabel: 'Confirm' };
  }
}
