import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { CrudFormModal } from '../../ui/CrudFormModal';
import { CrudTable } from '../../ui/CrudTable';
import { handbooksApi } from './api';
import type { HandbooksProps } from './props';
import { HandbooksStore } from './HandbooksStore';
import { ROW_LABELS, TEXTS } from './texts';
import { HandbookFields } from './views/HandbookFields';
import { handbookColumns } from './views/handbookColumns';
import { AddBar } from '../../ui/AddBar';
import { useStarted } from '../../ui/useStarted';

export type { HandbooksProps };

/** The table scrolls under its sticky header in a box of 550 px (A 9's sticky table height). */
const TABLE_HEIGHT = 550;

/** A 2 handbooks: the table with add, edit and delete (confirmed); each name links to the handbook's values. */
export const HandbooksScreen = observer(function HandbooksScreen({ dataUrl, urlPath }: HandbooksProps) {
  const [store] = useState(() => new HandbooksStore(handbooksApi(dataUrl, urlPath)));
  useStarted(store);
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
