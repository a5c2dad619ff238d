import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useWindow } from '../VirtualRows';
import type { TreeNode } from '@core/tree/treeModel';

/** What the view reads of its store (TreeStore has it all; TreeOutline, of src/core/tree, all but the busy nodes). */
export interface TreeViewModel<Item> {
  readonly roots: TreeNode<Item>[];
  readonly visible: TreeNode<Item>[];
  isExpanded(id: number): boolean;
  /** A node with a call in flight (its buttons disabled); a read-only tree has none. */
  isBusy?(id: number): boolean;
  toggle(id: number): void;
  setExpanded(id: number, open: boolean): void;
  find(id: number): TreeNode<Item> | undefined;
}

/**
 * Accessible names of a node's buttons, each naming the node ('Изменить категорию «…»'). A button whose
 * name is left out is not shown (a tree whose nodes are only deleted: the behaviour categories).
 */
export interface TreeNodeLabels<Item> {
  addChild?: (node: TreeNode<Item>) => string;
  edit?: (node: TreeNode<Item>) => string;
  remove?: (node: TreeNode<Item>) => string;
}

/** A multi-selection of nodes (aria-selected; Space or a click on the name toggles it). */
export interface TreeSelection {
  isSelected(id: number): boolean;
  toggle(id: number): void;
}

export interface TreeViewProps<Item> {
  store: TreeViewModel<Item>;
  /** The tree's accessible name. */
  label: string;
  name: (item: Item) => string;
  /** The node buttons' names; a tree without them (a read-only tree: geo objects) shows no buttons. */
  labels?: TreeNodeLabels<Item>;
  onAddChild?: (node: TreeNode<Item>) => void;
  onEdit?: (node: TreeNode<Item>) => void;
  onRemove?: (node: TreeNode<Item>) => void;
  selection?: TreeSelection;
  /** One node selected at a time (aria-multiselectable false); default: several. */
  singleSelection?: boolean;
  /** Shown after the name (a count, a badge). */
  extra?: (node: TreeNode<Item>) => ReactNode;
}

interface NodeProps<Item> extends TreeViewProps<Item> {
  node: TreeNode<Item>;
  focusedId: number | null;
  idPrefix: string;
  register: (id: number, element: HTMLLIElement | null) => void;
  onFocusNode: (id: number) => void;
  /** Windowed: the node drawn alone (its children are rows of their own), with its place among its siblings. */
  flat?: { setSize: number; posInSet: number };
}

const TreeItem = observer(function TreeItem<Item>(props: NodeProps<Item>) {
  const { node, store, labels, selection, focusedId, idPrefix } = props;
  const hasChildren = node.children.length > 0;
  const open = hasChildren && store.isExpanded(node.id);
  const busy = store.isBusy?.(node.id) ?? false;
  const focused = focusedId === node.id;
  const selected = selection?.isSelected(node.id) ?? false;
  const nameId = `${idPrefix}-${node.id}`;
  // Only the focused node's buttons are tab stops: Tab goes from the tree to them, not through every node.
  const tab = focused ? 0 : -1;
  return (
    <li
      ref={(element) => props.register(node.id, element)}
      role="treeitem"
      aria-labelledby={nameId}
      aria-level={node.level}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selection ? selected : undefined}
      aria-busy={busy || undefined}
      aria-setsize={props.flat?.setSize}
      aria-posinset={props.flat?.posInSet}
      tabIndex={tab}
      className="tree-item"
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocusNode(node.id);
      }}
    >
      <div className={`tree-line d-flex align-items-center gap-2 py-1 pe-1 rounded${selected ? ' bg-primary-subtle' : ''}`} style={{ paddingLeft: `${0.25 + (node.level - 1) * 1.5}rem` }}>
        {/* Mouse affordance; the keyboard opens and closes with the arrows (the tree pattern). */}
        <span className="tree-toggle text-body-secondary flex-shrink-0 text-center" aria-hidden="true" style={{ width: '1rem', cursor: hasChildren ? 'pointer' : undefined }} onClick={() => hasChildren && store.toggle(node.id)}>
          {hasChildren ? (open ? '▾' : '▸') : ''}
        </span>
        <span
          id={nameId}
          className="tree-name flex-grow-1 text-break"
          style={{ cursor: selection ? 'pointer' : undefined }}
          onClick={() => {
            props.onFocusNode(node.id);
            selection?.toggle(node.id);
          }}
        >
          {props.name(node.item)}
        </span>
        {props.extra?.(node)}
        {labels && (
          <div className="d-flex flex-nowrap gap-1">
            {labels.addChild && (
              <button type="button" className="btn btn-sm btn-outline-success" tabIndex={tab} disabled={busy} aria-label={labels.addChild(node)} onClick={() => props.onAddChild?.(node)}>
                Добавить
              </button>
            )}
            {labels.edit && (
              <button type="button" className="btn btn-sm btn-outline-primary" tabIndex={tab} disabled={busy} aria-label={labels.edit(node)} onClick={() => props.onEdit?.(node)}>
                Изменить
              </button>
            )}
            {labels.remove && (
              <button type="button" className="btn btn-sm btn-outline-danger" tabIndex={tab} disabled={busy} aria-label={labels.remove(node)} onClick={() => props.onRemove?.(node)}>
                Удалить
              </button>
            )}
          </div>
        )}
      </div>
      {open && !props.flat && (
        <ul role="group" className="list-unstyled m-0">
          {node.children.map((child) => (
            <TreeItem<Item> key={child.id} {...props} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}) as <Item>(props: NodeProps<Item>) => ReactNode;

/**
 * An accessible tree (WAI-ARIA tree pattern): one tab stop (the focused node), ↑/↓ move, → opens or
 * goes to the first child, ← closes or goes to the parent, Home/End, Space/Enter select; each node
 * has add-child, edit and delete buttons named after it.
 */
function TreeViewInner<Item>(props: TreeViewProps<Item>) {
  const { store, selection } = props;
  const idPrefix = useId();
  const elements = useRef(new Map<number, HTMLLIElement>());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const moved = useRef(false);
  const visible = store.visible;
  // The focused node may have been deleted or hidden: fall back to the first one shown.
  const current = focusedId !== null && visible.some((n) => n.id === focusedId) ? focusedId : (visible[0]?.id ?? null);

  const windowed = visible.length > TREE_WINDOW.above;
  // Windowed, the node may not be drawn yet: WindowedTree scrolls to it, then focuses it.
  useEffect(() => {
    if (!moved.current || current === null || windowed) return;
    moved.current = false;
    elements.current.get(current)?.focus();
  }, [current, windowed]);

  const moveTo = (id: number | undefined): void => {
    if (id === undefined) return;
    moved.current = true;
    setFocusedId(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'treeitem' || current === null) return;
    const index = visible.findIndex((n) => n.id === current);
    const node = visible[index];
    if (!node) return;
    const open = node.children.length > 0 && store.isExpanded(node.id);
    const handled: Record<string, () => void> = {
      ArrowDown: () => moveTo(visible[index + 1]?.id),
      ArrowUp: () => moveTo(visible[index - 1]?.id),
      Home: () => moveTo(visible[0]?.id),
      End: () => moveTo(visible.at(-1)?.id),
      ArrowRight: () => (node.children.length === 0 ? undefined : open ? moveTo(node.children[0].id) : store.setExpanded(node.id, true)),
      ArrowLeft: () => (open ? store.setExpanded(node.id, false) : moveTo(node.parentId ?? undefined)),
      ' ': () => selection?.toggle(node.id),
      Enter: () => selection?.toggle(node.id),
    };
    const action = handled[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const itemProps = (node: TreeNode<Item>) => ({
    ...props,
    node,
    focusedId: current,
    idPrefix,
    register: (id: number, element: HTMLLIElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    onFocusNode: setFocusedId,
  });

  if (windowed) {
    return <WindowedTree {...props} visible={visible} current={current} focusPending={() => moved.current} focusTaken={() => (moved.current = false)} elements={elements} onKeyDown={onKeyDown} itemProps={itemProps} />;
  }

  return (
    <ul role="tree" aria-label={props.label} aria-multiselectable={selection ? !props.singleSelection : undefined} className="list-unstyled m-0" onKeyDown={onKeyDown}>
      {store.roots.map((node) => (
        <TreeItem<Item> key={node.id} {...itemProps(node)} />
      ))}
    </ul>
  );
}

/** Above this many nodes shown the tree is windowed: a scroll box of this height, nodes of about this height. */
export const TREE_WINDOW = { above: 300, height: 600, rowHeight: 38 } as const;

interface WindowedTreeProps<Item> extends TreeViewProps<Item> {
  visible: TreeNode<Item>[];
  current: number | null;
  /** The keyboard moved the focus and the node has not taken it yet. */
  focusPending: () => boolean;
  focusTaken: () => void;
  elements: RefObject<Map<number, HTMLLIElement>>;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  itemProps: (node: TreeNode<Item>) => NodeProps<Item>;
}

/**
 * Thousands of nodes shown: only those in view are drawn, as one flat list of treeitems (the tree pattern
 * allows it) that say their level, their place and their siblings' count; the keyboard scrolls the focused
 * node into view before focusing it.
 */
function WindowedTree<Item>(props: WindowedTreeProps<Item>) {
  const { visible, current, store } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, items, before, after } = useWindow(visible.length, () => scrollRef.current, TREE_WINDOW.rowHeight, TREE_WINDOW.height);
  const currentIndex = current === null ? -1 : visible.findIndex((n) => n.id === current);
  useEffect(() => {
    if (!props.focusPending() || currentIndex < 0) return;
    const element = props.elements.current.get(visible[currentIndex].id);
    if (element) {
      props.focusTaken();
      element.focus();
    } else virtualizer.scrollToIndex(currentIndex);
  });
  const siblingsOf = (node: TreeNode<Item>): TreeNode<Item>[] => (node.parentId === null ? store.roots : (store.find(node.parentId)?.children ?? [node]));
  return (
    <div ref={scrollRef} style={{ maxHeight: TREE_WINDOW.height, overflowY: 'auto' }}>
      <ul role="tree" aria-label={props.label} aria-multiselectable={props.selection ? !props.singleSelection : undefined} className="list-unstyled m-0" onKeyDown={props.onKeyDown}>
        {before > 0 && <li role="none" aria-hidden="true" style={{ height: before }} />}
        {items.map((virtual) => {
          const node = visible[virtual.index];
          const siblings = siblingsOf(node);
          return <TreeItem<Item> key={node.id} {...props.itemProps(node)} flat={{ setSize: siblings.length, posInSet: siblings.indexOf(node) + 1 }} />;
        })}
        {after > 0 && <li role="none" aria-hidden="true" style={{ height: after }} />}
      </ul>
    </div>
  );
}

export const TreeView = observer(TreeViewInner) as <Item>(props: TreeViewProps<Item>) => ReactNode;
