import type { ReactNode } from 'react';

interface AddBarProps {
  /** The button's text ('Добавить', 'Добавить категорию'…). */
  label: string;
  onAdd(): void;
  /** What sits on the left of the bar (a context line, links); the button keeps to the right. */
  children?: ReactNode;
}

/** The bar above a CRUD table: its add button on the right, what the screen puts on the left. */
export function AddBar({ label, onAdd, children }: AddBarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      {children}
      <button type="button" className="btn btn-success ms-auto" onClick={onAdd}>
        {label}
      </button>
    </div>
  );
}
