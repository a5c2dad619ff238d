import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { ChoiceSelect, type SelectChoice } from '@ui/ChoiceSelect';
import type { GeoObject } from './geoApi';
import type { GeoTreeStore } from './GeoTreeStore';
import { GEO_TEXT } from './texts';

/** The countries, and the chosen one first when the list does not hold it (shown by its id). */
function countryChoices(countries: readonly GeoObject[], chosen: number | null): SelectChoice[] {
  const choices = countries.map((c) => ({ value: String(c.id), name: c.name }));
  return chosen !== null && !countries.some((c) => c.id === chosen) ? [{ value: String(chosen), name: `#${chosen}` }, ...choices] : choices;
}

/** 'Страна' of a geo tree: the country shown; `onChoose` is told another (the tree's owner decides what follows). */
export const CountrySelect = observer(function CountrySelect({ tree, onChoose, small }: { tree: GeoTreeStore; onChoose: (id: number) => void; small?: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {GEO_TEXT.country}
      </label>
      <ChoiceSelect
        control={{ id, className: small ? 'form-control form-control-sm' : 'form-control', 'aria-invalid': undefined, 'aria-describedby': undefined, disabled: tree.countries.length === 0 }}
        value={tree.countryId === null ? '' : String(tree.countryId)}
        choices={countryChoices(tree.countries, tree.countryId)}
        onChange={(v) => onChoose(Number(v))}
      />
    </div>
  );
});
