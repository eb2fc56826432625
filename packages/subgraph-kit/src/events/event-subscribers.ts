import { z } from 'zod';

/** One consumer of a producer's events: where its `/internal/events` lives and what it takes. */
export interface EventSubscriber {
  /** The consuming service's name (`songs`): the signed request is addressed to it. */
  name: string;
  /** Its base URL, without a trailing slash; events go to `<url>/internal/events`. */
  url: string;
  /** The event types it receives, or null for every type. */
  types: string[] | null;
}

const NAME = /^[a-z][a-z0-9-]*$/;
const TYPE = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)*$/;

/**
 * Parses EVENT_SUBSCRIBERS: comma-separated `name=url` (every event type) or
 * `name:type+type=url` (only those types), e.g.
 * `songs:group.deleted=http://127.0.0.1:4003,schedules:group.deleted+member.departed=http://…`.
 * Empty means no subscribers. Throws an Error whose message names the bad entry.
 */
export function parseEventSubscribers(value: string): EventSubscriber[] {
  const subscribers: EventSubscriber[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const equals = entry.indexOf('=');
    if (equals < 0) throw new Error(`"${entry}" is not name=url`);
    const [name = '', typeList] = entry.slice(0, equals).trim().split(':', 2);
    const url = entry.slice(equals + 1).trim();
    if (!NAME.test(name)) throw new Error(`"${name}" is not a service name (a-z, 0-9, -)`);
    if (subscribers.some((s) => s.name === name)) throw new Error(`"${name}" is listed twice`);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`"${url}" is not an absolute URL (subscriber ${name})`);
    }
    if (!/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
      throw new Error(`"${url}" must be an http(s) base URL (subscriber ${name})`);
    }
    let types: string[] | null = null;
    if (typeList !== undefined) {
      types = typeList.split('+').map((type) => type.trim());
      const bad = types.find((type) => !TYPE.test(type));
      if (bad !== undefined) throw new Error(`"${bad}" is not an event type (subscriber ${name})`);
    }
    subscribers.push({ name, url: url.replace(/\/+$/, ''), types });
  }
  return subscribers;
}

/** The EVENT_SUBSCRIBERS variable of a producing service's config shape (default: none). */
export const eventSubscribersVariable = z
  .string()
  .default('')
  .superRefine((value, ctx) => {
    try {
      parseEventSubscribers(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  })
  .transform(parseEventSubscribers);
