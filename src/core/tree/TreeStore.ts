import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BusyKeys } from '../busy';
import { LatestLoad } from '../latestLoad';
import { CrudFormStore } from '../crud/CrudFormStore';
import type { DeleteQuestion } from '../crud/CrudListStore';
import { showError } from '../crud/errorText';
import type { Saved } from '../http';
import type { LoadState } from '../loadState';
import { notify } from '../notify';
import type { FieldErrors, Rules } from '../validate';
import { TreeOutline } from './TreeOutline';
import { subtreeIds, type TreeNode, type TreeShape } from './treeModel';

/** The calls of every tree: load, and delete of a subtree by ids. */
export interface TreeLoadCalls<Item> {
  load(signal: AbortSignal): Promise<Item[]>;
  /** Deletes the node and its descendants (their ids); the new list when the answer carries one, else null (the tree reloads). */
  removeSubtree(ids: number[]): Promise<Saved<Item[] | null>>;
}

/** The calls of a tree screen with the add / edit modal (its api.ts): load, create, update, and delete of a subtree by ids. */
export interface TreeCalls<Item, Input> extends TreeLoadCalls<Item> {
  create(input: Input): Promise<Saved<unknown>>;
  update(id: number, input: Input): Promise<Saved<unknown>>;
}

/** The add / edit modal of a node: its values, the input sent, the rules (the spec's messages). */
export interface TreeFormOptions<Item, Values extends object, Input> {
  empty: () => Values;
  fromItem: (item: Item) => Values;
  /** `item`: the node edited (null on add); `parentId`: where a new node goes (null: a root). */
  toInput: (values: Values, item: Item | null, parentId: number | null) => Input;
  rules?: Rules<Values>;
  check?: (values: Values) => FieldErrors<Values>;
}

/** What every tree is told: its shape, the question before a delete. */
export interface TreeLoadOptions<Item> extends TreeShape<Item> {
  /** The question before a delete; `count` is the node with its descendants. */
  confirmDelete: (node: TreeNode<Item>, count: number) => DeleteQuestion;
  /** Told which ids a delete removed (a selection drops them). */
  onRemoved?: (ids: number[]) => void;
}

export interface TreeStoreOptions<Item, Values extends object, Input> extends TreeLoadOptions<Item> {
  form: TreeFormOptions<Item, Values, Input>;
}

/**
 * A tree without the add / edit modal (the behaviour categories: only read and deleted from) is a
 * TreeStore<Item> (Values never): its calls and options have no form, and its editor is null. With
 * Values, the form and create / update are required (the plain members carry the type inference).
 */
type NoForm = never;
type WithForm<Values, Required> = [Values] extends [NoForm] ? unknown : Required;
export type TreeCallsOf<Item, Values, Input> = TreeLoadCalls<Item> & Partial<TreeCalls<Item, Input>> & WithForm<Values, TreeCalls<Item, Input>>;
export type TreeOptionsOf<Item, Values extends object, Input> = TreeLoadOptions<Item> & { form?: TreeFormOptions<Item, Values, Input> } & WithForm<Values, TreeStoreOptions<Item, Values, Input>>;
export type TreeEditor<Item, Values extends object, Input> = [Values] extends [NoForm] ? null : CrudFormStore<TreeNode<Item>, Values, Input>;

const canEdit = <Item, Input>(calls: TreeLoadCalls<Item> & Partial<TreeCalls<Item, Input>>): calls is TreeCalls<Item, Input> =>
  calls.create !== undefined && calls.update !== undefined;

/**
 * A tree screen's state (tag categories): the nodes from a flat-or-nested list, expand / collapse,
 * add a child or a root, edit (a CrudFormStore modal), delete a node with its descendants after a
 * confirmation (the node busy meanwhile), reload after each change; latest load wins. Without a form
 * (TreeStore<Item>: the behaviour categories) it loads and deletes only.
 */
export class TreeStore<Item, Values extends object = NoForm, Input = NoForm> {
  /** The items as last loaded (flat or nested); the outline builds the nodes from them. */
  private items: Item[] = [];
  /** The nodes, what is open, what shows (shared with every tree: src/core/tree/TreeOutline). */
  readonly outline: TreeOutline<Item>;
  /** Nodes with a call in flight (their buttons are disabled). */
  private readonly busy = new BusyKeys<number>(showError);
  /** Where the node being added goes: a parent id, or null for a root. */
  addingUnder: number | null = null;
  /** The add / edit modal; null for a tree without a form. */
  readonly editor: TreeEditor<Item, Values, Input>;
  private readonly loader = new LatestLoad();
  private readonly calls: TreeLoadCalls<Item>;
  private readonly options: TreeLoadOptions<Item>;

  constructor(calls: TreeCallsOf<Item, Values, Input>, options: TreeOptionsOf<Item, Values, Input>) {
    this.calls = calls;
    this.options = options;
    this.outline = new TreeOutline(() => this.items, options);
    // TypeScript cannot follow the conditional types into the body: the editor is made exactly when the form is given.
    this.editor = (options.form && canEdit(calls) ? this.editorOf(calls, options.form) : null) as TreeEditor<Item, Values, Input>;
    makeAutoObservable<TreeStore<Item, Values, Input>, 'calls' | 'options' | 'loader' | 'items' | 'busy'>(
      this,
      { calls: false, options: false, loader: false, editor: false, outline: false, items: observableRef, busy: false },
      { autoBind: true },
    );
  }

  private editorOf(calls: TreeCalls<Item, Input>, form: TreeFormOptions<Item, Values, Input>): CrudFormStore<TreeNode<Item>, Values, Input> {
    const saved = async (call: Promise<Saved<unknown>>): Promise<Saved<TreeNode<Item> | null>> => ({ ...(await call), data: null });
    return new CrudFormStore<TreeNode<Item>, Values, Input>(
      {
        create: (input) => saved(calls.create(input)),
        update: (id, input) => saved(calls.update(id, input)),
      },
      {
        empty: form.empty,
        fromRow: (node) => form.fromItem(node.item),
        toInput: (values, node) => form.toInput(values, node?.item ?? null, node ? node.parentId : this.addingUnder),
        rules: form.rules,
        check: form.check,
        onSaved: (_saved, mode) => this.afterSave(mode === 'create'),
      },
    );
  }

  get state(): LoadState {
    return this.loader.state;
  }

  get loading(): boolean {
    return this.loader.loading;
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.roots.length === 0;
  }

  get roots(): TreeNode<Item>[] {
    return this.outline.roots;
  }

  /** The nodes shown, in reading order (arrow-key navigation walks these). */
  get visible(): TreeNode<Item>[] {
    return this.outline.visible;
  }

  find(id: number): TreeNode<Item> | undefined {
    return this.outline.find(id);
  }

  isExpanded(id: number): boolean {
    return this.outline.isExpanded(id);
  }

  isBusy(id: number): boolean {
    return this.busy.has(id);
  }

  toggle(id: number): void {
    this.outline.toggle(id);
  }

  setExpanded(id: number, open: boolean): void {
    this.outline.setExpanded(id, open);
  }

  /** 'Добавить' at the top: a new root. */
  openAddRoot(): void {
    this.addingUnder = null;
    this.editor?.openCreate();
  }

  /** A node's add button: a new child of it. */
  openAddChild(node: TreeNode<Item>): void {
    this.addingUnder = node.id;
    this.editor?.openCreate();
  }

  openEdit(node: TreeNode<Item>): void {
    this.editor?.openEdit(node);
  }

  /** The node under which the modal adds (its title names it). */
  get addingParent(): TreeNode<Item> | undefined {
    return this.addingUnder === null ? undefined : this.find(this.addingUnder);
  }

  /** Loads the tree (latest wins); a node added under a parent shows, the parent opened. */
  load(): Promise<void> {
    return this.loader.run((signal) => this.calls.load(signal), (items) => {
      this.items = items;
    });
  }

  /** After a save the tree reloads; a node just added shows, its parent opened. */
  afterSave(added: boolean): Promise<void> {
    if (added && this.addingUnder !== null) this.outline.setExpanded(this.addingUnder, true);
    return this.load();
  }

  /** Deletes the node and its descendants after the confirmation; true when done. */
  async remove(node: TreeNode<Item>): Promise<boolean> {
    if (this.busy.has(node.id)) return false;
    const ids = subtreeIds(node);
    const { message, ...question } = this.options.confirmDelete(node, ids.length);
    if (!(await notify.confirm(message, { confirmLabel: 'Удалить', danger: true, ...question }))) return false;
    return this.busy.run(node.id, async () => {
      const answer = await this.calls.removeSubtree(ids);
      runInAction(() => ids.forEach((id) => this.outline.setExpanded(id, false)));
      this.options.onRemoved?.(ids);
      notify.deleted(answer.message || undefined);
      const items = answer.data;
      if (items) this.loader.settle(() => (this.items = items));
      else await this.load();
      return true;
    });
  }

  /** Loads now; returns the disposer (useStarted) that drops a load in flight. */
  start(): () => void {
    void this.load();
    return this.loader.stop;
  }
}
