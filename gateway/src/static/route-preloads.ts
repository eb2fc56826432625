import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// The shell's build writes `route-remotes.json` (shell/prerender/first-paint-plugin.cjs, from
// shell/src/remotes/route-table.ts): the remote modules each client route mounts at once (a
// remote page, or the dashboard's sections). With it the gateway announces, in the HTML
// response's `Link` header, everything they need before the shell's code has asked for it: each
// remote's manifest, its entry and the exposed modules' chunks. They then download alongside the
// shell's own chunks instead of two rounds later.

export const ROUTE_REMOTES_FILE = 'route-remotes.json';

const routeTable = z.array(
  z.object({
    pattern: z.string(),
    parts: z.array(z.object({ remote: z.string(), expose: z.string() })),
    /** Open to signed-out visitors too (others redirect them to sign in: nothing to fetch). */
    anyone: z.boolean().default(false),
  }),
);

/** What an expose needs at once (Module Federation manifest: `exposes[].assets.js.sync`). */
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

export interface PreloadRemote {
  name: string;
  /** Where browsers load it from: a path on this origin or another origin's URL. */
  url: string;
  /** Its build folder when this gateway serves it (all-in-one mode). */
  dist?: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const joinUrl = (base: string, file: string) => `${base.replace(/\/?$/, '/')}${file}`;

/** Link header entries for exposed modules of one remote, or its manifest when its build is not here. */
function linksFor(remote: PreloadRemote, exposes: string[]): string[] {
  const manifestUrl = joinUrl(remote.url, 'mf-manifest.json');
  // The Module Federation runtime fetches the manifest with fetch() (CORS, same-origin
  // credentials: `crossorigin`) and adds scripts without a crossorigin attribute.
  const links = [`<${manifestUrl}>; rel=preload; as=fetch; crossorigin`];
  const manifest = remote.dist
    ? manifestSchema.safeParse(readJson(join(remote.dist, 'mf-manifest.json')))
    : undefined;
  if (manifest?.success) {
    const { remoteEntry } = manifest.data.metaData;
    const files = new Set([joinUrl(remoteEntry.path, remoteEntry.name)]);
    for (const expose of manifest.data.exposes.filter((e) => exposes.includes(e.path)))
      for (const file of expose.assets.js.sync) files.add(file);
    for (const file of [...files].map((f) => f.replace(/^\/+/, '')))
      links.push(`<${joinUrl(remote.url, file)}>; rel=preload; as=script`);
  }
  return links;
}

/**
 * Reads the shell build's route table and the remotes' manifests once (a new build needs a
 * restart, as for the static files) and answers the `Link` header for a page's path, or null when
 * the path mounts no remote page for this visitor.
 */
export function routePreloads(
  shellDist: string,
  remotes: PreloadRemote[],
): (pathname: string, signedIn: boolean) => string | null {
  const table = routeTable.safeParse(readJson(join(shellDist, ROUTE_REMOTES_FILE)));
  if (!table.success) return () => null;
  const routes = table.data.map((route) => {
    // Remotes in the order the route names them, each with the modules it exposes to it.
    const exposesByRemote = new Map<string, string[]>();
    for (const { remote, expose } of route.parts)
      exposesByRemote.set(remote, [...(exposesByRemote.get(remote) ?? []), expose]);
    const links = [...exposesByRemote].flatMap(([name, exposes]) => {
      const remote = remotes.find((r) => r.name === name);
      return remote ? linksFor(remote, exposes) : [];
    });
    return {
      pattern: new RegExp(route.pattern),
      anyone: route.anyone,
      links: links.length ? links.join(', ') : null,
    };
  });
  return (pathname, signedIn) => {
    const path = pathname.replace(/\/+$/, '') || '/';
    const route = routes.find((r) => r.pattern.test(path));
    return route && (signedIn || route.anyone) ? route.links : null;
  };
}
