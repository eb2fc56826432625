import type { Viewer } from '@worship/subgraph-kit';

/** What every gateway operation runs with (its own module: the plugins and the server share it). */
export interface GatewayContext {
  viewer: Viewer;
  /** The REST adapter's own fixed operations (operation-runner.ts): not priced by queryCostLimit. */
  trusted?: boolean;
}
