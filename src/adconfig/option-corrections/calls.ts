// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { chosen, spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  channels: chosen('props.channels, else the option type\'s dictionary (A 7), searched as typed; without either, the channel search below'),
  channelSearch: spec('A 7 Data access: GET {urlPath}/api/?api.model=Channels&api.method=search&api.args=[{name, order_by}] (when the page lists no channels)'),
  events: spec('A 7 Option rules save: GET {api}/format-events (format_id), unless props.eventTypes'),
} satisfies Calls;
