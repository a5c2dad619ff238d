import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormField } from '@ui/FormField';
import type { BannerTypesStore } from '../BannerTypesStore';
import { TEXTS } from '../texts';

const selectClass = (className: string): string => className.replace('form-control', 'form-select');

/** The organizations as checkboxes in a fieldset: each one labelled, the keyboard's Tab and Space work. */
const OrganizationChecks = observer(function OrganizationChecks({ store }: { store: BannerTypesStore }) {
  const id = useId();
  const options = store.organizationOptions;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{TEXTS.organizations}</legend>
      {options.length === 0 && <p className="text-body-secondary small mb-0">{TEXTS.noOrganizations}</p>}
      <div style={{ maxHeight: 200, overflowY: 'auto' }}>
        {options.map((o) => (
          <div key={o.organization_id} className="form-check">
            <input
              id={`${id}-${o.organization_id}`}
              className="form-check-input"
              type="checkbox"
              checked={store.isChosen(o.organization_id)}
              onChange={(e) => store.toggleOrganization(o.organization_id, e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${o.organization_id}`}>
              {o.name || `#${o.organization_id}`}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
});

/** The modal's fields (A 3, A 5): name and alias required; the template; the organizations. */
export const TypeFields = observer(function TypeFields({ store }: { store: BannerTypesStore }) {
  const { form } = store.editor;
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.alias} required error={form.errors.alias}>
        {(control) => <input {...control} type="text" value={form.values.alias} onChange={(e) => form.set('alias', e.target.value)} autoComplete="off" />}
      </FormField>
      {!store.hasTemplateChoices ? (
        <FormField label={TEXTS.templateId} error={form.errors.template_id} help={TEXTS.templateIdHelp}>
          {(control) => <input {...control} type="text" inputMode="numeric" value={form.values.template_id} onChange={(e) => form.set('template_id', e.target.value)} autoComplete="off" />}
        </FormField>
      ) : (
      <FormField label={TEXTS.template} error={form.errors.template_id}>
        {(control) => (
          <select {...control} className={selectClass(control.className)} value={form.values.template_id} onChange={(e) => form.set('template_id', e.target.value)}>
            <option value="">{TEXTS.noTemplate}</option>
            {store.templateOptions.map((t) => (
              <option key={t.template_id} value={String(t.template_id)}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      )}
      {store.hasOrganizationChoices ? (
        <>
          <OrganizationChecks store={store} />
          {form.errors.oid && <div className="invalid-feedback d-block">{form.errors.oid}</div>}
        </>
      ) : (
        <FormField
          label={TEXTS.organizationIds}
          error={form.errors.oid_text}
          help={
            <>
              {TEXTS.organizationIdsHelp}
              {store.typedOrganizationNames.length > 0 && <span className="d-block">{TEXTS.organizationsTyped(store.typedOrganizationNames)}</span>}
            </>
          }
        >
          {(control) => <input {...control} type="text" inputMode="numeric" value={form.values.oid_text} onChange={(e) => form.set('oid_text', e.target.value)} autoComplete="off" />}
        </FormField>
      )}
    </>
  );
});
