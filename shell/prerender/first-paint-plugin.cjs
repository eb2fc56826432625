// Build step of the shell (webpack.config.cjs): resource hints in index.html, the prerendered
// pages the servers send to visitors without a session cookie (prerendered/<path>.html), and
// route-remotes.json (src/remotes/route-table.ts) with which they announce a route's remote.
const NAME = 'FirstPaintPlugin';

/** Lazy chunks a signed-in visitor's first page needs (webpackChunkName in the sources). */
const SIGNED_IN_CHUNKS = [
  'bootstrap',
  'route-remotes',
  'app-router',
  'signed-in-area',
  'apollo-root',
  'dashboard-page',
];
/** The public songs page mounts mf-songs, which needs the router and Apollo. */
const PUBLIC_SONGS_CHUNKS = ['bootstrap', 'route-remotes', 'app-router', 'apollo-root'];

const isShareModule = (module) =>
  /^(Consume|Provide)SharedModule$/.test(module?.constructor?.name ?? '');

/** The share key a Consume/ProvideSharedModule stands for (`react`, `@apollo/client/react`). */
const shareKeyOf = (module) => module.options?.shareKey ?? module._name ?? module.options?.name;

/**
 * JavaScript files of the named chunk groups and of every shared module they use, found in the
 * chunk graph: with Module Federation a chunk's shared modules (react, Apollo, …) are loaded
 * only once the chunk has been asked for, and theirs after them, which makes the serial rounds
 * that preload hints flatten.
 */
function scriptFiles(compilation, names) {
  const providers = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.module?.constructor?.name === 'ProvideSharedModule') {
        const key = shareKeyOf(origin.module);
        providers.set(key, [...(providers.get(key) ?? []), group]);
      }
    }
  }
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (chunk.hasRuntime()) continue; // the entry: already a <script>
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      // The shared modules this chunk consumes, wherever webpack put them.
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        for (const block of module.blocks) visit(compilation.chunkGraph.getBlockChunkGroup(block));
        for (const provider of providers.get(shareKeyOf(module)) ?? []) visit(provider);
      }
    }
    for (const child of group.getChildren()) {
      if (child.origins.some((origin) => isShareModule(origin.module))) visit(child);
    }
  };
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${NAME}: no chunk named ${name} (webpackChunkName)`);
    visit(group);
  }
  return [...files].sort();
}

const fetchPreload = (href) =>
  `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`;

/**
 * Preloads in <head>: the current user and the given requests, then the scripts. `lowScripts`:
 * the page is already drawn (prerendered), so its scripts may come after what the paint needs
 * instead of competing with it as high-priority downloads.
 */
function hints(publicPath, { fetches, scripts, lowScripts = false }) {
  const priority = lowScripts ? ' fetchpriority="low"' : '';
  return [
    ...fetches.map(fetchPreload),
    ...scripts.map(
      (file) => `<link rel="preload" href="${publicPath}${file}" as="script"${priority}>`,
    ),
  ].join('');
}

const insertBeforeHeadEnd = (html, markup) => {
  if (!html.includes('</head>')) throw new Error(`${NAME}: index.html has no </head>`);
  return html.replace('</head>', `${markup}</head>`);
};

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a prerendered page in it: the page's styles in <head>, its markup in #root
 * (marked `data-prerendered` for src/bootstrap.tsx), its title, and its own preloads.
 */
function prerenderedHtml(template, doc, preloads) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template)) throw new Error(`${NAME}: index.html has no empty #root`);
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(doc.title)}</title>`)
    .replace(root, () => `<div id="root" data-prerendered="${doc.page}">${doc.html}</div>`)
    // The app runs the page; the notice is for the index.html every other path gets.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  html = insertBeforeHeadEnd(html, `${preloads}${doc.styles}`);
  return html;
}

class FirstPaintPlugin {
  /** @param {{ renderModule: string, currentUserUrl: string, remotesUrl: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after html-webpack-plugin (OPTIMIZE_INLINE) and before the precompression
        // (OPTIMIZE_TRANSFER), so the prerendered pages are compressed like index.html.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          const index = compilation.getAsset('index.html');
          if (!index) throw new Error(`${NAME}: html-webpack-plugin emitted no index.html`);
          const publicPath = compilation.outputOptions.publicPath;
          const { currentUserUrl, remotesUrl, renderModule } = this.options;
          const template = index.source.source().toString();

          // index.html goes to visitors with a session: prepare the signed-in pages.
          const signedIn = hints(publicPath, {
            fetches: [currentUserUrl, remotesUrl],
            scripts: scriptFiles(compilation, SIGNED_IN_CHUNKS),
          });
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(insertBeforeHeadEnd(template, signedIn)),
          );

          // A fresh require each build: the Node bundle was just rebuilt by the first compiler.
          delete require.cache[require.resolve(renderModule)];
          const { renderFirstPaints, routeRemotesJson } = require(renderModule);
          // For the servers: the remote page of each route, announced with index.html.
          compilation.emitAsset(
            'route-remotes.json',
            new sources.RawSource(`${JSON.stringify(routeRemotesJson(), null, 2)}\n`),
          );
          for (const doc of renderFirstPaints()) {
            const preloads =
              doc.page === 'landing'
                ? // No app chunk: the landing page runs without React for signed-out visitors.
                  hints(publicPath, { fetches: [currentUserUrl], scripts: [] })
                : hints(publicPath, {
                    fetches: [currentUserUrl, remotesUrl],
                    scripts: scriptFiles(compilation, PUBLIC_SONGS_CHUNKS),
                    lowScripts: true,
                  });
            compilation.emitAsset(
              doc.file,
              new sources.RawSource(prerenderedHtml(template, doc, preloads)),
            );
          }
        },
      );
    });
  }
}

module.exports = { FirstPaintPlugin, prerenderedHtml };
