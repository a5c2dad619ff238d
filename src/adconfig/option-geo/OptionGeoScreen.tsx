import { optionBody, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { GeoLists } from '@adconfig/shared/geo/GeoLists';
import { GeoListsEditor } from '@adconfig/shared/geo/GeoListsEditor';
import type { OptionGeoProps } from './props';
import { TEXT } from './texts';
import { decodeGeo, encodeGeo, type GeoValue } from './value';

export type { OptionGeoProps };

/** The editor's config: the save sends `meta: [{id, name}]` of both lists beside status and value (A 7); the value's other keys go back as they came. */
export function geoOption(lists: GeoLists): OptionEditorConfig<GeoValue> {
  return { decode: decodeGeo, encode: encodeGeo, ownKeys: ['allow', 'deny'], body: (value, context) => ({ ...optionBody(context), meta: lists.meta(value) }) };
}

type GeoStore = OptionEditorStore<GeoValue, { lists: GeoLists }>;

/**
 * The editor's store and the geo lists its save names, bound to its value and loading their tree with the
 * option: made and started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export function optionGeoStore(props: OptionGeoProps): GeoStore {
  const lists = new GeoLists(props.urlPath);
  return optionEditorStore(props, geoOption(lists), (store) => ({ lists: lists.bind({ get: () => store.value, set: store.setValue }) }));
}

/** Geo targeting (A 2): allow and deny lists over the geo tree (Россия by default) and the search by names. */
export function OptionGeoScreen(props: OptionGeoProps & GivenStore<GeoStore>) {
  const store = useScreenStore(props.store, () => optionGeoStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => <GeoListsEditor lists={loaded.loads.lists} />}
    </OptionEditor>
  );
}
