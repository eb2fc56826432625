// The precompression plugins in a real (tiny) webpack production build: what lands in dist.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { precompressPlugins } = require('./precompress.cjs');

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
let files = [];

beforeAll(async () => {
  // Random words do not shrink to nothing, so the minified bundle stays well above 1 KB.
  const words = Array.from({ length: 600 }, (_, i) => `word${(i * 7919) % 1000}`).join(' ');
  writeFileSync(join(dir, 'big.js'), `console.log(${JSON.stringify(words)});\n`);
  writeFileSync(join(dir, 'small.js'), 'console.log("hi");\n');
  writeFileSync(join(dir, 'data.json'), JSON.stringify({ words }));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { big: './big.js', small: './small.js' },
    devtool: 'hidden-source-map',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:10].js' },
    plugins: [
      ...precompressPlugins(),
      {
        apply: (c) =>
          c.hooks.thisCompilation.tap('emit-json', (compilation) => {
            compilation.hooks.processAssets.tap(
              { name: 'emit-json', stage: c.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
              () => {
                const json = readFileSync(join(dir, 'data.json'));
                compilation.emitAsset('mf-manifest.json', new c.webpack.sources.RawSource(json));
              },
            );
          }),
      },
    ],
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else compiler.close(resolve);
    }),
  );
  files = readdirSync(join(dir, 'dist')).sort();
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressPlugins', () => {
  it('writes .br and .gz beside text assets over 1 KB and keeps the originals', () => {
    const big = files.find((f) => /^big\.[0-9a-f]{10}\.js$/.test(f));
    expect(big).toBeDefined();
    const original = readFileSync(join(dir, 'dist', big));
    expect(original.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist', `${big}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dir, 'dist', `${big}.gz`)))).toEqual(original);
    const manifest = readFileSync(join(dir, 'dist', 'mf-manifest.json'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist', 'mf-manifest.json.br')))).toEqual(
      manifest,
    );
    expect(files).toContain('mf-manifest.json.gz');
  });

  it('leaves small files and source maps alone', () => {
    const small = files.find((f) => /^small\.[0-9a-f]{10}\.js$/.test(f));
    expect(small).toBeDefined();
    expect(files).not.toContain(`${small}.br`);
    expect(files).not.toContain(`${small}.gz`);
    const maps = files.filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    expect(files.filter((f) => /\.map\.(br|gz)$/.test(f))).toEqual([]);
  });
});
