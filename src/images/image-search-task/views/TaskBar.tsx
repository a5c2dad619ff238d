import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatNumber } from '@core/format';
import { SaveButton } from '@ui/FormModal';
import type { ImageSearchTaskStore } from '../ImageSearchTaskStore';
import { TEXTS } from '../texts';
import { NumberInput } from '@ui/NumberInput';

const count = (n: number | null): string => (n === null ? '—' : formatNumber(n, 0));

/** I 2.3 bottom bar: the limit and 'load more', Save, download JSON, the totals, the search query and the author. */
export const TaskBar = observer(function TaskBar({ store }: { store: ImageSearchTaskStore }) {
  const limitId = useId();
  const loadMoreId = useId();
  const { task } = store;
  if (!task) return null;
  return (
    <form
      className="search-task-bar d-flex flex-wrap align-items-center gap-3 py-2 px-3 mt-3"
      aria-label="Сохранение задачи"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store.save();
      }}
    >
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={limitId} className="form-label mb-0">
          {TEXTS.limit}
        </label>
        <NumberInput id={limitId} integer className="form-control form-control-sm" style={{ width: '6rem' }} value={store.limit} onChange={(text) => store.setLimit(text)} disabled={store.saving} />
      </div>
      <div className="form-check mb-0">
        <input id={loadMoreId} type="checkbox" className="form-check-input" checked={store.loadMore} onChange={(e) => store.setLoadMore(e.target.checked)} disabled={store.saving} />
        <label htmlFor={loadMoreId} className="form-check-label">
          {TEXTS.loadMore}
        </label>
      </div>
      <SaveButton saving={store.saving} label={TEXTS.save} />
      <button type="button" className="btn btn-outline-secondary" onClick={store.downloadJson}>
        {TEXTS.downloadJson}
      </button>
      {store.dirty && (
        <span className="text-warning-emphasis small" role="status">
          {TEXTS.unsaved}
        </span>
      )}
      <dl className="d-flex flex-wrap gap-3 mb-0 small ms-auto">
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{TEXTS.total}</dt>
          <dd className="mb-0">{formatNumber(store.images.length, 0)}</dd>
        </div>
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{TEXTS.found}</dt>
          <dd className="mb-0">
            {count(task.found_qty)} / {count(task.limit_qty)}
          </dd>
        </div>
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{TEXTS.marked}</dt>
          <dd className="mb-0">{formatNumber(store.markedCount, 0)}</dd>
        </div>
        <div className="d-flex gap-1 search-task-query">
          <dt className="fw-normal text-body-secondary">{TEXTS.query}</dt>
          <dd className="mb-0">{task.search_query}</dd>
        </div>
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{TEXTS.author}</dt>
          <dd className="mb-0">{task.author || TEXTS.unknownAuthor}</dd>
        </div>
      </dl>
    </form>
  );
});
