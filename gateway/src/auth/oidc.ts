import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import * as client from 'openid-client';
import type { Logger } from '@worship/subgraph-kit';
import type { GatewayConfig } from '../config';
import { readCookie } from './cookies';

/** Short-lived cookie carrying PKCE verifier, state, nonce and the redirect through the provider. */
export const OIDC_COOKIE = 'oidc_tx';
const OIDC_COOKIE_PATH = '/api/callback';
const TRANSACTION_SECONDS = 600;

export interface OidcTransaction {
  codeVerifier: string;
  state: string;
  nonce: string;
  redirect: string;
  exp: number;
}

/** The claims the identity service needs to find or create the account. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * OpenID Connect sign-in (authorization code + PKCE, state and nonce) with openid-client.
 * Provider metadata is discovered on first use and cached; a failed discovery is retried.
 */
export function createOidc(config: GatewayConfig, logger: Logger) {
  const issuerUrl = new URL(config.OIDC_ISSUER_URL!);
  const redirectUri = `${config.PUBLIC_URL}/api/callback`;
  const insecure = issuerUrl.protocol === 'http:' && (!config.production || isLoopback(issuerUrl));
  const cookieKey = createHmac('sha256', config.VIEWER_SIGNING_SECRET)
    .update('oidc-transaction-cookie')
    .digest();
  const secure = config.PUBLIC_URL.startsWith('https://');
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        issuerUrl,
        config.OIDC_CLIENT_ID!,
        undefined,
        client.ClientSecretBasic(config.OIDC_CLIENT_SECRET!),
        {
          execute: insecure ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        logger.error({ err: error }, 'OIDC discovery failed');
        throw error;
      });
    return discovered;
  }

  const sign = (payload: string) =>
    createHmac('sha256', cookieKey).update(payload).digest('base64url');

  function writeTransaction(res: Response, tx: OidcTransaction) {
    const payload = Buffer.from(JSON.stringify(tx)).toString('base64url');
    res.cookie(OIDC_COOKIE, `${payload}.${sign(payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: OIDC_COOKIE_PATH,
      maxAge: TRANSACTION_SECONDS * 1000,
    });
  }

  function readTransaction(req: Request): OidcTransaction | null {
    const value = readCookie(req, OIDC_COOKIE);
    const [payload, signature, extra] = value?.split('.') ?? [];
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const tx = JSON.parse(Buffer.from(payload, 'base64url').toString()) as OidcTransaction;
      return typeof tx.exp === 'number' && tx.exp * 1000 > Date.now() ? tx : null;
    } catch {
      return null;
    }
  }

  return {
    /** Sends the browser to the provider, remembering where to come back to. */
    async begin(res: Response, redirect: string): Promise<void> {
      const oidc = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      writeTransaction(res, {
        codeVerifier,
        state,
        nonce,
        redirect,
        exp: Math.floor(Date.now() / 1000) + TRANSACTION_SECONDS,
      });
      res.redirect(302, url.href);
    },

    /**
     * Completes the flow: checks state, nonce and PKCE, exchanges the code, and returns the
     * profile and the saved redirect. Throws when anything does not check out.
     */
    async complete(
      req: Request,
      res: Response,
    ): Promise<{ profile: OidcProfile; redirect: string }> {
      const tx = readTransaction(req);
      res.clearCookie(OIDC_COOKIE, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: OIDC_COOKIE_PATH,
      });
      if (!tx) throw new Error('OIDC callback without a valid transaction cookie');
      const oidc = await configuration();
      const currentUrl = new URL(req.originalUrl, config.PUBLIC_URL);
      const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
        pkceCodeVerifier: tx.codeVerifier,
        expectedState: tx.state,
        expectedNonce: tx.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('OIDC token response without an ID token');
      let info: Record<string, unknown> = { ...claims };
      if (!info.email || !info.given_name) {
        try {
          info = {
            ...(await client.fetchUserInfo(oidc, tokens.access_token, claims.sub)),
            ...info,
          };
        } catch (error) {
          logger.warn({ err: error }, 'OIDC userinfo unavailable; using ID token claims only');
        }
      }
      // Linking by e-mail trusts the provider's verification; an explicitly unverified e-mail is dropped.
      const email = info.email_verified === false ? null : str(info.email);
      return {
        redirect: tx.redirect,
        profile: {
          issuer: claims.iss,
          subject: claims.sub,
          email,
          firstName: str(info.given_name) ?? str(info.name),
          lastName: str(info.family_name),
          profileImageUrl: str(info.picture),
        },
      };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
