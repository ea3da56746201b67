/** server/launch.mjs: a TypeScript entry as one plain-JavaScript module (see there). */
export declare const BUNDLE_DIR: string;
export declare function bundleModule(entry: string | URL, name: string): Promise<string>;
export declare const MALLOC_TUNABLES: string;
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
