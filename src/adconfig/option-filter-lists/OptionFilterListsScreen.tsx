import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { filterListsApi } from './api';
import { FilterListChoices } from './FilterListChoices';
import type { OptionFilterListsProps } from './props';
import { TEXT } from './texts';
import { decodeFilterLists, encodeFilterLists, type FilterListsValue } from './value';
import { FilterListsFields } from './views/FilterListsFields';

export type { OptionFilterListsProps };

/** The value's other keys go back as they came (issue 41). */
export const filterListsOption: OptionEditorConfig<FilterListsValue> = { decode: decodeFilterLists, encode: encodeFilterLists, ownKeys: ['ids', 'white', 'black', 'name_white', 'name_black'] };

type FilterListsStore = OptionEditorStore<FilterListsValue, { choices: FilterListChoices }>;

/**
 * The editor's store and the lists to choose from (white, black, the option type's traits): made and
 * started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionFilterListsStore = (props: OptionFilterListsProps): FilterListsStore =>
  optionEditorStore(props, filterListsOption, () => ({ choices: new FilterListChoices(filterListsApi(props.urlPath), props.traitsAlias) }));

/** Filter lists (A 2, A 3, A 7): the white and black lists the target keeps to, picked by name. */
export function OptionFilterListsScreen(props: OptionFilterListsProps & GivenStore<FilterListsStore>) {
  const store = useScreenStore(props.store, () => optionFilterListsStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => <FilterListsFields store={loaded} choices={loaded.loads.choices} editUrl={loaded.loads.choices.editUrl} />}
    </OptionEditor>
  );
}
