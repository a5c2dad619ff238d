import type { OptionEditorConfig } from '../../core/option';
import { OptionEditor } from '../../ui/option';
import type { OptionFrequencyProps } from './props';
import { TEXT } from './texts';
import { decodeFrequency, encodeFrequency, RULE_KEYS, type FrequencyValue } from './value';
import { FrequencyRuleFields } from './views/FrequencyRuleFields';

export type { OptionFrequencyProps };

/** Rules that will not be saved are dropped, not refused (A 5): they say so under themselves. */
export const frequencyOption: OptionEditorConfig<FrequencyValue> = { decode: decodeFrequency, encode: encodeFrequency };

/** Frequency targeting (A 2, A 9): count plus period for displays, clicks, events and sends. */
export function OptionFrequencyScreen(props: OptionFrequencyProps) {
  const events = props.events ?? [];
  return (
    <OptionEditor props={props} config={frequencyOption} title={TEXT.title}>
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
