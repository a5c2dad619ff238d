import { observer } from 'mobx-react-lite';
import { RowsField, SelectField, TextAreaField, TextField } from '@ui/record/fields';
import type { FormatTemplateFormStore } from '../FormatTemplateFormStore';
import { LABEL, PARAM_TYPES, TEXT } from '../texts';
import { newParam } from '../values';

const TYPE_OPTIONS = PARAM_TYPES.map((t) => ({ value: t.value, label: t.label }));

/** The template's params (A 3: key, title, type, default), one row each; a textarea param's default gets room. */
export const ParamsTab = observer(function ParamsTab({ store }: { store: FormatTemplateFormStore }) {
  const { form } = store;
  return (
    <RowsField
      form={form}
      path="params"
      label={LABEL.params}
      addLabel={TEXT.addParam}
      empty={TEXT.noParams}
      newRow={newParam}
      removeLabel={(i) => `Удалить параметр ${i + 1}`}
      renderRow={(row, i) => (
        <>
          <TextField form={form} path={`${row}.key`} label={`${LABEL.key} ${i + 1}`} className="col-md-2 mb-2" maxLength={64} />
          <TextField form={form} path={`${row}.title`} label={`${LABEL.title} ${i + 1}`} className="col-md-3 mb-2" maxLength={255} />
          <SelectField form={form} path={`${row}.type`} label={`${LABEL.type} ${i + 1}`} className="col-md-2 mb-2" options={TYPE_OPTIONS} />
          {form.text(`${row}.type`) === 'textarea' ? (
            <TextAreaField form={form} path={`${row}.default`} label={`${LABEL.default} ${i + 1}`} className="col-md-5 mb-2" rows={3} />
          ) : (
            <TextField form={form} path={`${row}.default`} label={`${LABEL.default} ${i + 1}`} className="col-md-5 mb-2" />
          )}
        </>
      )}
    />
  );
});
