import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import type { HandbookValuesStore } from '../HandbookValuesStore';
import { TEXTS } from '../texts';

/** The modal's fields (A 3): name, val (when the handbook has it), sort (0 by default), organization; errors per field (A 5). */
export const ValueFields = observer(function ValueFields({ store }: { store: HandbookValuesStore }) {
  const { form } = store.editor;
  const organization = form.values.organization_id;
  // An organization the page does not name is shown as its id (and kept), never as 'all organizations'.
  const unknownOrganization = organization !== '' && !store.organizations.some((o) => String(o.organization_id) === organization);
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      {store.showsVal && (
        <FormField label={TEXTS.val} error={form.errors.val}>
          {(control) => <input {...control} type="text" value={form.values.val} onChange={(e) => form.set('val', e.target.value)} autoComplete="off" />}
        </FormField>
      )}
      <FormField label={TEXTS.sort} error={form.errors.sort}>
        {(control) => <input {...control} type="text" inputMode="numeric" value={form.values.sort} onChange={(e) => form.set('sort', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.organization} error={form.errors.organization_id}>
        {(control) => (
          <select {...control} className={control.className.replace('form-control', 'form-select')} value={form.values.organization_id} onChange={(e) => form.set('organization_id', e.target.value)}>
            <option value="">{TEXTS.anyOrganization}</option>
            {unknownOrganization && <option value={organization}>{`#${organization}`}</option>}
            {store.organizations.map((o) => (
              <option key={o.organization_id} value={String(o.organization_id)}>
                {o.name || `#${o.organization_id}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
});
