import { useId } from 'react';

/** A 4: the option status labels. */
export const ON_OFF_TEXT = { on: 'Включен', off: 'Выключен' } as const;

interface OnOffBaseProps {
  /** What is switched (e.g. 'Статус таргета'); read before the state, not shown. */
  label?: string;
  disabled?: boolean;
  /** 'switch' (a Bootstrap form switch) or 'button' (a toolbar button, success when on). */
  appearance?: 'switch' | 'button';
  className?: string;
}

/** Status as the backend keeps it: 1 / 0 (on when above 0). */
export interface OnOffNumberProps extends OnOffBaseProps {
  value: number;
  onChange(value: 0 | 1): void;
}

export interface OnOffBooleanProps extends OnOffBaseProps {
  value: boolean;
  onChange(value: boolean): void;
}

export type OnOffToggleProps = OnOffNumberProps | OnOffBooleanProps;

export const isOn = (value: number | boolean): boolean => (typeof value === 'boolean' ? value : value > 0);

/** The on/off status: a switch labelled 'Включен' / 'Выключен'; the value comes back in the type it came in. */
export function OnOffToggle(props: OnOffToggleProps) {
  const id = useId();
  const on = isOn(props.value);
  const text = on ? ON_OFF_TEXT.on : ON_OFF_TEXT.off;
  const toggle = (): void => {
    if (typeof props.value === 'boolean') (props as OnOffBooleanProps).onChange(!on);
    else (props as OnOffNumberProps).onChange(on ? 0 : 1);
  };
  const prefix = props.label ? <span className="visually-hidden">{props.label}: </span> : null;

  if (props.appearance === 'button') {
    return (
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={`btn ${on ? 'btn-success' : 'btn-outline-secondary'}${props.className ? ` ${props.className}` : ''}`}
        disabled={props.disabled}
        onClick={toggle}
      >
        {prefix}
        {text}
      </button>
    );
  }
  return (
    <div className={`form-check form-switch${props.className ? ` ${props.className}` : ''}`}>
      <input id={id} className="form-check-input" type="checkbox" role="switch" checked={on} disabled={props.disabled} onChange={toggle} />
      <label className="form-check-label" htmlFor={id}>
        {prefix}
        {text}
      </label>
    </div>
  );
}
