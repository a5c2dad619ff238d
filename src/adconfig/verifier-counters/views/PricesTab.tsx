import { observer } from 'mobx-react-lite';
import { formatDate } from '@core/format';
import type { Column } from '@ui/DataTable';
import { ListTable } from '@ui/ListTable';
import { NumberInput } from '@ui/NumberInput';
import { DateField, NumberField } from '@ui/record/fields';
import type { CounterPrice } from '../api';
import type { PricesStore } from '../PricesStore';
import { TEXTS } from '../texts';
import { useStarted } from '@ui/useStarted';

/** A day's price box ('1 500,5' taken, ru-RU once left: NumberInput) with its save and delete buttons (Enter saves). */
const PriceCell = observer(function PriceCell({ store, row }: { store: PricesStore; row: CounterPrice }) {
  const day = formatDate(row.day);
  const busy = store.busy.has(row.day);
  return (
    <div className="d-flex gap-1 align-items-center">
      <NumberInput
        className="form-control form-control-sm"
        style={{ maxWidth: '8rem' }}
        aria-label={TEXTS.priceInput(day)}
        value={store.text(row)}
        disabled={busy}
        onChange={(text) => store.edit(row.day, text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void store.save(row);
          }
        }}
      />
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} aria-label={TEXTS.savePrice(day)} onClick={() => void store.save(row)}>
        Сохранить
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} aria-label={TEXTS.removePrice(day)} onClick={() => void store.remove(row, day)}>
        Удалить
      </button>
    </div>
  );
});

const priceColumns = (store: PricesStore): Column<CounterPrice>[] => [
  { key: 'day', title: TEXTS.day, width: '8rem', render: (row) => formatDate(row.day) },
  { key: 'price', title: TEXTS.price, render: (row) => <PriceCell store={store} row={row} /> },
];

/** The period form: both dates and a numeric price (A 5), POST {id}/prices. */
const PeriodForm = observer(function PeriodForm({ store }: { store: PricesStore }) {
  const { period } = store;
  return (
    // Enter in a field adds the period, not the modal's Save (the modal is a form of its own).
    <fieldset
      className="border rounded p-2"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          void store.addPeriod();
        }
      }}
    >
      <legend className="fs-6 float-none w-auto px-1 mb-0">{TEXTS.addPrices}</legend>
      <div className="row g-2 align-items-start">
        <DateField form={period} path="date_from" label={TEXTS.dateFrom} required className="col-sm-4 mb-0" />
        <DateField form={period} path="date_to" label={TEXTS.dateTo} required className="col-sm-4 mb-0" />
        <NumberField form={period} path="price" label={TEXTS.price} required className="col-sm-2 mb-0" />
        <div className="col-sm-2 pt-sm-4 mt-sm-2">
          <button type="button" className="btn btn-outline-success w-100" disabled={period.saving} onClick={() => void store.addPeriod()}>
            Задать
          </button>
        </div>
      </div>
    </fieldset>
  );
});

/** A 2 Verifier counters, prices tab: the period form, then the prices by day, 50 a page ('Цены не найдены'). */
export const PricesTab = observer(function PricesTab({ store }: { store: PricesStore }) {
  useStarted(store);
  return (
    <div className="d-flex flex-column gap-3">
      <PeriodForm store={store} />
      <ListTable list={store.list} columns={priceColumns(store)} rowKey={(row) => row.day} caption={TEXTS.pricesCaption} empty={TEXTS.noPrices} maxHeight={400} />
    </div>
  );
});
