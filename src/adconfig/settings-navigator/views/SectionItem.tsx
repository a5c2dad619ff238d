import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { NavigatorSection } from '../props';
import type { SettingsNavigatorStore } from '../SettingsNavigatorStore';
import { TEXT } from '../texts';
import { ActionItem } from './ActionItem';

/** One accordion section: its header button (aria-expanded) and, open, its actions. */
export const SectionItem = observer(function SectionItem({ store, section, index }: { store: SettingsNavigatorStore; section: NavigatorSection; index: number }) {
  const id = useId();
  const open = store.openSection === index;
  return (
    <div className="accordion-item">
      <h2 className="accordion-header" id={`${id}-header`}>
        <button
          type="button"
          className={`accordion-button${open ? '' : ' collapsed'}`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => store.toggleSection(index)}
        >
          {section.title}
        </button>
      </h2>
      {open && (
        <div id={`${id}-body`} className="accordion-collapse" role="region" aria-labelledby={`${id}-header`}>
          <div className="accordion-body">
            {section.actions.length === 0 ? (
              <p className="text-body-secondary mb-0">{TEXT.noActions}</p>
            ) : (
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {section.actions.map((action) => (
                  <ActionItem key={action.action} store={store} action={action} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
});
