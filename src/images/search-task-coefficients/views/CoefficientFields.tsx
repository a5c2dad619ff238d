import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormField } from '@ui/FormField';
import { unknownValueText } from '@core/unknownValue';
import { COEFFICIENT_TYPES, isCoefficientType } from '../api';
import type { SearchTaskCoefficientsStore } from '../SearchTaskCoefficientsStore';
import { TEXTS, TYPE_NAMES } from '../texts';
import { CoefficientItems } from './CoefficientItems';
import { NumberInput } from '@ui/NumberInput';

/** The modal's fields (I 2.2, I 3, I 5): on/off, name, project (when there are projects), type, apply order, then the value or the items. */
export const CoefficientFields = observer(function CoefficientFields({ store }: { store: SearchTaskCoefficientsStore }) {
  const { form } = store.editor;
  // Project select: a stored project the page does not list stays chosen, named as unknown.
  const projectKnown = form.values.organization_id === '' || store.projects.some((p) => String(p.id) === form.values.organization_id);
  const switchId = useId();
  const itemsErrorId = useId();
  return (
    <>
      <div className="form-check form-switch mb-3">
        <input id={switchId} className="form-check-input" type="checkbox" role="switch" checked={store.modalEnabled} onChange={(e) => store.setModalEnabled(e.target.checked)} />
        <label className="form-check-label" htmlFor={switchId}>
          {TEXTS.enabled}
        </label>
      </div>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      {store.projects.length > 0 && (
        <FormField label={TEXTS.project} required error={form.errors.organization_id}>
          {(control) => (
            <select {...control} className={control.className.replace('form-control', 'form-select')} value={form.values.organization_id} onChange={(e) => form.set('organization_id', e.target.value)}>
              <option value="">{TEXTS.chooseProject}</option>
              {!projectKnown && <option value={form.values.organization_id}>{unknownValueText(form.values.organization_id)}</option>}
              {store.projects.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div className="row">
        <FormField className="col-6 mb-3" label={TEXTS.type} required error={form.errors.type}>
          {(control) => (
            <select {...control} className={control.className.replace('form-control', 'form-select')} value={form.values.type} onChange={(e) => isCoefficientType(e.target.value) && store.setType(e.target.value)}>
              {/* A stored type the screen does not know: shown as such and kept until another is chosen. */}
              {!isCoefficientType(form.values.type) && <option value={form.values.type}>{unknownValueText(form.values.type)}</option>}
              {COEFFICIENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField className="col-6 mb-3" label={TEXTS.applyOrder} required error={form.errors.apply_order}>
          {(control) => <NumberInput {...control} integer value={form.values.apply_order} onChange={(text) => form.set('apply_order', text)} />}
        </FormField>
      </div>
      {form.values.type === 'simple' ? (
        <FormField label={TEXTS.val} required error={form.errors.val}>
          {(control) => <NumberInput {...control} value={form.values.val} onChange={(text) => form.set('val', text)} />}
        </FormField>
      ) : form.values.type === 'list' ? (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{TEXTS.items}</legend>
          <CoefficientItems store={store} errorId={form.errors.items ? itemsErrorId : undefined} />
          {form.errors.items && (
            <div id={itemsErrorId} className="invalid-feedback d-block">
              {form.errors.items}
            </div>
          )}
        </fieldset>
      ) : null}
    </>
  );
});
