import { propsSchema } from '@core/props';

/** data-props of <div id="format-templates">: only urlPath (the site prefix of /hb/format-templates and of the links). */
export const formatTemplatesProps = propsSchema({});
export type FormatTemplatesProps = ReturnType<typeof formatTemplatesProps.parse>;
