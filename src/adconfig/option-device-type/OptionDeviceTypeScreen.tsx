import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { OptionChecklist, OptionEditor, optionEditorStore, useOptionChoices } from '@ui/option';
import type { OptionDeviceTypeProps } from './props';
import { TEXT } from './texts';
import { decodeDeviceTypes, encodeDeviceTypes, type DeviceTypeValue } from './value';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionDeviceTypeProps };

export const deviceTypeOption: OptionEditorConfig<DeviceTypeValue> = { decode: decodeDeviceTypes, encode: encodeDeviceTypes };

const DeviceTypes = observer(function DeviceTypes({ store, props }: { store: OptionEditorStore<DeviceTypeValue>; props: OptionDeviceTypeProps }) {
  const choices = useOptionChoices(props, props.deviceTypes);
  return <OptionChecklist legend={TEXT.legend} choices={choices} value={store.value} onChange={store.setValue} empty={TEXT.none} disabled={!store.on} />;
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionDeviceTypeStore = (props: OptionDeviceTypeProps) => optionEditorStore(props, deviceTypeOption);

/** Device type targeting (A 2, A 3): the device types to show on, ticked from props or the option type's dictionary. */
export function OptionDeviceTypeScreen(props: OptionDeviceTypeProps & GivenStore<ReturnType<typeof optionDeviceTypeStore>>) {
  return (
    <OptionEditor props={props} config={deviceTypeOption} store={props.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <DeviceTypes store={store} props={props} />}
    </OptionEditor>
  );
}
