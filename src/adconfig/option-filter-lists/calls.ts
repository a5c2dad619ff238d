// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  lists: spec('A 7 Filter lists: GET /preferences/accesslists/ (filter_type white/black)'),
  traits: spec('A 7 Filter lists: GET /api/hb/filters-traits/{alias} (props.traitsAlias)'),
  editLink: spec('A 7 Filter lists: GET edit/?id (a link to the list\'s page)'),
} satisfies Calls;
