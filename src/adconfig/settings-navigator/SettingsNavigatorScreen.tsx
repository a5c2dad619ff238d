import { observer } from 'mobx-react-lite';
import { settingsNavigatorApi } from './api';
import type { SettingsNavigatorProps } from './props';
import { SettingsNavigatorStore } from './SettingsNavigatorStore';
import { TEXT } from './texts';
import { SectionItem } from './views/SectionItem';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { SettingsNavigatorProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const settingsNavigatorStore = (props: SettingsNavigatorProps) => new SettingsNavigatorStore(settingsNavigatorApi(), props.sections);

/** The settings page (A 2 Other): accordion sections of navigation actions, deep link `#action?qs` (the query itself: `#sessions?active=0`). */
export const SettingsNavigatorScreen = observer(function SettingsNavigatorScreen(props: SettingsNavigatorProps & GivenStore<SettingsNavigatorStore>) {
  const store = useScreenStore(props.store, () => settingsNavigatorStore(props));
  if (store.sections.length === 0) return <p className="text-body-secondary">{TEXT.noSections}</p>;
  return (
    <div className="accordion" role="region" aria-label={TEXT.sections}>
      {store.sections.map((section, index) => (
        <SectionItem key={index} store={store} section={section} index={index} />
      ))}
    </div>
  );
});
