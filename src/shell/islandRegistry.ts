/**
 * The islands whose bundles are on this page, by entry name, so that a screen can mount another one
 * into a node of its own with props it was given (A 7: the settings navigator's component_url answers
 * `{tag, props}`). Kept on `window`, not in a module: each entry is its own bundle and must find the
 * others' registrations whatever chunk this module lands in.
 */
export type IslandMount = (node: HTMLElement, rawProps: unknown) => { unmount(): void } | null;

const KEY = '__backOfficeIslands';
type WithRegistry = typeof globalThis & { [KEY]?: Map<string, IslandMount> };

function registry(): Map<string, IslandMount> {
  const scope = globalThis as WithRegistry;
  if (!scope[KEY]) scope[KEY] = new Map();
  return scope[KEY];
}

export function registerIsland(entry: string, mount: IslandMount): void {
  registry().set(entry, mount);
}

/** The mount of the island named `entry`, when its bundle is on the page. */
export function registeredIsland(entry: string): IslandMount | undefined {
  return registry().get(entry);
}

/** Tests: forget one registration. */
export function unregisterIsland(entry: string): void {
  registry().delete(entry);
}
