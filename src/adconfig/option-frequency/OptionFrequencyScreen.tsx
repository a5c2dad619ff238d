import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import type { OptionFrequencyProps } from './props';
import { TEXT } from './texts';
import { decodeFrequency, encodeFrequency, RULE_KEYS, type FrequencyValue } from './value';
import { FrequencyRuleFields } from './views/FrequencyRuleFields';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionFrequencyProps };

/** Rules that will not be saved are dropped, not refused (A 5): they say so under themselves. */
/** The rules of ids the editor does not know go back as they came (issue 41); a known rule left empty is not sent. */
export const frequencyOption: OptionEditorConfig<FrequencyValue> = { decode: decodeFrequency, encode: encodeFrequency, ownKeys: RULE_KEYS };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionFrequencyStore = (props: OptionFrequencyProps) => optionEditorStore(props, frequencyOption);

/** Frequency targeting (A 2, A 9): count plus period for displays, clicks, events and sends. */
export function OptionFrequencyScreen(props: OptionFrequencyProps & GivenStore<ReturnType<typeof optionFrequencyStore>>) {
  const store = useScreenStore(props.store, () => optionFrequencyStore(props));
  const events = props.events ?? [];
  return (
    <OptionEditor props={props} store={store} title={TEXT.title}>
      {(store) => (
        <>
          <p className="form-text mt-0">{TEXT.hint}</p>
          {RULE_KEYS.map((rule) => (
            <FrequencyRuleFields key={rule} store={store} rule={rule} events={events} />
          ))}
        </>
      )}
    </OptionEditor>
  );
}
