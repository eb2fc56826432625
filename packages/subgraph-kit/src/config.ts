import { z } from 'zod';

/**
 * Parses environment variables against a zod shape. A bad or missing value stops start-up
 * with a message that names the variable, so operators know exactly what to fix.
 *
 * `production` (NODE_ENV is `production`: no introspection, no error details) is derived here
 * and nowhere else, so every deployable reads the same flag.
 */
export function loadConfig<T extends z.ZodRawShape>(
  shape: T,
  env: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<T>> & { production: boolean } {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data as z.infer<z.ZodObject<T>>;
  return { ...config, production: (config as { NODE_ENV?: unknown }).NODE_ENV === 'production' };
}

export const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

export const nodeEnv = z.enum(['development', 'production', 'test']).default('development');

/** Shared secret between the gateway and the subgraphs for the signed viewer header. */
export const viewerSecret = z
  .string({ message: 'VIEWER_SIGNING_SECRET is required' })
  .min(32, 'VIEWER_SIGNING_SECRET must be at least 32 characters');

export const postgresUrl = z
  .string({ message: 'a PostgreSQL connection URL is required' })
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');

/** A base URL of another service: absolute http(s), without trailing slashes. */
export const serviceUrl = (name: string, fallback: string) =>
  z
    .url({ message: `${name} must be an absolute http(s) URL` })
    .regex(/^https?:\/\//, `${name} must be an absolute http(s) URL`)
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** Variables every subgraph service reads; a service extends this with its own. */
export const serviceConfigShape = {
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: postgresUrl,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  VIEWER_SIGNING_SECRET: viewerSecret,
};
