import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { showFlash } from '../core/navigate';
import { IslandShell, PageHosts } from '../shell/IslandShell';

export interface ScreenRender extends RenderResult {
  user: UserEvent;
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
  const result = render(
    <>
      <IslandShell entry={options.entry ?? 'test'}>{ui}</IslandShell>
      <PageHosts />
    </>,
  );
  return { ...result, user };
}
