import { sitePath } from '@core/basePath';
import { type ChoiceList, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import type { SavedParamsStore } from '@core/presets';
import { OptionEditor, optionEditorStore, OptionRows } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { ruleEvents } from '@adconfig/shared/optionRules';
import type { OptionRulesPresetsProps } from './props';
import { checkRules } from './rules';
import { TEXT } from './texts';
import { decodeRules, encodeRules, newRule, ruleErrorPath, savedRules, type RulesValue } from './value';
import { EventLinkRuleFields } from './views/EventLinkRuleFields';
import { RulesPresets, rulesPresets } from './views/RulesPresets';

export type { OptionRulesPresetsProps };

/** A rule is three fields: 30 at a time keep a long list quick to open. */
const RULES_PAGE = 30;

/** Rules without links are dropped, not refused (A 5); the rest are checked; the server's errors by the sent rule show under the rule the user sees. */
export const rulesPresetsOption: OptionEditorConfig<RulesValue> = { decode: decodeRules, encode: encodeRules, check: checkRules, errorPath: ruleErrorPath, fromSaved: savedRules, shallow: true };

/** The presets are the option type's: none without one (null); the events the page's list, else the format's (null: typed). */
type RulesPresetsStore = OptionEditorStore<RulesValue, { presets: SavedParamsStore<RulesValue> | null; events: ChoiceList | null }>;

/**
 * The editor's store, its option type's presets and the events a rule may name (the page's `events`, else the
 * format's, A 7 GET {api}/format-events; none: typed), loaded with the option: made and started by its entry
 * before React's first render (mountIsland), or by the editor alone.
 */
export const optionRulesPresetsStore = (props: OptionRulesPresetsProps): RulesPresetsStore =>
  optionEditorStore(props, rulesPresetsOption, (store) => ({
    presets: props.optionTypeId === undefined ? null : rulesPresets(store, sitePath('/api', props.urlPath), props.optionTypeId),
    events: props.events === undefined && props.formatId === undefined ? null : ruleEvents({ urlPath: props.urlPath, formatId: props.formatId, userId: props.userId }, props.events),
  }));

/** The option's rules with presets (A 2, A 3 event-link rule, A 5, A 6, A 7): rules by event, presets of the option type. */
export function OptionRulesPresetsScreen(props: OptionRulesPresetsProps & GivenStore<RulesPresetsStore>) {
  const store = useScreenStore(props.store, () => optionRulesPresetsStore(props));
  const { presets, events } = store.loads;
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint} aside={presets ? (loaded) => <RulesPresets store={loaded} presets={presets} /> : undefined}>
      {(loaded) => (
        <OptionRows
          store={loaded}
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
