import helmet from 'helmet';
import type { GatewayConfig } from '../config';
import { remoteEntries } from '../config';

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
 * elements, hence 'unsafe-inline' for styles only.
 */
export function securityHeaders(config: GatewayConfig) {
  const remotes = externalOrigins(remoteEntries(config).map((r) => r.url));
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
        connectSrc: ["'self'", ...remotes],
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
