import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { organizationsOf } from '@adconfig/shared/handbookValue/api';

/** The extension tabs this page can show (A 2: "an index tab and extension tabs; a channels tab"). */
export const EXTENSIONS = ['description', 'channels'] as const;
export type Extension = (typeof EXTENSIONS)[number];

/**
 * data-props of <div id="handbook-value-edit">: `extensions`, the extension tabs the handbook's values have
 * (default: all), `listUrl` (the back link; default: the handbook's values page, the path without /{value_id}).
 */
export const handbookValueEditProps = propsSchema({
  extensions: prop.optional(prop.list(prop.oneOf(EXTENSIONS))),
  listUrl: prop.optional(prop.siteLink()),
  /** The value as the page prints it (A 3 Handbook value, with its `handbook`); without it the page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a handbook value (an object)', (v) => (isObject(v) ? v : undefined))),
  /** The organizations the value may belong to (`[{organization_id, name}]`). */
  organizations: prop.optional(prop.custom('a list of {organization_id, name}', (v) => (Array.isArray(v) ? organizationsOf(v) : undefined))),
});
export type HandbookValueEditProps = ReturnType<typeof handbookValueEditProps.parse>;
