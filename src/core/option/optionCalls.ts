// The calls every option editor makes through the shared store (src/core/option/optionApi.ts), for the
// editors' calls.ts (issue 41: each screen declares its calls, spec or chosen).
import { chosen, spec } from '../calls';

/** The option's save (A 7 names it) and its load (A 7 does not: the page prints the option into its props). */
export const OPTION_CALLS = {
  save: spec('A 7 Options: POST (or PUT) {url or the page} {status, value}; answer success, message, errors, data, option (status)'),
  load: chosen(
    'GET {url or the page} (ajax) for {status, params: {value}} only when the page printed no option (props.option); with neither, "Не удалось загрузить настройки таргета." and a retry',
  ),
} as const;

/** An editor whose choices come from its option type's dictionary (A 7 Allow/deny lists) or from its props. */
export const DICTIONARY_CALL = spec('A 7 Allow/deny lists: GET of the dictionary url given by the option type ({option_type_id} substituted); answer data');
