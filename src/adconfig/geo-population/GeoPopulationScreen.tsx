import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TreeView } from '@ui/tree/TreeView';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { CountrySelect } from '@adconfig/shared/geo/CountrySelect';
import { GeoTreeCard, geoName } from '@adconfig/shared/geo/GeoTreeCard';
import { geoPopulationApi } from './api';
import { GeoPopulationStore } from './GeoPopulationStore';
import type { GeoPopulationProps } from './props';
import { TEXT } from './texts';
import { PopulationPanel } from './views/PopulationPanel';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { GeoPopulationProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const geoPopulationStore = ({ urlPath }: GeoPopulationProps) => new GeoPopulationStore(geoPopulationApi(urlPath));

/** A 2 Other: geo objects population: the country's tree, the selected object's total, Excel export. */
export const GeoPopulationScreen = observer(function GeoPopulationScreen(props: GeoPopulationProps & GivenStore<GeoPopulationStore>) {
  const store = useScreenStore(props.store, () => geoPopulationStore(props));
  const [selection] = useState(() => ({ isSelected: (id: number) => store.isSelected(id), toggle: (id: number) => void store.select(id) }));
  return (
    <div className="row g-4">
      <UnsavedGuard when={() => store.form.dirty} />
      <div className="col-lg-7">
        <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
          <CountrySelect tree={store.geo} onChoose={(id) => void store.chooseCountry(id)} />
          <button type="button" className="btn btn-outline-success ms-auto" disabled={store.exporting || store.treeState !== 'ready'} aria-busy={store.exporting || undefined} onClick={() => void store.exportExcel()}>
            {store.exporting ? TEXT.exporting : TEXT.export}
          </button>
        </div>
        <GeoTreeCard tree={store.geo} empty={TEXT.noObjects}>
          <TreeView store={store} label={TEXT.tree} name={geoName} selection={selection} singleSelection />
        </GeoTreeCard>
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
