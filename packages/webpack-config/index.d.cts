import type { Configuration } from 'webpack';

export interface CreateConfigOptions {
  /** Module Federation container name; must be a JS identifier (`shell`, `mf_groups`). */
  name: string;
  /** App folder containing package.json and src/; output goes to `<dir>/dist`. */
  dir: string;
  /**
   * Remote exposes: module names and files both kebab-case (the front-end naming rule),
   * e.g. `{ './groups-page': './src/groups-page/groups-page.tsx' }`.
   */
  exposes?: Record<string, string>;
  /** The shell: emits index.html, publicPath '/', entry src/index.ts(x). */
  isHost?: boolean;
  /** Accepted for dev tooling; production builds ignore it. */
  port?: number;
  entry?: string | Record<string, string>;
  title?: string;
  template?: string;
  extraShared?: string[];
  styledComponents?: boolean;
  mode?: 'production' | 'development';
}

export declare function createConfig(options: CreateConfigOptions): Configuration;
export declare function sharedSingletons(
  pkg: {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  },
  extra?: string[],
): Record<string, { singleton: true; requiredVersion: string; strictVersion: false }>;
export declare const SINGLETONS: readonly string[];
