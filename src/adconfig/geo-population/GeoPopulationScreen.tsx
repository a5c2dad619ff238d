import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { ChoiceSelect, type SelectChoice } from '../../ui/ChoiceSelect';
import { LoadFailed } from '../../ui/LoadFailed';
import { TreeView } from '../../ui/tree/TreeView';
import { UnsavedGuard } from '../../ui/UnsavedGuard';
import { geoPopulationApi, type GeoObject } from './api';
import { GeoPopulationStore } from './GeoPopulationStore';
import type { GeoPopulationProps } from './props';
import { TEXT } from './texts';
import { PopulationPanel } from './views/PopulationPanel';
import { useScreenStore, type GivenStore } from '../../ui/useScreenStore';

export type { GeoPopulationProps };

/** A 9: the tree's card stops growing at 550 px and scrolls. */
const CARD_HEIGHT = 550;
const nameOf = (o: GeoObject) => o.name;

/** The countries, and the chosen one first when the list does not hold it (shown by its id). */
function countryChoices(countries: readonly { id: number; name: string }[], chosen: number | null): SelectChoice[] {
  const choices = countries.map((c) => ({ value: String(c.id), name: c.name }));
  return chosen !== null && !countries.some((c) => c.id === chosen) ? [{ value: String(chosen), name: `#${chosen}` }, ...choices] : choices;
}

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const geoPopulationStore = ({ urlPath }: GeoPopulationProps) => new GeoPopulationStore(geoPopulationApi(urlPath));

/** A 2 Other: geo objects population: the country's tree, the selected object's total, Excel export. */
export const GeoPopulationScreen = observer(function GeoPopulationScreen(props: GeoPopulationProps & GivenStore<GeoPopulationStore>) {
  const store = useScreenStore(props.store, () => geoPopulationStore(props));
  const [selection] = useState(() => ({ isSelected: (id: number) => store.isSelected(id), toggle: (id: number) => void store.select(id) }));
  const countryId = useId();
  return (
    <div className="row g-4">
      <UnsavedGuard when={() => store.form.dirty} />
      <div className="col-lg-7">
        <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
          <div>
            <label htmlFor={countryId} className="form-label">
              {TEXT.country}
            </label>
            <ChoiceSelect
              control={{ id: countryId, className: 'form-control', 'aria-invalid': undefined, 'aria-describedby': undefined, disabled: store.countries.length === 0 }}
              value={store.countryId === null ? '' : String(store.countryId)}
              choices={countryChoices(store.countries, store.countryId)}
              onChange={(v) => void store.chooseCountry(Number(v))}
            />
          </div>
          <button type="button" className="btn btn-outline-success ms-auto" disabled={store.exporting || store.treeState !== 'ready'} aria-busy={store.exporting || undefined} onClick={() => void store.exportExcel()}>
            {store.exporting ? TEXT.exporting : TEXT.export}
          </button>
        </div>
        <div className="card">
          <div className="card-body overflow-auto" style={{ maxHeight: CARD_HEIGHT }}>
            {store.treeState === 'loading' && <p className="text-body-secondary mb-0">{TEXT.waiting}</p>}
            {store.treeState === 'failed' && <LoadFailed onRetry={() => void store.loadCountries()} />}
            {store.treeState === 'ready' && store.roots.length === 0 && <p className="mb-0">{TEXT.noObjects}</p>}
            {store.treeState === 'ready' && store.roots.length > 0 && <TreeView store={store} label={TEXT.tree} name={nameOf} selection={selection} singleSelection />}
          </div>
        </div>
      </div>
      <div className="col-lg-5">
        <section className="card" aria-label={TEXT.total}>
          <div className="card-body">
            <PopulationPanel store={store} />
          </div>
        </section>
      </div>
    </div>
  );
});
