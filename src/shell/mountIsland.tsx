import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { readCsrfToken, setCsrfToken } from '../core/http';
import { showFlash } from '../core/navigate';
import { PropsError, type PropsSchema } from '../core/props';
import { IslandShell, mountPageHosts } from './IslandShell';

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

/**
 * The mount contract: the island renders into <div id="{entry}" data-props='{…}'>, its props checked
 * against the screen's schema, with the CSRF token read once from <meta name="csrf-token">, inside its
 * own error boundary.
 */
export function mountIsland<P>(entry: string, schema: PropsSchema<P>, render: (props: P) => ReactNode): Root | null {
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
  const root = createRoot(node);
  root.render(
    <IslandShell entry={entry} node={node}>
      {render(props)}
    </IslandShell>,
  );
  return root;
}
