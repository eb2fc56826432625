/** Types of prerendered.mjs for the gateway's TypeScript. */
export declare const PRERENDERED_DIR: 'prerendered';
export declare function prerenderedFileFor(pathname: string): string | null;
export declare function listPrerendered(dir: string): Set<string>;
export declare function hasCookie(header: string | undefined, name: string): boolean;
