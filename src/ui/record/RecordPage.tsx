import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LoadState } from '@core/loadState';
import { targetId, type RecordTarget } from '@core/record';
import { LoadFailed } from '../LoadFailed';
import { useScreenStore } from '../useScreenStore';
import { BadRecordId } from './BadRecordId';

/** What the page needs of a record screen's store: its RecordPageState, and its own start when it starts more than the page (the disposer). */
export interface RecordPageStore {
  page: { readonly state: LoadState; fetch(): void; load(): Promise<void>; start(): () => void };
  start?(): () => void;
}

/** A store that starts more than its page (its own `start()` calls the page's). */
const startsMore = (store: RecordPageStore): store is RecordPageStore & { start(): () => void } => store.start !== undefined;

/**
 * A page creating or editing (`store(null)` on a create page), one that only edits (a create page is a bad
 * id), or the page's own record, which its address names without an id (`store()`, no target).
 */
export type RecordPageSpec<S> =
  | { editOnly?: false; target: () => RecordTarget; badId: string; store: (id: number | null) => S }
  | { editOnly: true; target: () => RecordTarget; badId: string; store: (id: number) => S }
  | { editOnly?: false; target?: undefined; badId?: undefined; store: () => S };

const OWN_RECORD: RecordTarget = { kind: 'create' };

/**
 * Which record the page is for (create, edit {id}, or an unusable id: no store) and its store, made once:
 * by the screen's entry before React's first render (mountIsland's store factory: `recordPage(spec)`), or by
 * RecordPage alone. `start()` sends the page's requests and starts the store for the page's life.
 */
export class RecordPageSetup<S extends RecordPageStore> {
  readonly id: number | null;
  /** Null: the address names no usable record (BadRecordId). */
  readonly store: S | null;
  readonly badId: string;

  constructor(spec: RecordPageSpec<S>) {
    const target = spec.target?.() ?? OWN_RECORD;
    this.id = targetId(target);
    this.badId = spec.badId ?? '';
    const bad = target.kind === 'bad-id' || (spec.editOnly === true && this.id === null);
    this.store = bad ? null : spec.editOnly ? spec.store(this.id ?? 0) : spec.store(this.id);
  }

  start(): () => void {
    const store = this.store;
    if (!store) return () => undefined;
    store.page.fetch();
    return startsMore(store) ? store.start() : store.page.start();
  }
}

/** A record screen's store factory for its entry: `export const xStore = (props: XProps) => recordPage({ target, badId, store })`. */
export const recordPage = <S extends RecordPageStore>(spec: RecordPageSpec<S>): RecordPageSetup<S> => new RecordPageSetup(spec);

/** The page as the screen's entry made it (`page`: the screen's `useScreenStore(props.store, () => xStore(props))`), or a spec RecordPage makes it from. */
type PageOf<S extends RecordPageStore> = RecordPageSpec<S> | { page: RecordPageSetup<S>; editOnly?: never; target?: never; badId?: never; store?: never };

export type RecordPageProps<S extends RecordPageStore> = PageOf<S> & {
  /** Said when the load failed (default LoadFailed's words), beside 'Повторить'. */
  failedText?: string | ((id: number | null) => string);
  /** The form (RecordForm), once the page has a usable id and its load has not failed. */
  children: (store: S, id: number | null) => ReactNode;
};

/**
 * A record's page: which record (create, edit {id}, or an unusable id: BadRecordId), its store made
 * once with the requests leaving before the first paint (before React's first render when its entry made
 * it), started for the page's life, LoadFailed with 'Повторить' after a failed load, else the form
 * (disabled by RecordForm while it loads).
 */
export function RecordPage<S extends RecordPageStore>(props: RecordPageProps<S>) {
  const given = 'page' in props ? props.page : undefined;
  const page = useScreenStore(given, () => {
    const made = new RecordPageSetup(props as RecordPageSpec<S>);
    // Made here (a screen given no page), its requests still leave during the first render.
    made.store?.page.fetch();
    return made;
  });
  if (!page.store) return <BadRecordId text={page.badId} />;
  return <LoadedRecordPage store={page.store} id={page.id} failedText={props.failedText}>{props.children}</LoadedRecordPage>;
}

interface LoadedProps<S extends RecordPageStore> extends Pick<RecordPageProps<S>, 'failedText' | 'children'> {
  store: S;
  id: number | null;
}

const LoadedRecordPage = observer(function LoadedRecordPage<S extends RecordPageStore>({ id, store, failedText, children }: LoadedProps<S>) {
  if (store.page.state === 'failed') {
    return <LoadFailed text={typeof failedText === 'function' ? failedText(id) : failedText} onRetry={() => void store.page.load()} />;
  }
  return children(store, id);
}) as <S extends RecordPageStore>(props: LoadedProps<S>) => ReactNode;
