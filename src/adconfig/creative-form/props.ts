import { prop, propsSchema } from '@core/props';
import { recordProp } from '@core/record';

/** data-props of <div id="creative-form">. */
export const creativeFormProps = propsSchema({
  /** The page the back link goes to (the flights' list or the campaign's page); none: no back link. */
  listUrl: prop.optional(prop.siteLink()),
  /** The edited flight as the backend has it (A 3 Creative); none: GET /creatives/{id}. */
  record: recordProp(),
  /**
   * A 3 distribution's choices as the legacy page printed them ({value, label}); the spec names the field, not its
   * values. None: the select offers none, a stored value shows as 'Неизвестное значение (…)' and goes back as it came.
   */
  distributions: prop.optional(prop.list(prop.object({ value: prop.text(), label: prop.text() }))),
});
export type CreativeFormProps = ReturnType<typeof creativeFormProps.parse>;
