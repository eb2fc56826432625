import { graphql } from '../__generated__';
import type { GroupSummaryFieldsFragment, GroupWithMembersQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

export type GroupSummary = GroupSummaryFieldsFragment;
export type GroupMember = NonNullable<GroupWithMembersQuery['group']>['members'][number];

export const GroupSummaryFields = graphql(`
  fragment GroupSummaryFields on Group {
    id
    name
    description
    createdBy
    createdAt
    isOwner
    memberCount
  }
`);

export const MyGroupsDocument = graphql(`
  query MyGroups {
    myGroups {
      ...GroupSummaryFields
    }
  }
`);

export const GroupWithMembersDocument = graphql(`
  query GroupWithMembers($id: ID!) {
    group(id: $id) {
      ...GroupSummaryFields
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
