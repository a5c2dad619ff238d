import { propsSchema } from '@core/props';

/** data-props of <div id="creative-ord">: none beyond urlPath. */
export const creativeOrdProps = propsSchema({});
export type CreativeOrdProps = ReturnType<typeof creativeOrdProps.parse>;
