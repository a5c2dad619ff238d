import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { LoadStateLine } from '@ui/LoadStateLine';
import { SortableTable } from '@ui/sortable/SortableTable';
import { bannerTypeFieldsApi } from './api';
import { BannerTypeFieldsStore } from './BannerTypeFieldsStore';
import type { BannerTypeFieldsProps } from './props';
import { TEXTS } from './texts';
import { FieldFields } from './views/FieldFields';
import { fieldColumns } from './views/fieldColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { BannerTypeFieldsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const bannerTypeFieldsStore = ({ url }: BannerTypeFieldsProps) => new BannerTypeFieldsStore(bannerTypeFieldsApi(url));

/** A 2 banner type fields: a table sorted by drag or keyboard (saved by the sort call), plus the add / edit modal. */
export const BannerTypeFieldsScreen = observer(function BannerTypeFieldsScreen(props: BannerTypeFieldsProps & GivenStore<BannerTypeFieldsStore>) {
  const store = useScreenStore(props.store, () => bannerTypeFieldsStore(props));
  const columns = useMemo(() => fieldColumns(store), [store]);
  const { list } = store.table;
  return (
    <div>
      <div className="d-flex align-items-center mb-2 gap-3">
        <p className="text-body-secondary small m-0">{TEXTS.hint}</p>
        <button type="button" className="btn btn-success ms-auto text-nowrap flex-shrink-0" onClick={store.add}>
          {TEXTS.add}
        </button>
      </div>
      <LoadStateLine list={list} />
      <SortableTable
        caption={TEXTS.title}
        rows={store.order.rows}
        columns={columns}
        rowKey={(row) => row.id}
        nameOf={(row) => row.name}
        onMove={(active, over) => void store.order.move(active, over)}
        disabled={store.order.saving || list.loading}
        loading={list.loading || store.order.saving}
        empty={list.state === 'failed' ? 'Не удалось загрузить данные' : TEXTS.empty}
      />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }}>
        <FieldFields store={store} />
      </CrudFormModal>
    </div>
  );
});
