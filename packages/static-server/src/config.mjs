// The static server's configuration: environment variables, checked at start-up (a bad value
// stops it with a message naming the variable). Kept to a tiny hand check so the runtime image
// installs nothing beyond sirv and http-proxy-middleware.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * @typedef {object} StaticConfig
 * @property {string} HOST
 * @property {number} PORT
 * @property {string} STATIC_DIR  the built front end (absolute)
 * @property {boolean} SPA  unknown paths that accept HTML get index.html (the shell)
 * @property {string | undefined} GATEWAY_URL  /api, /graphql and /remotes.json are forwarded there
 * @property {number} PROXY_TIMEOUT_SECONDS  a gateway answer taking longer gets 504
 * @property {boolean} SERVE_SOURCE_MAPS  serve *.map files (debugging only)
 * @property {string} SESSION_COOKIE  a request carrying it gets index.html, not a prerendered page
 */

const flag = (name, value) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw new Error(`must be true or false, got ${JSON.stringify(value)}`);
};
const integer = (min, max) => (name, value) => {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max)
    throw new Error(`must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return number;
};

/** Every variable, its default (undefined: optional; null: required) and its check. */
export const staticConfigShape = {
  HOST: { fallback: '0.0.0.0', parse: (_name, value) => value },
  PORT: { fallback: '8080', parse: integer(0, 65535) },
  STATIC_DIR: {
    fallback: null,
    parse: (_name, value) => {
      const dir = resolve(value);
      let isDir = false;
      try {
        isDir = statSync(dir).isDirectory();
      } catch {
        // missing
      }
      if (!isDir) throw new Error(`${dir} is not a directory (build it first: npm run build)`);
      return dir;
    },
  },
  SPA: { fallback: 'false', parse: flag },
  GATEWAY_URL: {
    fallback: undefined,
    parse: (_name, value) => {
      let url;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`must be an http(s) URL, got ${JSON.stringify(value)}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`must be an http(s) URL, got ${JSON.stringify(value)}`);
      return url.origin;
    },
  },
  PROXY_TIMEOUT_SECONDS: { fallback: '30', parse: integer(1, 3600) },
  SERVE_SOURCE_MAPS: { fallback: 'false', parse: flag },
  SESSION_COOKIE: {
    fallback: 'sid',
    parse: (_name, value) => {
      // RFC 6265 cookie-name: an HTTP token.
      if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(value))
        throw new Error(`must be a cookie name, got ${JSON.stringify(value)}`);
      return value;
    },
  },
};

/**
 * Reads and checks the configuration.
 * @param {Record<string, string | undefined>} [env]
 * @returns {StaticConfig}
 */
export function loadStaticConfig(env = process.env) {
  const config = {};
  const problems = [];
  for (const [name, { fallback, parse }] of Object.entries(staticConfigShape)) {
    const value = env[name] === undefined || env[name] === '' ? fallback : env[name];
    if (value === null) problems.push(`  ${name}: required`);
    else if (value === undefined) config[name] = undefined;
    else {
      try {
        config[name] = parse(name, value.trim());
      } catch (error) {
        problems.push(`  ${name}: ${error.message}`);
      }
    }
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return /** @type {StaticConfig} */ (config);
}
