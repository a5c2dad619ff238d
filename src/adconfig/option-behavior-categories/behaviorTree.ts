import { TreeStore } from '@core/tree/TreeStore';
import type { BehaviorApi, BehaviorCategory } from './api';
import { nameOf, TEXT } from './texts';

/** The behaviour category tree: the shared tree without a form (its nodes are only chosen and deleted). */
export type BehaviorTree = TreeStore<BehaviorCategory>;

/**
 * The behaviour category tree (A 3, A 7 Categories): loaded once (latest wins), a node deleted with its
 * descendants after a question (DELETE ?ids[]=, the answer's data is the new tree). The editor's choice
 * is not kept here: `onRemoved` tells it which ids went.
 */
export function behaviorTree(calls: BehaviorApi, onRemoved: (ids: number[]) => void = () => undefined): BehaviorTree {
  return new TreeStore<BehaviorCategory>(calls, {
    id: (c) => c.id,
    parentId: (c) => c.parentId,
    children: (c) => c.children,
    confirmDelete: (node, count) => ({
      title: TEXT.deleteTitle(nameOf(node.item)),
      message: count > 1 ? TEXT.deleteWithChildren(count - 1) : TEXT.deleteQuestion,
    }),
    onRemoved,
  });
}
