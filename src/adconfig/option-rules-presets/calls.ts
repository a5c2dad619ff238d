// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { chosen, spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  presets: spec('A 7 Presets: GET {api}/hb/option-type-presets (type_id); POST; PUT /{id}; DELETE /{id}'),
  events: chosen('props.events (the events a rule may name); without them the format\'s events below, else the event is typed'),
  formatEvents: spec('A 7 Option rules save: GET {api}/format-events (format_id), when props.events is absent and props.formatId given (kept 7 days per userId, A 9)'),
} satisfies Calls;
