import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { payoutSchemesApi } from './api';
import type { PayoutSchemesProps } from './props';
import { PayoutSchemesStore } from './PayoutSchemesStore';
import { ROW_LABELS, TEXTS } from './texts';
import { SchemeFields } from './views/SchemeFields';
import { schemeColumns } from './views/schemeColumns';
import { AddBar } from '@ui/AddBar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { PayoutSchemesProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const payoutSchemesStore = ({ urlPath, formats }: PayoutSchemesProps) => new PayoutSchemesStore(payoutSchemesApi(urlPath), formats);

/** S 2 payout schemes: the table with add, edit, delete (confirmed) and the status switch; the list reloads after each change. */
export const PayoutSchemesScreen = observer(function PayoutSchemesScreen(props: PayoutSchemesProps & GivenStore<PayoutSchemesStore>) {
  const store = useScreenStore(props.store, () => payoutSchemesStore(props));
  const columns = useMemo(() => schemeColumns(store), [store]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add} />
      <CrudTable
        store={store.table}
        columns={columns}
        caption={TEXTS.title}
        labels={ROW_LABELS}
        onEdit={store.editor.openEdit}
        statusText={TEXTS.status}
        empty={TEXTS.empty}
        paged={false}
        maxHeight={TABLE_HEIGHT}
      />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }}>
        <SchemeFields store={store} />
      </CrudFormModal>
    </div>
  );
});
