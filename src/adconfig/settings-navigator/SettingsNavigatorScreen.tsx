import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { settingsNavigatorApi } from './api';
import type { SettingsNavigatorProps } from './props';
import { SettingsNavigatorStore } from './SettingsNavigatorStore';
import { TEXT } from './texts';
import { SectionItem } from './views/SectionItem';
import { useStarted } from '../../ui/useStarted';

export type { SettingsNavigatorProps };

/** The settings page (A 2 Other): accordion sections of navigation actions, deep link `#action?qs` (the query itself: `#sessions?active=0`). */
export const SettingsNavigatorScreen = observer(function SettingsNavigatorScreen(props: SettingsNavigatorProps) {
  const [store] = useState(() => new SettingsNavigatorStore(settingsNavigatorApi(), props.sections));
  useStarted(store);
  if (store.sections.length === 0) return <p className="text-body-secondary">{TEXT.noSections}</p>;
  return (
    <div className="accordion" role="region" aria-label={TEXT.sections}>
      {store.sections.map((section, index) => (
        <SectionItem key={index} store={store} section={section} index={index} />
      ))}
    </div>
  );
});
