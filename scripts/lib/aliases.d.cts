/** The import aliases of tsconfig.json's paths: `@core` → the absolute path of src/core. */
export declare const aliases: Record<string, string>;
/** A module specifier through an alias as a path under `root` (no extension), or null when it uses none. */
export declare function resolveAlias(specifier: string, root?: string): string | null;
