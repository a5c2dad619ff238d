import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { OptionEditorStore } from '@core/option';
import { LoadFailed } from '@ui/LoadFailed';
import { TreeView, type TreeSelection } from '@ui/tree/TreeView';
import type { BehaviorCategory } from '../api';
import type { BehaviorTree } from '../behaviorTree';
import { nameOf, TEXT } from '../texts';
import { withChosen, type BehaviorCategoriesValue } from '../value';

interface Props {
  store: OptionEditorStore<BehaviorCategoriesValue>;
  tree: BehaviorTree;
  chosen: () => ReadonlySet<number>;
}

const labels = { remove: TEXT.deleteLabel };

/** The category tree (windowed past a few hundred nodes shown): a node ticked is chosen, its own percent beside its name, deleted with its descendants. */
export const CategoryTree = observer(function CategoryTree({ store, tree, chosen }: Props) {
  // Ticking follows the lock of the value (A 4): nothing is chosen while the target is off.
  const selection = useMemo<TreeSelection>(
    () => ({
      isSelected: (id) => chosen().has(id),
      toggle: (id) => {
        if (!store.on) return;
        const category = tree.outline.find(id)?.item;
        if (chosen().has(id)) store.setValue(store.value.filter((c) => c.id !== id));
        else if (category) store.setValue(withChosen(store.value, [category]));
        store.clearErrors('');
      },
    }),
    [store, tree, chosen],
  );
  if (tree.state === 'failed') return <LoadFailed onRetry={() => void tree.load()} />;
  if (tree.state !== 'ready') {
    return (
      <p className="small text-body-secondary" role="status">
        {TEXT.treeLoading}
      </p>
    );
  }
  if (tree.outline.roots.length === 0) return <p className="text-body-secondary">{TEXT.treeEmpty}</p>;
  return (
    <div className="border rounded p-1 mb-3">
      <TreeView<BehaviorCategory>
        store={tree}
        label={TEXT.tree}
        name={nameOf}
        labels={labels}
        onRemove={(node) => void tree.remove(node)}
        selection={selection}
        extra={(node) =>
          node.item.percent !== null && (
            <span className="badge text-bg-light border" title={node.item.descr || undefined}>
              {TEXT.ownPercent(node.item.percent)}
            </span>
          )
        }
      />
    </div>
  );
});

