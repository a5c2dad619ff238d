import { observer } from 'mobx-react-lite';
import type { DictionaryItem } from '@core/option';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { FormModal } from '@ui/FormModal';
import { InlineRadios } from '@ui/InlineRadios';
import type { RuleDraft } from '../RuleDraft';
import { TEXT } from '../texts';

interface Props {
  draft: RuleDraft;
  /** The attributes to choose from (props.attributes); none: typed. */
  attributes: readonly DictionaryItem[] | undefined;
  onApply(): void;
}

/** The restricted-attribute rule's add or edit modal: attribute, allow or forbid, the values one per line; closing it once edited asks first. */
export const RuleModal = observer(function RuleModal({ draft, attributes, onApply }: Props) {
  return (
    // The modal's form sits in a portal but its submit bubbles through React to the editor's form: stopped here, it applies the rule only.
    <div onSubmit={(event) => event.stopPropagation()}>
      <FormModal show={draft.shown} title={draft.at === null ? TEXT.addRule : TEXT.editRule} onHide={() => void draft.requestClose()} onSubmit={onApply} submitLabel={TEXT.apply}>
        {draft.message && (
          <div className="alert alert-danger py-2" role="alert">
            {draft.message}
          </div>
        )}
        <FormField label={TEXT.attribute} required error={draft.errors.attribute}>
          {(control) =>
            attributes ? (
              <ChoiceSelect control={control} value={draft.attribute} none="—" choices={attributes.map((a) => ({ value: a.id, name: a.name }))} onChange={draft.setAttribute} />
            ) : (
              <input {...control} value={draft.attribute} maxLength={255} onChange={(e) => draft.setAttribute(e.target.value)} />
            )
          }
        </FormField>
        <InlineRadios legend={TEXT.mode} value={draft.allow ? 'allow' : 'forbid'} choices={TEXT.modes} onChange={(mode) => draft.setAllow(mode === 'allow')} className="mb-3" />
        <FormField label={TEXT.ruleValues} required error={draft.errors.values}>
          {(control) => <textarea {...control} rows={6} value={draft.valuesText} onChange={(e) => draft.setValuesText(e.target.value)} />}
        </FormField>
      </FormModal>
    </div>
  );
});
