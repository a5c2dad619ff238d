import { useState } from 'react';
import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useStarted } from '@ui/useStarted';
import { filterListsApi } from './api';
import { FilterListChoices } from './FilterListChoices';
import type { OptionFilterListsProps } from './props';
import { TEXT } from './texts';
import { decodeFilterLists, encodeFilterLists, type FilterListsValue } from './value';
import { FilterListsFields } from './views/FilterListsFields';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionFilterListsProps };

export const filterListsOption: OptionEditorConfig<FilterListsValue> = { decode: decodeFilterLists, encode: encodeFilterLists };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionFilterListsStore = (props: OptionFilterListsProps) => optionEditorStore(props, filterListsOption);

/** Filter lists (A 2, A 3, A 7): the white and black lists the target keeps to, picked by name. */
export function OptionFilterListsScreen(props: OptionFilterListsProps & GivenStore<ReturnType<typeof optionFilterListsStore>>) {
  const [api] = useState(() => filterListsApi(props.urlPath));
  const [choices] = useState(() => new FilterListChoices(api, props.traitsAlias));
  useStarted(choices);
  return (
    <OptionEditor props={props} config={filterListsOption} store={props.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <FilterListsFields store={store} choices={choices} editUrl={api.editUrl} />}
    </OptionEditor>
  );
}
