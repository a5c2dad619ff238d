import { observer } from 'mobx-react-lite';
import type { FormState } from '../../../core/form';
import { FormField } from '../../../ui/FormField';
import type { CategoryValues } from '../TagCategoriesStore';
import { TEXTS } from '../texts';

/** The modal's field (I 5: the name is required). */
export const CategoryFields = observer(function CategoryFields({ form }: { form: FormState<CategoryValues> }) {
  return (
    <FormField label={TEXTS.name} required error={form.errors.name}>
      {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
    </FormField>
  );
});
