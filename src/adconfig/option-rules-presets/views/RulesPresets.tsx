import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { presetCalls, SavedParamsStore } from '@core/presets';
import { SavedParamsPanel } from '@ui/presets';
import { TEXT } from '../texts';
import { encodeRules, mergeRules, presetRules, type RulesValue } from '../value';

/**
 * The option type's presets (A 7): saved from the rules as they would be saved, applied in place of the
 * rules or merged into them (A 9). One of the editor's loads: listed with the option, before the first render.
 */
export function rulesPresets(store: OptionEditorStore<RulesValue>, apiBase: string, typeId: number): SavedParamsStore<RulesValue> {
  return new SavedParamsStore(presetCalls(apiBase, typeId, presetRules, encodeRules), {
    kind: 'preset',
    current: () => store.value,
    apply: (rules, mode) => {
      store.setValue(mode === 'overwrite' ? rules : mergeRules(store.value, rules));
      store.clearErrors('');
    },
  });
}

/** The presets' panel: never applied while the target is off; one replacing unsaved rules asks first. */
export const RulesPresets = observer(function RulesPresets({ store, presets }: { store: OptionEditorStore<RulesValue>; presets: SavedParamsStore<RulesValue> }) {
  return (
    <div className="mt-3">
      <SavedParamsPanel store={presets} title={TEXT.presets} applyDisabled={!store.on} confirmReplace={(name) => (store.valueEdited() ? TEXT.replaceByPreset(name) : null)} />
    </div>
  );
});
