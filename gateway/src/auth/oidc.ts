import type { Request, Response } from 'express';
import * as client from 'openid-client';
import { signToken, verifyToken, type Logger } from '@worship/subgraph-kit';
import type { GatewayConfig } from '../config';
import { readCookie } from './cookies';

/** Short-lived cookie carrying PKCE verifier, state, nonce and the redirect through the provider. */
export const OIDC_COOKIE = 'oidc_tx';
const OIDC_COOKIE_PATH = '/api/callback';
const TRANSACTION_SECONDS = 600;
/** The signed-token purpose of the transaction cookie: a viewer token is never accepted as one. */
export const OIDC_TRANSACTION_PURPOSE = 'oidc-transaction';

export interface OidcTransaction {
  codeVerifier: string;
  state: string;
  nonce: string;
  redirect: string;
}

const isTransaction = (
  value: Record<string, unknown>,
): value is Record<string, unknown> & OidcTransaction =>
  (['codeVerifier', 'state', 'nonce', 'redirect'] as const).every(
    (key) => typeof value[key] === 'string',
  );

/** The claims the identity service needs to find or create the account. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only the provider's explicit `email_verified: true`; identity links accounts on it alone. */
  emailVerified: boolean;
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
  const signing = { secret: config.VIEWER_SIGNING_SECRET, purpose: OIDC_TRANSACTION_PURPOSE };
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

  function writeTransaction(res: Response, tx: OidcTransaction) {
    const value = signToken({ ...tx }, { ...signing, lifetimeSeconds: TRANSACTION_SECONDS });
    res.cookie(OIDC_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: OIDC_COOKIE_PATH,
      maxAge: TRANSACTION_SECONDS * 1000,
    });
  }

  /** The transaction this browser started, or null (missing, forged, expired, another purpose). */
  function readTransaction(req: Request): OidcTransaction | null {
    const claims = verifyToken(readCookie(req, OIDC_COOKIE), signing);
    return claims && isTransaction(claims) ? claims : null;
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
      writeTransaction(res, { codeVerifier, state, nonce, redirect });
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
      return {
        redirect: tx.redirect,
        profile: {
          issuer: claims.iss,
          subject: claims.sub,
          email: str(info.email),
          // Identity links an existing account by e-mail only on this (docs/security.md).
          emailVerified: info.email_verified === true,
          firstName: str(info.given_name) ?? str(info.name),
          lastName: str(info.family_name),
          profileImageUrl: str(info.picture),
        },
      };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
