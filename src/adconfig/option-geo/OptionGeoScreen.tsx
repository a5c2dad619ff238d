import { useState } from 'react';
import { optionBody, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { GeoLists, type ListsBinding } from '@adconfig/shared/geo/GeoLists';
import { GeoListsEditor } from '@adconfig/shared/geo/GeoListsEditor';
import type { OptionGeoProps } from './props';
import { TEXT } from './texts';
import { decodeGeo, encodeGeo, type GeoValue } from './value';

export type { OptionGeoProps };

/** The editor's config: the save sends `meta: [{id, name}]` of both lists beside status and value (A 7). */
export function geoOption(lists: GeoLists): OptionEditorConfig<GeoValue> {
  return { decode: decodeGeo, encode: encodeGeo, body: (value, context) => ({ ...optionBody(context), meta: lists.meta(value) }) };
}

/**
 * The editor's store and the geo lists its save names (the lists load their tree once the option is shown):
 * made and started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export function optionGeoStore(props: OptionGeoProps) {
  const lists = new GeoLists(props.urlPath);
  const config = geoOption(lists);
  const store = optionEditorStore(props, config);
  return { store, config, lists, start: () => store.start() };
}

function GeoFields({ store, lists }: { store: OptionEditorStore<GeoValue>; lists: GeoLists }) {
  const [binding] = useState<ListsBinding>(() => ({ get: () => store.value, set: store.setValue }));
  return <GeoListsEditor lists={lists} binding={binding} />;
}

/** Geo targeting (A 2): allow and deny lists over the geo tree (Россия by default) and the search by names. */
export function OptionGeoScreen(props: OptionGeoProps & GivenStore<ReturnType<typeof optionGeoStore>>) {
  const setup = useScreenStore(props.store, () => optionGeoStore(props));
  return (
    <OptionEditor props={props} config={setup.config} store={setup.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <GeoFields store={store} lists={setup.lists} />}
    </OptionEditor>
  );
}
