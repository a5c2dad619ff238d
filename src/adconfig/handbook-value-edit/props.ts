import { prop, propsSchema } from '@core/props';

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
});
export type HandbookValueEditProps = ReturnType<typeof handbookValueEditProps.parse>;
