/** Types of decoded-path.mjs for the gateway's TypeScript. */
export declare function decodedPath(pathname: string): string | null;
