import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';

export const SESSION_COOKIE = 'sid';

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function secure(config: GatewayConfig) {
  return config.PUBLIC_URL.startsWith('https://');
}

export function setSessionCookie(res: Response, config: GatewayConfig, token: string): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    path: '/',
    maxAge: config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookie(res: Response, config: GatewayConfig): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    path: '/',
  });
}
