import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { FormField } from '@ui/FormField';
import { TEXT } from '../texts';
import type { BehaviorCategoriesValue } from '../value';

/** A 7 Behavior save's isNoExport, A 9's labels: 'Выгружать в Excel' (also when the page printed none) or 'НЕ выгружать в Excel'. */
export const ExportSetting = observer(function ExportSetting({ store }: { store: OptionEditorStore<BehaviorCategoriesValue> }) {
  const off = store.extras.isNoExport === true;
  return (
    <FormField label={TEXT.exportSetting} error={store.error('isNoExport')} className="mb-3">
      {({ className, ...control }) => (
        <select {...control} className={`${className.replace('form-control', 'form-select')} w-auto`} value={off ? '1' : '0'} onChange={(e) => store.setExtra('isNoExport', e.target.value === '1')}>
          <option value="0">{TEXT.exportOn}</option>
          <option value="1">{TEXT.exportOff}</option>
        </select>
      )}
    </FormField>
  );
});
