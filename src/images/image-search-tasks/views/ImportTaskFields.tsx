import { observer } from 'mobx-react-lite';
import { FileInput } from '@ui/FileInput';
import { FormField } from '@ui/FormField';
import type { ImageSearchTasksStore } from '../ImageSearchTasksStore';
import { TEXTS } from '../texts';
import { NumberInput } from '@ui/NumberInput';

const T = TEXTS.import;

/** I 5: the JSON file (checked as it is chosen), then the form it fills: name, search query, limit, found. */
export const ImportTaskFields = observer(function ImportTaskFields({ store }: { store: ImageSearchTasksStore }) {
  const { form } = store.importer;
  const images = store.importedImages.length;
  return (
    <>
      <FormField label={T.file} required error={form.errors.file} help={T.fileHelp}>
        {(control) => <FileInput {...control} accept=".json,application/json" onChange={(files) => void store.readFile(files[0])} />}
      </FormField>
      {form.values.file && !store.fileProblem && (
        <p className="small text-body-secondary" role="status">
          {T.images(images)}
        </p>
      )}
      <FormField label={TEXTS.addModal.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.addModal.query} required error={form.errors.search_query}>
        {(control) => <input {...control} type="text" value={form.values.search_query} onChange={(e) => form.set('search_query', e.target.value)} autoComplete="off" />}
      </FormField>
      <div className="row">
        <FormField className="col-6 mb-3" label={TEXTS.addModal.limit} required error={form.errors.limit_qty}>
          {(control) => <NumberInput {...control} integer value={form.values.limit_qty} onChange={(text) => form.set('limit_qty', text)} />}
        </FormField>
        <FormField className="col-6 mb-3" label={T.found} required error={form.errors.found_qty}>
          {(control) => <NumberInput {...control} integer value={form.values.found_qty} onChange={(text) => form.set('found_qty', text)} />}
        </FormField>
      </div>
    </>
  );
});
