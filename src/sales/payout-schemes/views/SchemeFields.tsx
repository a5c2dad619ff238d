import { observer } from 'mobx-react-lite';
import type { FieldControlProps } from '@ui/FormField';
import { FormField } from '@ui/FormField';
import type { PayoutSchemesStore } from '../PayoutSchemesStore';
import { TEXTS } from '../texts';

interface Choice {
  id: number;
  name: string;
}

/** A native select (keyboard and screen readers for free) with a first option meaning "none chosen" (''). */
function ChoiceSelect({ control, value, none, choices, disabled, onChange }: { control: FieldControlProps; value: string; none: string; choices: Choice[]; disabled?: boolean; onChange(value: string): void }) {
  return (
    <select {...control} className={control.className.replace('form-control', 'form-select')} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      <option value="">{none}</option>
      {choices.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

/** The modal's fields (S 3, S 4, S 5): name; format (active ones on create, locked when editing); the format's event or none. */
export const SchemeFields = observer(function SchemeFields({ store }: { store: PayoutSchemesStore }) {
  const { form } = store.editor;
  const locked = store.editor.isLocked('format_id');
  const formats = store.formatOptions.map((f) => ({ id: f.format_id, name: f.name }));
  const events = store.eventOptions.map((e) => ({ id: e.event_id, name: e.name }));
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      {store.formatsKnown ? (
        <>
          <FormField label={TEXTS.format} required error={form.errors.format_id} help={locked ? TEXTS.formatLocked : undefined}>
            {(control) => <ChoiceSelect control={control} value={form.values.format_id} none={TEXTS.chooseFormat} choices={formats} disabled={locked} onChange={store.setFormat} />}
          </FormField>
          <FormField label={TEXTS.event} error={form.errors.event_id}>
            {(control) => <ChoiceSelect control={control} value={form.values.event_id} none={TEXTS.noEvent} choices={events} onChange={(value) => form.set('event_id', value)} />}
          </FormField>
        </>
      ) : (
        // The answer named no formats (they are ours): the ids typed, so the form still saves.
        <>
          <FormField label={TEXTS.format} required error={form.errors.format_id} help={locked ? TEXTS.formatLocked : TEXTS.formatIdHelp}>
            {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" value={form.values.format_id} disabled={locked} onChange={(e) => store.setFormat(e.target.value)} />}
          </FormField>
          <FormField label={TEXTS.event} error={form.errors.event_id} help={TEXTS.eventIdHelp}>
            {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" value={form.values.event_id} onChange={(e) => form.set('event_id', e.target.value)} />}
          </FormField>
        </>
      )}
    </>
  );
});
