import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { LoadState } from '../../core/loadState';
import { targetId, type RecordTarget } from '../../core/record';
import { LoadFailed } from '../LoadFailed';
import { useStarted } from '../useStarted';
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
type StoreOf<S> =
  | { editOnly?: false; target: () => RecordTarget; badId: string; store: (id: number | null) => S }
  | { editOnly: true; target: () => RecordTarget; badId: string; store: (id: number) => S }
  | { editOnly?: false; target?: undefined; badId?: undefined; store: () => S };

export type RecordPageProps<S extends RecordPageStore> = StoreOf<S> & {
  /** Said when the load failed (default LoadFailed's words), beside 'Повторить'. */
  failedText?: string | ((id: number | null) => string);
  /** The form (RecordForm), once the page has a usable id and its load has not failed. */
  children: (store: S, id: number | null) => ReactNode;
};

/**
 * A record's page: which record (create, edit {id}, or an unusable id: BadRecordId), its store made
 * once with the requests leaving before the first paint, started for the page's life, LoadFailed with
 * 'Повторить' after a failed load, else the form (disabled by RecordForm while it loads).
 */
const OWN_RECORD: RecordTarget = { kind: 'create' };

export function RecordPage<S extends RecordPageStore>(props: RecordPageProps<S>) {
  const [target] = useState(() => props.target?.() ?? OWN_RECORD);
  const id = targetId(target);
  if (target.kind === 'bad-id' || (props.editOnly && id === null)) return <BadRecordId text={props.badId ?? ''} />;
  const make = (): S => (props.editOnly ? props.store(id ?? 0) : props.store(id));
  return <LoadedRecordPage make={make} id={id} failedText={props.failedText}>{props.children}</LoadedRecordPage>;
}

interface LoadedProps<S extends RecordPageStore> extends Pick<RecordPageProps<S>, 'failedText' | 'children'> {
  make: () => S;
  id: number | null;
}

const LoadedRecordPage = observer(function LoadedRecordPage<S extends RecordPageStore>({ id, make, failedText, children }: LoadedProps<S>) {
  const [store] = useState(() => {
    const created = make();
    created.page.fetch();
    return created;
  });
  useStarted(startsMore(store) ? store : store.page);
  if (store.page.state === 'failed') {
    return <LoadFailed text={typeof failedText === 'function' ? failedText(id) : failedText} onRetry={() => void store.page.load()} />;
  }
  return children(store, id);
}) as <S extends RecordPageStore>(props: LoadedProps<S>) => ReactNode;
