import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudTable } from '@ui/CrudTable';
import { verifierCountersApi } from './api';
import type { VerifierCountersProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { VerifierCountersStore } from './VerifierCountersStore';
import { CounterModal } from './views/CounterModal';
import { counterColumns } from './views/counterColumns';
import { AddBar } from '@ui/AddBar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { VerifierCountersProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const verifierCountersStore = ({ urlPath }: VerifierCountersProps) => new VerifierCountersStore(verifierCountersApi(urlPath));

/** A 2 Verifier counters: the table with add, edit and delete (confirmed); the modal's tabs: main settings and prices. */
export const VerifierCountersScreen = observer(function VerifierCountersScreen(props: VerifierCountersProps & GivenStore<VerifierCountersStore>) {
  const store = useScreenStore(props.store, () => verifierCountersStore(props));
  const columns = useMemo(() => counterColumns(store), [store]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add} />
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.editor.openEdit} empty={TEXTS.empty} paged={false} maxHeight={550} />
      <CounterModal store={store} />
    </div>
  );
});
