import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { resultTypeList } from '@adconfig/shared/non-std-reports/dictionaries';

/** data-props of <div id="non-std-report-edit">: the dictionaries the form chooses from. */
export const nonStdReportEditProps = propsSchema({
  /** {baseUrl}: the reports' calls and pages; default: this page's path without /create or /{id}/edit. */
  baseUrl: prop.optional(prop.apiUrl()),
  /** The report edited, as the page prints it (A 3 Non-standard report); without it the edit page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a report (an object)', (v) => (isObject(v) ? v : undefined))),
  dataSources: prop.optional(prop.choices()),
  resultTypes: prop.optional(resultTypeList()),
  /** The status list; a report's status not in it is edited as none. */
  statuses: prop.optional(prop.choices()),
  /** The projects (organization_id). */
  projects: prop.optional(prop.choices()),
  /** The roles that may be given access, by alias ({id: alias, name}). */
  roles: prop.optional(prop.choices()),
});
export type NonStdReportEditProps = ReturnType<typeof nonStdReportEditProps.parse>;
