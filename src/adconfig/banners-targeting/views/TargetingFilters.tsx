import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FilterForm } from '@ui/Sidebar';
import type { BannersTargetingStore } from '../BannersTargetingStore';
import { TEXTS } from '../texts';

/** The filters (kept in the hash once applied): name, type, in the targeting or not; Enter or 'Найти' applies. */
export const TargetingFilters = observer(function TargetingFilters({ store }: { store: BannersTargetingStore }) {
  const id = useId();
  const { draft } = store;
  const invalid = (key: 'q' | 't' | 'l') => (draft.errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {});
  const error = (key: 'q' | 't' | 'l') =>
    draft.errors[key] && (
      <div id={`${id}-${key}-error`} className="invalid-feedback d-block">
        {draft.errors[key]}
      </div>
    );
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <div>
        <label htmlFor={`${id}-q`} className="form-label">
          {TEXTS.name}
        </label>
        <input id={`${id}-q`} type="search" className="form-control" value={draft.text.q} onChange={(e) => draft.edit('q', e.target.value)} {...invalid('q')} />
        {error('q')}
      </div>
      <div>
        <label htmlFor={`${id}-t`} className="form-label">
          {TEXTS.type}
        </label>
        <select id={`${id}-t`} className="form-select" value={draft.text.t} onChange={(e) => draft.edit('t', e.target.value)} {...invalid('t')}>
          <option value="">{TEXTS.anyType}</option>
          {store.choices.types.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name || `#${t.id}`}
            </option>
          ))}
        </select>
        {error('t')}
      </div>
      <div>
        <label htmlFor={`${id}-l`} className="form-label">
          {TEXTS.limitedFilter}
        </label>
        <select id={`${id}-l`} className="form-select" value={draft.text.l} onChange={(e) => draft.edit('l', e.target.value)}>
          <option value="">{TEXTS.anyLimited}</option>
          <option value="yes">{TEXTS.limitedYes}</option>
          <option value="no">{TEXTS.limitedNo}</option>
        </select>
      </div>
    </FilterForm>
  );
});
