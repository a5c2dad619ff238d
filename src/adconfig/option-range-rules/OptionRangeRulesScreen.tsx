import { observer } from 'mobx-react-lite';
import type { DictionaryItem, OptionEditorConfig } from '../../core/option';
import { OptionRowsEditor, useOptionChoices } from '../../ui/option';
import { useLiveConfig } from '../shared/optionRules';
import type { OptionRangeRulesProps } from './props';
import { checkRangeRules } from './rules';
import { TEXT } from './texts';
import { decodeRangeRules, encodeRangeRules, newRangeRule, type RangeRulesValue } from './value';
import { RangeRuleFields } from './views/RangeRuleFields';

export type { OptionRangeRulesProps };

/** A rule is five fields: 30 at a time keep a huge value as quick to open as a page of 100 phrases. */
const RULES_PAGE = 30;

/** The config of one page: a rule's generated name reads the event types as they are when it is saved. */
function rangeRulesOption(events: { readonly current: readonly DictionaryItem[] }): OptionEditorConfig<RangeRulesValue> {
  return { decode: decodeRangeRules, encode: (value) => encodeRangeRules(value, events.current), check: checkRangeRules, shallow: true };
}

/** Range rules (A 2, A 3, A 5): allow or forbid by a range of a measure, names generated, min and max required numbers. */
export const OptionRangeRulesScreen = observer(function OptionRangeRulesScreen(props: OptionRangeRulesProps) {
  const { items: events } = useOptionChoices(props, props.eventTypes);
  const config = useLiveConfig(events, rangeRulesOption);
  return (
    <OptionRowsEditor
      props={props}
      config={config}
      title={TEXT.title}
      hint={TEXT.hint}
      label={TEXT.rows}
      addLabel={TEXT.add}
      newRow={newRangeRule}
      empty={TEXT.empty}
      pageSize={RULES_PAGE}
      renderRow={(form, rowPath, index) => <RangeRuleFields form={form} rowPath={rowPath} index={index} events={events} />}
    />
  );
});
