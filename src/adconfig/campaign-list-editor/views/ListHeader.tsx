import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { TextField } from '@ui/record/fields';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import { TEXT } from '../texts';

/** The list's name and its export setting (A 9 labels). */
export const ListHeader = observer(function ListHeader({ store }: { store: CampaignListEditorStore }) {
  const { values } = store.form;
  return (
    <div className="row g-3 mb-2">
      <div className="col-md-6">
        <TextField form={store.form} path="name" label={TEXT.name} />
      </div>
      <div className="col-md-4">
        <FormField label={TEXT.export} error={store.form.errors.isNoExport}>
          {({ className, ...control }) => (
            <select {...control} className={className.replace('form-control', 'form-select')} value={values.isNoExport ? '1' : '0'} onChange={(e) => store.form.set('isNoExport', e.target.value === '1')}>
              <option value="0">{TEXT.exportOn}</option>
              <option value="1">{TEXT.exportOff}</option>
            </select>
          )}
        </FormField>
      </div>
    </div>
  );
});
