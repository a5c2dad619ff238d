import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FilterForm } from '@ui/Sidebar';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { CHANNEL_STATUSES } from '../hash';
import { TEXTS } from '../texts';

/** The filters (kept in the hash once applied): name / url / id, status, added or not; Enter or 'Найти' applies. */
export const ChannelFilters = observer(function ChannelFilters({ store }: { store: CreativeChannelsStore }) {
  const id = useId();
  const { draft } = store;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <div>
        <label htmlFor={`${id}-q`} className="form-label">
          {TEXTS.search}
        </label>
        <input id={`${id}-q`} type="search" className="form-control" value={draft.text.q} onChange={(e) => draft.edit('q', e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-s`} className="form-label">
          {TEXTS.status}
        </label>
        <select id={`${id}-s`} className="form-select" value={draft.text.s} onChange={(e) => draft.edit('s', e.target.value)}>
          <option value="">{TEXTS.anyStatus}</option>
          {CHANNEL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TEXTS.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-l`} className="form-label">
          {TEXTS.added}
        </label>
        <select id={`${id}-l`} className="form-select" value={draft.text.l} onChange={(e) => draft.edit('l', e.target.value)}>
          <option value="">{TEXTS.anyAdded}</option>
          <option value="yes">{TEXTS.addedYes}</option>
          <option value="no">{TEXTS.addedNo}</option>
        </select>
      </div>
    </FilterForm>
  );
});
