import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormField } from '@ui/FormField';
import type { HandbookFlag, HandbooksStore } from '../HandbooksStore';
import { TEXTS } from '../texts';

const Check = observer(function Check({ checked, label, onChange }: { checked: boolean; label: string; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <div className="form-check">
      <input id={id} className="form-check-input" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
});

const FLAGS: { flag: HandbookFlag; label: string }[] = [
  { flag: 'is_val', label: TEXTS.isVal },
  { flag: 'is_mov', label: TEXTS.isMov },
  { flag: 'is_public', label: TEXTS.isPublic },
  { flag: 'isEditPage', label: TEXTS.isEditPage },
  { flag: 'isEditOnCreate', label: TEXTS.isEditOnCreate },
];

/** The modal's fields (A 3): name, alias (the name when empty), organizations, the flags and params; errors from the server (A 5). */
export const HandbookFields = observer(function HandbookFields({ store }: { store: HandbooksStore }) {
  const { form } = store.editor;
  const chosen = new Set(form.values.oid);
  const organizations = store.organizationOptions;
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.alias} error={form.errors.alias} help={TEXTS.aliasHelp}>
        {(control) => <input {...control} type="text" value={form.values.alias} onChange={(e) => form.set('alias', e.target.value)} autoComplete="off" />}
      </FormField>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{TEXTS.organizations}</legend>
        {organizations.length === 0 && <div className="text-body-secondary">{TEXTS.noOrganizations}</div>}
        {organizations.map((o) => (
          <Check key={o.organization_id} checked={chosen.has(o.organization_id)} label={o.name || `#${o.organization_id}`} onChange={(on) => store.toggleOrganization(o.organization_id, on)} />
        ))}
        {form.errors.oid && <div className="invalid-feedback d-block">{form.errors.oid}</div>}
      </fieldset>
      <fieldset>
        <legend className="form-label fs-6">{TEXTS.flags}</legend>
        {FLAGS.map(({ flag, label }) => (
          <Check key={flag} checked={form.values[flag]} label={label} onChange={(on) => store.setFlag(flag, on)} />
        ))}
      </fieldset>
    </>
  );
});
