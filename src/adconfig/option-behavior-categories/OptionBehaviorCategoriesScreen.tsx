import { observer } from 'mobx-react-lite';
import { computed, reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { BusyTask } from '@core/busy';
import { MultiSearchStore } from '@core/multiSearch/MultiSearchStore';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { MultiSearch } from '@ui/multiSearch/MultiSearch';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useStarted } from '@ui/useStarted';
import { behaviorApi, type BehaviorCategory } from './api';
import { behaviorTree } from './behaviorTree';
import type { OptionBehaviorCategoriesProps } from './props';
import { nameOf, TEXT } from './texts';
import { checkBehaviorCategories, decodeBehaviorCategories, encodeBehaviorCategories, withChosen, type BehaviorCategoriesValue } from './value';
import { CategoryTree } from './views/CategoryTree';
import { ChosenCategories } from './views/ChosenCategories';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionBehaviorCategoriesProps };

export const behaviorCategoriesOption: OptionEditorConfig<BehaviorCategoriesValue> = {
  decode: decodeBehaviorCategories,
  encode: encodeBehaviorCategories,
  check: checkBehaviorCategories,
  // Thousands of chosen categories load in a moment: only the list is observable, a row is replaced whole.
  shallow: true,
};

/** How many chosen categories the tree opens its branches to on load. */
const REVEAL_CHOSEN = 50;

/** The search's rows: the name, and the description that tells two of one name apart. */
const foundName = (c: BehaviorCategory) => (c.descr !== '' ? `${nameOf(c)} — ${c.descr}` : nameOf(c));

/** The editor's parts over the loaded option: the chosen categories, the tree, the multi-line search. */
const BehaviorFields = observer(function BehaviorFields({ store, props }: { store: OptionEditorStore<BehaviorCategoriesValue>; props: OptionBehaviorCategoriesProps }) {
  const [parts] = useState(() => {
    const calls = behaviorApi(props.apiUrl, props.urlPath);
    // A category deleted from the tree leaves the choice too (the unsaved mark says so).
    const tree = behaviorTree(calls, (ids) => {
      const gone = new Set(ids);
      if (store.value.some((c) => gone.has(c.id))) store.setValue(store.value.filter((c) => !gone.has(c.id)));
    });
    const search = new MultiSearchStore<BehaviorCategory>({ search: calls.search, idOf: (c) => String(c.id), apply: (items) => store.setValue(withChosen(store.value, items)) });
    const chosenIds = computed(() => new Set(store.value.map((c) => c.id)));
    return { tree, search, chosen: () => chosenIds.get(), exporting: new BusyTask() };
  });
  useStarted(parts.tree);
  // Once the tree is in, the first chosen categories show opened up to (not thousands of branches).
  useEffect(
    () =>
      reaction(
        () => parts.tree.state === 'ready',
        (ready) => ready && store.value.slice(0, REVEAL_CHOSEN).forEach((c) => parts.tree.outline.reveal(c.id)),
        { fireImmediately: true },
      ),
    [parts, store],
  );
  return (
    <>
      <h3 className="h6">{TEXT.caption}</h3>
      <ChosenCategories store={store} tree={parts.tree} exporting={parts.exporting} />
      <h3 className="h6 mb-0">{TEXT.tree}</h3>
      <p className="form-text mt-0">{TEXT.treeHint}</p>
      <CategoryTree store={store} tree={parts.tree} chosen={parts.chosen} />
      <MultiSearch store={parts.search} title={TEXT.search} nameOf={foundName} />
    </>
  );
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionBehaviorCategoriesStore = (props: OptionBehaviorCategoriesProps) => optionEditorStore(props, behaviorCategoriesOption);

/** Behaviour category targeting (A 2, A 3): categories chosen from the tree or found by names, each with its percent; Excel of the choice. */
export function OptionBehaviorCategoriesScreen(props: OptionBehaviorCategoriesProps & GivenStore<ReturnType<typeof optionBehaviorCategoriesStore>>) {
  return (
    <OptionEditor props={props} config={behaviorCategoriesOption} store={props.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <BehaviorFields store={store} props={props} />}
    </OptionEditor>
  );
}
