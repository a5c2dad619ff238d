import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { unknownValueText } from '@core/unknownValue';
import { FormField } from '@ui/FormField';
import { LazyDateRangeField } from '@ui/LazyDateRangeField';
import { LazySelect } from '@ui/LazySelect';
import type { SelectOption } from '@ui/Select';
import { FilterForm } from '@ui/Sidebar';
import type { DataTableStore } from '../DataTableStore';
import type { TagChoice } from '../props';
import { TAG_MODES } from '../hash';
import { TEXTS } from '../texts';

const rangeOf = (text: string): [string, string] | null => {
  const [from, to] = text.split(',');
  return from && to ? [from, to] : null;
};

const WHOLE_ID = /^[1-9]\d{0,15}$/;

/** The tags of the page as options by their ids (S 7 sends tags as ids); an id that is no whole number is left out. */
const tagOptions = (tags: readonly TagChoice[]): SelectOption<number>[] => tags.flatMap((tag) => (WHOLE_ID.test(tag.id) ? [{ value: Number(tag.id), label: tag.name }] : []));

/** The ids of the draft's `t` text (`3,5`), as numbers; what is no id is left out. */
const idsOf = (text: string): number[] => text.split(',').flatMap((part) => (WHOLE_ID.test(part.trim()) ? [Number(part.trim())] : []));

/** S 7 {page}/data/ filters: the period, an id, tags (chosen by name when the page gives them, else typed as ids) and their mode; 'Найти' applies them. */
export const DataTableFilters = observer(function DataTableFilters({ store, tags }: { store: DataTableStore; tags?: readonly TagChoice[] }) {
  const id = useId();
  const { draft } = store;
  const { dr, t, tmt } = draft.text;
  const range = rangeOf(dr);
  const options = useMemo(() => tagOptions(tags ?? []), [tags]);
  // A tag of the hash the page does not name is kept, shown as unknown (issue 41's rule) and can be removed.
  const chosen = idsOf(t);
  const shown = [...options, ...chosen.filter((tagId) => !options.some((o) => o.value === tagId)).map((tagId) => ({ value: tagId, label: unknownValueText(tagId) }))];
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <LazyDateRangeField id={`${id}-dr`} label={TEXTS.period} value={range} onChange={(value) => draft.edit('dr', value ? value.join(',') : '')} />
      <FormField label={TEXTS.id} error={draft.errors.id} className="mb-0">
        {(control) => <input {...control} inputMode="numeric" value={draft.text.id} onChange={(e) => draft.edit('id', e.target.value)} />}
      </FormField>
      {options.length > 0 ? (
        <FormField label={TEXTS.tagsByName} error={draft.errors.t} className="mb-0">
          {(control) => (
            <LazySelect<number>
              isMulti
              id={control.id}
              aria-describedby={control['aria-describedby']}
              options={shown}
              value={chosen}
              onChange={(ids) => draft.edit('t', ids.join(','))}
              placeholder={TEXTS.anyTag}
            />
          )}
        </FormField>
      ) : (
        <FormField label={TEXTS.tags} help={TEXTS.tagsHelp} error={draft.errors.t} className="mb-0">
          {(control) => <input {...control} value={t} onChange={(e) => draft.edit('t', e.target.value.replace(/\s+/g, ''))} />}
        </FormField>
      )}
      <FormField label={TEXTS.tagsMode} className="mb-0">
        {(control) => (
          <select {...control} className="form-select" value={tmt || 'or'} onChange={(e) => draft.edit('tmt', e.target.value)}>
            {TAG_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {TEXTS.modes[mode]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterForm>
  );
});
