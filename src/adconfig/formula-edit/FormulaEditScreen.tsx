import { observer } from 'mobx-react-lite';
import { queryParam } from '../../core/basePath';
import { RecordForm } from '../../ui/record/RecordForm';
import { TextAreaField, TextField } from '../../ui/record/fields';
import { formulaApi } from './api';
import { FormulaEditStore } from './FormulaEditStore';
import type { FormulaEditProps } from './props';
import { TEXT } from './texts';
import { CheckPanel } from './views/CheckPanel';
import { recordTarget, type RecordTarget } from '../../core/record';
import { RecordPage } from '../../ui/record/RecordPage';

export type { FormulaEditProps };

/** …/edit/?id={id}: a formula is only edited here. */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? '');

/** A 2 Other: edit a formula value (name, formula, description) beside its check panel. */
export function FormulaEditScreen({ urlPath }: FormulaEditProps) {
  return (
    <RecordPage editOnly target={pageTarget} badId={TEXT.badId} store={(id) => new FormulaEditStore(formulaApi(urlPath), id)}>
      {(store) => <FormulaEdit store={store} />}
    </RecordPage>
  );
}

const FormulaEdit = observer(function FormulaEdit({ store }: { store: FormulaEditStore }) {
  const { form } = store;
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <RecordForm store={store} heading={TEXT.heading(store.id, store.savedName)} onSave={store.save}>
          <div>
            <TextField form={form} path="name" label={TEXT.name} required maxLength={255} />
            <TextAreaField form={form} path="val" label={TEXT.val} required help={TEXT.valHelp} rows={4} controlClassName="font-monospace" />
            <TextAreaField form={form} path="description" label={TEXT.description} />
          </div>
        </RecordForm>
      </div>
      <div className="col-lg-5">
        <CheckPanel store={store} />
      </div>
    </div>
  );
});
