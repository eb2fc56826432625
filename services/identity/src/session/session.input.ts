import { z } from 'zod';

/** The gateway's look-up or revocation of a session cookie's token (internal routes). */
export const sessionTokenInput = z.object({
  sessionToken: z
    .string({ message: 'sessionToken is required' })
    .min(1, 'sessionToken is required')
    .max(512),
});
