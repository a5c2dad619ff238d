import { observer } from 'mobx-react-lite';
import { DataTable } from '@ui/DataTable';
import { flightTable } from '@adconfig/shared/creativeGroups/views/flightColumns';
import { GROUP_TEXTS } from '@adconfig/shared/creativeGroups/texts';
import type { CreativeGroupEditStore } from '../CreativeGroupEditStore';
import { TEXT } from '../texts';

/** The campaign's flights, those of the group checked; the chosen ones of another campaign said, with a way out. */
export const FlightsField = observer(function FlightsField({ store }: { store: CreativeGroupEditStore }) {
  const error = store.form.errorAt('creatives');
  const foreign = store.foreignChosen.length;
  return (
    <section className="mt-4" aria-label={GROUP_TEXTS.flights}>
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
        <h2 className="h6 mb-0">{GROUP_TEXTS.flights}</h2>
        <span className="text-body-secondary" aria-live="polite">
          {TEXT.chosen(store.form.values.creatives.length)}
        </span>
        {foreign > 0 && (
          <span className="text-warning-emphasis">
            {TEXT.foreign(foreign)}{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={store.dropForeign}>
              {TEXT.dropForeign}
            </button>
          </span>
        )}
      </div>
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <DataTable
        rows={store.flights}
        {...flightTable}
        selection={store.selection}
        loading={store.flightsLoad.loading}
        empty={store.flightsLoad.loading ? '' : store.emptyText}
      />
    </section>
  );
});
