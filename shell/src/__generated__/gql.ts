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
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      outcome\n      group {\n        id\n        name\n        memberCount\n        totalSchedules\n        songsCreatedByViewer\n      }\n      newOwner {\n        id\n        firstName\n        lastName\n      }\n    }\n    myUngroupedSongCount\n  }\n": typeof types.AccountDeletionPreviewDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query Users($search: String) {\n    users(search: $search, limit: 50) {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      path\n      expiresAt\n    }\n  }\n": typeof types.CreatePasswordResetLinkDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n      key\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": typeof types.DeleteApiKeyDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    profileImageUrl\n    isAdmin\n    createdAt\n    languageOrder\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateLanguageOrder($languageOrder: String!) {\n    updateLanguageOrder(languageOrder: $languageOrder) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateLanguageOrderDocument,
};
const documents: Documents = {
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      ...CurrentUserFields\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      outcome\n      group {\n        id\n        name\n        memberCount\n        totalSchedules\n        songsCreatedByViewer\n      }\n      newOwner {\n        id\n        firstName\n        lastName\n      }\n    }\n    myUngroupedSongCount\n  }\n": types.AccountDeletionPreviewDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  query Users($search: String) {\n    users(search: $search, limit: 50) {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n": types.UsersDocument,
    "\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      path\n      expiresAt\n    }\n  }\n": types.CreatePasswordResetLinkDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n      key\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n": types.DeleteApiKeyDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    profileImageUrl\n    isAdmin\n    createdAt\n    languageOrder\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateLanguageOrder($languageOrder: String!) {\n    updateLanguageOrder(languageOrder: $languageOrder) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateLanguageOrderDocument,
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
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($email: String!, $currentPassword: String!) {\n    changeEmail(email: $email, currentPassword: $currentPassword) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      outcome\n      group {\n        id\n        name\n        memberCount\n        totalSchedules\n        songsCreatedByViewer\n      }\n      newOwner {\n        id\n        firstName\n        lastName\n      }\n    }\n    myUngroupedSongCount\n  }\n"): (typeof documents)["\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      outcome\n      group {\n        id\n        name\n        memberCount\n        totalSchedules\n        songsCreatedByViewer\n      }\n      newOwner {\n        id\n        firstName\n        lastName\n      }\n    }\n    myUngroupedSongCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($search: String) {\n    users(search: $search, limit: 50) {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query Users($search: String) {\n    users(search: $search, limit: 50) {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      path\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      path\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      id\n      name\n      createdAt\n      lastUsed\n      isActive\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApiKey($id: ID!) {\n    deleteApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    profileImageUrl\n    isAdmin\n    createdAt\n    languageOrder\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    profileImageUrl\n    isAdmin\n    createdAt\n    languageOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguageOrder($languageOrder: String!) {\n    updateLanguageOrder(languageOrder: $languageOrder) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguageOrder($languageOrder: String!) {\n    updateLanguageOrder(languageOrder: $languageOrder) {\n      ...CurrentUserFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;