import { observer } from 'mobx-react-lite';
import { useRuleEvents } from '../shared/optionRules';
import { RuleRowsEditor, type RuleRowsKind } from '../shared/optionRules/RuleRowsEditor';
import type { OptionEventRulesProps } from './props';
import { checkEventRules } from './rules';
import { TEXT } from './texts';
import { decodeEventRules, encodeEventRules, newEventRule, type EventRulesValue } from './value';
import { EventRuleFields } from './views/EventRuleFields';

export type { OptionEventRulesProps };

const EVENT_RULES: RuleRowsKind<EventRulesValue> = { decode: decodeEventRules, encode: encodeEventRules, check: checkEventRules, newRow: newEventRule, texts: TEXT, Fields: EventRuleFields };

/** Label/event rules (A 2, A 3, A 5): allow or forbid by a click, impression or event of an object, or by a label; names generated. */
export const OptionEventRulesScreen = observer(function OptionEventRulesScreen(props: OptionEventRulesProps) {
  const { items: events } = useRuleEvents(props, props.eventTypes);
  return <RuleRowsEditor props={props} events={events} kind={EVENT_RULES} />;
});
