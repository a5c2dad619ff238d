import { useState } from 'react';
import { optionBody, type OptionEditorConfig, type OptionEditorStore } from '../../core/option';
import { OptionEditor } from '../../ui/option';
import { GeoLists, type ListsBinding } from '../shared/geo/GeoLists';
import { GeoListsEditor } from '../shared/geo/GeoListsEditor';
import type { OptionGeoProps } from './props';
import { TEXT } from './texts';
import { decodeGeo, encodeGeo, type GeoValue } from './value';

export type { OptionGeoProps };

/** The editor's config: the save sends `meta: [{id, name}]` of both lists beside status and value (A 7). */
export function geoOption(lists: GeoLists): OptionEditorConfig<GeoValue> {
  return { decode: decodeGeo, encode: encodeGeo, body: (value, context) => ({ ...optionBody(context), meta: lists.meta(value) }) };
}

function GeoFields({ store, lists }: { store: OptionEditorStore<GeoValue>; lists: GeoLists }) {
  const [binding] = useState<ListsBinding>(() => ({ get: () => store.value, set: store.setValue }));
  return <GeoListsEditor lists={lists} binding={binding} />;
}

/** Geo targeting (A 2): allow and deny lists over the geo tree (Россия by default) and the search by names. */
export function OptionGeoScreen(props: OptionGeoProps) {
  const [lists] = useState(() => new GeoLists(props.urlPath));
  const [config] = useState(() => geoOption(lists));
  return (
    <OptionEditor props={props} config={config} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <GeoFields store={store} lists={lists} />}
    </OptionEditor>
  );
}
