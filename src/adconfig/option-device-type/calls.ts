// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { type Calls } from '@core/calls';
import { DICTIONARY_CALL, OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  dictionary: DICTIONARY_CALL,
} satisfies Calls;
