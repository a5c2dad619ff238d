import { propsSchema } from '@core/props';

/** data-props of <div id="event-log-import">: only urlPath (the site prefix of /eventslog/…). */
export const eventLogImportProps = propsSchema({});
export type EventLogImportProps = ReturnType<typeof eventLogImportProps.parse>;
