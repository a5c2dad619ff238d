import { propsSchema } from '@core/props';

/** Nothing beyond urlPath (unused: the calls go to the page path, which already carries any prefix). */
export const settingsProps = propsSchema({});
export type SettingsProps = ReturnType<typeof settingsProps.parse>;
