import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { HashState, Schema, Values } from '@core/hash';

export interface HashTab {
  key: string;
  title: ReactNode;
  disabled?: boolean;
  /** Rendered only while the tab is open. */
  content: () => ReactNode;
}

export interface HashTabsProps<S extends Schema> {
  state: HashState<S>;
  /** The hash field holding the open tab's key (e.g. `t` declared as oneOf(['plan', 'fact'], 'plan')). */
  field: keyof S & string;
  tabs: HashTab[];
  className?: string;
}

/** Tabs whose open tab lives in the URL hash: choosing one adds one history entry, Back returns. */
function HashTabsView<S extends Schema>({ state, field, tabs, className }: HashTabsProps<S>) {
  const id = useId();
  const raw: unknown = state.values[field];
  const current = tabs.find((t) => t.key === String(raw) && !t.disabled) ?? tabs.find((t) => !t.disabled);
  const activeKey = current?.key;
  return (
    <Tabs
      id={id}
      className={className ?? 'mb-3'}
      activeKey={activeKey}
      onSelect={(key) => {
        if (key !== null && key !== activeKey) state.set({ [field]: key } as Partial<Values<S>>, 'push');
      }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.key} eventKey={tab.key} title={tab.title} disabled={tab.disabled}>
          {tab.key === activeKey ? tab.content() : null}
        </Tab>
      ))}
    </Tabs>
  );
}

export const HashTabs = observer(HashTabsView) as <S extends Schema>(props: HashTabsProps<S>) => ReactNode;
