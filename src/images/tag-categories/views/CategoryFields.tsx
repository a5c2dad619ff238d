import { observer } from 'mobx-react-lite';
import type { RecordFormState } from '@core/record';
import { FormField } from '@ui/FormField';
import { Select } from '@ui/Select';
import type { Tag } from '@images/shared/tags';
import type { CategoryValues } from '../TagCategoriesStore';
import { TEXTS } from '../texts';

/** The modal's fields: the name (I 5: required) and the category's tags, chosen by name. */
export const CategoryFields = observer(function CategoryFields({ form, tags }: { form: RecordFormState<CategoryValues>; tags: Tag[] }) {
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.tags} error={form.errors.tags}>
        {(control) => (
          <Select<number>
            id={control.id}
            aria-describedby={control['aria-describedby']}
            isMulti
            options={tags.map((t) => ({ value: t.id, label: t.name }))}
            value={form.values.tags}
            onChange={(ids) => form.set('tags', ids)}
            placeholder={TEXTS.tagsPlaceholder}
          />
        )}
      </FormField>
    </>
  );
});
