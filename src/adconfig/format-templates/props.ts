import { prop, propsSchema } from '@core/props';
import { formatOf } from './api';

/**
 * data-props of <div id="format-templates">: urlPath (the site prefix of /hb/format-templates and of the links) and the
 * format the legacy page printed (`format`: {format_id, name}), named above the list when the answer does not name it.
 */
export const formatTemplatesProps = propsSchema({
  format: prop.optional(prop.custom('a format {format_id, name}', (v) => formatOf(v) ?? undefined)),
});
export type FormatTemplatesProps = ReturnType<typeof formatTemplatesProps.parse>;
