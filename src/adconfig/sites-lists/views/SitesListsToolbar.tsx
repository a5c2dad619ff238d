import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { Select, type SelectOption } from '@ui/Select';
import type { SitesListStatus } from '../api';
import type { SitesListsStore } from '../SitesListsStore';
import { STATUS_TEXT } from './statusText';

const STATUS_OPTIONS: SelectOption<SitesListStatus>[] = [
  { value: 'active', label: STATUS_TEXT.active },
  { value: 'blocked', label: STATUS_TEXT.blocked },
];

/** A 2: search by name (Enter or 'Найти'), the status filter (A 6: only with the filter permission), the add link (store). */
export const SitesListsToolbar = observer(function SitesListsToolbar({ store, addHref }: { store: SitesListsStore; addHref: string }) {
  const searchId = useId();
  const { draft } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.search();
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <form className="d-flex flex-wrap align-items-end gap-2" role="search" aria-label="Поиск списков" onSubmit={submit}>
        <div>
          <label htmlFor={searchId} className="form-label">
            Поиск по названию
          </label>
          <input id={searchId} type="search" className="form-control" value={draft.text.q} onChange={(e) => draft.edit('q', e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">
          Найти
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={store.reset}>
          Сбросить
        </button>
      </form>
      {store.canFilterStatus && (
        <Select<SitesListStatus>
          className="sites-lists-status"
          label="Статус"
          labelVisible
          options={STATUS_OPTIONS}
          value={store.filters.values.s || null}
          onChange={store.setStatus}
          placeholder="Все статусы"
          isClearable
        />
      )}
      {store.permissions.store && (
        <a className="btn btn-success ms-auto" href={addHref}>
          Добавить
        </a>
      )}
    </div>
  );
});
