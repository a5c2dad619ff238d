import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { readCsrfToken, setCsrfToken } from './http';
import { showFlash } from './navigate';
import { PropsError, urlPathOf } from './props';
import { IslandShell, mountPageHosts } from '../ui/IslandShell';

/** Props every island may get from the backend. */
export interface BaseProps {
  /** Site prefix for absolute API paths (default ''). */
  urlPath?: string;
}

/** Thrown by a screen's props check: what was expected, for the backend developer. */
export { PropsError };

export interface MountOptions<P> {
  /** Check and narrow the parsed data-props; throw PropsError to say what is wrong. */
  parse?: (raw: Record<string, unknown>) => P;
}

function fail(node: HTMLElement | null, entry: string, problem: string): void {
  console.error(`[${entry}] ${problem}`);
  if (!node) return;
  const alert = document.createElement('div');
  alert.className = 'alert alert-danger';
  alert.setAttribute('role', 'alert');
  alert.textContent = `Не удалось открыть экран «${entry}»: ${problem}`;
  node.replaceChildren(alert);
}

function readProps(node: HTMLElement): Record<string, unknown> {
  const raw = node.dataset.props;
  if (raw === undefined || raw.trim() === '') return {};
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PropsError('data-props must be a JSON object');
  }
  urlPathOf(value as Record<string, unknown>);
  return value as Record<string, unknown>;
}

/**
 * The mount contract: the island renders into <div id="{entry}" data-props='{…}'>, with the CSRF
 * token read once from <meta name="csrf-token">, inside its own error boundary.
 */
export function mountIsland<P extends object>(
  entry: string,
  render: (props: P) => ReactNode,
  options: MountOptions<P> = {},
): Root | null {
  const node = document.getElementById(entry);
  if (!node) {
    fail(null, entry, `mount node <div id="${entry}"> is missing on this page`);
    return null;
  }
  let props: P;
  try {
    const raw = readProps(node);
    props = options.parse ? options.parse(raw) : (raw as P);
  } catch (error) {
    const why = error instanceof SyntaxError ? `data-props is not valid JSON (${error.message})` : (error as Error).message;
    fail(node, entry, `bad data-props: ${why}`);
    return null;
  }
  setCsrfToken(readCsrfToken());
  mountPageHosts();
  showFlash();
  const root = createRoot(node);
  root.render(<IslandShell entry={entry}>{render(props)}</IslandShell>);
  return root;
}
