import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { resultTypeList } from '@adconfig/shared/non-std-reports/dictionaries';

/** data-props of <div id="non-std-report-run">. */
export const nonStdReportRunProps = propsSchema({
  /** edit: the link to the report's editor (A 6). Absent = none. */
  access: prop.optional(prop.flags(['edit'] as const)),
  /** {baseUrl}: the report's calls and links; default: this page's path without /{id}. */
  baseUrl: prop.optional(prop.apiUrl()),
  /** The report run, as the page prints it (A 3 Non-standard report); without it the page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a report (an object)', (v) => (isObject(v) ? v : undefined))),
  /** The result types (the heading names the report's). */
  resultTypes: prop.optional(resultTypeList()),
});
export type NonStdReportRunProps = ReturnType<typeof nonStdReportRunProps.parse>;
