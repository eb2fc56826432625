// The REST reference page of the shell's build: the markdown rendered for the app, and the
// plugin in a real (tiny) webpack build on the repository's docs/rest.md.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { RestDocsPlugin, renderRestDocs, slugify } = require('./rest-docs-plugin.cjs');

const REST_MD = fileURLToPath(new URL('../../docs/rest.md', import.meta.url));
const SAMPLE = `# REST API reference

Details: [songs-api.md](songs-api.md), the graph: [graphql.md](graphql.md#queries), see
[Auth and users](#auth-and-users) and [the spec](https://example.org/spec).

Send <script>alert(1)</script> and \`Authorization: Bearer <key>\`.

## Auth and users

### GET /api/songs/:id

## Song files: import and export

## Notes

## Notes
`;

describe('renderRestDocs', () => {
  const html = renderRestDocs(SAMPLE, { stylesheetHref: '/docs/rest.0123456789.css' });

  it('is an English page titled by the first heading, with its stylesheet and a way back', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>REST API reference · Worship Planner</title>');
    expect(html).toContain('<link rel="stylesheet" href="/docs/rest.0123456789.css">');
    expect(html).toContain('<a href="/profile">← Back to Worship Planner (your profile)</a>');
    expect(html).toContain('<h1 id="rest-api-reference">REST API reference</h1>');
    expect(html).not.toMatch(/<style|style=|<script/);
  });

  it('gives headings the anchors GitHub gives them, a repeated one numbered', () => {
    expect(html).toContain('<h2 id="auth-and-users">Auth and users</h2>');
    expect(html).toContain('<h3 id="get-apisongsid">GET /api/songs/:id</h3>');
    expect(html).toContain(
      '<h2 id="song-files-import-and-export">Song files: import and export</h2>',
    );
    expect(html).toContain('<h2 id="notes">Notes</h2>\n<h2 id="notes-1">Notes</h2>');
  });

  it('escapes raw HTML and keeps only links the page can follow', () => {
    expect(html).toContain('Send &lt;script&gt;alert(1)&lt;/script&gt; and');
    expect(html).toContain('<code>Authorization: Bearer &lt;key&gt;</code>');
    expect(html).toContain('Details: songs-api.md, the graph: graphql.md, see');
    expect(html).toContain('<a href="#auth-and-users">Auth and users</a>');
    expect(html).toContain('<a href="https://example.org/spec">the spec</a>');
  });

  it('refuses a reference without a title heading', () => {
    expect(() => renderRestDocs('Just text.\n', { stylesheetHref: '/x.css' })).toThrow(
      'RestDocsPlugin: the reference has no "# " heading for the title',
    );
  });

  it('slugs like github-slugger', () => {
    expect(slugify('GET /api/groups/:groupId/schedule-creators')).toBe(
      'get-apigroupsgroupidschedule-creators',
    );
    expect(slugify('Password-reset links')).toBe('password-reset-links');
    expect(slugify('POST /api/songs — session/key')).toBe('post-apisongs--sessionkey');
  });
});

describe('RestDocsPlugin in a webpack build of docs/rest.md', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rest-docs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('emits docs/rest.html, every in-page link of the reference landing on a heading', async () => {
    writeFileSync(join(dir, 'main.js'), 'console.log("shell");\n');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './main.js' },
      output: { path: join(dir, 'dist'), publicPath: '/' },
      plugins: [new RestDocsPlugin({ markdownFile: REST_MD })],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.toJson({ errors: true }).errors).toEqual([]);

    const css = readdirSync(join(dir, 'dist/docs')).filter((name) => name.endsWith('.css'));
    expect(css).toEqual([expect.stringMatching(/^rest\.[0-9a-f]{10}\.css$/)]);
    const html = readFileSync(join(dir, 'dist/docs/rest.html'), 'utf8');
    expect(html).toContain(`<link rel="stylesheet" href="/docs/${css[0]}">`);
    expect(html).toContain('<h1 id="rest-api-reference">REST API reference</h1>');

    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const anchors = [...html.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]);
    expect(anchors).toContain('auth-and-users');
    expect(anchors).toContain('your-account');
    expect(anchors.filter((anchor) => !ids.has(anchor))).toEqual([]);
    expect(html).not.toMatch(/href="[^"#/h][^"]*"/);
  });
});
