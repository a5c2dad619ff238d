import { sitePath } from '@core/basePath';
import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore, OptionRows } from '@ui/option';
import type { GivenStore } from '@ui/useScreenStore';
import type { OptionRulesPresetsProps } from './props';
import { checkRules } from './rules';
import { TEXT } from './texts';
import { decodeRules, encodeRules, newRule, type RulesValue } from './value';
import { EventLinkRuleFields } from './views/EventLinkRuleFields';
import { RulesPresets } from './views/RulesPresets';

export type { OptionRulesPresetsProps };

/** A rule is three fields: 30 at a time keep a long list quick to open. */
const RULES_PAGE = 30;

/** Rules without links are dropped, not refused (A 5); the rest are checked. */
export const rulesPresetsOption: OptionEditorConfig<RulesValue> = { decode: decodeRules, encode: encodeRules, check: checkRules, shallow: true };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionRulesPresetsStore = (props: OptionRulesPresetsProps) => optionEditorStore(props, rulesPresetsOption);

/** The option's rules with presets (A 2, A 3 event-link rule, A 5, A 6, A 7): rules by event, presets of the option type. */
export function OptionRulesPresetsScreen(props: OptionRulesPresetsProps & GivenStore<ReturnType<typeof optionRulesPresetsStore>>) {
  const events = props.events ?? null;
  const typeId = props.optionTypeId;
  return (
    <OptionEditor
      props={props}
      config={rulesPresetsOption}
      store={props.store}
      title={TEXT.title}
      hint={TEXT.hint}
      aside={typeId === undefined ? undefined : (store) => <RulesPresets store={store} apiBase={sitePath('/api', props.urlPath)} typeId={typeId} />}
    >
      {(store) => (
        <OptionRows
          store={store}
          path=""
          label={TEXT.rows}
          addLabel={TEXT.add}
          newRow={newRule}
          empty={TEXT.empty}
          pageSize={RULES_PAGE}
          renderRow={(form, rowPath, index) => <EventLinkRuleFields form={form} rowPath={rowPath} index={index} events={events} />}
        />
      )}
    </OptionEditor>
  );
}
