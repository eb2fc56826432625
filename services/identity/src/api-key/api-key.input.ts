import { z } from 'zod';

export const apiKeyNameInput = z.object({
  name: z
    .string({ message: 'Please enter a name for your API key.' })
    .trim()
    .min(1, 'Please enter a name for your API key.')
    .max(100, 'Name must be 100 characters or less'),
});
