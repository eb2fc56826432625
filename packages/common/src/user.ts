/**
 * A user account as JSON: what identity's internal routes answer, what the gateway's
 * GET /api/auth/user returns, and what the shell holds as the current user (docs/contracts.md).
 */
export interface UserJson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** The four lyrics languages, comma-separated, in the user's order. */
  languageOrder: string;
}
