import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Select } from '../../../ui/Select';
import { FilterForm } from '../../../ui/Sidebar';
import { TAG_MODES, TAG_PRESENCE, type TagMode, type TagPresence } from '../hash';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TAG_MODE_TEXT, TAG_PRESENCE_TEXT, TEXT } from '../texts';

type Typed = 's' | 'd' | 'rb' | 're';

/** I 2.1 filters: tags and their mode, tag presence, site, domain, confidence bounds (0..100 %). */
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
      <Select isMulti label={TEXT.tags} labelVisible options={store.tags.map((t) => ({ value: t.id, label: t.name }))} value={store.draftTags} onChange={store.setDraftTags} />
      <div>
        <label className="form-label" htmlFor={`${id}-tmt`}>
          {TEXT.tagMode}
        </label>
        <select id={`${id}-tmt`} className="form-select" value={store.draftMode} onChange={(e) => store.setDraftMode(e.target.value as TagMode)}>
          {TAG_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {TAG_MODE_TEXT[mode]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label" htmlFor={`${id}-on`}>
          {TEXT.presence}
        </label>
        <select id={`${id}-on`} className="form-select" value={store.draftPresence} onChange={(e) => store.setDraftPresence(e.target.value as TagPresence)}>
          {TAG_PRESENCE.map((value) => (
            <option key={value} value={value}>
              {TAG_PRESENCE_TEXT[value]}
            </option>
          ))}
        </select>
      </div>
      {typed('s', TEXT.site)}
      {typed('d', TEXT.domain)}
      <div className="d-flex gap-2">
        {typed('rb', TEXT.rateFrom, 'number')}
        {typed('re', TEXT.rateTo, 'number')}
      </div>
    </FilterForm>
  );
});
