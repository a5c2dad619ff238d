import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-geo">: the option props (urlPath is the site prefix of the geo calls). */
export const optionGeoProps = propsSchema({ ...OPTION_PROPS });
export type OptionGeoProps = ReturnType<typeof optionGeoProps.parse>;
