import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from './config';

const required = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1/db',
  VIEWER_SIGNING_SECRET: 'x'.repeat(32),
};

describe('identity config', () => {
  it('has the documented defaults', () => {
    const config = loadIdentityConfig(required);
    expect(config).toMatchObject({
      PORT: 4001,
      HOST: '127.0.0.1',
      DB_POOL_MAX: 10,
      SESSION_IDLE_MINUTES: 10_080,
      SESSION_ABSOLUTE_DAYS: 30,
    });
  });

  it('no longer reads ADMIN_EMAILS: admins are granted with npm run admin', () => {
    const config = loadIdentityConfig({ ...required, ADMIN_EMAILS: 'pastor@church.org' });
    expect(config).not.toHaveProperty('ADMIN_EMAILS');
  });

  it('names a bad variable', () => {
    expect(() => loadIdentityConfig({ ...required, SESSION_IDLE_MINUTES: 'soon' })).toThrow(
      /SESSION_IDLE_MINUTES/,
    );
    expect(() => loadIdentityConfig({ ...required, SESSION_ABSOLUTE_DAYS: '0' })).toThrow(
      /SESSION_ABSOLUTE_DAYS/,
    );
    expect(() => loadIdentityConfig({ VIEWER_SIGNING_SECRET: 'x'.repeat(32) })).toThrow(
      /DATABASE_URL/,
    );
  });
});
