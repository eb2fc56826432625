import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated calls that asks nothing of the client beyond what
 * browsers already send: an unsafe request whose Origin (or, failing that, Referer) is not
 * this app's own origin is refused. Requests without either header come from non-browser
 * clients, which carry no ambient cookie risk. Bearer-key calls carry no ambient credential.
 */
export function originCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.get('authorization')) {
      next();
      return;
    }
    const own = new Set([publicOrigin, `${req.protocol}://${req.get('host')}`]);
    const origin = req.get('origin');
    const referer = req.get('referer');
    const claimed = origin ?? (referer ? originOf(referer) : undefined);
    const crossSite = req.get('sec-fetch-site') === 'cross-site';
    if (
      (claimed !== undefined && (claimed === null || !own.has(claimed))) ||
      (claimed === undefined && crossSite)
    ) {
      res.status(403).json({ message: 'Cross-origin request refused' });
      return;
    }
    next();
  };
}
