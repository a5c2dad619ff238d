import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import Button from 'react-bootstrap/Button';
import type { MatchFilter, MultiSearchStore } from '@core/multiSearch/MultiSearchStore';
import { InlineRadios } from '../InlineRadios';
import { MULTI_SEARCH_TEXT as T } from './texts';
import { formatNumber } from '@core/format';

export interface MultiSearchProps<T> {
  store: MultiSearchStore<T>;
  /** An item as the operator reads it ('Москва (Россия)'). */
  nameOf(item: T): string;
  /** The heading of the section ('Поиск по названиям'). */
  title: string;
  /** The names box's rows (A 9: 20). */
  rows?: number;
}

const FILTERS: MatchFilter[] = ['all', 'none', 'one', 'many'];

const ResultRow = observer(function ResultRow<T>({ store, index, nameOf }: { store: MultiSearchStore<T>; index: number; nameOf(item: T): string }) {
  const row = store.rows[index];
  const id = useId();
  return (
    <tr>
      <th scope="row" className="fw-normal text-break">
        {row.search}
      </th>
      <td>
        {row.result.length === 0 && <span className="text-body-secondary">{T.notFound}</span>}
        {row.result.length === 1 && <span className="text-break">{nameOf(row.result[0])}</span>}
        {row.result.length > 1 && (
          <>
            <label htmlFor={id} className="visually-hidden">
              {T.pickFor(row.search)}
            </label>
            <select id={id} className="form-select form-select-sm" value={store.picks[index] ?? ''} onChange={(e) => store.pick(index, e.target.value || null)}>
              <option value="">{T.choose}</option>
              {row.result.map((item) => {
                const key = store.idOf(item);
                return (
                  <option key={key} value={key}>
                    {nameOf(item)}
                  </option>
                );
              })}
            </select>
          </>
        )}
      </td>
    </tr>
  );
});

/**
 * The multi-line search's view (over MultiSearchStore): the names box, equal or like, 'Найти'; the results
 * filtered all / not found / one match / more than one, a pick per row where there are several, 'Применить'.
 * Not a <form>: it sits inside an option editor's form (Enter in the box is a new line).
 */
export const MultiSearch = observer(function MultiSearch<T>({ store, nameOf, title, rows = 20 }: MultiSearchProps<T>) {
  const id = useId();
  useEffect(() => store.stop, [store]);
  return (
    <section aria-labelledby={`${id}-title`} className="mb-3">
      <h3 id={`${id}-title`} className="h6">
        {title}
      </h3>
      <label htmlFor={`${id}-names`} className="form-label">
        {T.names}
      </label>
      <textarea id={`${id}-names`} className="form-control mb-2" rows={rows} value={store.text} onChange={(e) => store.setText(e.target.value)} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <InlineRadios legend={T.mode} value={store.mode} choices={T.modes} onChange={store.setMode} />
        <Button variant="outline-primary" size="sm" disabled={store.searching || store.names.length === 0} onClick={() => void store.run()}>
          {store.searching ? T.searching : T.search}
        </Button>
      </div>
      {store.searched && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <label htmlFor={`${id}-filter`} className="form-label mb-0">
              {T.show}
            </label>
            <select id={`${id}-filter`} className="form-select form-select-sm w-auto" value={store.filter} onChange={(e) => store.setFilter(e.target.value as MatchFilter)}>
              {FILTERS.map((f) => (
                <option key={f} value={f}>
                  {T.filters[f]} ({formatNumber(store.counts[f], 0)})
                </option>
              ))}
            </select>
            <Button variant="primary" size="sm" className="ms-auto" disabled={store.chosen.length === 0} onClick={store.apply}>
              {T.apply(store.chosen.length)}
            </Button>
          </div>
          <table className="table table-sm align-middle">
            <caption className="caption-top">{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.query}</th>
                <th scope="col">{T.found}</th>
              </tr>
            </thead>
            <tbody>
              {store.shown.map(({ index }) => (
                <ResultRow key={index} store={store} index={index} nameOf={nameOf} />
              ))}
              {store.shown.length === 0 && (
                <tr>
                  <td colSpan={2} className="text-body-secondary">
                    {T.nothing}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
});
