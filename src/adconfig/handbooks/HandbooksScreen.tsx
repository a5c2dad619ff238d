import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { handbooksApi } from './api';
import type { HandbooksProps } from './props';
import { HandbooksStore } from './HandbooksStore';
import { ROW_LABELS, TEXTS } from './texts';
import { HandbookFields } from './views/HandbookFields';
import { handbookColumns } from './views/handbookColumns';
import { AddBar } from '@ui/AddBar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { HandbooksProps };

/** The table scrolls under its sticky header in a box of 550 px (A 9's sticky table height). */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const handbooksStore = ({ dataUrl, urlPath, organizations }: HandbooksProps) => new HandbooksStore(handbooksApi(dataUrl, urlPath), organizations);

/** A 2 handbooks: the table with add, edit and delete (confirmed); each name links to the handbook's values. */
export const HandbooksScreen = observer(function HandbooksScreen(props: HandbooksProps & GivenStore<HandbooksStore>) {
  const { urlPath } = props;
  const store = useScreenStore(props.store, () => handbooksStore(props));
  const columns = useMemo(() => handbookColumns(urlPath), [urlPath]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add} />
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.editor.openEdit} empty={TEXTS.empty} paged={false} maxHeight={TABLE_HEIGHT} />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }}>
        <HandbookFields store={store} />
      </CrudFormModal>
    </div>
  );
});
