import { useId } from 'react';

export interface StatusSwitchProps {
  /** On = active. */
  active: boolean;
  /** The switch's accessible name, naming the row ('Статус схемы «…»'); its state is read from checked. */
  label: string;
  /** The visible state texts. */
  text: { active: string; blocked: string };
  disabled?: boolean;
  onToggle(): void;
}

/** S 4, I 4: a record's status active ⇄ blocked as a Bootstrap switch; its accessible name says which record. */
export function StatusSwitch({ active, label, text, disabled, onToggle }: StatusSwitchProps) {
  const id = useId();
  return (
    <div className="form-check form-switch mb-0 text-nowrap">
      <input id={id} className="form-check-input" type="checkbox" role="switch" aria-label={label} checked={active} disabled={disabled} onChange={onToggle} />
      {/* The visible state; the name comes from aria-label, so the row's name is not repeated as page text. */}
      <label className="form-check-label" htmlFor={id}>
        {active ? text.active : text.blocked}
      </label>
    </div>
  );
}
