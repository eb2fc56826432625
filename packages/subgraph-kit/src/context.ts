import type { EntityManager } from './database';
import { UnauthenticatedError } from './errors';
import type { Viewer } from './viewer-token';

/** What every resolver receives: the verified caller and this request's own EntityManager. */
export interface SubgraphContext {
  viewer: Viewer;
  /** A fork of the ORM's EntityManager for this request only. */
  em: EntityManager;
}

/** The signed-in caller's id; an anonymous caller is refused with UNAUTHENTICATED. */
export function requireUserId(context: SubgraphContext): string {
  if (!context.viewer.userId) throw new UnauthenticatedError();
  return context.viewer.userId;
}
