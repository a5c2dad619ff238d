import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { OptionEditorStore } from '@core/option';
import { presetCalls, SavedParamsStore } from '@core/presets';
import { SavedParamsPanel } from '@ui/presets';
import { TEXT } from '../texts';
import { encodeRules, mergeRules, presetRules, type RulesValue } from '../value';

interface Props {
  store: OptionEditorStore<RulesValue>;
  /** `{urlPath}/api` (A 7 `{api}`). */
  apiBase: string;
  typeId: number;
}

/**
 * The option type's presets (A 7): saved from the rules as they would be saved, applied in place of the
 * rules or merged into them (A 9), never while the target is off.
 */
export const RulesPresets = observer(function RulesPresets({ store, apiBase, typeId }: Props) {
  const [presets] = useState(
    () =>
      new SavedParamsStore(presetCalls(apiBase, typeId, presetRules, encodeRules), {
        kind: 'preset',
        current: () => store.value,
        apply: (rules, mode) => {
          store.setValue(mode === 'overwrite' ? rules : mergeRules(store.value, rules));
          store.clearErrors('');
        },
      }),
  );
  return (
    <div className="mt-3">
      <SavedParamsPanel store={presets} title={TEXT.presets} applyDisabled={!store.on} />
    </div>
  );
});
