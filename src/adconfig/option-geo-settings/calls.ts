// What this editor asks the backend for (issue 41): the option's save and load through the shared store
// (src/core/option), and its own calls and props the spec does not name, each with what it does without them.
import { chosen, spec, type Calls } from '@core/calls';
import { OPTION_CALLS } from '@core/option';

export const calls = {
  ...OPTION_CALLS,
  save: spec('A 7 Options, Geo settings: POST to the current page, form-encoded geo and geo_except; answer success, message, redirect'),
  load: chosen('GET the page (ajax) for {geo, geo_except} only when the page printed no lists (props.option); with neither, "Не удалось загрузить настройки таргета."'),
  geo: spec('A 7 Geo: GET /api/hb/geo/countries/?short, /tree/{id}?short, {urlPath}/hb/geo/search/, POST {urlPath}/hb/geo-by-names'),
  templates: spec('A 7 Saved templates: GET list (props.templatesUrl), POST name and params (props.templateSaveUrl)'),
} satisfies Calls;
