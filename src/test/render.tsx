import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { showFlash } from '@core/navigate';
import { IslandShell, PageHosts } from '@shell/IslandShell';

export interface ScreenRender extends RenderResult {
  user: UserEvent;
  /** The mount node `<div id="{entry}">`, where the page's commands to the island arrive (src/core/islandCommands). */
  node: HTMLElement;
}

/**
 * Render a screen as the page would: at its route (path, query, hash), inside the island shell,
 * with the page-wide toasts and dialogs, and the toast a previous page left (mountIsland does the same).
 */
export function renderScreen(ui: ReactElement, options: { at?: string; entry?: string } = {}): ScreenRender {
  window.history.replaceState(null, '', options.at ?? '/');
  // No timer between keystrokes: typing stays a user's events (keydown, input, keyup), without a macrotask each.
  const user = userEvent.setup({ delay: null });
  showFlash();
  const entry = options.entry ?? 'test';
  const node = document.createElement('div');
  node.id = entry;
  document.body.appendChild(node);
  const result = render(
    <>
      <IslandShell entry={entry} node={node}>
        {ui}
      </IslandShell>
      <PageHosts />
    </>,
    { container: node },
  );
  return { ...result, user, node };
}
