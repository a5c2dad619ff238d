import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { CreativeStatEventsStore } from '../CreativeStatEventsStore';
import { EVENTS } from '../hash';
import { TEXTS } from '../texts';

/** The sidebar: a creative (id or name) and an event; 'Найти' applies them. */
export const EventFilters = observer(function EventFilters({ store }: { store: CreativeStatEventsStore }) {
  const { draft } = store;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <FormField label={TEXTS.creative} help={TEXTS.creativeHelp} className="mb-0">
        {(control) => <input {...control} type="search" value={draft.text.cr} onChange={(e) => draft.edit('cr', e.target.value)} />}
      </FormField>
      <FormField label={TEXTS.event} className="mb-0">
        {(control) => (
          <select {...control} className="form-select" value={draft.text.ev} onChange={(e) => draft.edit('ev', e.target.value)}>
            {EVENTS.map((event) => (
              <option key={event} value={event}>
                {event === '' ? TEXTS.anyEvent : TEXTS.events[event]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterForm>
  );
});
