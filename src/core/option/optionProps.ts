import { isObject, prop } from '../props';
import { readOption, type LoadedOption } from './optionApi';

/**
 * The option as the legacy page printed it: `{status, params: {value}}`, read as untrusted (a missing or
 * unrecognised status stays unknown, the value stays as it came). Printed as anything but an object, it
 * is null: the editor then asks its URL (the chosen GET) as if the page had printed none.
 */
export const optionProp = () => prop.custom<LoadedOption | null>('an option {status, params: {value}}', (raw) => (isObject(raw) ? readOption(raw) : null));

/**
 * data-props every option editor reads (A 4, A 7): the option itself, where it saves (props.url, else
 * the page itself), POST or PUT, and whether its own save button is hidden. Each screen spreads this
 * into its schema: `propsSchema({ ...OPTION_PROPS, events: … })`.
 */
export const OPTION_PROPS = {
  /** The option `{status, params: {value}}` the page printed; without it the editor GETs its URL (chosen: A 7 names only the save). */
  option: prop.optional(optionProp()),
  /** The option's URL (the save goes there); default: this page with its query (?id=). */
  url: prop.optional(prop.apiUrl()),
  /** The save's method; default POST. */
  method: prop.optional(prop.oneOf(['POST', 'PUT'] as const)),
  /** Hide the editor's own save button (the page around it saves). */
  hideSaveButton: prop.optional(prop.flag()),
};

/** The page itself as the option's URL: its path (repeated slashes folded, trailing slash kept) and query. */
export function currentPageUrl(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${location.pathname.replace(/[\\/]+/g, '/')}${location.search}`;
}
