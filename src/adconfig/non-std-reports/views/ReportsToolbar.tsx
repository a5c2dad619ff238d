import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import type { NonStdReportsStore } from '../NonStdReportsStore';
import { TEXT } from '../texts';
import type { ViewMode } from '../viewMode';

const MODES: Array<{ mode: ViewMode; title: string }> = [
  { mode: 'grid', title: TEXT.grid },
  { mode: 'list', title: TEXT.list },
];

/** A 2: search by name (Enter or 'Найти'), grid / list, 'Создать' (A 6: only with access.create). */
export const ReportsToolbar = observer(function ReportsToolbar({ store, createHref }: { store: NonStdReportsStore; createHref?: string }) {
  const searchId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.search();
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <form className="d-flex flex-wrap align-items-end gap-2" role="search" aria-label={TEXT.searchForm} onSubmit={submit}>
        <div>
          <label htmlFor={searchId} className="form-label">
            {TEXT.search}
          </label>
          <input id={searchId} type="search" className="form-control" value={store.draft.text.q} onChange={(e) => store.draft.edit('q', e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">
          Найти
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={store.reset}>
          Сбросить
        </button>
      </form>
      <div className="btn-group" role="group" aria-label={TEXT.viewToggle}>
        {MODES.map(({ mode, title }) => (
          <button
            key={mode}
            type="button"
            className={`btn btn-outline-secondary${store.view === mode ? ' active' : ''}`}
            aria-pressed={store.view === mode}
            onClick={() => store.setView(mode)}
          >
            {title}
          </button>
        ))}
      </div>
      {createHref && (
        <a className="btn btn-success ms-auto" href={createHref}>
          {TEXT.create}
        </a>
      )}
    </div>
  );
});
