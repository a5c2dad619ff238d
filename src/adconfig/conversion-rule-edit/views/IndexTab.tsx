import { observer } from 'mobx-react-lite';
import { TextField } from '@ui/record/fields';
import { OrganizationField } from '@adconfig/shared/handbookValue/OrganizationField';
import type { ConversionRuleStore } from '../ConversionRuleStore';
import { TEXT } from '../texts';

/** Name, sort and organization (none = all). */
export const IndexTab = observer(function IndexTab({ store }: { store: ConversionRuleStore }) {
  const { form } = store;
  return (
    <div className="row">
      <TextField form={form} path="name" label={TEXT.name} required className="col-12 mb-3" />
      <TextField form={form} path="sort" label={TEXT.sort} inputMode="numeric" className="col-md-4 mb-3" />
      <OrganizationField form={form} organizations={store.organizations} className="col-md-8 mb-3" />
    </div>
  );
});
