import { observer } from 'mobx-react-lite';
import { optionChoices, type ChoiceList, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { OptionChecklist, OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import type { OptionDeviceTypeProps } from './props';
import { TEXT } from './texts';
import { decodeDeviceTypes, encodeDeviceTypes, type DeviceTypeValue } from './value';

export type { OptionDeviceTypeProps };

export const deviceTypeOption: OptionEditorConfig<DeviceTypeValue> = { decode: decodeDeviceTypes, encode: encodeDeviceTypes };

type DeviceTypeStore = OptionEditorStore<DeviceTypeValue, { choices: ChoiceList }>;

const DeviceTypes = observer(function DeviceTypes({ store }: { store: DeviceTypeStore }) {
  return <OptionChecklist legend={TEXT.legend} choices={store.loads.choices} value={store.value} onChange={store.setValue} empty={TEXT.none} disabled={!store.on} />;
});

/**
 * The editor's store and its device types (the props' list, else the option type's dictionary): made and
 * started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionDeviceTypeStore = (props: OptionDeviceTypeProps): DeviceTypeStore => optionEditorStore(props, deviceTypeOption, () => ({ choices: optionChoices(props, props.deviceTypes) }));

/** Device type targeting (A 2, A 3): the device types to show on, ticked from props or the option type's dictionary. */
export function OptionDeviceTypeScreen(props: OptionDeviceTypeProps & GivenStore<DeviceTypeStore>) {
  const store = useScreenStore(props.store, () => optionDeviceTypeStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => <DeviceTypes store={loaded} />}
    </OptionEditor>
  );
}
