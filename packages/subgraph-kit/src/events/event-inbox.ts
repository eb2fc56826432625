import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express, { type Express } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger';
import { EVENT_INBOX_PATH } from './event-relay';
import { EVENT_TOKEN_HEADER, verifyEventDelivery } from './event-token';

/** An event as a consumer's handler sees it. */
export interface ReceivedEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
  /** The producing service. */
  source: string;
}

/**
 * Handles one event type inside the transaction that records the event in the inbox: its
 * changes and the inbox row commit together, or neither does (and the producer retries).
 */
export type EventHandler = (em: EntityManager, event: ReceivedEvent) => Promise<void>;

export type EventHandlers = Record<string, EventHandler>;

export interface EventInboxOptions {
  /** This service's name: deliveries are signed for it. */
  name: string;
  orm: MikroORM;
  secret: string;
  logger: Logger;
  handlers: EventHandlers;
}

const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1).max(100),
  payload: z.record(z.string(), z.unknown()),
  occurredAt: z.iso.datetime({ offset: true }),
});

/** What the producer learns: 2xx means "do not send it again". */
export type InboxAnswer = { status: 'handled' | 'duplicate' | 'ignored' };

/**
 * Mounts `POST /internal/events`, where producers' relays deliver events (DESIGN §4). A
 * delivery must be signed for this service with the shared secret (else 401). The event id
 * goes into `<schema>.inbox` in the same transaction as the handler's changes, so a repeat
 * (the relay delivers at least once) answers `duplicate` and changes nothing. Types without a
 * handler are acknowledged as `ignored`; a failing handler answers 500 and the producer retries.
 */
export function mountEventInbox(app: Express, options: EventInboxOptions): void {
  const { orm, logger, handlers, name, secret } = options;
  const schema = orm.config.get('schema');
  if (!schema) throw new Error('the event inbox needs the ORM configured with a schema');
  const inbox = `"${schema}"."inbox"`;
  const log = logger.child({ component: 'event-inbox' });

  app.post(
    EVENT_INBOX_PATH,
    // The signature covers the exact bytes, so the body is read raw and parsed after checking.
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const signed = verifyEventDelivery(req.header(EVENT_TOKEN_HEADER), body, {
        secret,
        destination: name,
      });
      if (!signed) {
        res.status(401).json({ message: 'Unauthorized' });
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const parsed = envelopeSchema.safeParse(json);
      if (!parsed.success) {
        res.status(400).json({ message: 'Invalid event' });
        return;
      }
      const envelope = parsed.data;
      const handler = handlers[envelope.type];
      if (!handler) {
        res.json({ status: 'ignored' } satisfies InboxAnswer);
        return;
      }
      const event: ReceivedEvent = {
        ...envelope,
        occurredAt: new Date(envelope.occurredAt),
        source: signed.source,
      };
      try {
        const handled = await orm.em.fork().transactional(async (tx) => {
          const recorded = await tx.execute<{ event_id: string }[]>(
            `insert into ${inbox} ("event_id", "type", "source") values (?, ?, ?)
             on conflict ("event_id") do nothing returning "event_id"`,
            [event.id, event.type, event.source],
          );
          if (recorded.length === 0) return false;
          await handler(tx, event);
          return true;
        });
        log.info(
          { eventId: event.id, type: event.type, source: event.source, handled },
          handled ? 'event handled' : 'event already handled',
        );
        res.json({ status: handled ? 'handled' : 'duplicate' } satisfies InboxAnswer);
      } catch (error) {
        log.error({ err: error, eventId: event.id, type: event.type }, 'event handler failed');
        res.status(500).json({ message: 'Internal server error' });
      }
    },
  );
}
