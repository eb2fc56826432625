/** The keys of a user as /api answers it (GET /api/auth/user, sign-up, sign-in), sorted. */
export const USER_JSON_KEYS = [
  'createdAt',
  'email',
  'firstName',
  'id',
  'isAdmin',
  'languageOrder',
  'lastName',
  'profileImageUrl',
];
