// /sw.js: shell/service-worker/service-worker.ts compiled by Workbox's InjectManifest, with the
// list of this build's files it precaches (`self.__WB_MANIFEST`). What is left out of the list:
// source maps and the .br/.gz copies (the worker stores what the browser decoded), licence
// notes, the prerendered pages (the worker answers offline pages with index.html), the build's
// data for the servers (route-remotes.json), the REST reference page, and every file only the
// GraphQL explorer loads (GraphiQL and its stylesheet: a developer's tool, useless offline, and
// most of the build's weight).
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');

/** Files of the shell's build that are not precached (matched against the output path). */
const NOT_PRECACHED = [
  /\.map$/,
  /\.(br|gz)$/,
  /\.LICENSE\.txt$/,
  /^prerendered\//,
  /^docs\//,
  /^route-remotes\.json$/,
];

/** The lazy chunk (webpackChunkName, shell/src/app/app-router.tsx) whose files are not kept. */
const ONLINE_ONLY_CHUNK = 'graphql-explorer';

/**
 * The files of the chunks that only `chunkName` loads (itself, the chunks it alone imports, and
 * the assets their modules emit), from webpack's chunk graph: what the rest of the app shares
 * with it stays in the precache.
 */
function filesOnlyFor(compilation, chunkName) {
  const root = compilation.namedChunkGroups.get(chunkName);
  if (!root) throw new Error(`service worker: no chunk named ${chunkName} in the shell's build`);
  const groups = new Set();
  const visit = (group) => {
    if (groups.has(group)) return;
    groups.add(group);
    for (const child of group.getChildren()) visit(child);
  };
  visit(root);
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      if (![...chunk.groupsIterable].every((g) => groups.has(g))) continue;
      for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) files.add(file);
    }
  }
  return files;
}

/** @param {string} shellDir the shell's folder */
function serviceWorkerPlugin(shellDir) {
  return new InjectManifest({
    swSrc: path.join(shellDir, 'service-worker', 'service-worker.ts'),
    swDest: 'sw.js',
    exclude: NOT_PRECACHED,
    // Content-hashed names are their own revision: no `__WB_REVISION__` query on them.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.[a-z0-9]+$/i,
    // The largest of the shell's own files is well under this; a bigger one is a mistake to see.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      async (entries, compilation) => {
        const onlineOnly = filesOnlyFor(compilation, ONLINE_ONLY_CHUNK);
        return {
          manifest: entries.filter((entry) => !onlineOnly.has(entry.url.replace(/^\//, ''))),
          warnings: [],
        };
      },
    ],
  });
}

module.exports = { serviceWorkerPlugin, NOT_PRECACHED, filesOnlyFor };
