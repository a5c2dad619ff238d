import { prop } from '../props';

/**
 * data-props every option editor reads (A 4, A 7): where it saves (props.url, else the page itself),
 * POST or PUT, and whether its own save button is hidden. Each screen spreads this into its schema:
 * `propsSchema({ ...OPTION_PROPS, events: … })`.
 */
export const OPTION_PROPS = {
  /** The option's URL (GET loads it, the save goes there); default: this page with its query (?id=). */
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
