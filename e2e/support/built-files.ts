// What the production builds contain, for the source-map checks of the topology tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './launcher';

/** The JavaScript files of a built front end (`shell`, `mf-groups`) and their source maps. */
export function builtFiles(app: string) {
  const dist = join(ROOT, app, 'dist');
  if (!existsSync(dist)) throw new Error(`${app}/dist is missing: npm run build`);
  const names = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  const js = names.filter((name) => name.endsWith('.js'));
  return {
    js,
    maps: names.filter((name) => name.endsWith('.map')),
    /** JS files that point browsers at a source map. */
    withMapComment: js.filter((name) =>
      /[#@] sourceMappingURL=/.test(readFileSync(join(dist, name), 'utf8')),
    ),
  };
}

/** GETs `url`: status, the SourceMap header and whether the body names a source map. */
export async function fetchAsset(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    mapped: /[#@] sourceMappingURL=/.test(body) || res.headers.has('sourcemap'),
  };
}
