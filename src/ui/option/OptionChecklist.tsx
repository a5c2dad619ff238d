import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { DictionaryItem, OptionChoices } from '@core/option';
import { unknownValueText } from '@core/unknownValue';
import { TagPickerButton, TAG_PICKER_TEXT, type TagId } from '../TagPicker';
import { OPTION_TEXT } from './texts';

/** From this many choices on, the list is picked in the tag picker (A 2) instead of a checkbox each. */
export const LONG_CHOICE_LIST = 20;
/** The chosen ones a long list names under its button; the rest are counted. */
const NAMED_CHOSEN = 50;

export interface OptionChecklistProps {
  /** What is chosen ('Типы устройств'): the list's legend. */
  legend: string;
  choices: OptionChoices;
  /** The chosen ids (text). */
  value: readonly string[];
  onChange(ids: string[]): void;
  /** Shown when there is nothing to choose from. */
  empty: string;
  disabled?: boolean;
}

/**
 * A list of ids to tick (A 2 device types, multi select): a checkbox per choice while the list is short,
 * else the tag picker ('Отметьте теги', 'Введите имя', 'Отмечено:') behind a button, with the chosen ones
 * named under it. A chosen id the list does not know (issue 41) stays chosen and shows as
 * 'Неизвестное значение (…)' once the list is in, so it can be seen and unticked (a long list's picker offers it
 * too); it is sent as it came until unticked.
 */
export const OptionChecklist = observer(function OptionChecklist({ legend, choices, value, onChange, empty, disabled }: OptionChecklistProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (choice: string) => onChange(chosen.has(choice) ? value.filter((v) => v !== choice) : [...value, choice]);
  const { items, state } = choices;
  const long = items.length >= LONG_CHOICE_LIST;
  const known = new Set(items.map((item) => item.id));
  const unknown = state === 'ready' ? value.filter((v) => !known.has(v)) : [];
  return (
    <fieldset className="mb-3" aria-busy={state === 'loading' || undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {state === 'loading' && <p className="text-body-secondary mb-0">{OPTION_TEXT.choicesLoading}</p>}
      {state === 'failed' && <p className="text-danger mb-0">{OPTION_TEXT.choicesFailed}</p>}
      {state === 'ready' && items.length === 0 && <p className="text-body-secondary mb-0">{empty}</p>}
      {!long &&
        items.map((item, index) => (
          <div key={item.id} className="form-check">
            <input id={`${id}-${index}`} className="form-check-input" type="checkbox" checked={chosen.has(item.id)} onChange={() => toggle(item.id)} />
            <label className="form-check-label text-break-anywhere" htmlFor={`${id}-${index}`}>
              {item.name}
            </label>
          </div>
        ))}
      {!long &&
        unknown.map((chosenId, index) => (
          <div key={`unknown-${chosenId}`} className="form-check">
            <input id={`${id}-unknown-${index}`} className="form-check-input" type="checkbox" checked onChange={() => toggle(chosenId)} />
            <label className="form-check-label text-break-anywhere" htmlFor={`${id}-unknown-${index}`}>
              {unknownValueText(chosenId)}
            </label>
          </div>
        ))}
      {long && <LongChecklist items={unknown.length > 0 ? [...items, ...unknown.map(unknownChoice)] : items} value={value} onChange={onChange} disabled={disabled} />}
    </fieldset>
  );
});

/** A chosen id the list does not know, offered in the picker (ticked) so a long list can untick it too. */
const unknownChoice = (id: string): DictionaryItem => ({ id, name: unknownValueText(id) });

function LongChecklist({ items, value, onChange, disabled }: { items: readonly DictionaryItem[]; value: readonly string[]; onChange(ids: string[]): void; disabled?: boolean }) {
  const names = new Map(items.map((item) => [item.id, item.name]));
  const named = value.slice(0, NAMED_CHOSEN);
  return (
    <>
      <TagPickerButton
        label={OPTION_TEXT.pick}
        options={items as DictionaryItem[]}
        value={value as string[]}
        onChange={(ids: TagId[]) => onChange(ids.map(String))}
        disabled={disabled}
        className="mb-2"
      />
      <p className="small mb-1">{`${TAG_PICKER_TEXT.checked} ${value.length}`}</p>
      {named.length > 0 && (
        <ul className="list-inline mb-0 text-break-anywhere">
          {named.map((chosen) => (
            <li key={chosen} className="list-inline-item badge text-bg-light border fw-normal">
              {names.get(chosen) ?? unknownValueText(chosen)}
            </li>
          ))}
          {value.length > named.length && <li className="list-inline-item small">{OPTION_TEXT.more(value.length - named.length)}</li>}
        </ul>
      )}
    </>
  );
}
