import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { RecordForm } from '@ui/record/RecordForm';
import { TextAreaField, TextField } from '@ui/record/fields';
import { formulaApi, formulaOf } from './api';
import { FormulaEditStore } from './FormulaEditStore';
import type { FormulaEditProps } from './props';
import { TEXT } from './texts';
import { CheckPanel } from './views/CheckPanel';
import { recordTarget, type RecordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { FormulaEditProps };

/** …/edit/?id={id}: a formula is only edited here. */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const formulaEditStore = ({ urlPath, record }: FormulaEditProps) =>
  recordPage({ editOnly: true, target: pageTarget, badId: TEXT.badId, store: (id: number) => new FormulaEditStore(formulaApi(urlPath), id, formulaOf(record)) });

/** A 2 Other: edit a formula value (name, formula, description) beside its check panel. */
export function FormulaEditScreen(props: FormulaEditProps & GivenStore<ReturnType<typeof formulaEditStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => formulaEditStore(props))}>
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
