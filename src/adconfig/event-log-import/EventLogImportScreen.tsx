import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { UNSAVED_TEXT } from '@core/unsaved';
import { SaveButton } from '@ui/FormModal';
import { FileInput } from '@ui/FileInput';
import { FormField } from '@ui/FormField';
import { TextAreaField } from '@ui/record/fields';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { eventLogImportApi } from './api';
import { EventLogImportStore } from './EventLogImportStore';
import type { EventLogImportProps } from './props';
import { TEXT } from './texts';
import { ImportResultView } from './views/ImportResultView';

export type { EventLogImportProps };

/** A 2 Other: import events from a file (the template to download first), with a description and a default hour. */
export const EventLogImportScreen = observer(function EventLogImportScreen({ urlPath }: EventLogImportProps) {
  const [store] = useState(() => new EventLogImportStore(eventLogImportApi(urlPath)));
  const { form } = store;
  return (
    <div style={{ maxWidth: '48rem' }}>
      <p>
        {TEXT.intro}{' '}
        <a href={store.templateUrl} download>
          {TEXT.template}
        </a>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.submit();
        }}
      >
        <fieldset disabled={form.saving}>
          <FormField label={TEXT.file} required error={form.errors.file} help={TEXT.fileHelp}>
            {(control) => (
              <FileInput key={store.fileInputKey} {...control} accept=".csv,.xlsx,.xls,.txt" onChange={(files) => form.set('file', files[0] ?? null)} />
            )}
          </FormField>
          <TextAreaField form={form} path="description" label={TEXT.description} />
          <FormField label={TEXT.hour} required error={form.errors.default_hour} help={TEXT.hourHelp} className="mb-3">
            {(control) => (
              <input {...control} style={{ maxWidth: '8rem' }} inputMode="numeric" value={form.values.default_hour} onChange={(e) => form.set('default_hour', e.target.value)} />
            )}
          </FormField>
        </fieldset>
        <div className="d-flex align-items-center gap-3">
          <SaveButton saving={form.saving} label={TEXT.submit} />
          <UnsavedGuard when={() => form.dirty}>
            <span className="text-body-secondary small">{UNSAVED_TEXT}</span>
          </UnsavedGuard>
        </div>
      </form>
      {store.result && <ImportResultView result={store.result} />}
    </div>
  );
});
