import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import type { RecordFormState } from '@core/record';
import { TextField } from '@ui/record/fields';
import type { MediaplanValues } from '../values';
import { TEXT } from '../texts';

/** A text field with its presets one click away (S 9: 'Пост-оплата', 'Предоплата'; 'Уточняется'). */
export const PresetField = observer(function PresetField({ form, path, label, presets, className }: { form: RecordFormState<MediaplanValues>; path: 'payment_date' | 'payment_splitting'; label: string; presets: readonly string[]; className: string }) {
  return (
    <div className={className}>
      <TextField form={form} path={path} label={label} required className="mb-1" maxLength={255} />
      <div className="d-flex flex-wrap gap-2">
        {presets.map((preset) => (
          <Button key={preset} variant="outline-secondary" size="sm" aria-label={TEXT.presetOf(label, preset)} aria-pressed={form.values[path] === preset} onClick={() => form.set(path, preset)}>
            {preset}
          </Button>
        ))}
      </div>
    </div>
  );
});
