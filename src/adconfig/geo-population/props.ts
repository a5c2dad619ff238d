import { propsSchema } from '@core/props';

/** data-props of <div id="geo-population">: only urlPath (the site prefix of /api/hb/geo/…). */
export const geoPopulationProps = propsSchema({});
export type GeoPopulationProps = ReturnType<typeof geoPopulationProps.parse>;
