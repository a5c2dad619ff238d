import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { ListTable } from '@ui/ListTable';
import { searchTasksApi } from './api';
import { ImageSearchTasksStore } from './ImageSearchTasksStore';
import type { ImageSearchTasksProps } from './props';
import { TEXTS } from './texts';
import { AddTaskFields } from './views/AddTaskFields';
import { ImportTaskFields } from './views/ImportTaskFields';
import { taskColumns } from './views/taskColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ImageSearchTasksProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const imageSearchTasksStore = ({ urlPath }: ImageSearchTasksProps) => new ImageSearchTasksStore(searchTasksApi(undefined, urlPath));

/** I 2.2: the image search tasks, 'Добавить' (by a query or a tag) and 'Импортировать json' (I 5). */
export const ImageSearchTasksScreen = observer(function ImageSearchTasksScreen(props: ImageSearchTasksProps & GivenStore<ImageSearchTasksStore>) {
  const store = useScreenStore(props.store, () => imageSearchTasksStore(props));
  const columns = useMemo(() => taskColumns(store.api.taskHref), [store]);
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        <button type="button" className="btn btn-success" onClick={store.add}>
          {TEXTS.add}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={store.openImport}>
          {TEXTS.importJson}
        </button>
      </div>
      <ListTable list={store.table.list} columns={columns} rowKey={(row) => row.id} caption={TEXTS.title} empty={TEXTS.empty} paged={false} />
      <CrudFormModal store={store.adder} titles={{ create: TEXTS.addModal.title, edit: TEXTS.addModal.title }}>
        <AddTaskFields store={store} />
      </CrudFormModal>
      <CrudFormModal store={store.importer} titles={{ create: TEXTS.import.title, edit: TEXTS.import.title }}>
        <ImportTaskFields store={store} />
      </CrudFormModal>
    </div>
  );
});
