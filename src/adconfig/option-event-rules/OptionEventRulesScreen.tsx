import { ruleEvents } from '@adconfig/shared/optionRules';
import { RuleRowsEditor, ruleRowsStore, type RuleRowsKind } from '@adconfig/shared/optionRules/RuleRowsEditor';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import type { OptionEventRulesProps } from './props';
import { checkEventRules } from './rules';
import { TEXT } from './texts';
import { decodeEventRules, encodeEventRules, newEventRule, type EventRulesValue } from './value';
import { EventRuleFields } from './views/EventRuleFields';

export type { OptionEventRulesProps };

const EVENT_RULES: RuleRowsKind<EventRulesValue> = { decode: decodeEventRules, encode: encodeEventRules, check: checkEventRules, newRow: newEventRule, texts: TEXT, Fields: EventRuleFields };

/** The editor's store and its event types: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionEventRulesStore = (props: OptionEventRulesProps) => ruleRowsStore(props, EVENT_RULES, ruleEvents(props, props.eventTypes));

/** Label/event rules (A 2, A 3, A 5): allow or forbid by a click, impression or event of an object, or by a label; names generated. */
export function OptionEventRulesScreen(props: OptionEventRulesProps & GivenStore<ReturnType<typeof optionEventRulesStore>>) {
  const store = useScreenStore(props.store, () => optionEventRulesStore(props));
  return <RuleRowsEditor props={props} store={store} kind={EVENT_RULES} />;
}
