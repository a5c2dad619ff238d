import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import type { OptionEditorStore } from '@core/option';
import { safeHref } from '@core/safeUrl';
import type { FilterListsApi } from '../api';
import { SHOWN_LISTS, type FilterListChoices } from '../FilterListChoices';
import { TEXT, TYPE_TITLES } from '../texts';
import type { ChosenList, FilterListsValue, FilterType } from '../value';

interface Props {
  store: OptionEditorStore<FilterListsValue>;
  choices: FilterListChoices;
  type: FilterType;
  editUrl: FilterListsApi['editUrl'];
}

/** One kind of lists: the chosen ones (each opens its page, each removable), then the lists matching the search to tick. */
export const FilterTypeColumn = observer(function FilterTypeColumn({ store, choices, type, editUrl }: Props) {
  const id = useId();
  const chosen = store.value[type];
  const chosenIds = new Set(chosen.map((l) => l.id));
  const nameOf = (list: ChosenList) => choices.nameOf(type, list.id) || list.name || `#${list.id}`;
  const matching = choices.matching(type);
  const shown = matching.slice(0, SHOWN_LISTS);
  const toggle = (list: ChosenList) => store.set(type, chosenIds.has(list.id) ? chosen.filter((l) => l.id !== list.id) : [...chosen, list]);
  return (
    <fieldset className="col-12 col-md-6 mb-3">
      <legend className="fs-6 fw-semibold mb-1">{TYPE_TITLES[type]}</legend>
      {chosen.length > 0 && (
        <>
          <p className="small mb-1">{`${TEXT.chosen} ${chosen.length}`}</p>
          <ul className="list-unstyled mb-2">
            {chosen.map((list) => (
              <li key={list.id} className="d-flex align-items-center gap-1 text-break-anywhere">
                <a href={safeHref(editUrl(list.id))} target="_blank" rel="noopener noreferrer" aria-label={TEXT.open(nameOf(list))}>
                  {nameOf(list)}
                </a>
                <Button variant="link" size="sm" className="text-danger p-0 px-1" aria-label={TEXT.remove(nameOf(list))} onClick={() => toggle(list)}>
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {store.error(type) && <div className="invalid-feedback d-block mt-0 mb-2">{store.error(type)}</div>}
      {choices.state === 'ready' && <p className="small text-body-secondary mb-1">{matching.length === 0 ? TEXT.nothingFound : `${TEXT.found} ${matching.length}`}</p>}
      <div className="filter-lists-choices overflow-auto" style={{ maxHeight: 400 }}>
        {shown.map((list, index) => (
          <div key={list.id} className="form-check">
            <input id={`${id}-${index}`} className="form-check-input" type="checkbox" checked={chosenIds.has(list.id)} onChange={() => toggle({ id: list.id, name: list.name })} />
            <label className="form-check-label text-break-anywhere" htmlFor={`${id}-${index}`}>
              {list.name || `#${list.id}`}
            </label>
          </div>
        ))}
      </div>
      {matching.length > shown.length && <p className="form-text mb-0">{TEXT.capped(shown.length, matching.length)}</p>}
    </fieldset>
  );
});
