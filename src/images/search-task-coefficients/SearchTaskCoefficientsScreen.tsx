import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { coefficientsApi } from './api';
import type { SearchTaskCoefficientsProps } from './props';
import { SearchTaskCoefficientsStore } from './SearchTaskCoefficientsStore';
import { ROW_LABELS, TEXTS } from './texts';
import { CoefficientFields } from './views/CoefficientFields';
import { coefficientColumns } from './views/coefficientColumns';
import { ModalActions } from './views/ModalActions';
import { ProjectLinks } from './views/ProjectLinks';
import { AddBar } from '@ui/AddBar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { SearchTaskCoefficientsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const searchTaskCoefficientsStore = ({ projects }: SearchTaskCoefficientsProps) => new SearchTaskCoefficientsStore(coefficientsApi(), projects);

/** I 2.2 (variant): the coefficients of the page's project, with add, edit (the name opens it), delete (confirmed), the status badge and switch. */
export const SearchTaskCoefficientsScreen = observer(function SearchTaskCoefficientsScreen(props: SearchTaskCoefficientsProps & GivenStore<SearchTaskCoefficientsStore>) {
  const store = useScreenStore(props.store, () => searchTaskCoefficientsStore(props));
  const columns = useMemo(() => coefficientColumns(store), [store]);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add}>
        <ProjectLinks projects={store.projects} current={store.projectId} />
      </AddBar>
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.editor.openEdit} empty={TEXTS.empty} paged={false} />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }} extraActions={<ModalActions store={store} />} size="lg">
        <CoefficientFields store={store} />
      </CrudFormModal>
    </div>
  );
});
