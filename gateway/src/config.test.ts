import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, remoteEntries } from './config';

const secret = 'x'.repeat(40);

describe('gateway config', () => {
  it('has working defaults', () => {
    const config = loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.production).toBe(false);
    expect(remoteEntries(config)).toEqual([
      { name: 'mf_groups', mountPath: '/mf/groups/', dist: undefined, url: '/mf/groups/' },
    ]);
  });

  it('names a bad variable', () => {
    expect(() =>
      loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, PUBLIC_URL: 'not a url' }),
    ).toThrow(/PUBLIC_URL/);
    expect(() => loadGatewayConfig({})).toThrow(/VIEWER_SIGNING_SECRET/);
  });

  it('needs the OIDC settings together', () => {
    expect(() =>
      loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, OIDC_ISSUER_URL: 'https://id.example' }),
    ).toThrow(/OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/);
  });
});
