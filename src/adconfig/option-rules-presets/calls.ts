// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { chosen, spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  presets: spec('A 7 Presets: GET {api}/hb/option-type-presets (type_id); POST; PUT /{id}; DELETE /{id}'),
  events: chosen('props.events (the events a rule may name); without them the event is typed'),
} satisfies Calls;
