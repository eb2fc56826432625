import { z } from 'zod';

export const apiKeyNameInput = z.object({
  name: z
    .string({ message: 'Please enter a name for your API key.' })
    .trim()
    .min(1, 'Please enter a name for your API key.')
    .max(100, 'Name must be 100 characters or less'),
});

/** The gateway's look-up of a bearer key (internal route). */
export const apiKeyInput = z.object({
  key: z.string({ message: 'key is required' }).min(1, 'key is required').max(512),
});
