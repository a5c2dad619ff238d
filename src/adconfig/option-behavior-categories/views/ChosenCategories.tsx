import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import type { BusyTask } from '@core/busy';
import { notify } from '@core/notify';
import type { OptionEditorStore } from '@core/option';
import { DataTable } from '@ui/DataTable';
import { FormField } from '@ui/FormField';
import { NumberInput } from '@ui/NumberInput';
import type { BehaviorTree } from '../behaviorTree';
import { exportChosen } from '../exportChosen';
import { nameOf, TEXT } from '../texts';
import type { BehaviorCategoriesValue } from '../value';

/** A 9: the sticky table height; the rows windowed, a choice of thousands stays smooth. */
const TABLE_HEIGHT = 400;
const ROW_HEIGHT = 48;

interface Props {
  store: OptionEditorStore<BehaviorCategoriesValue>;
  tree: BehaviorTree;
  exporting: BusyTask;
}

interface Row {
  index: number;
  id: number;
}

/** One chosen category's percent, its error under it. */
const PercentCell = observer(function PercentCell({ store, index, name }: { store: OptionEditorStore<BehaviorCategoriesValue>; index: number; name: string }) {
  const path = `${index}.percent`;
  return (
    <FormField label={TEXT.percentOf(name)} labelHidden error={store.error(path)} className="mb-0">
      {(control) => (
        <NumberInput
          {...control}
          className={`${control.className} form-control-sm`}
          value={store.value[index]?.percent ?? ''}
          onChange={(text) => {
            // The value is shallow (a list of thousands loads at once): the row is replaced whole.
            store.update(path, (value) => {
              value[index] = { ...value[index], percent: text };
            });
          }}
        />
      )}
    </FormField>
  );
});

/** The chosen categories with their percents, each removable; exported to Excel as shown. */
export const ChosenCategories = observer(function ChosenCategories({ store, tree, exporting }: Props) {
  const list = store.value;
  // Read here, not in the table's cells: the rows follow the tree (the names once it is in, a delete).
  const nodes = tree.outline.byId;
  const categoryOf = (id: number) => nodes.get(id)?.item;
  const rows = list.map(({ id }, index) => ({ index, id }));
  const name = (id: number) => {
    const category = categoryOf(id);
    return category ? nameOf(category) : TEXT.unnamed(id);
  };
  const remove = (id: number) => {
    store.setValue(list.filter((c) => c.id !== id));
    store.clearErrors('');
  };
  const clear = () =>
    void notify.confirm(TEXT.clearQuestion(list.length), { danger: true, confirmLabel: TEXT.clear }).then((ok) => {
      if (!ok) return;
      store.setValue([]);
      store.clearErrors('');
    });
  if (list.length === 0) return <p className="text-body-secondary">{TEXT.none}</p>;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="me-auto">{TEXT.count(list.length)}</span>
        <Button variant="outline-success" size="sm" disabled={exporting.running} onClick={() => void exporting.run(async () => (await exportChosen(list, categoryOf), true))}>
          {TEXT.exportExcel}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={clear}>
          {TEXT.clear}
        </Button>
      </div>
      <div className="border rounded mb-3">
        <DataTable<Row, number>
          rows={rows}
          rowKey={(row) => row.id}
          caption={TEXT.caption}
          virtual={{ height: TABLE_HEIGHT, rowHeight: ROW_HEIGHT }}
          columns={[
            { key: 'id', title: TEXT.id, width: 90 },
            { key: 'name', title: TEXT.name, render: (row) => <span className="text-break">{name(row.id)}</span> },
            { key: 'descr', title: TEXT.descr, render: (row) => <span className="small text-body-secondary text-break">{categoryOf(row.id)?.descr ?? ''}</span> },
            { key: 'percent', title: TEXT.percent, width: 200, render: (row) => <PercentCell store={store} index={row.index} name={name(row.id)} /> },
            {
              key: 'remove',
              title: TEXT.remove,
              align: 'end',
              width: 110,
              render: (row) => (
                <Button variant="outline-danger" size="sm" aria-label={TEXT.removeOne(name(row.id))} onClick={() => remove(row.id)}>
                  {TEXT.remove}
                </Button>
              ),
            },
          ]}
        />
      </div>
    </>
  );
});
