import { observer } from 'mobx-react-lite';
import { SelectField, TextField } from '../../../ui/record/fields';
import type { HandbookValueEditStore } from '../HandbookValueEditStore';
import { TEXT } from '../texts';

/** Name, val, sort (0 by default) and organization (none = all). */
export const IndexTab = observer(function IndexTab({ store }: { store: HandbookValueEditStore }) {
  const { form } = store;
  return (
    <div className="row">
      <TextField form={form} path="name" label={TEXT.name} required className="col-12 mb-3" />
      <TextField form={form} path="val" label={TEXT.val} className="col-md-6 mb-3" />
      <TextField form={form} path="sort" label={TEXT.sort} inputMode="numeric" className="col-md-6 mb-3" />
      <SelectField
        form={form}
        path="organization_id"
        label={TEXT.organization}
        placeholder={TEXT.anyOrganization}
        className="col-md-6 mb-3"
        options={store.organizations.map((o) => ({ value: o.organization_id, label: o.name || `#${o.organization_id}` }))}
      />
    </div>
  );
});
