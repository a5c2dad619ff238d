import 'bootstrap/dist/css/bootstrap.min.css';
import '@ui/islands.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogHost } from '@ui/DialogHost';
import { ErrorBoundary } from '@ui/ErrorBoundary';
import { ToastHost } from '@ui/ToastHost';
import { IslandNodeContext } from '@core/islandCommands';

const HOSTS_ID = 'island-page-hosts';

/** Toasts and dialogs are page-wide: rendered once, whichever island mounts first. */
export function mountPageHosts(doc: Document = document): void {
  if (doc.getElementById(HOSTS_ID)) return;
  const node = doc.createElement('div');
  node.id = HOSTS_ID;
  doc.body.appendChild(node);
  createRoot(node).render(<PageHosts />);
}

export function PageHosts() {
  return (
    <>
      <ToastHost />
      <DialogHost />
    </>
  );
}

/** `node`: the mount node, where the page's commands arrive (see islandCommands). */
export function IslandShell({ entry, node = null, children }: { entry: string; node?: HTMLElement | null; children: ReactNode }) {
  return (
    <IslandNodeContext.Provider value={node}>
      <ErrorBoundary entry={entry}>{children}</ErrorBoundary>
    </IslandNodeContext.Provider>
  );
}
