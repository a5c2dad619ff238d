import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import type { OptionEditorStore } from '@core/option';
import { FormField } from '@ui/FormField';
import type { FilterListsApi } from '../api';
import type { FilterListChoices } from '../FilterListChoices';
import { TEXT } from '../texts';
import { FILTER_TYPES, noLists, type FilterListsValue } from '../value';
import { FilterTypeColumn } from './FilterTypeColumn';

interface Props {
  store: OptionEditorStore<FilterListsValue>;
  choices: FilterListChoices;
  editUrl: FilterListsApi['editUrl'];
}

/** The search over both kinds, 'Списки не заданы...' when none is chosen, the white and the black column. */
export const FilterListsFields = observer(function FilterListsFields({ store, choices, editUrl }: Props) {
  return (
    <>
      <FormField label={TEXT.search} className="mb-3 col-md-6">
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            value={choices.query}
            onChange={(e) => choices.setQuery(e.target.value)}
            // Enter searches as typed; it does not save the option.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          />
        )}
      </FormField>
      {choices.state === 'loading' && <p className="text-body-secondary small">{TEXT.loading}</p>}
      {choices.state === 'failed' && (
        <p className="text-danger d-flex align-items-center gap-2">
          {TEXT.failed}
          <Button variant="outline-danger" size="sm" onClick={choices.retry}>
            {TEXT.retry}
          </Button>
        </p>
      )}
      {noLists(store.value) && <p className="alert alert-light border py-2">{TEXT.none}</p>}
      <div className="row">
        {FILTER_TYPES.map((type) => (
          <FilterTypeColumn key={type} store={store} choices={choices} type={type} editUrl={editUrl} />
        ))}
      </div>
    </>
  );
});
