// What the jsdom gates check of a live page (src/test/gates/livePage.ts), in the words of
// e2e/gates/gate.ts: the catalogue's error toast, both islands alive, no load state left, a list's
// first rows. Plain DOM lookups: role queries over a page of rows are slow in jsdom.
import { waitFor } from '@testing-library/react';
import { CRASH_TEXT, ERROR_TITLE, LOADING_TEXTS, NAVIGATION } from '@e2e/gateExpectations';
import { existingScreens } from '@fixtures/server/node/screens';

const withNavigation = existingScreens().some((s) => s.entry === NAVIGATION);
/** A guest page (login) is served without the navigation island. */
export const isGuest = (entry: string): boolean => existingScreens().some((s) => s.entry === entry && s.guest === true);

const textOf = (node: Element | null) => (node?.textContent ?? '').trim();

/** The toasts on the page now: pass them to expectErrorToast to require a new one. */
export const toastsShown = (): Set<Element> => new Set(document.querySelectorAll('.toast'));

/** An error toast titled 'Ошибка' shows every line (one not among `before`, when given). */
export async function expectErrorToast(lines: string[], before: Set<Element> = new Set()): Promise<void> {
  await waitFor(() => {
    const fresh = [...document.querySelectorAll('.toast')].filter((t) => !before.has(t));
    const toasts = fresh.map((t) => ({ header: textOf(t.querySelector('.toast-header')), text: textOf(t) }));
    const toast = toasts.find((t) => t.text.includes(lines[0]));
    if (!toast) throw new Error(`No error toast saying "${lines[0]}"; toasts shown: ${JSON.stringify(toasts.map((t) => t.text))}`);
    expect(toast.header).toContain(ERROR_TITLE);
    for (const line of lines) expect(toast.text).toContain(line);
  });
}

/** The screen's island and the navigation island rendered some text, and neither crashed. */
export async function expectIslandsAlive(entry: string): Promise<void> {
  await waitFor(() => {
    for (const id of withNavigation && !isGuest(entry) ? [entry, NAVIGATION] : [entry]) {
      const island = document.getElementById(id);
      expect({ island: id, shows: textOf(island).length > 0 }).toEqual({ island: id, shows: true });
      expect({ island: id, crashed: textOf(island).includes(CRASH_TEXT) }).toEqual({ island: id, crashed: false });
    }
  });
}

/** No load-state text stays on the page. */
export async function expectNotLoading(): Promise<void> {
  await waitFor(() => {
    const body = document.body.textContent ?? '';
    expect(LOADING_TEXTS.filter((t) => body.includes(t))).toEqual([]);
  });
}

export async function expectShown(text: string): Promise<void> {
  await waitFor(() => expect(document.body.textContent ?? '').toContain(text));
}

/** The table named `name` (caption, aria-label or aria-labelledby), as a user finds it. */
function tableNamed(name: string): HTMLTableElement | undefined {
  return [...document.querySelectorAll('table')].find((table) => {
    const labelledBy = table.getAttribute('aria-labelledby');
    const names = [textOf(table.caption), table.getAttribute('aria-label') ?? '', labelledBy ? textOf(document.getElementById(labelledBy)) : ''];
    return names.includes(name);
  });
}

/** The first rows of a list once it has settled (rows shown, not busy). */
export async function firstRows(name: string, count = 5): Promise<string[]> {
  return waitFor(() => {
    const table = tableNamed(name);
    if (!table) throw new Error(`No table named "${name}"`);
    expect(table.getAttribute('aria-busy')).not.toBe('true');
    const rows = [...table.querySelectorAll('tbody tr')].map(textOf);
    expect(rows.length).toBeGreaterThan(0);
    return rows.slice(0, count);
  });
}
