import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { handbookValuesApi } from './api';
import { HandbookValuesStore } from './HandbookValuesStore';
import type { HandbookValuesProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { ValueFields } from './views/ValueFields';
import { valueColumns } from './views/valueColumns';
import { AddBar } from '@ui/AddBar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { HandbookValuesProps };

const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const handbookValuesStore = ({ dataUrl, urlPath, handbook, organizations }: HandbookValuesProps) => new HandbookValuesStore(handbookValuesApi(dataUrl, urlPath), { handbook, organizations });

/** A 2 handbook values: the table with add, edit (modal or the value's page) and delete (confirmed). */
export const HandbookValuesScreen = observer(function HandbookValuesScreen(props: HandbookValuesProps & GivenStore<HandbookValuesStore>) {
  const store = useScreenStore(props.store, () => handbookValuesStore(props));
  const { showsVal } = store;
  const columns = useMemo(() => valueColumns(store, showsVal), [store, showsVal]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add}>
        {store.handbook?.name && (
          <p className="mb-0">
            {TEXTS.handbook}: <strong>{store.handbook.name}</strong>
          </p>
        )}
      </AddBar>
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.edit} empty={TEXTS.empty} paged={false} maxHeight={TABLE_HEIGHT} />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }}>
        <ValueFields store={store} />
      </CrudFormModal>
    </div>
  );
});
