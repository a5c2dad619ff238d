// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  geo: spec('A 7 Geo: GET /api/hb/geo/countries/?short, /tree/{id}?short, GET {urlPath}/hb/geo/search/ (repeated id), POST {urlPath}/hb/geo-by-names'),
} satisfies Calls;
