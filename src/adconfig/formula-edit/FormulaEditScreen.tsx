import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { queryParam } from '../../core/basePath';
import { useUnsavedGuard } from '../../core/unsaved';
import { FormField } from '../../ui/FormField';
import { SaveButton } from '../../ui/FormModal';
import { LoadFailed } from '../../ui/LoadFailed';
import { formulaApi } from './api';
import { FormulaEditStore } from './FormulaEditStore';
import type { FormulaEditProps } from './props';
import { TEXT } from './texts';
import { CheckPanel } from './views/CheckPanel';
import { recordTarget, targetId } from '../../core/record';
import { BadRecordId } from '../../ui/record/BadRecordId';

export type { FormulaEditProps };

/** ?id= as a positive whole number, else null. */
function formulaId(): number | null {
  return targetId(recordTarget(queryParam('id') ?? ''));
}

/** A 2 Other: edit a formula value (name, formula, description) beside its check panel. */
export function FormulaEditScreen(props: FormulaEditProps) {
  const [id] = useState(formulaId);
  if (id === null) return <BadRecordId text={TEXT.badId} />;
  return <FormulaEdit {...props} id={id} />;
}

const FormulaEdit = observer(function FormulaEdit({ urlPath, id }: FormulaEditProps & { id: number }) {
  const [store] = useState(() => new FormulaEditStore(formulaApi(urlPath), id));
  useEffect(() => {
    void store.load();
  }, [store]);
  const { form } = store;
  useUnsavedGuard(form.dirty);
  if (store.loadState === 'failed') return <LoadFailed onRetry={() => void store.load()} />;
  return (
    <div className="row g-4">
      <form
        className="col-lg-7"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.save();
        }}
      >
        <fieldset disabled={store.loadState === 'loading'} aria-busy={store.loadState === 'loading' || undefined}>
          <h2 className="h5">{TEXT.heading(id, store.savedName)}</h2>
          <FormField label={TEXT.name} required error={form.errors.name}>
            {(control) => <input {...control} maxLength={255} value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />}
          </FormField>
          <FormField label={TEXT.val} required error={form.errors.val} help={TEXT.valHelp}>
            {(control) => <textarea {...control} className={`${control.className} font-monospace`} rows={4} value={form.values.val} onChange={(e) => form.set('val', e.target.value)} />}
          </FormField>
          <FormField label={TEXT.description} error={form.errors.description}>
            {(control) => <textarea {...control} rows={3} value={form.values.description} onChange={(e) => form.set('description', e.target.value)} />}
          </FormField>
          <div className="d-flex align-items-center gap-3">
            <SaveButton saving={form.saving} />
            {form.dirty && <span className="text-body-secondary small">{TEXT.unsaved}</span>}
          </div>
        </fieldset>
      </form>
      <div className="col-lg-5">
        <CheckPanel store={store} />
      </div>
    </div>
  );
});
