import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormField } from '@ui/FormField';
import { NumberField } from '@ui/record/fields';
import type { BannerTypeFieldsStore } from '../BannerTypeFieldsStore';
import { FIELD_TYPES, TEXTS } from '../texts';
import { unknownValueText } from '@core/unknownValue';

const selectClass = (className: string): string => className.replace('form-control', 'form-select');

/** The modal's fields (A 3, A 5): name and key required; type; the parent group (the key's prefix); the default value; params (required, bounds, options); engines. */
export const FieldFields = observer(function FieldFields({ store }: { store: BannerTypeFieldsStore }) {
  const { form } = store.editor;
  const requiredId = useId();
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.alias} required error={form.errors.alias} help={TEXTS.aliasHelp}>
        {(control) => <input {...control} type="text" value={form.values.alias} onChange={(e) => form.set('alias', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.type} error={form.errors.type}>
        {(control) => (
          <select {...control} className={selectClass(control.className)} value={form.values.type} onChange={(e) => form.set('type', e.target.value)}>
            {/* A type this page does not know is shown as such and kept (it goes back as it came). */}
            {!FIELD_TYPES.some((t) => t.value === form.values.type) && <option value={form.values.type}>{unknownValueText(form.values.type)}</option>}
            {FIELD_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={TEXTS.parent} error={form.errors.parent_id}>
        {(control) => (
          <select {...control} className={selectClass(control.className)} value={form.values.parent_id} onChange={(e) => form.set('parent_id', e.target.value)}>
            <option value="">{TEXTS.noParent}</option>
            {store.parentOptions.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {row.type === 'group' ? `${row.name} (${store.fullKey(row)})` : `${row.name} (${store.fullKey(row)}, ${TEXTS.notAGroup})`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={TEXTS.defaultValue} error={form.errors.default_value}>
        {(control) => <input {...control} type="text" value={form.values.default_value} onChange={(e) => form.set('default_value', e.target.value)} autoComplete="off" />}
      </FormField>
      {form.values.type !== 'group' && (
        <div className="form-check mb-3">
          <input id={requiredId} className="form-check-input" type="checkbox" checked={form.values.required} onChange={(e) => form.set('required', e.target.checked)} />
          <label className="form-check-label" htmlFor={requiredId}>
            {TEXTS.required}
          </label>
        </div>
      )}
      {form.values.type === 'int' && (
        <div className="row g-2">
          {/* The bounds as numbers ('1 500,5' taken, ru-RU once left, issue 44); params.min / max as today (a fraction allowed). */}
          <NumberField form={form} path="min" label={TEXTS.min} className="col-6 mb-3" />
          <NumberField form={form} path="max" label={TEXTS.max} className="col-6 mb-3" />
        </div>
      )}
      {form.values.type === 'select' && (
        <FormField label={TEXTS.options} required error={form.errors.options} help={TEXTS.optionsHelp}>
          {(control) => <textarea {...control} rows={4} value={form.values.options} onChange={(e) => form.set('options', e.target.value)} />}
        </FormField>
      )}
      <FormField label={TEXTS.advEngines} error={form.errors.adv_engines} help={TEXTS.advEnginesHelp}>
        {(control) => <input {...control} type="text" inputMode="numeric" value={form.values.adv_engines} onChange={(e) => form.set('adv_engines', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.engines} error={form.errors.engines} help={TEXTS.enginesHelp}>
        {(control) => <input {...control} type="text" inputMode="numeric" value={form.values.engines} onChange={(e) => form.set('engines', e.target.value)} autoComplete="off" />}
      </FormField>
    </>
  );
});
