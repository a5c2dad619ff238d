import { observer } from 'mobx-react-lite';
import { CrudFormModal } from '@ui/CrudFormModal';
import { TreeView } from '@ui/tree/TreeView';
import { tagCategoriesApi } from './api';
import type { TagCategoriesProps } from './props';
import { TagCategoriesStore } from './TagCategoriesStore';
import { NODE_LABELS, TEXTS } from './texts';
import { CategoryFields } from './views/CategoryFields';
import { TagLists } from './views/TagLists';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { TagCategoriesProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const tagCategoriesStore = ({ urlPath }: TagCategoriesProps) => new TagCategoriesStore(tagCategoriesApi(urlPath));

/** I 2.6: the category tree (add child, edit, delete with descendants) and, beside it, the tags of the selected categories and the tags outside any. */
export const TagCategoriesScreen = observer(function TagCategoriesScreen(props: TagCategoriesProps & GivenStore<TagCategoriesStore>) {
  const store = useScreenStore(props.store, () => tagCategoriesStore(props));
  const { tree } = store;
  return (
    <div className="row g-3">
      <section className="col-lg-7" aria-label={TEXTS.title}>
        <div className="d-flex align-items-center gap-3 mb-2">
          <p className="text-body-secondary small m-0">{TEXTS.hint}</p>
          <button type="button" className="btn btn-success ms-auto text-nowrap flex-shrink-0" onClick={store.add}>
            {TEXTS.add}
          </button>
        </div>
        {store.loading && <p className="text-body-secondary small">{TEXTS.loading}</p>}
        {tree.isEmpty && <p className="text-body-secondary">{TEXTS.empty}</p>}
        <div className={tree.loading ? 'opacity-50' : undefined}>
          <TreeView
            store={tree}
            label={TEXTS.title}
            name={(c) => c.name}
            labels={NODE_LABELS}
            onAddChild={tree.openAddChild}
            onEdit={tree.openEdit}
            onRemove={(node) => void tree.remove(node)}
            selection={{ isSelected: store.isSelected, toggle: store.toggleSelected }}
            extra={(node) => <span className="badge text-bg-light border">{TEXTS.tagCount(node.item.tags.length)}</span>}
          />
        </div>
      </section>
      <div className="col-lg-5">
        <TagLists store={store} />
      </div>
      <CrudFormModal store={tree.editor} titles={store.modalTitles}>
        <CategoryFields form={tree.editor.form} tags={store.tags} />
      </CrudFormModal>
    </div>
  );
});
