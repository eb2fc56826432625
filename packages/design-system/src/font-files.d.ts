// webpack's `asset/resource` rule (packages/webpack-config) and Vite both turn a font import into its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
