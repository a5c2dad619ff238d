import { useId } from 'react';

export interface SortOption {
  value: string;
  label: string;
}

/** 'Сортировка' as one select of ready-made options ('Показы по убыванию'…), for views without sortable headers. */
export function SortSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly SortOption[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label className="form-label mb-0 text-nowrap" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select form-select-sm w-auto" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
