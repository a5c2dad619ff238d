import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { SavedParamsStore, templateCalls } from '@core/presets';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { SavedParamsPanel } from '@ui/presets';
import { GeoLists, type ListsBinding } from '@adconfig/shared/geo/GeoLists';
import { GeoListsEditor } from '@adconfig/shared/geo/GeoListsEditor';
import type { OptionGeoSettingsProps } from './props';
import { TEXT } from './texts';
import { decodeGeoSettings, encodeTemplate, geoSettingsBody, templateParams, withTemplate, type GeoSettingsValue } from './value';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionGeoSettingsProps };

/**
 * The legacy settings page's protocol (A 7): no status; the save POSTs `geo[]` and `geo_except[]` form-encoded
 * to the page and follows the answer's `redirect` on this site.
 */
export const geoSettingsOption: OptionEditorConfig<GeoSettingsValue> = {
  decode: decodeGeoSettings,
  body: (value) => geoSettingsBody(value),
  protocol: { encoding: 'form', statusless: true },
};

const GeoSettingsFields = observer(function GeoSettingsFields({ store, lists, props }: { store: OptionEditorStore<GeoSettingsValue>; lists: GeoLists; props: OptionGeoSettingsProps }) {
  const [binding] = useState<ListsBinding>(() => ({ get: () => store.value, set: store.setValue }));
  const [templates] = useState(
    () =>
      new SavedParamsStore<GeoSettingsValue>(templateCalls({ list: props.templatesUrl, save: props.templateSaveUrl }, templateParams, encodeTemplate), {
        kind: 'template',
        current: () => store.value,
        apply: (params, mode) => {
          store.setValue(withTemplate(store.value, params, mode === 'overwrite'));
          lists.nameLists();
        },
      }),
  );
  return (
    <>
      <GeoListsEditor lists={lists} binding={binding} />
      <SavedParamsPanel store={templates} title={TEXT.templates} />
    </>
  );
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionGeoSettingsStore = (props: OptionGeoSettingsProps) => optionEditorStore(props, geoSettingsOption);

/** Geo settings (A 2): the geo allow and deny lists with saved templates, saved form-encoded to the page. */
export function OptionGeoSettingsScreen(props: OptionGeoSettingsProps & GivenStore<ReturnType<typeof optionGeoSettingsStore>>) {
  const [lists] = useState(() => new GeoLists(props.urlPath));
  return (
    <OptionEditor props={props} config={geoSettingsOption} store={props.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <GeoSettingsFields store={store} lists={lists} props={props} />}
    </OptionEditor>
  );
}
