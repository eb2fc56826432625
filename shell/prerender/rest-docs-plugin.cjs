// Build step of the shell (webpack.config.cjs): the repository's REST reference (docs/rest.md)
// as a page of the app, docs/rest.html with its stylesheet, linked from the profile's API keys
// section. Emitted as assets, so it is precompressed and served like every other built file.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const MarkdownIt = require('markdown-it');

const NAME = 'RestDocsPlugin';
const PAGE = 'docs/rest.html';

/**
 * GitHub's heading anchors (github-slugger), which the doc's own links use:
 * `GET /api/songs/:id` → `get-apisongsid`, `Auth and users` → `auth-and-users`.
 */
function slugify(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Links that work on the page: its own anchors and other sites. */
const resolvable = (href) => href.startsWith('#') || /^https?:\/\//i.test(href);

/**
 * Heading ids as GitHub gives them (a repeated heading gets `-1`, `-2`…), and links to the
 * repository's other docs (songs-api.md, graphql.md…) left as their text: the app does not
 * serve those files.
 */
function appPageRule(state) {
  const seen = new Map();
  state.tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const inline = state.tokens[index + 1];
      const text = inline.children
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      const base = slugify(text);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      token.attrSet('id', count === 0 ? base : `${base}-${count}`);
    }
    if (token.type !== 'inline' || !token.children) return;
    let dropping = false;
    token.children = token.children.filter((child) => {
      if (child.type === 'link_open') {
        dropping = !resolvable(child.attrGet('href') ?? '');
        return !dropping;
      }
      if (child.type === 'link_close' && dropping) {
        dropping = false;
        return false;
      }
      return true;
    });
  });
}

/**
 * The page: the markdown rendered without raw HTML (the doc's `<key>` stays text), its first
 * heading as the title, the stylesheet at `stylesheetHref` (the CSP allows no inline script, and
 * a file keeps the page free of inline styles too) and a way back to the app.
 * @param {string} markdown
 * @param {{ stylesheetHref: string }} options
 */
function renderRestDocs(markdown, { stylesheetHref }) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push('app_page', appPageRule);
  const tokens = md.parse(markdown, {});
  const h1 = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
  if (h1 < 0) throw new Error(`${NAME}: the reference has no "# " heading for the title`);
  const heading = tokens[h1 + 1].content;
  const body = md.renderer.render(tokens, md.options, {});
  const { escapeHtml } = md.utils;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · Worship Planner</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<nav aria-label="Worship Planner"><a href="/profile">← Back to Worship Planner (your profile)</a></nav>
<main>
${body}</main>
</body>
</html>
`;
}

const STYLESHEET = `:root {
  color: #1f2328;
  background: #fff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.55;
}
body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.25rem 4rem; }
nav { padding: 0.5rem 0 1rem; border-bottom: 1px solid #d1d9e0; }
a { color: #0550ae; }
h1, h2, h3 { line-height: 1.25; margin: 2rem 0 0.75rem; }
h2 { padding-top: 1rem; border-top: 1px solid #d1d9e0; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
code { background: #eff2f5; border-radius: 4px; padding: 0.1em 0.3em; overflow-wrap: anywhere; }
pre { background: #f6f8fa; border: 1px solid #d1d9e0; border-radius: 6px; padding: 0.75rem 1rem; white-space: pre-wrap; overflow-wrap: anywhere; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: 0.95em; }
th, td { border: 1px solid #d1d9e0; padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f6f8fa; }
`;

class RestDocsPlugin {
  /** @param {{ markdownFile: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Watched, so `webpack --watch` picks up an edited reference.
      compilation.fileDependencies.add(this.options.markdownFile);
      compilation.hooks.processAssets.tap(
        // Before the precompression (OPTIMIZE_TRANSFER), so the page is compressed too.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const hash = createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 10);
          // Content-hashed like webpack's own files: the servers cache it for good.
          const stylesheet = `docs/rest.${hash}.css`;
          // `minimized`: webpack's HTML and CSS minifiers leave them alone, served as rendered.
          const info = { minimized: true };
          compilation.emitAsset(stylesheet, new sources.RawSource(STYLESHEET), {
            ...info,
            immutable: true,
          });
          const markdown = readFileSync(this.options.markdownFile, 'utf8');
          const publicPath = compilation.outputOptions.publicPath;
          compilation.emitAsset(
            PAGE,
            new sources.RawSource(
              renderRestDocs(markdown, { stylesheetHref: `${publicPath}${stylesheet}` }),
            ),
            info,
          );
        },
      );
    });
  }
}

module.exports = { RestDocsPlugin, renderRestDocs, slugify };
