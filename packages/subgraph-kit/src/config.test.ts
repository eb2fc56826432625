import { describe, expect, it } from 'vitest';
import { loadConfig, port, serviceConfigShape } from './config';

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(
      { ...serviceConfigShape, PORT: port(4001) },
      { DATABASE_URL: 'postgres://x@127.0.0.1/db', VIEWER_SIGNING_SECRET: 'x'.repeat(32) },
    );
    expect(config.PORT).toBe(4001);
    expect(config.DB_POOL_MAX).toBe(10);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.production).toBe(false);
  });

  it('derives production from NODE_ENV, in this one place', () => {
    const env = {
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      VIEWER_SIGNING_SECRET: 'x'.repeat(32),
    };
    expect(loadConfig(serviceConfigShape, { ...env, NODE_ENV: 'production' }).production).toBe(
      true,
    );
    expect(loadConfig(serviceConfigShape, { ...env, NODE_ENV: 'test' }).production).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() =>
      loadConfig(serviceConfigShape, { DATABASE_URL: 'mysql://x', VIEWER_SIGNING_SECRET: 'short' }),
    ).toThrow(/DATABASE_URL[\s\S]*VIEWER_SIGNING_SECRET/);
  });
});
