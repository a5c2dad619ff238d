import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { bannerTypesApi } from './api';
import { BannerTypesStore } from './BannerTypesStore';
import type { BannerTypesProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { TypeFields } from './views/TypeFields';
import { typeColumns } from './views/typeColumns';
import { AddBar } from '@ui/AddBar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { BannerTypesProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const bannerTypesStore = ({ dataUrl, urlPath, templates, organizations }: BannerTypesProps) => new BannerTypesStore(bannerTypesApi(dataUrl), urlPath, { templates, organizations });

/** A 2 banner types: the table (titles link to the fields), add / edit in a modal, delete after a confirmation; the list reloads after each change. */
export const BannerTypesScreen = observer(function BannerTypesScreen(props: BannerTypesProps & GivenStore<BannerTypesStore>) {
  const store = useScreenStore(props.store, () => bannerTypesStore(props));
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
