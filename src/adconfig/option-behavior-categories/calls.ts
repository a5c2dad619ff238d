// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  categories: spec('A 7 Categories: GET list {apiUrl or /hb/behavior}'),
  removeCategories: spec('A 7 Categories: DELETE {apiUrl} with ids in the query; answer data is the new tree'),
  save: spec("A 7 Behavior: POST save (ids, optional isNoExport), sent as the option's save (its url, else the page) beside status and value"),
  isNoExport: spec("A 7 Behavior save's optional isNoExport, A 9 'Выгружать в Excel' / 'НЕ выгружать в Excel': props.isNoExport as printed; without it sent only once chosen"),
  multiSearch: spec('A 7 Behavior: GET multi-search (names, names_filter_type equal or like); the path {apiUrl}/multi-search is ours'),
} satisfies Calls;
