// Build-time compression of the front ends' text assets: `<asset>.br` and `<asset>.gz` beside
// each original, so the static servers (sirv with `brotli`/`gzip`) send them as they are instead
// of compressing per request, at a level too slow for on-the-fly compression.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text assets worth compressing. Source maps are never served to visitors, so never compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;
/** Below about a kilobyte the saving does not pay for the extra file and header bytes. */
const THRESHOLD = 1024;

/** @returns {import('webpack').WebpackPluginInstance[]} brotli then gzip, originals kept */
function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: THRESHOLD, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins, COMPRESSIBLE, THRESHOLD };
