import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '../../core/option';
import { OptionChecklist, OptionEditor, useOptionChoices } from '../../ui/option';
import type { OptionDeviceTypeProps } from './props';
import { TEXT } from './texts';
import { decodeDeviceTypes, encodeDeviceTypes, type DeviceTypeValue } from './value';

export type { OptionDeviceTypeProps };

export const deviceTypeOption: OptionEditorConfig<DeviceTypeValue> = { decode: decodeDeviceTypes, encode: encodeDeviceTypes };

const DeviceTypes = observer(function DeviceTypes({ store, props }: { store: OptionEditorStore<DeviceTypeValue>; props: OptionDeviceTypeProps }) {
  const choices = useOptionChoices(props, props.deviceTypes);
  return <OptionChecklist legend={TEXT.legend} choices={choices} value={store.value} onChange={store.setValue} empty={TEXT.none} disabled={!store.on} />;
});

/** Device type targeting (A 2, A 3): the device types to show on, ticked from props or the option type's dictionary. */
export function OptionDeviceTypeScreen(props: OptionDeviceTypeProps) {
  return (
    <OptionEditor props={props} config={deviceTypeOption} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <DeviceTypes store={store} props={props} />}
    </OptionEditor>
  );
}
