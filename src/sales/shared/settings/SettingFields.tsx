import { observer } from 'mobx-react-lite';
import type { RecordFormState } from '@core/record';
import { ChoiceOrIdField, NumberField, TextAreaField, TextField } from '@ui/record/fields';
import type { ExtraField, SettingType } from './settingProps';
import type { SettingValues } from './values';
import { SETTING_LABEL, SETTING_TEXT } from './texts';

export interface SettingFieldsProps {
  form: RecordFormState<SettingValues>;
  /** The types offered; null: none known, the type is typed as its id. */
  types: SettingType[] | null;
  /** The chosen type's visible extra fields. */
  fields: ExtraField[];
  /** Another type chosen (its extra part starts again from its defaults). */
  onType(id: number | null): void;
}

/** S 2: a setting's base part (name, type) and the extra part of its type, as the create page and the setting page show them. */
export const SettingFields = observer(function SettingFields({ form, types, fields, onType }: SettingFieldsProps) {
  const typeChosen = form.values.setting_type_id !== null;
  return (
    <>
      <fieldset className="row">
        <legend className="h6">{SETTING_TEXT.base}</legend>
        <TextField form={form} path="name" label={SETTING_LABEL.name} required className="col-md-6 mb-3" maxLength={255} />
        <ChoiceOrIdField
          form={form}
          path="setting_type_id"
          label={SETTING_LABEL.type}
          required
          className="col-md-6 mb-3"
          placeholder={SETTING_TEXT.chooseType}
          options={types === null ? null : types.map((t) => ({ value: t.id, label: t.name }))}
          idLabel={SETTING_LABEL.typeId}
          missingHelp={SETTING_TEXT.typesMissing}
          onChange={onType}
        />
      </fieldset>
      <fieldset className="row">
        <legend className="h6">{SETTING_TEXT.extra}</legend>
        {!typeChosen && <p className="text-body-secondary">{SETTING_TEXT.chooseTypeFirst}</p>}
        {typeChosen && fields.length === 0 && <p className="text-body-secondary">{SETTING_TEXT.noExtra}</p>}
        {fields.map((f) =>
          f.type === 'textarea' ? (
            <TextAreaField key={f.name} form={form} path={`extra.${f.name}`} label={f.title || f.name} className="col-12 mb-3" rows={3} />
          ) : f.type === 'number' ? (
            // The one numeric input: '12,5', '12.5', '150 000,50' all taken, shown in ru-RU once left.
            <NumberField key={f.name} form={form} path={`extra.${f.name}`} label={f.title || f.name} className="col-md-6 mb-3" />
          ) : (
            <TextField key={f.name} form={form} path={`extra.${f.name}`} label={f.title || f.name} className="col-md-6 mb-3" />
          ),
        )}
      </fieldset>
    </>
  );
});
