/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GroupCalendarFeed($id: ID!) {\n    group(id: $id) {\n      id\n      calendarFeed {\n        url\n        createdAt\n      }\n    }\n  }\n": typeof types.GroupCalendarFeedDocument,
    "\n  mutation CreateCalendarFeed($groupId: ID!) {\n    createCalendarFeed(groupId: $groupId) {\n      created\n      feed {\n        url\n        createdAt\n      }\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation ResetCalendarFeed($groupId: ID!) {\n    resetCalendarFeed(groupId: $groupId) {\n      url\n      createdAt\n    }\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed($groupId: ID!) {\n    revokeCalendarFeed(groupId: $groupId)\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query GroupWithMembers($id: ID!) {\n    group(id: $id) {\n      ...GroupSummaryFields\n      timeZone\n      members {\n        id\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n": typeof types.GroupWithMembersDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupSummaryFields\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation DeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n": typeof types.DeleteGroupDocument,
    "\n  mutation LeaveGroup($id: ID!) {\n    leaveGroup(id: $id)\n  }\n": typeof types.LeaveGroupDocument,
    "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n": typeof types.RemoveGroupMemberDocument,
    "\n  mutation SetGroupTimeZone($id: ID!, $timeZone: String) {\n    setGroupTimeZone(id: $id, timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n": typeof types.SetGroupTimeZoneDocument,
    "\n  mutation InviteToGroup($groupId: ID!, $emails: [String!]!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      inviteLink\n      expiresAt\n      emails {\n        to\n        subject\n        message\n      }\n    }\n  }\n": typeof types.InviteToGroupDocument,
    "\n  mutation RegenerateInvite($groupId: ID!) {\n    regenerateInvite(groupId: $groupId) {\n      inviteLink\n      expiresAt\n    }\n  }\n": typeof types.RegenerateInviteDocument,
    "\n  query InvitePreview($token: String!) {\n    invitePreview(token: $token) {\n      groupName\n      expiresAt\n    }\n  }\n": typeof types.InvitePreviewDocument,
    "\n  mutation JoinGroup($token: String!) {\n    joinGroup(token: $token) {\n      groupName\n      membership {\n        id\n        groupId\n        role\n      }\n    }\n  }\n": typeof types.JoinGroupDocument,
    "\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n": typeof types.GroupSummaryFieldsFragmentDoc,
    "\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n": typeof types.MyGroupsDocument,
};
const documents: Documents = {
    "\n  query GroupCalendarFeed($id: ID!) {\n    group(id: $id) {\n      id\n      calendarFeed {\n        url\n        createdAt\n      }\n    }\n  }\n": types.GroupCalendarFeedDocument,
    "\n  mutation CreateCalendarFeed($groupId: ID!) {\n    createCalendarFeed(groupId: $groupId) {\n      created\n      feed {\n        url\n        createdAt\n      }\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation ResetCalendarFeed($groupId: ID!) {\n    resetCalendarFeed(groupId: $groupId) {\n      url\n      createdAt\n    }\n  }\n": types.ResetCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed($groupId: ID!) {\n    revokeCalendarFeed(groupId: $groupId)\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query GroupWithMembers($id: ID!) {\n    group(id: $id) {\n      ...GroupSummaryFields\n      timeZone\n      members {\n        id\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n": types.GroupWithMembersDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupSummaryFields\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation DeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n": types.DeleteGroupDocument,
    "\n  mutation LeaveGroup($id: ID!) {\n    leaveGroup(id: $id)\n  }\n": types.LeaveGroupDocument,
    "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n": types.RemoveGroupMemberDocument,
    "\n  mutation SetGroupTimeZone($id: ID!, $timeZone: String) {\n    setGroupTimeZone(id: $id, timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n": types.SetGroupTimeZoneDocument,
    "\n  mutation InviteToGroup($groupId: ID!, $emails: [String!]!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      inviteLink\n      expiresAt\n      emails {\n        to\n        subject\n        message\n      }\n    }\n  }\n": types.InviteToGroupDocument,
    "\n  mutation RegenerateInvite($groupId: ID!) {\n    regenerateInvite(groupId: $groupId) {\n      inviteLink\n      expiresAt\n    }\n  }\n": types.RegenerateInviteDocument,
    "\n  query InvitePreview($token: String!) {\n    invitePreview(token: $token) {\n      groupName\n      expiresAt\n    }\n  }\n": types.InvitePreviewDocument,
    "\n  mutation JoinGroup($token: String!) {\n    joinGroup(token: $token) {\n      groupName\n      membership {\n        id\n        groupId\n        role\n      }\n    }\n  }\n": types.JoinGroupDocument,
    "\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n": types.GroupSummaryFieldsFragmentDoc,
    "\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n": types.MyGroupsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupCalendarFeed($id: ID!) {\n    group(id: $id) {\n      id\n      calendarFeed {\n        url\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupCalendarFeed($id: ID!) {\n    group(id: $id) {\n      id\n      calendarFeed {\n        url\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed($groupId: ID!) {\n    createCalendarFeed(groupId: $groupId) {\n      created\n      feed {\n        url\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed($groupId: ID!) {\n    createCalendarFeed(groupId: $groupId) {\n      created\n      feed {\n        url\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed($groupId: ID!) {\n    resetCalendarFeed(groupId: $groupId) {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed($groupId: ID!) {\n    resetCalendarFeed(groupId: $groupId) {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed($groupId: ID!) {\n    revokeCalendarFeed(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed($groupId: ID!) {\n    revokeCalendarFeed(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupWithMembers($id: ID!) {\n    group(id: $id) {\n      ...GroupSummaryFields\n      timeZone\n      members {\n        id\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupWithMembers($id: ID!) {\n    group(id: $id) {\n      ...GroupSummaryFields\n      timeZone\n      members {\n        id\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      ...GroupSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroup($id: ID!) {\n    leaveGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation LeaveGroup($id: ID!) {\n    leaveGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupTimeZone($id: ID!, $timeZone: String) {\n    setGroupTimeZone(id: $id, timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation SetGroupTimeZone($id: ID!, $timeZone: String) {\n    setGroupTimeZone(id: $id, timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToGroup($groupId: ID!, $emails: [String!]!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      inviteLink\n      expiresAt\n      emails {\n        to\n        subject\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToGroup($groupId: ID!, $emails: [String!]!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      inviteLink\n      expiresAt\n      emails {\n        to\n        subject\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateInvite($groupId: ID!) {\n    regenerateInvite(groupId: $groupId) {\n      inviteLink\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateInvite($groupId: ID!) {\n    regenerateInvite(groupId: $groupId) {\n      inviteLink\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitePreview($token: String!) {\n    invitePreview(token: $token) {\n      groupName\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query InvitePreview($token: String!) {\n    invitePreview(token: $token) {\n      groupName\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinGroup($token: String!) {\n    joinGroup(token: $token) {\n      groupName\n      membership {\n        id\n        groupId\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinGroup($token: String!) {\n    joinGroup(token: $token) {\n      groupName\n      membership {\n        id\n        groupId\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n"): (typeof documents)["\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;