import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { CrudFormModal } from '../../ui/CrudFormModal';
import { CrudTable } from '../../ui/CrudTable';
import { bannerTypesApi } from './api';
import { BannerTypesStore } from './BannerTypesStore';
import type { BannerTypesProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { TypeFields } from './views/TypeFields';
import { typeColumns } from './views/typeColumns';
import { AddBar } from '../../ui/AddBar';
import { useStarted } from '../../ui/useStarted';

export type { BannerTypesProps };

/** A 2 banner types: the table (titles link to the fields), add / edit in a modal, delete after a confirmation; the list reloads after each change. */
export const BannerTypesScreen = observer(function BannerTypesScreen({ dataUrl, urlPath }: BannerTypesProps) {
  const [store] = useState(() => new BannerTypesStore(bannerTypesApi(dataUrl), urlPath));
  useStarted(store);
  const columns = useMemo(() => typeColumns(store), [store]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add} />
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.editor.openEdit} empty={TEXTS.empty} paged={false} maxHeight={550} />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }}>
        <TypeFields store={store} />
      </CrudFormModal>
    </div>
  );
});
