import { observer } from 'mobx-react-lite';
import { NumberField, SelectField } from '@ui/record/fields';
import { GROUP_LIMITS, typesOf } from '@adconfig/shared/creativeGroups/group';
import type { CreativeGroupEditStore } from '../CreativeGroupEditStore';
import { LABEL, LIMIT_TYPE_LABELS, TEXT } from '../texts';
import { typeKey } from '../values';

/** A 3 group limits, each with its `_type`: value or percent of the campaign; budgets money or percent. */
export const LimitFields = observer(function LimitFields({ store }: { store: CreativeGroupEditStore }) {
  const { form } = store;
  return (
    <fieldset>
      <legend className="h6 border-bottom pb-1 mb-3">{TEXT.limits}</legend>
      {GROUP_LIMITS.map((limit) => (
        <div key={limit} className="row g-2 align-items-start mb-2">
          <NumberField form={form} path={limit} label={LABEL.limits[limit]} className="col-7" />
          <SelectField
            form={form}
            path={typeKey(limit)}
            label={LABEL.limitType(LABEL.limits[limit])}
            labelHidden
            className="col-5 pt-4 mt-2"
            options={typesOf(limit).map((type) => ({ value: type, label: LIMIT_TYPE_LABELS[type] ?? type }))}
          />
        </div>
      ))}
    </fieldset>
  );
});
