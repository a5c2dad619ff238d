import { observer } from 'mobx-react-lite';
import { VirtualList } from '@ui/VirtualRows';
import type { Tag } from '@images/shared/tags';
import type { TagCategoriesStore } from '../TagCategoriesStore';
import { TEXTS } from '../texts';

function TagList({ title, tags, empty }: { title: string; tags: Tag[]; empty: string }) {
  const id = `tag-categories-${title === TEXTS.freeTags ? 'free' : 'selected'}`;
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-header d-flex">
        <h2 id={id} className="h6 m-0">
          {title}
        </h2>
        {tags.length > 0 && <span className="ms-auto badge text-bg-secondary">{tags.length}</span>}
      </div>
      {tags.length ? (
        // Windowed: the free tags may be thousands.
        <VirtualList
          items={tags}
          itemHeight={41}
          height={400}
          className="list-group list-group-flush"
          labelledBy={id}
          render={(tag) => (
            <li key={tag.id} className="list-group-item text-break">
              {tag.name}
            </li>
          )}
        />
      ) : (
        <p className="card-body text-body-secondary m-0">{empty}</p>
      )}
    </section>
  );
}

/** I 2.6: the two side lists; the spec's empty messages when there is nothing to list. */
export const TagLists = observer(function TagLists({ store }: { store: TagCategoriesStore }) {
  if (!store.tagsLoaded || store.tree.state !== 'ready') return null;
  return (
    <>
      <TagList title={TEXTS.selectedTags} tags={store.selectedTags} empty={store.selected.length ? TEXTS.noTags : TEXTS.chooseCategories} />
      <TagList title={TEXTS.freeTags} tags={store.freeTags} empty={TEXTS.allDistributed} />
    </>
  );
});
