import { observer } from 'mobx-react-lite';
import { FormField } from '../../../ui/FormField';
import type { PayoutSchemesStore } from '../PayoutSchemesStore';
import { TEXTS } from '../texts';

/** The modal's fields (S 3, S 4, S 5): name; format (active ones on create, locked when editing); the format's event or none. */
export const SchemeFields = observer(function SchemeFields({ store }: { store: PayoutSchemesStore }) {
  const { form } = store.editor;
  const locked = store.editor.isLocked('format_id');
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.format} required error={form.errors.format_id} help={locked ? TEXTS.formatLocked : undefined}>
        {(control) => (
          <select {...control} className={control.className.replace('form-control', 'form-select')} value={form.values.format_id} disabled={locked} onChange={(e) => store.setFormat(e.target.value)}>
            <option value="">{TEXTS.chooseFormat}</option>
            {store.formatOptions.map((f) => (
              <option key={f.format_id} value={String(f.format_id)}>
                {f.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={TEXTS.event} error={form.errors.event_id}>
        {(control) => (
          <select {...control} className={control.className.replace('form-control', 'form-select')} value={form.values.event_id} onChange={(e) => form.set('event_id', e.target.value)}>
            <option value="">{TEXTS.noEvent}</option>
            {store.eventOptions.map((e) => (
              <option key={e.event_id} value={String(e.event_id)}>
                {e.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
});
