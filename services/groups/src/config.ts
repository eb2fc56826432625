import {
  eventSubscribersVariable,
  loadConfig,
  port,
  serviceConfigShape,
} from '@worship/subgraph-kit';
import { z } from 'zod';

export const groupsConfigShape = {
  ...serviceConfigShape,
  PORT: port(4002),
  /** The origin users reach the app at; invite links are `${PUBLIC_URL}/groups/join/<token>`. */
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute http(s) URL' })
    .regex(/^https?:\/\//, 'PUBLIC_URL must be an absolute http(s) URL')
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Who receives this service's domain events (kit events/: `songs:group.deleted=http://…`). */
  EVENT_SUBSCRIBERS: eventSubscribersVariable,
};

export type GroupsConfig = ReturnType<typeof loadGroupsConfig>;

export function loadGroupsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(groupsConfigShape, env);
}
