import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import type { ImageSearchTasksStore } from '../ImageSearchTasksStore';
import { TEXTS } from '../texts';
import { NumberInput } from '@ui/NumberInput';

const T = TEXTS.addModal;
const selectClass = (className: string): string => className.replace('form-control', 'form-select');

/** I 2.2, I 5: the tag (the name then comes from it), the name, the search query with 'Из названия', the limit (500). */
export const AddTaskFields = observer(function AddTaskFields({ store }: { store: ImageSearchTasksStore }) {
  const { form } = store.adder;
  const fromTag = store.chosenTag !== null;
  return (
    <>
      <FormField label={T.tag} help={fromTag ? T.nameFromTag : undefined}>
        {(control) => (
          <select {...control} className={selectClass(control.className)} value={form.values.tag} onChange={(e) => store.chooseTag(e.target.value)}>
            <option value="">{store.tagList.state === 'loading' ? T.tagsLoading : T.noTag}</option>
            {store.tags.map((tag) => (
              <option key={tag.id} value={String(tag.id)}>
                {tag.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={T.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} readOnly={fromTag} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={T.query} required error={form.errors.search_query}>
        {(control) => (
          <div className="input-group has-validation">
            <input {...control} type="text" value={form.values.search_query} onChange={(e) => form.set('search_query', e.target.value)} autoComplete="off" />
            <button type="button" className="btn btn-outline-secondary" onClick={store.copyNameToQuery} title={T.fromNameLabel}>
              {T.fromName}
            </button>
          </div>
        )}
      </FormField>
      <FormField label={T.limit} required error={form.errors.limit_qty}>
        {(control) => <NumberInput {...control} integer value={form.values.limit_qty} onChange={(text) => form.set('limit_qty', text)} style={{ maxWidth: '10rem' }} />}
      </FormField>
    </>
  );
});
