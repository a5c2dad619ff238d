import { observer } from 'mobx-react-lite';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { CrudFormModal } from '@ui/CrudFormModal';
import { TEXTS } from '../texts';
import type { CounterTab, VerifierCountersStore } from '../VerifierCountersStore';
import { CounterFields } from './CounterFields';
import { PricesTab } from './PricesTab';

const isTab = (key: string | null): key is CounterTab => key === 'main' || key === 'prices';

/** The add / edit modal in two tabs: main settings (saved by Save) and prices (each change saved at once). */
export const CounterModal = observer(function CounterModal({ store }: { store: VerifierCountersStore }) {
  const { prices } = store;
  return (
    <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }} size="lg">
      <Tabs activeKey={store.tab} onSelect={(key) => isTab(key) && store.setTab(key)} className="mb-3" mountOnEnter unmountOnExit transition={false}>
        <Tab eventKey="main" title={TEXTS.mainTab}>
          <CounterFields store={store} />
        </Tab>
        <Tab eventKey="prices" title={TEXTS.pricesTab} disabled={prices === null}>
          {prices && <PricesTab store={prices} />}
        </Tab>
      </Tabs>
      {prices === null && <p className="text-body-secondary small mb-0">{TEXTS.pricesLocked}</p>}
    </CrudFormModal>
  );
});
