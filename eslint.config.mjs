import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * import-x's TypeScript settings (which files it parses, with which parser) without its legacy
 * resolver entry: the resolver is set below, on the workspaces' tsconfigs.
 */
const { 'import-x/resolver': _legacyResolver, ...importXTypeScript } =
  importX.flatConfigs.typescript.settings;

const remotes = ['mf-groups', 'mf-songs', 'mf-schedules', 'mf-insights'];
const services = ['identity', 'groups', 'songs', 'schedules'];
const apps = ['shell', ...remotes, 'gateway'];
/** Code that runs in (or builds, or tests) the browser apps. */
const frontEnd = [
  'shell',
  ...remotes,
  'packages/design-system',
  'packages/shell-contract',
  'packages/song-view',
  'packages/webpack-config',
  'packages/common',
  'e2e',
];

/**
 * The shell and every remote share `react-router-dom` as a Module Federation singleton, and
 * `react-router` is not shared (packages/webpack-config): a direct `react-router` import would
 * bundle a second router, whose hooks fail inside the shell's <BrowserRouter>.
 */
const routerImport = {
  name: 'react-router',
  message: "Import from 'react-router-dom': the one router the shell and the remotes share.",
};

/** Forbids importing the named folders (relative or by workspace package name), and `react-router`. */
const forbid = (names, message) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [routerImport],
      patterns: names.flatMap((name) => [
        { group: [`**/${name}/**`, `**/${name}`], message },
        { group: [`@worship/${name}`, `@worship/${name}/**`], message },
      ]),
    },
  ],
});

const root = dirname(fileURLToPath(import.meta.url));

/**
 * One layout for every remote (docs/front-end.md): `src/<feature>/` folders, each with its own
 * components, hooks, GraphQL documents and tests, and these shared folders beside them.
 */
const remoteSharedFolders = ['lib', 'test', '__generated__'];
// LAYOUT PENDING (issue 16): mf-schedules still has cross-cutting components/, hooks/ and
// graphql/ folders, which the zones would take for features. Empty this list once it has the
// per-feature layout.
const layoutPending = ['mf-schedules'];

/**
 * `import-x/no-restricted-paths` zones, read from a remote's src/ folders: a feature never
 * imports another feature of its remote, and the shared folders never import a feature. A new
 * folder is a new feature, with nothing here to update.
 */
function layoutZones(remote) {
  const src = `${remote}/src`;
  const features = readdirSync(join(root, src), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !remoteSharedFolders.includes(entry.name))
    .map((entry) => `${src}/${entry.name}`);
  const zones = features.map((feature) => ({
    target: feature,
    from: features.filter((other) => other !== feature),
    message: `A feature of ${remote} never imports another: move what both need to ${src}/lib/, or the part only one opens into that feature's folder.`,
  }));
  zones.push({
    target: remoteSharedFolders.map((folder) => `${src}/${folder}`),
    from: features,
    message: `Code the features of ${remote} share never imports a feature.`,
  });
  return zones.filter((zone) => zone.from.length > 0);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/__generated__/**',
      'coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Test-only entries (`@worship/shell-contract/testing`, `@worship/subgraph-kit/testing`) are for
  // tests and their helpers: anywhere else they would end up in a bundle or a server.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/test/**', '**/testing/**', '**/testing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@worship/*/testing', '@worship/*/testing/**'],
              message: 'Test-only entry: import it from tests and test helpers only.',
            },
          ],
        },
      ],
    },
  },
  // One naming convention for every front-end file and folder: kebab-case (`song-card.tsx`
  // exports `SongCard`, hooks are `use-….ts`, tests `*.test.tsx`; `.test`, `.graphql`, `.styles`
  // and other middle extensions are allowed).
  {
    files: frontEnd.map((dir) => `${dir}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}`),
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,cts,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        Object.fromEntries(frontEnd.map((dir) => [`${dir}/**/`, 'KEBAB_CASE'])),
      ],
    },
  },
  // Boundaries: a remote never imports another remote; packages never import apps;
  // services never import each other's code.
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbid(
      [
        ...remotes.filter((r) => r !== remote),
        'shell',
        'gateway',
        ...services.map((s) => `services/${s}`),
      ],
      'A microfrontend talks to others only through the shell contract and the graph.',
    ),
  })),
  {
    files: ['shell/**'],
    rules: forbid([...remotes, 'gateway'], 'The shell loads remotes at run time only.'),
  },
  {
    files: ['packages/**'],
    rules: forbid([...apps, 'services'], 'Shared packages never import apps.'),
  },
  ...services.map((service) => ({
    files: [`services/${service}/**`],
    rules: forbid(
      [
        ...services.filter((s) => s !== service).map((s) => `services/${s}`),
        ...services.filter((s) => s !== service),
        ...apps,
      ],
      'Services meet through the graph and events, never through code.',
    ),
  })),
  {
    files: ['gateway/**'],
    rules: forbid(
      ['services', 'shell', ...remotes],
      'The gateway reaches services over HTTP only.',
    ),
  },
  // Front-end layout: each remote's zones (layoutZones).
  ...remotes
    .filter((remote) => !layoutPending.includes(remote))
    .map((remote) => ({
      files: [`${remote}/src/**`],
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: layoutZones(remote) }],
      },
    })),
  // No import cycles, anywhere: imports run one way (docs/service-layering.md: resolver →
  // access/loaders → service → entity), and a circle means files that cannot be understood,
  // tested or loaded one without the other. import-x skips `import type` (TypeScript erases it,
  // so it cannot change load order; the rule has no option to count it): keep type imports
  // one-way by hand, as the layering doc says.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importXTypeScript,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Server code is one program (tsconfig.tests.json); each app and package has its own.
          project: ['tsconfig.tests.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
