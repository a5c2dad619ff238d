import { observer } from 'mobx-react-lite';
import { useOptionChoices } from '../../ui/option';
import { RuleRowsEditor, type RuleRowsKind } from '../shared/optionRules/RuleRowsEditor';
import type { OptionRangeRulesProps } from './props';
import { checkRangeRules } from './rules';
import { TEXT } from './texts';
import { decodeRangeRules, encodeRangeRules, newRangeRule, type RangeRulesValue } from './value';
import { RangeRuleFields } from './views/RangeRuleFields';

export type { OptionRangeRulesProps };

const RANGE_RULES: RuleRowsKind<RangeRulesValue> = { decode: decodeRangeRules, encode: encodeRangeRules, check: checkRangeRules, newRow: newRangeRule, texts: TEXT, Fields: RangeRuleFields };

/** Range rules (A 2, A 3, A 5): allow or forbid by a range of a measure, names generated, min and max required numbers. */
export const OptionRangeRulesScreen = observer(function OptionRangeRulesScreen(props: OptionRangeRulesProps) {
  const { items: events } = useOptionChoices(props, props.eventTypes);
  return <RuleRowsEditor props={props} events={events} kind={RANGE_RULES} />;
});
