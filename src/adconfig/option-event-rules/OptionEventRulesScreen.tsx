import { observer } from 'mobx-react-lite';
import type { DictionaryItem, OptionEditorConfig } from '../../core/option';
import { OptionRowsEditor } from '../../ui/option';
import { useLiveConfig, useRuleEvents } from '../shared/optionRules';
import type { OptionEventRulesProps } from './props';
import { checkEventRules } from './rules';
import { TEXT } from './texts';
import { decodeEventRules, encodeEventRules, newEventRule, type EventRulesValue } from './value';
import { EventRuleFields } from './views/EventRuleFields';

export type { OptionEventRulesProps };

/** A rule is up to six fields: 30 at a time keep a huge value quick to open (as range rules). */
const RULES_PAGE = 30;

/** The config of one page: a rule's generated name reads the event types as they are when it is saved. */
function eventRulesOption(events: { readonly current: readonly DictionaryItem[] }): OptionEditorConfig<EventRulesValue> {
  return { decode: decodeEventRules, encode: (value) => encodeEventRules(value, events.current), check: checkEventRules, shallow: true };
}

/** Label/event rules (A 2, A 3, A 5): allow or forbid by a click, impression or event of an object, or by a label; names generated. */
export const OptionEventRulesScreen = observer(function OptionEventRulesScreen(props: OptionEventRulesProps) {
  const { items: events } = useRuleEvents(props, props.eventTypes);
  const config = useLiveConfig(events, eventRulesOption);
  return (
    <OptionRowsEditor
      props={props}
      config={config}
      title={TEXT.title}
      hint={TEXT.hint}
      label={TEXT.rows}
      addLabel={TEXT.add}
      newRow={newEventRule}
      empty={TEXT.empty}
      pageSize={RULES_PAGE}
      renderRow={(form, rowPath, index) => <EventRuleFields form={form} rowPath={rowPath} index={index} events={events} />}
    />
  );
});
