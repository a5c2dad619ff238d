import { propsSchema } from '@core/props';
import { listProp, recordProp } from '@core/record';

/** data-props of <div id="creative-banner-params">: what the page prints (issue 41), each part standing for its read call. */
export const creativeBannerParamsProps = propsSchema({
  /** The flight (A 3 Creative); none: GET /creatives/{id}. */
  record: recordProp(),
  /** Its template's params (A 3 Format template param, a select's `options`); none: GET /hb/format-templates/{template_id}. */
  templateParams: listProp(),
  /** The values set and the target links, `{params: {key: value}, links: [{title, url}]}`; none: GET /creatives/{id}/banner-params. */
  bannerParams: recordProp(),
});
export type CreativeBannerParamsProps = ReturnType<typeof creativeBannerParamsProps.parse>;
