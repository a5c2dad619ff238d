import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { HashState } from '@core/hash';
import { TreeStore } from '@core/tree/TreeStore';
import { subtree, type TreeNode } from '@core/tree/treeModel';
import type { CategoryInput, TagCategoriesApi } from './api';
import type { Category } from '@images/shared/categories';
import { TagList, type Tag } from '@images/shared/tags';
import { hashSchema } from './hash';
import { NODE_LABELS, TEXTS } from './texts';
import { disposers } from '@core/disposers';

/** The modal's values. */
export interface CategoryValues {
  name: string;
  /** The tags in the category (I 3 Category: tags). */
  tags: number[];
}

// One collator for every comparison: localeCompare with a locale builds one per call (seconds for thousands of tags).
const collator = new Intl.Collator('ru');
const byName = (a: Tag, b: Tag): number => collator.compare(a.name, b.name);

/** I 2.6: the category tree (add child, edit, delete with descendants), the selection, and the two tag lists beside it. */
export class TagCategoriesStore {
  readonly filters = new HashState(hashSchema);
  readonly tree: TreeStore<Category, CategoryValues, CategoryInput>;
  readonly tagList: TagList;

  constructor(private readonly api: TagCategoriesApi) {
    this.tagList = new TagList((signal) => api.tags(signal));
    this.tree = new TreeStore(api, {
      id: (c) => c.id,
      parentId: (c) => c.parent_id,
      children: (c) => c.children,
      form: {
        empty: () => ({ name: '', tags: [] }),
        fromItem: (c) => ({ name: c.name, tags: [...c.tags] }),
        // An edit keeps the category's place and every field it came with; the modal changes its name and its tags.
        toInput: (values, item, parentId) => ({ ...item?.source, name: values.name.trim(), parent_id: item ? item.parent_id : parentId, tags: [...values.tags] }),
        rules: { name: [{ rule: 'required', message: TEXTS.nameRequired }] },
      },
      confirmDelete: (node, count) => ({
        title: NODE_LABELS.deleteTitle(node),
        message: count > 1 ? TEXTS.deleteWithChildren(count - 1) : TEXTS.deleteQuestion,
      }),
      onRemoved: (ids) => this.unselect(ids),
    });
    makeAutoObservable<TagCategoriesStore, 'api'>(this, { api: false, filters: false, tree: false, tagList: false }, { autoBind: true });
  }

  isSelected(id: number): boolean {
    return this.filters.values.c.includes(id);
  }

  /** A click on a name, Space or Enter: the category joins or leaves the selection (the hash entry is replaced). */
  toggleSelected(id: number): void {
    const current = this.filters.values.c;
    this.filters.set({ c: current.includes(id) ? current.filter((c) => c !== id) : [...current, id] }, 'replace');
  }

  private unselect(ids: number[]): void {
    this.filters.set({ c: this.filters.values.c.filter((id) => !ids.includes(id)) }, 'replace');
  }

  /** The selected categories that exist (a link may name deleted ones). */
  get selected(): Category[] {
    return this.filters.values.c.flatMap((id) => this.tree.find(id)?.item ?? []);
  }

  /** Tags of the selected categories, each once, by name. */
  get selectedTags(): Tag[] {
    const ids = new Set(this.selected.flatMap((c) => c.tags));
    return this.tags.filter((t) => ids.has(t.id)).sort(byName);
  }

  /** Tags no category holds, by name. */
  get freeTags(): Tag[] {
    const held = new Set(this.tree.roots.flatMap(subtree).flatMap((node) => node.item.tags));
    return this.tags.filter((t) => !held.has(t.id)).sort(byName);
  }

  get loading(): boolean {
    return this.tree.loading || !this.tagsLoaded;
  }

  /** The modal's title: a root, a child of the named parent, or the category edited. */
  get modalTitles(): { create: string; edit: (node: TreeNode<Category>) => string } {
    const parent = this.tree.addingParent;
    return { create: parent ? TEXTS.createChildTitle(parent.item.name) : TEXTS.createTitle, edit: TEXTS.editTitle };
  }

  /** 'Добавить категорию': the add modal of a root, kept in the hash as #new. */
  add(): void {
    requestAddModal(this.filters);
  }

  get tags(): Tag[] {
    return this.tagList.tags;
  }

  /** The tags have answered (or failed): the side lists can say what they hold. */
  get tagsLoaded(): boolean {
    return this.tagList.settled;
  }

  /** The hash, the tree, the tags, and the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    const tags = new AbortController();
    void this.tagList.load(tags.signal);
    const tree = this.tree;
    // #new opens the add modal of a root category.
    const addRoot = { get isOpen() { return tree.editor.isOpen; }, openCreate: () => tree.openAddRoot() };
    const stop = disposers(this.filters.start(), tree.start(), bindAddModal(this.filters, addRoot));
    return () => {
      tags.abort();
      stop();
    };
  }
}
