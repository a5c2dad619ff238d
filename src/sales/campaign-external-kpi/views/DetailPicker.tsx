import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { DETAIL_TABS_CAP, type CampaignExternalKpiStore } from '../CampaignExternalKpiStore';
import type { TabKey } from '../hash';
import { TEXTS } from '../texts';

const DETAIL_KEY = /^d\d+$/;

/**
 * More breakdowns than the tab bar draws (DETAIL_TABS_CAP): any of them found by name and opened in its tab.
 * The select shows the first matches (ChoiceSelect's cap) and says so.
 */
export const DetailPicker = observer(function DetailPicker({ store }: { store: CampaignExternalKpiStore }) {
  const [typed, setTyped] = useState('');
  const searchId = useId();
  const selectId = useId();
  const noteId = useId();
  const { details } = store;
  if (details.length <= DETAIL_TABS_CAP) return null;
  const text = typed.trim().toLowerCase();
  const found = text ? details.filter((d) => d.name.toLowerCase().includes(text)) : details;
  const active = store.activeTab;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <label htmlFor={searchId} className="visually-hidden">
        {TEXTS.findDetail}
      </label>
      <input id={searchId} type="search" className="form-control form-control-sm" style={{ maxWidth: '18rem' }} placeholder={TEXTS.findDetail} value={typed} onChange={(e) => setTyped(e.target.value)} />
      <label htmlFor={selectId} className="visually-hidden">
        {TEXTS.openDetail}
      </label>
      <ChoiceSelect
        control={{ id: selectId, 'aria-invalid': undefined, 'aria-describedby': noteId, className: 'form-control form-control-sm w-auto' }}
        value={active.startsWith('d') ? active : ''}
        none={TEXTS.chooseDetail}
        choices={found.map((d) => ({ value: `d${d.id}`, name: d.name || `#${d.id}` }))}
        onChange={(value) => {
          if (DETAIL_KEY.test(value)) store.openTab(value as TabKey);
        }}
      />
      <span id={noteId} className="small text-body-secondary">
        {TEXTS.tabsCut(DETAIL_TABS_CAP, details.length)}
      </span>
    </div>
  );
});
