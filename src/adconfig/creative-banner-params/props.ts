import { propsSchema } from '@core/props';

/** data-props of <div id="creative-banner-params">: none beyond urlPath. */
export const creativeBannerParamsProps = propsSchema({});
export type CreativeBannerParamsProps = ReturnType<typeof creativeBannerParamsProps.parse>;
