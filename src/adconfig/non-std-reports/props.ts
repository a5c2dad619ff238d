import { prop, propsSchema } from '@core/props';
import { resultTypeList } from '@adconfig/shared/non-std-reports/dictionaries';

/** data-props of <div id="non-std-reports">. */
export const nonStdReportsProps = propsSchema({
  /** A 6: create (the 'Создать' button), edit (the edit links). Absent = none. */
  access: prop.optional(prop.flags(['create', 'edit'] as const)),
  /** {baseUrl}: the list call and the links; default {urlPath}/stat/non-std-reports. */
  baseUrl: prop.optional(prop.apiUrl()),
  /** The status list ({id, name}); a report's status not in it shows as none. */
  statuses: prop.optional(prop.choices()),
  /** The result types ({id, name, isFile}); file results carry a download icon. */
  resultTypes: prop.optional(resultTypeList()),
});
export type NonStdReportsProps = ReturnType<typeof nonStdReportsProps.parse>;
