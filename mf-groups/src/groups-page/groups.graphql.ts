import { graphql } from '../__generated__';
import type { GroupWithMembersQuery, MyGroupsQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

export type GroupSummary = MyGroupsQuery['myGroups'][number];
export type GroupMember = NonNullable<GroupWithMembersQuery['group']>['members'][number];

export const MyGroupsDocument = graphql(`
  query MyGroups {
    myGroups {
      id
      name
      description
      createdBy
      createdAt
      isOwner
      memberCount
    }
  }
`);

export const GroupWithMembersDocument = graphql(`
  query GroupWithMembers($id: ID!) {
    group(id: $id) {
      id
      name
      description
      createdBy
      createdAt
      isOwner
      memberCount
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
      id
      name
      description
      createdBy
      createdAt
      isOwner
      memberCount
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
