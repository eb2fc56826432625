import type { Group } from '@worship/shell-contract';
import { graphql } from '../__generated__';
import type { GroupWithMembersQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The `MyGroups` query and its `GroupSummaryFields` fragment are the shell contract's
// (packages/shell-contract/src/my-groups.graphql.ts): the shell loads the same list.

/** A group as `myGroups` returns it (the shell contract's `GroupSummaryFields`). */
export type GroupSummary = Group;
export type GroupMember = NonNullable<GroupWithMembersQuery['group']>['members'][number];

export const GroupWithMembersDocument = graphql(`
  query GroupWithMembers($id: ID!) {
    group(id: $id) {
      ...GroupSummaryFields
      timeZone
      members {
        id
        userId
        role
        joinedAt
        user {
          id
          firstName
          lastName
          email
          profileImageUrl
        }
      }
    }
  }
`);

export const CreateGroupDocument = graphql(`
  mutation CreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      ...GroupSummaryFields
    }
  }
`);

export const DeleteGroupDocument = graphql(`
  mutation DeleteGroup($id: ID!) {
    deleteGroup(id: $id)
  }
`);

export const LeaveGroupDocument = graphql(`
  mutation LeaveGroup($id: ID!) {
    leaveGroup(id: $id)
  }
`);

export const RemoveGroupMemberDocument = graphql(`
  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId)
  }
`);

/** Issue 21: the owner sets the group's time zone (null: the deployment's default). */
export const SetGroupTimeZoneDocument = graphql(`
  mutation SetGroupTimeZone($id: ID!, $timeZone: String) {
    setGroupTimeZone(id: $id, timeZone: $timeZone) {
      id
      timeZone
    }
  }
`);
