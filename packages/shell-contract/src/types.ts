import type { UserJson } from '@worship/common';
import type { GroupSummaryFieldsFragment } from './__generated__/graphql';

/**
 * The signed-in user: the one user shape of the product (@worship/common `UserJson`), as
 * GET /api/auth/user and GraphQL `me` return it (docs/contracts.md).
 */
export type CurrentUser = UserJson;

/** A group as GraphQL `myGroups` returns it: the `GroupSummaryFields` fragment (my-groups.graphql.ts). */
export type Group = GroupSummaryFieldsFragment;
