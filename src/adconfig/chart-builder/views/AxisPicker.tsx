import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { TagPicker, type TagId } from '@ui/TagPicker';
import type { ChartColumn } from '../props';
import { TEXT } from '../texts';

interface AxisPickerProps {
  label: string;
  pickLabel: string;
  options: ChartColumn[];
  value: string[];
  onChange(value: TagId[]): void;
  /** A 7 auto-save: with a URL, each change is POSTed as {axis, value}. */
  saveUrl?: string;
  axis: 'x' | 'y';
}

/** One axis: the picked columns' names and the shared tag picker to change them. */
export const AxisPicker = observer(function AxisPicker({ label, pickLabel, options, value, onChange, saveUrl, axis }: AxisPickerProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const id = useId();
  const names = value.flatMap((v) => options.filter((o) => o.id === v).map((o) => o.name));
  return (
    <div className="mb-3">
      <div className="form-label" id={`${id}-label`}>
        {label}
      </div>
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <span id={`${id}-value`}>{names.length ? names.join(', ') : TEXT.none}</span>
        <button ref={anchor} type="button" className="btn btn-sm btn-outline-primary" aria-describedby={`${id}-label ${id}-value`} onClick={() => setOpen(true)}>
          {pickLabel}
        </button>
      </div>
      <TagPicker
        options={options}
        value={value}
        onChange={onChange}
        show={open}
        onHide={() => setOpen(false)}
        anchor={anchor}
        saveUrl={saveUrl}
        payload={{ axis }}
      />
    </div>
  );
});
