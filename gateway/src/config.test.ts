import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, remoteEntries } from './config';

const secret = 'x'.repeat(40);

describe('gateway config', () => {
  it('has working defaults', () => {
    const config = loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.production).toBe(false);
    expect(config.GROUPS_URL).toBe('http://127.0.0.1:4002');
    expect(config.SONGS_URL).toBe('http://127.0.0.1:4003');
    expect(remoteEntries(config)).toEqual([
      { name: 'mf_groups', mountPath: '/mf/groups/', dist: undefined, url: '/mf/groups/' },
      { name: 'mf_songs', mountPath: '/mf/songs/', dist: undefined, url: '/mf/songs/' },
      {
        name: 'mf_schedules',
        mountPath: '/mf/schedules/',
        dist: undefined,
        url: '/mf/schedules/',
      },
      { name: 'mf_insights', mountPath: '/mf/insights/', dist: undefined, url: '/mf/insights/' },
    ]);
  });

  it('takes the songs service and mf-songs from the environment', () => {
    const config = loadGatewayConfig({
      VIEWER_SIGNING_SECRET: secret,
      SONGS_URL: 'http://songs:4003/',
      MF_SONGS_DIST: 'mf-songs/dist',
      REMOTE_MF_SONGS_URL: 'https://songs.example/',
    });
    // Base URLs lose their trailing slash: the gateway appends /graphql and /readyz.
    expect(config.SONGS_URL).toBe('http://songs:4003');
    expect(remoteEntries(config)[1]).toEqual({
      name: 'mf_songs',
      mountPath: '/mf/songs/',
      dist: 'mf-songs/dist',
      url: 'https://songs.example/',
    });
    expect(() => loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, SONGS_URL: 'songs' })).toThrow(
      /SONGS_URL/,
    );
  });

  it('takes mf-schedules from the environment', () => {
    const config = loadGatewayConfig({
      VIEWER_SIGNING_SECRET: secret,
      MF_SCHEDULES_DIST: 'mf-schedules/dist',
      REMOTE_MF_SCHEDULES_URL: 'https://schedules.example/',
    });
    expect(remoteEntries(config)[2]).toEqual({
      name: 'mf_schedules',
      mountPath: '/mf/schedules/',
      dist: 'mf-schedules/dist',
      url: 'https://schedules.example/',
    });
  });

  it('takes mf-insights from the environment', () => {
    const config = loadGatewayConfig({
      VIEWER_SIGNING_SECRET: secret,
      MF_INSIGHTS_DIST: 'mf-insights/dist',
      REMOTE_MF_INSIGHTS_URL: 'https://insights.example/',
    });
    expect(remoteEntries(config)[3]).toEqual({
      name: 'mf_insights',
      mountPath: '/mf/insights/',
      dist: 'mf-insights/dist',
      url: 'https://insights.example/',
    });
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

  it('trusts exactly the proxy hops it is given, and refuses TRUST_PROXY=true', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, TRUST_PROXY }).TRUST_PROXY;
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8,fd00::/8, 192.168.1.1')).toBe(
      'loopback,10.0.0.0/8,fd00::/8,192.168.1.1',
    );
    // Trusting every hop makes the client's own X-Forwarded-For entry its address.
    expect(() => trust('true')).toThrow(/TRUST_PROXY.*trusts every hop/);
    expect(() => trust('yes')).toThrow(/TRUST_PROXY must be false, a hop count/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});
