import { ruleEvents } from '@adconfig/shared/optionRules';
import { RuleRowsEditor, ruleRowsStore, type RuleRowsKind } from '@adconfig/shared/optionRules/RuleRowsEditor';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import type { OptionRangeRulesProps } from './props';
import { checkRangeRules } from './rules';
import { TEXT } from './texts';
import { decodeRangeRules, encodeRangeRules, newRangeRule, type RangeRulesValue } from './value';
import { RangeRuleFields } from './views/RangeRuleFields';

export type { OptionRangeRulesProps };

const RANGE_RULES: RuleRowsKind<RangeRulesValue> = { decode: decodeRangeRules, encode: encodeRangeRules, check: checkRangeRules, newRow: newRangeRule, texts: TEXT, Fields: RangeRuleFields };

/** The editor's store and its event types: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionRangeRulesStore = (props: OptionRangeRulesProps) => ruleRowsStore(props, RANGE_RULES, ruleEvents(props, props.eventTypes));

/** Range rules (A 2, A 3, A 5): allow or forbid by a range of a measure, names generated, min and max required numbers. */
export function OptionRangeRulesScreen(props: OptionRangeRulesProps & GivenStore<ReturnType<typeof optionRangeRulesStore>>) {
  const store = useScreenStore(props.store, () => optionRangeRulesStore(props));
  return <RuleRowsEditor props={props} store={store} kind={RANGE_RULES} />;
}
