import { useId } from 'react';

export interface StatusSwitchProps {
  /** On = active. */
  active: boolean;
  /** What is switched, naming the row (read before the state, not shown): 'Статус схемы «…»'. */
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
      <input id={id} className="form-check-input" type="checkbox" role="switch" checked={active} disabled={disabled} onChange={onToggle} />
      <label className="form-check-label" htmlFor={id}>
        <span className="visually-hidden">{label}: </span>
        {active ? text.active : text.blocked}
      </label>
    </div>
  );
}
