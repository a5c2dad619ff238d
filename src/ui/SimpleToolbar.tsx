import { SaveButton } from './FormModal';
import { OnOffToggle } from './OnOffToggle';

interface SimpleToolbarBaseProps {
  onSave(): void;
  /** A save in flight: Save is disabled and spins (no double submit). */
  saving?: boolean;
  /** A 4: the save button can be hidden (the status then saves by itself). */
  hideSave?: boolean;
  /** What the status switches, for screen readers (e.g. 'Статус'). */
  statusLabel?: string;
  className?: string;
}

export interface SimpleToolbarNumberProps extends SimpleToolbarBaseProps {
  status: number;
  onToggle(status: 0 | 1): void;
}

export interface SimpleToolbarBooleanProps extends SimpleToolbarBaseProps {
  status: boolean;
  onToggle(status: boolean): void;
}

export type SimpleToolbarProps = SimpleToolbarNumberProps | SimpleToolbarBooleanProps;

/** I 2.9: an on/off status button and a Save button. */
export function SimpleToolbar(props: SimpleToolbarProps) {
  const toggle =
    typeof props.status === 'boolean' ? (
      <OnOffToggle appearance="button" value={props.status} onChange={(props as SimpleToolbarBooleanProps).onToggle} label={props.statusLabel} disabled={props.saving} />
    ) : (
      <OnOffToggle appearance="button" value={props.status} onChange={(props as SimpleToolbarNumberProps).onToggle} label={props.statusLabel} disabled={props.saving} />
    );
  return (
    <div className={`d-flex gap-2 align-items-center${props.className ? ` ${props.className}` : ''}`} role="toolbar" aria-label="Статус и сохранение">
      {toggle}
      {!props.hideSave && <SaveButton saving={props.saving} onClick={props.onSave} />}
    </div>
  );
}
