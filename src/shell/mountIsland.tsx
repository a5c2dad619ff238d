import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useEffect, type ReactNode } from 'react';
import { readCsrfToken, setCsrfToken } from '@core/http';
import { showFlash } from '@core/navigate';
import { PropsError, type PropsSchema } from '@core/props';
import { IslandShell, mountPageHosts } from './IslandShell';
import { registerIsland } from './islandRegistry';
import type { StartedStore } from '@ui/useScreenStore';

function fail(node: HTMLElement | null, entry: string, problem: string): void {
  console.error(`[${entry}] ${problem}`);
  if (!node) return;
  const alert = document.createElement('div');
  alert.className = 'alert alert-danger';
  alert.setAttribute('role', 'alert');
  alert.textContent = `Не удалось открыть экран «${entry}»: ${problem}`;
  node.replaceChildren(alert);
}

function readProps<P>(node: HTMLElement, schema: PropsSchema<P>, entry: string): P {
  const text = node.dataset.props;
  const raw: unknown = text === undefined || text.trim() === '' ? {} : JSON.parse(text);
  const props = schema.parse(raw);
  const unknown = Object.keys(raw as object).filter((key) => !schema.keys.includes(key));
  // Not refused (the backend may pass more than a screen reads), but a misspelt flag shows up here.
  if (unknown.length) console.warn(`[${entry}] data-props has keys this screen does not read: ${unknown.join(', ')}`);
  return props;
}

/** How a screen's island is drawn: with its checked props and, when it has a store factory, the store it made. */
type Render<P, S> = (props: P, store: S) => ReactNode;
/**
 * Makes the screen's store from the checked props (the screen's own `xStore(props)`, as the screen alone
 * makes it); null when the page names nothing to load (a bad ?id=: the screen says so).
 */
type MakeStore<P, S> = (props: P) => S;

/** Stops the store when its island goes, however the root is unmounted (the page's or a test's `root.unmount()`). */
function StoreLife({ stop, children }: { stop: () => void; children: ReactNode }) {
  useEffect(() => stop, [stop]);
  return children;
}

/** Rethrown inside the island's error boundary: a store that could not be made or started shows as the island's crash. */
function Failed({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** How an island mounts besides its contract. */
export interface MountOptions {
  /**
   * The island renders once this has resolved, synchronously then (not queued behind the work of a big list); its
   * store, when it has one, is made and started at once all the same, so its first requests leave before React's
   * first commit. For the layout's navigation bar, which waits for the page's screen to paint first (issue 45).
   */
  renderAfter?: Promise<void>;
}

/** Draws `tree` on `root` now, or once `after` has resolved unless the root was unmounted by then. */
function drawer(root: Root, after?: Promise<void>): (tree: ReactNode) => void {
  if (!after) return (tree) => root.render(tree);
  let alive = true;
  // Whoever unmounts the root (this island's handle, or a test that keeps the roots it saw made), it is not drawn later.
  const unmount = root.unmount.bind(root);
  root.unmount = () => {
    alive = false;
    unmount();
  };
  return (tree) => void after.then(() => alive && flushSync(() => root.render(tree)));
}

/**
 * The island's tree on `root`. With a store factory, the store is made and started BEFORE the first
 * render, so its first requests leave while React still renders (not after the first commit), the
 * screen gets it (and never starts it again), and it is stopped when the root is unmounted.
 */
function renderIsland<P, S extends StartedStore | null>(root: Root, shell: (children: ReactNode) => ReactNode, props: P, render: Render<P, S | undefined>, make?: MakeStore<P, S>, after?: Promise<void>): Root {
  const draw = drawer(root, after);
  if (!make) {
    draw(shell(render(props, undefined)));
    return root;
  }
  let stop: (() => void) | null = null;
  let tree: ReactNode;
  try {
    const store = make(props);
    const dispose = store?.start() ?? (() => undefined);
    stop = () => {
      stop = null;
      dispose();
    };
    tree = render(props, store);
  } catch (error) {
    tree = <Failed error={error} />;
  }
  const stopOnce = () => stop?.();
  draw(<StoreLife stop={stopOnce}>{shell(tree)}</StoreLife>);
  // Unmounted before its first commit, the effect above never ran: stop the store here too.
  return {
    render: (children) => root.render(children),
    unmount: () => {
      root.unmount();
      stopOnce();
    },
  };
}

/**
 * The mount contract: the island renders into <div id="{entry}" data-props='{…}'>, its props checked
 * against the screen's schema, with the CSRF token read once from <meta name="csrf-token">, inside its
 * own error boundary. A screen with a store passes its factory (`store`): the store is made from the
 * checked props and started before React's first render, given to `render`, and stopped on unmount.
 */
export function mountIsland<P>(entry: string, schema: PropsSchema<P>, render: (props: P) => ReactNode): Root | null;
export function mountIsland<P, S extends StartedStore | null>(entry: string, schema: PropsSchema<P>, render: Render<P, S>, store: MakeStore<P, S>, options?: MountOptions): Root | null;
export function mountIsland<P, S extends StartedStore | null>(entry: string, schema: PropsSchema<P>, render: Render<P, S | undefined>, store?: MakeStore<P, S>, options: MountOptions = {}): Root | null {
  // Another island may mount this one into a node of its own (the settings navigator's components).
  registerIsland(entry, (node, raw) => mountEmbedded(node, entry, schema, render, store, raw));
  const node = document.getElementById(entry);
  if (!node) {
    fail(null, entry, `mount node <div id="${entry}"> is missing on this page`);
    return null;
  }
  let props: P;
  try {
    props = readProps(node, schema, entry);
  } catch (error) {
    const why = error instanceof SyntaxError ? `data-props is not valid JSON (${error.message})` : error instanceof PropsError ? error.message : String(error);
    fail(node, entry, `bad data-props: ${why}`);
    return null;
  }
  const token = readCsrfToken();
  // Writes would all be refused by the backend: say why once, here, rather than per failed save.
  if (!token) console.error(`[${entry}] <meta name="csrf-token"> is missing or empty on this page: saves will be refused`);
  setCsrfToken(token);
  mountPageHosts();
  showFlash();
  const shell = (children: ReactNode) => (
    <IslandShell entry={entry} node={node}>
      {children}
    </IslandShell>
  );
  return renderIsland(createRoot(node), shell, props, render, store, options.renderAfter);
}

/** This island in another island's node, with props given as an object (checked as data-props are). */
function mountEmbedded<P, S extends StartedStore | null>(node: HTMLElement, entry: string, schema: PropsSchema<P>, render: Render<P, S | undefined>, store: MakeStore<P, S> | undefined, raw: unknown): Root | null {
  let props: P;
  try {
    props = schema.parse(raw ?? {});
  } catch (error) {
    fail(node, entry, `bad props: ${error instanceof PropsError ? error.message : String(error)}`);
    return null;
  }
  return renderIsland(createRoot(node), (children) => <IslandShell entry={entry}>{children}</IslandShell>, props, render, store);
}
