import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { DateField, NumberField, TextField } from '@ui/record/fields';
import { FILTER_CAP, type NonStdReportRunStore } from '../NonStdReportRunStore';
import { TEXT } from '../texts';

/** The report's filters (params.filters), labelled by their titles (their keys when the report gives none); Enter or 'Поиск' searches. */
export const RunFilters = observer(function RunFilters({ store }: { store: NonStdReportRunStore }) {
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.search();
  };
  return (
    <form className="card card-body" role="search" aria-label={TEXT.filters} noValidate onSubmit={submit}>
      <div className="row g-3">
        {store.filters.map((filter, i) =>
          filter.type === 'date' ? (
            <DateField key={i} form={form} path={`values.${i}`} label={store.label(filter)} className="col-sm-6 col-lg-3" />
          ) : filter.type === 'float' || filter.type === 'int' ? (
            // A number: '1 500,5' taken, ru-RU once left; an int's field the numeric keyboard (issue 44).
            <NumberField key={i} form={form} path={`values.${i}`} label={store.label(filter)} integer={filter.type === 'int'} className="col-sm-6 col-lg-3" />
          ) : (
            <TextField key={i} form={form} path={`values.${i}`} label={store.label(filter)} className="col-sm-6 col-lg-3" />
          ),
        )}
      </div>
      {store.filtersLeftOut > 0 && (
        <p className="text-warning-emphasis small mt-2 mb-0" role="status">
          {TEXT.filtersCapped(FILTER_CAP, FILTER_CAP + store.filtersLeftOut)}
        </p>
      )}
      {store.filters.length === 0 && <p className="text-body-secondary mb-0">{TEXT.noFilters}</p>}
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" aria-disabled={!store.canSearch || undefined}>
          {TEXT.search}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={store.reset}>
          {TEXT.reset}
        </button>
      </div>
    </form>
  );
});
