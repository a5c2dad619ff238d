import { observer } from 'mobx-react-lite';
import { UNSAVED_TEXT } from '@core/unsaved';
import { NumberField } from '@ui/record/fields';
import { SaveButton } from '@ui/FormModal';
import { LoadFailed } from '@ui/LoadFailed';
import type { GeoPopulationStore } from '../GeoPopulationStore';
import { totalOf } from '../GeoPopulationStore';
import { TEXT, TYPE_NAMES } from '../texts';

/** The selected object's total population: loaded for it, edited, saved (Enter saves too). */
export const PopulationPanel = observer(function PopulationPanel({ store }: { store: GeoPopulationStore }) {
  const node = store.selected;
  if (!node) return <p className="text-body-secondary">{TEXT.chooseObject}</p>;
  const { form } = store;
  if (store.populationState === 'failed') return <LoadFailed onRetry={() => void store.loadPopulation(node.id)} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      <h3 className="h6 text-break">{node.item.name}</h3>
      <p className="text-body-secondary small mb-3">
        {TEXT.type}: {TYPE_NAMES[node.item.type] ?? node.item.type} · ID {node.id}
      </p>
      <fieldset disabled={store.populationState === 'loading'} aria-busy={store.populationState === 'loading' || undefined}>
        {/* The one number input (issue 44): '13 200 000' as typed, ru-RU once left; empty is 'не задано'. */}
        <NumberField form={form} path="total" label={TEXT.total} integer help={totalOf(form.values.total) === null ? TEXT.notSet : undefined} />
        <div className="d-flex align-items-center gap-3">
          <SaveButton saving={form.saving} label={TEXT.save} />
          {form.dirty && <span className="text-body-secondary small">{UNSAVED_TEXT}</span>}
        </div>
      </fieldset>
    </form>
  );
});
