import 'bootstrap/dist/css/bootstrap.min.css';
import '../ui/islands.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogHost } from '../ui/DialogHost';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ToastHost } from '../ui/ToastHost';

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

export function IslandShell({ entry, children }: { entry: string; children: ReactNode }) {
  return <ErrorBoundary entry={entry}>{children}</ErrorBoundary>;
}
