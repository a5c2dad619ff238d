// The race gate's helper: answers that arrive out of order must leave a list store showing the answer
// to the latest filters, and the requests it no longer needs must be aborted, not just ignored.
import { waitFor } from '@testing-library/react';
import type { Hold } from '@fixtures/server/core/holds';
import type { Method } from '@fixtures/server/core/types';
import type { RecordedRequest } from '@fixtures/server/testing/backend';
import type { ListStore } from '@core/ListStore';
import { notify } from '@core/notify';
import { backend } from './setup';

export interface LatestWinsOptions<S extends { start(): () => void }> {
  /** The page URL the store starts at (path, query, hash). */
  at: string;
  /** Builds the store; the helper starts it (its first load is held like the others). */
  makeStore: () => S;
  /** The list under test. */
  list: (store: S) => Pick<ListStore<unknown>, 'rows' | 'total' | 'state' | 'error'>;
  /** The list call (a pattern such as /a/:id works); GET unless said. */
  path: string;
  method?: Method;
  /**
   * Two or three successive filter changes made through the store's own actions (setStatus, draft
   * edit + search, sortBy, setPerPage…). Each must send one request whose answer differs from the
   * answers to the others, or the race proves nothing.
   */
  changes: ReadonlyArray<(store: S) => void>;
  /** The rows the store makes of an answer's `data`, when it maps them (default: as sent). */
  rowsOf?: (data: unknown[]) => unknown[];
  /** Which requests of `path` are the list's, when a load sends others there too (the generic report's get_totals=1). */
  where?: (request: RecordedRequest) => boolean;
  /**
   * The load's other GETs (a report's columns call), held with each change's list request: a change made while
   * they are in flight must not wait on an answer it aborted. Released with the latest answer, the list's older ones after.
   */
  alsoHeld?: string[];
}

export interface LatestWinsResult<S> {
  store: S;
  /** The list requests in the order sent: the first load, then one per change. */
  requests: RecordedRequest[];
}

interface Answer {
  rows: unknown[];
  total: number;
}

/** Two macrotasks: whatever a released answer would do to the store has happened by then. */
const settle = () => new Promise<void>((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

/**
 * Holds the first load and every change's request, releases the answers latest first, then the
 * older ones newest to oldest, and asserts: the store shows the latest answer (rows and total) and
 * a finished load state with no error; every earlier request was aborted and never answered.
 * The expected answers come from replaying the requests to the stand-in at the end (the replays
 * appear in backend.requests after the helper's own).
 */
export async function expectLatestWins<S extends { start(): () => void }>(options: LatestWinsOptions<S>): Promise<LatestWinsResult<S>> {
  const { path, changes } = options;
  const method = options.method ?? 'GET';
  if (changes.length < 2 || changes.length > 3) throw new Error('expectLatestWins: give two or three changes');
  const call = `${method} ${path}`;
  const sent = () => backend.all(method, path).filter(options.where ?? (() => true));
  const label = (i: number) => (i === 0 ? 'the first load' : `change ${i}`);
  const holds: Hold[] = [];
  const alsoHolds: Hold[] = [];
  const requests: RecordedRequest[] = [];

  const heldRequest = async (i: number, trigger: () => void): Promise<void> => {
    const before = sent().length;
    holds.push(backend.hold(method, path));
    for (const other of options.alsoHeld ?? []) alsoHolds.push(backend.hold('GET', other));
    trigger();
    await waitFor(() => {
      if (sent().length <= before) throw new Error(`expectLatestWins: ${label(i)} sent no ${call}`);
    });
    requests.push(sent()[before]);
  };

  window.history.replaceState(null, '', options.at);
  const store = options.makeStore();
  const list = options.list(store);
  let stop: () => void = () => undefined;
  try {
    await heldRequest(0, () => {
      stop = store.start();
    });
    for (const [i, change] of changes.entries()) {
      await heldRequest(i + 1, () => change(store));
      // "A new load aborts the one in flight": when the next one starts, not when its answer comes.
      await waitFor(() => {
        if (!requests[i].aborted) throw new Error(`expectLatestWins: ${label(i + 1)} did not abort the request of ${label(i)} (${call}), still in flight`);
      });
    }

    // Latest first, then the older ones newest to oldest: each would overwrite the store if it were let through.
    holds[holds.length - 1].release();
    alsoHolds.forEach((hold) => hold.release());
    await waitFor(() => expect(list.state).toBe('ready'));
    for (const hold of holds.slice(0, -1).reverse()) {
      hold.release();
      await settle();
    }

    const latest = requests[requests.length - 1];
    const earlier = requests.slice(0, -1);
    if (sent().length !== requests.length) throw new Error(`expectLatestWins: ${sent().length} ${call} were sent for ${requests.length} loads; each change must send one`);
    expect(latest).toMatchObject({ status: 200 });
    expect(latest.aborted).toBeFalsy();
    const fate = (r: RecordedRequest) => ({ query: r.query, aborted: Boolean(r.aborted), answered: r.status !== undefined });
    expect(earlier.map(fate)).toEqual(earlier.map((r) => ({ query: r.query, aborted: true, answered: false })));
    expect(list.state).toBe('ready');
    expect(list.error).toBeNull();
    expect(notify.toasts.filter((t) => t.variant === 'danger')).toEqual([]);

    const expected = await answerTo(latest, options.rowsOf);
    expect({ rows: list.rows, total: list.total }).toEqual(expected);
    for (const [i, request] of earlier.entries()) {
      if (JSON.stringify(await answerTo(request, options.rowsOf)) === JSON.stringify(expected)) {
        throw new Error(`expectLatestWins: ${label(i)} gets the same answer as the latest change, so the race proves nothing; pick changes whose answers differ`);
      }
    }
    return { store, requests };
  } finally {
    stop();
    holds.forEach((hold) => hold.release());
    alsoHolds.forEach((hold) => hold.release());
  }
}

/** What the stand-in answers to this request now (the data has not changed: a replay of a GET). */
async function answerTo(request: RecordedRequest, rowsOf: (data: unknown[]) => unknown[] = (data) => data): Promise<Answer> {
  const { method, path, query, body, headers } = request;
  const response = await backend.standIn.dispatch({ method, path, query, body, headers });
  const envelope = response.body as { data?: unknown; meta?: { total_count?: number; count?: number; total?: number } };
  const data = Array.isArray(envelope.data) ? (envelope.data as unknown[]) : [];
  // The total as api.list reads it (src/core/http.ts), or as the generic report's meta.total (S 7).
  return { rows: rowsOf(data), total: envelope.meta?.total_count ?? envelope.meta?.count ?? envelope.meta?.total ?? data.length };
}

export interface ReloadLatestWinsOptions<S extends { start(): () => void }> {
  /** The page URL the store starts at. */
  at: string;
  makeStore: () => S;
  list: (store: S) => Pick<ListStore<unknown>, 'rows' | 'total' | 'state' | 'error'>;
  /** The list call (GET). */
  path: string;
  /**
   * Two row actions made one after the other through the store (a status switch, a delete…): each
   * changes the data, then reloads the list. The second reload must abort the first.
   */
  actions: ReadonlyArray<(store: S) => unknown>;
}

/**
 * The race of a list that reloads after each change (CRUD tables): an operator acts on two rows in
 * a row, and the reload of the first comes back after the second's. Holds every list load, makes the
 * actions, releases the latest reload first and the older ones after it, and asserts: the list shows
 * what a fresh page shows after both actions (a second store, started now), the earlier reloads were
 * aborted, no error.
 */
export async function expectReloadLatestWins<S extends { start(): () => void }>(options: ReloadLatestWinsOptions<S>): Promise<S> {
  const { path, actions } = options;
  if (actions.length < 2) throw new Error('expectReloadLatestWins: give two actions or more');
  const sent = () => backend.all('GET', path);
  const holds: Hold[] = [];
  window.history.replaceState(null, '', options.at);
  const store = options.makeStore();
  const list = options.list(store);
  const stop = store.start();
  try {
    await waitFor(() => expect(list.state).toBe('ready'));
    for (const [i, act] of actions.entries()) {
      const before = sent().length;
      holds.push(backend.hold('GET', path));
      void act(store);
      await waitFor(() => {
        if (sent().length <= before) throw new Error(`expectReloadLatestWins: action ${i + 1} reloaded nothing (GET ${path})`);
      });
    }
    const reloads = sent().slice(-actions.length);
    await waitFor(() => expect(reloads.slice(0, -1).map((r) => Boolean(r.aborted))).toEqual(reloads.slice(0, -1).map(() => true)));
    holds[holds.length - 1].release();
    await waitFor(() => expect(list.state).toBe('ready'));
    for (const hold of holds.slice(0, -1).reverse()) {
      hold.release();
      await settle();
    }
    expect(list.error).toBeNull();
    expect(notify.toasts.filter((t) => t.variant === 'danger')).toEqual([]);
    const fresh = options.makeStore();
    const stopFresh = fresh.start();
    await waitFor(() => expect(options.list(fresh).state).toBe('ready'));
    stopFresh();
    const { rows, total } = options.list(fresh);
    expect({ rows: list.rows, total: list.total }).toEqual({ rows, total });
    return store;
  } finally {
    stop();
    holds.forEach((hold) => hold.release());
  }
}
