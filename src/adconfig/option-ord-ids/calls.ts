// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  save: spec('A 7 ORD id list: PUT (list of ord_id plus entity id); the body {items: [{ord_id, entity_id}]} is ours'),
  load: spec('A 7 ORD id list: GET, only when the page printed no items (props.option)'),
} satisfies Calls;
