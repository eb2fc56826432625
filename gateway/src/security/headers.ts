import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from '../config';
import { remoteEntries } from '../config';
import { devOverrides } from '../dev/dev-overrides';

function externalOrigins(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || url.startsWith('/')) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/**
 * Security headers with a CSP the shell and its remotes work under: scripts and manifests
 * from this origin and from each remote's own origin; styled-components injects <style>
 * elements, hence 'unsafe-inline' for styles only. In development, the origins of the remotes'
 * dev servers in force (dev/dev-overrides.ts) are allowed too, and their hot-update sockets.
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const overrides = devOverrides(config.DEV_OVERRIDES_DIR);
  const configured = helmetFor(config, []);
  if (!overrides.enabled) return configured;
  const byOrigins = new Map<string, RequestHandler>([['', configured]]);
  return (req, res, next) => {
    const dev = externalOrigins(
      overrides
        .list()
        .filter((o) => o.kind === 'remote')
        .map((o) => o.url),
    );
    const key = dev.join(' ');
    let handler = byOrigins.get(key);
    if (!handler) {
      handler = helmetFor(config, dev);
      byOrigins.set(key, handler);
    }
    handler(req, res, next);
  };
}

function helmetFor(config: GatewayConfig, devOrigins: string[]): RequestHandler {
  const remotes = [...externalOrigins(remoteEntries(config).map((r) => r.url)), ...devOrigins];
  const sockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const oidc = externalOrigins([config.OIDC_ISSUER_URL]);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...sockets],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...oidc],
        frameAncestors: ["'none'"],
        ...(config.PUBLIC_URL.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://'),
  });
}
