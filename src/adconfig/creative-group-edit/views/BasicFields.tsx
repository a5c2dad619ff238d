import { observer } from 'mobx-react-lite';
import { DateField, TextAreaField, TextField } from '@ui/record/fields';
import type { CreativeGroupEditStore } from '../CreativeGroupEditStore';
import { LABEL, TEXT } from '../texts';

/** Name (required), campaign (its flights load as it is typed), dates and description. */
export const BasicFields = observer(function BasicFields({ store }: { store: CreativeGroupEditStore }) {
  const { form } = store;
  return (
    <fieldset>
      <legend className="h6 border-bottom pb-1 mb-3">{TEXT.basic}</legend>
      <TextField form={form} path="name" label={LABEL.name} required maxLength={255} className="mb-3" />
      <TextField form={form} path="campaign_id" label={LABEL.campaign_id} required className="mb-3" />
      <div className="row">
        <DateField form={form} path="limit_date_begin" label={LABEL.limit_date_begin} className="col-sm-6 mb-3" />
        <DateField form={form} path="limit_date_end" label={LABEL.limit_date_end} className="col-sm-6 mb-3" />
      </div>
      <TextAreaField form={form} path="description" label={LABEL.description} rows={3} />
    </fieldset>
  );
});
