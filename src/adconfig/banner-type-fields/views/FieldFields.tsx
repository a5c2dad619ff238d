import { observer } from 'mobx-react-lite';
import { FormField } from '../../../ui/FormField';
import type { BannerTypeFieldsStore } from '../BannerTypeFieldsStore';
import { FIELD_TYPES, TEXTS } from '../texts';

const selectClass = (className: string): string => className.replace('form-control', 'form-select');

/** The modal's fields (A 3, A 5): name and key required; type; the parent field (the key's prefix); the default value. */
export const FieldFields = observer(function FieldFields({ store }: { store: BannerTypeFieldsStore }) {
  const { form } = store.editor;
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
                {`${row.name} (${store.fullKey(row)})`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={TEXTS.defaultValue} error={form.errors.default_value}>
        {(control) => <input {...control} type="text" value={form.values.default_value} onChange={(e) => form.set('default_value', e.target.value)} autoComplete="off" />}
      </FormField>
    </>
  );
});
