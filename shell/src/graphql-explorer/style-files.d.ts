// Stylesheets are asset/resource modules (packages/webpack-config): importing one gives its URL.
declare module '*.css' {
  const url: string;
  export default url;
}
