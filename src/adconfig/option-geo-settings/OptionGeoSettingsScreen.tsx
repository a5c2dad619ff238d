import { isObject } from '@core/decode';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { SavedParamsStore, templateCalls } from '@core/presets';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { SavedParamsPanel } from '@ui/presets';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { GeoLists } from '@adconfig/shared/geo/GeoLists';
import { GeoListsEditor } from '@adconfig/shared/geo/GeoListsEditor';
import type { OptionGeoSettingsProps } from './props';
import { TEXT } from './texts';
import { decodeGeoSettings, encodeTemplate, geoSettingsBody, templateParams, withTemplate, type GeoSettingsValue } from './value';

export type { OptionGeoSettingsProps };

/**
 * The legacy settings page's protocol (A 7): no status; the save POSTs `geo[]` and `geo_except[]` form-encoded
 * to the page and follows the answer's `redirect` on this site.
 */
export const geoSettingsOption: OptionEditorConfig<GeoSettingsValue> = {
  decode: decodeGeoSettings,
  encode: geoSettingsBody,
  // The page's other fields go back as they came; unedited, the lists are sent as they came too.
  ownKeys: ['geo', 'geo_except'],
  accepts: isObject,
  body: (value, { encoded }) => (isObject(encoded) ? encoded : geoSettingsBody(value)),
  protocol: { encoding: 'form', statusless: true },
};

type GeoSettingsStore = OptionEditorStore<GeoSettingsValue, { lists: GeoLists; templates: SavedParamsStore<GeoSettingsValue> }>;

/**
 * The editor's store, the geo lists (bound to its value, their tree loaded with it) and the saved templates
 * (listed with it): made and started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionGeoSettingsStore = (props: OptionGeoSettingsProps): GeoSettingsStore =>
  optionEditorStore(props, geoSettingsOption, (store) => {
    const lists = new GeoLists(props.urlPath).bind({ get: () => store.value, set: store.setValue });
    const templates = new SavedParamsStore<GeoSettingsValue>(templateCalls({ list: props.templatesUrl, save: props.templateSaveUrl }, templateParams, encodeTemplate), {
      kind: 'template',
      current: () => store.value,
      apply: (params, mode) => {
        store.setValue(withTemplate(store.value, params, mode === 'overwrite'));
        lists.nameLists();
      },
    });
    return { lists, templates };
  });

/**
 * Geo settings (A 2): the geo allow and deny lists with saved templates (applied replacing the lists, after a
 * question when they hold unsaved edits, or merged into them: A 9), saved form-encoded to the page.
 */
export function OptionGeoSettingsScreen(props: OptionGeoSettingsProps & GivenStore<GeoSettingsStore>) {
  const store = useScreenStore(props.store, () => optionGeoSettingsStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => (
        <>
          <GeoListsEditor lists={loaded.loads.lists} />
          <SavedParamsPanel store={loaded.loads.templates} title={TEXT.templates} modes confirmReplace={(name) => (loaded.valueEdited() ? TEXT.replaceByTemplate(name) : null)} />
        </>
      )}
    </OptionEditor>
  );
}
