import { observer } from 'mobx-react-lite';
import { TextField } from '@ui/record/fields';
import { OrganizationField } from '@adconfig/shared/handbookValue/OrganizationField';
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
      <OrganizationField form={form} organizations={store.organizations} className="col-md-6 mb-3" />
    </div>
  );
});
