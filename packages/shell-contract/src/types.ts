/** The signed-in user as GET /api/auth/user returns it (docs/contracts.md). */
export interface CurrentUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: string;
  languageOrder: string;
}

/** A group as GraphQL `myGroups` returns it. */
export interface Group {
  id: string;
  name: string;
  description: string | null;
  createdBy: string;
  createdAt: string;
  isOwner: boolean;
  memberCount: number;
}
