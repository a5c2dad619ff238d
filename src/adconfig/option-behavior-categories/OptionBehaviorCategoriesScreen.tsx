import { observer } from 'mobx-react-lite';
import { computed, reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { BusyTask } from '@core/busy';
import { MultiSearchStore } from '@core/multiSearch/MultiSearchStore';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { MultiSearch } from '@ui/multiSearch/MultiSearch';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { behaviorApi, type BehaviorCategory } from './api';
import { behaviorTree, type BehaviorTree } from './behaviorTree';
import type { OptionBehaviorCategoriesProps } from './props';
import { nameOf, TEXT } from './texts';
import { behaviorSaveBody, checkBehaviorCategories, decodeBehaviorCategories, encodeBehaviorCategories, withChosen, type BehaviorCategoriesValue } from './value';
import { ExportSetting } from './views/ExportSetting';
import { CategoryTree } from './views/CategoryTree';
import { ChosenCategories } from './views/ChosenCategories';

export type { OptionBehaviorCategoriesProps };

export const behaviorCategoriesOption: OptionEditorConfig<BehaviorCategoriesValue> = {
  decode: decodeBehaviorCategories,
  encode: encodeBehaviorCategories,
  check: checkBehaviorCategories,
  // A 7 Behavior save: the chosen ids and the export setting beside status and value.
  body: behaviorSaveBody,
  // Thousands of chosen categories load in a moment: only the list is observable, a row is replaced whole.
  shallow: true,
};

/** How many chosen categories the tree opens its branches to on load. */
const REVEAL_CHOSEN = 50;

/** The search's rows: the name, and the description that tells two of one name apart. */
const foundName = (c: BehaviorCategory) => (c.descr !== '' ? `${nameOf(c)} — ${c.descr}` : nameOf(c));

type BehaviorCategoriesStore = OptionEditorStore<BehaviorCategoriesValue, { tree: BehaviorTree }>;

/** The editor's parts over the loaded option: the chosen categories, the tree (loaded with the option), the multi-line search. */
const BehaviorFields = observer(function BehaviorFields({ store, props }: { store: BehaviorCategoriesStore; props: OptionBehaviorCategoriesProps }) {
  const tree = store.loads.tree;
  const [parts] = useState(() => {
    const calls = behaviorApi(props.apiUrl, props.urlPath);
    const search = new MultiSearchStore<BehaviorCategory>({ search: calls.search, idOf: (c) => String(c.id), apply: (items) => store.setValue(withChosen(store.value, items)) });
    const chosenIds = computed(() => new Set(store.value.map((c) => c.id)));
    return { search, chosen: () => chosenIds.get(), exporting: new BusyTask() };
  });
  // Once the tree is in, the first chosen categories show opened up to (not thousands of branches).
  useEffect(
    () =>
      reaction(
        () => tree.state === 'ready',
        (ready) => ready && store.value.slice(0, REVEAL_CHOSEN).forEach((c) => tree.outline.reveal(c.id)),
        { fireImmediately: true },
      ),
    [tree, store],
  );
  return (
    <>
      <ExportSetting store={store} />
      <h3 className="h6">{TEXT.caption}</h3>
      <ChosenCategories store={store} tree={tree} exporting={parts.exporting} />
      <h3 className="h6 mb-0">{TEXT.tree}</h3>
      <p className="form-text mt-0">{TEXT.treeHint}</p>
      <CategoryTree store={store} tree={tree} chosen={parts.chosen} />
      <MultiSearch store={parts.search} title={TEXT.search} nameOf={foundName} />
    </>
  );
});

/**
 * The editor's store and the category tree (loaded with the option): made and started by its entry before
 * React's first render (mountIsland), or by the editor alone.
 */
export const optionBehaviorCategoriesStore = (props: OptionBehaviorCategoriesProps): BehaviorCategoriesStore =>
  optionEditorStore(props, { ...behaviorCategoriesOption, extras: { isNoExport: props.isNoExport ?? null } }, (store) => ({
    // A category deleted from the tree leaves the choice too (the unsaved mark says so).
    tree: behaviorTree(behaviorApi(props.apiUrl, props.urlPath), (ids) => {
      const gone = new Set(ids);
      if (store.value.some((c) => gone.has(c.id))) store.setValue(store.value.filter((c) => !gone.has(c.id)));
    }),
  }));

/**
 * Behaviour category targeting (A 2, A 3, A 7 Behavior save): categories chosen from the tree or found by names, each
 * with its percent; the export setting ('Выгружать в Excel' / 'НЕ выгружать в Excel'); Excel of the choice.
 */
export function OptionBehaviorCategoriesScreen(props: OptionBehaviorCategoriesProps & GivenStore<BehaviorCategoriesStore>) {
  const store = useScreenStore(props.store, () => optionBehaviorCategoriesStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => <BehaviorFields store={loaded} props={props} />}
    </OptionEditor>
  );
}
