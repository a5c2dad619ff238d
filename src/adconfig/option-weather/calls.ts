// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { chosen, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  weathers: chosen('props.weathers (the weather kinds); without them the editor says \'Погодные условия не переданы странице.\' and keeps the saved kinds'),
} satisfies Calls;
