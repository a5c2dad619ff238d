import type { FormEvent, ReactNode } from 'react';

/** Page layout with a filter sidebar on the left. */
export function WithSidebar({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="row g-3">
      <aside className="col-12 col-md-4 col-xl-3" aria-label="Фильтры">
        {sidebar}
      </aside>
      <div className="col-12 col-md-8 col-xl-9">{children}</div>
    </div>
  );
}

export interface FilterFormProps {
  onSearch(): void;
  onReset(): void;
  children: ReactNode;
  title?: string;
}

/** The filter form: Enter or 'Найти' applies, 'Сбросить' returns to the defaults. */
export function FilterForm({ onSearch, onReset, children, title = 'Фильтры' }: FilterFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className="card card-body" onSubmit={submit} role="search" aria-label={title}>
      <h2 className="h6 mb-3">{title}</h2>
      <div className="d-grid gap-3">{children}</div>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          Найти
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onReset}>
          Сбросить
        </button>
      </div>
    </form>
  );
}
