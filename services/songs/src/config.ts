import { loadConfig, port, serviceConfigShape } from '@worship/subgraph-kit';
import { z } from 'zod';

export const songsConfigShape = {
  ...serviceConfigShape,
  PORT: port(4003),
  /** The groups service, asked for the caller's memberships (GET /internal/memberships). */
  GROUPS_URL: z
    .url({ message: 'GROUPS_URL must be an absolute http(s) URL' })
    .regex(/^https?:\/\//, 'GROUPS_URL must be an absolute http(s) URL')
    .default('http://127.0.0.1:4002')
    .transform((url) => url.replace(/\/+$/, '')),
};

export type SongsConfig = ReturnType<typeof loadSongsConfig>;

export function loadSongsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(songsConfigShape, env);
}
