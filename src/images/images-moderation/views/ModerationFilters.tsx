import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FilterForm } from '@ui/Sidebar';
import { TAG_PRESENCE, type TagPresence } from '../hash';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TAG_PRESENCE_TEXT, TEXT } from '../texts';
import { TagFilterFields } from '@images/shared/tagFilter';

type Typed = 's' | 'd' | 'pu' | 'rb' | 're';

/** I 2.1 filters: tags and their mode, tag presence, site, domain, photo url, confidence bounds (0..100 %). */
export const ModerationFilters = observer(function ModerationFilters({ store }: { store: ImagesModerationStore }) {
  const id = useId();
  const { draft } = store;
  const typed = (key: Typed, label: string, type: 'text' | 'number' = 'text') => (
    <div>
      <label className="form-label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        className={`form-control${draft.errors[key] ? ' is-invalid' : ''}`}
        value={draft.text[key]}
        onChange={(e) => draft.edit(key, e.target.value)}
        aria-invalid={draft.errors[key] ? true : undefined}
        aria-describedby={draft.errors[key] ? `${id}-${key}-error` : undefined}
        {...(type === 'number' ? { min: 0, max: 100, step: 1 } : {})}
      />
      {draft.errors[key] && (
        <div id={`${id}-${key}-error`} className="invalid-feedback">
          {draft.errors[key]}
        </div>
      )}
    </div>
  );
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <TagFilterFields store={store} />
      <div>
        <label className="form-label" htmlFor={`${id}-on`}>
          {TEXT.presence}
        </label>
        <select id={`${id}-on`} className="form-select" value={store.chosen.values.on} onChange={(e) => store.chosen.set('on', e.target.value as TagPresence)}>
          {TAG_PRESENCE.map((value) => (
            <option key={value} value={value}>
              {TAG_PRESENCE_TEXT[value]}
            </option>
          ))}
        </select>
      </div>
      {typed('s', TEXT.site)}
      {typed('d', TEXT.domain)}
      {typed('pu', TEXT.photoUrl)}
      <div className="d-flex gap-2">
        {typed('rb', TEXT.rateFrom, 'number')}
        {typed('re', TEXT.rateTo, 'number')}
      </div>
    </FilterForm>
  );
});
