import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout, one logger per deployable. */
export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
): Logger {
  return pino({ name, level, base: { service: name } });
}
