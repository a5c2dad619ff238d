import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { safeHref } from '@core/safeUrl';
import type { NavigatorAction } from '../props';
import type { SettingsNavigatorStore } from '../SettingsNavigatorStore';
import { TEXT } from '../texts';
import { ComponentPanel } from './ComponentPanel';

// Solid Bootstrap buttons: their text keeps its contrast in every variant (outline info / warning do not).
const buttonClass = (action: NavigatorAction) => `btn btn-sm btn-${action.variant}`;

/**
 * One action: a component to open (its panel under it), a call to make (non-GET), or a link (GET).
 * An action that is off is shown unavailable; its warning says why.
 */
export const ActionItem = observer(function ActionItem({ store, action }: { store: SettingsNavigatorStore; action: NavigatorAction }) {
  const warnId = useId();
  const open = store.current?.action === action;
  const describedBy = action.warnMsg ? warnId : undefined;
  const warning = action.warnMsg && (
    <div id={warnId} className="form-text text-warning-emphasis">
      {action.warnMsg}
    </div>
  );
  let control;
  if (!action.isOn) {
    control = (
      <button type="button" className={buttonClass(action)} disabled aria-describedby={describedBy}>
        {action.title} <span className="visually-hidden">({TEXT.unavailable})</span>
      </button>
    );
  } else if (action.componentUrl) {
    control = (
      <button type="button" className={`${buttonClass(action)}${open ? ' active' : ''}`} aria-expanded={open} aria-describedby={describedBy} onClick={() => store.toggleAction(action)}>
        {action.title}
      </button>
    );
  } else if (action.method !== 'GET') {
    control = (
      <button type="button" className={buttonClass(action)} disabled={store.running.has(action.action)} aria-describedby={describedBy} onClick={() => void store.run(action)}>
        {action.title}
      </button>
    );
  } else {
    const href = safeHref(action.url);
    control = href ? (
      <a href={href} aria-describedby={describedBy}>
        {action.title}
      </a>
    ) : (
      <span>{action.title}</span>
    );
  }
  return (
    <li>
      {control}
      {warning}
      {open && <ComponentPanel store={store} title={action.title} />}
    </li>
  );
});
