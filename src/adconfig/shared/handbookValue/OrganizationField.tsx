import { observer } from 'mobx-react-lite';
import type { BoundForm } from '@core/record';
import { SelectField } from '@ui/record/fields';
import type { Organization } from './api';

export const ORGANIZATION_TEXT = { label: 'Организация', any: 'Все организации' } as const;

/** A handbook value's organization_id (none: every organization), on both value pages. */
export const OrganizationField = observer(function OrganizationField({ form, organizations, className }: { form: BoundForm; organizations: readonly Organization[]; className: string }) {
  return (
    <SelectField
      form={form}
      path="organization_id"
      label={ORGANIZATION_TEXT.label}
      placeholder={ORGANIZATION_TEXT.any}
      className={className}
      options={organizations.map((o) => ({ value: o.organization_id, label: o.name || `#${o.organization_id}` }))}
    />
  );
});
