import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { REMOVE_ROW_QUESTION, type DictionaryItem, type OptionEditorStore } from '@core/option';
import { notify } from '@core/notify';
import { DataTable } from '@ui/DataTable';
import { RuleDraft } from '../RuleDraft';
import { TEXT } from '../texts';
import type { AllowDenyOptionValue, RestrictionRule } from '../value';
import { RuleModal } from './RuleModal';

interface NumberedRule {
  rule: RestrictionRule;
  at: number;
}

/** A 9 sticky table height: a long list of rules scrolls (and is windowed) under its header. */
const TABLE_HEIGHT = 400;

/** The restricted-attribute rules: a table of them, each edited in the modal or removed ('Вы уверены?'), and 'Добавить правило'. */
export const RestrictionRules = observer(function RestrictionRules({ store, attributes }: { store: OptionEditorStore<AllowDenyOptionValue>; attributes: readonly DictionaryItem[] | undefined }) {
  const id = useId();
  const [draft] = useState(() => new RuleDraft());
  const rules = store.value.rules;
  const attributeName = (attribute: string) => attributes?.find((a) => a.id === attribute)?.name ?? attribute;
  const setRules = (next: AllowDenyOptionValue['rules']) => store.setValue({ ...store.value, rules: next });
  const apply = () => {
    const next = draft.apply(rules);
    if (next) setRules(next);
  };
  const remove = (at: number) =>
    void notify.confirm(REMOVE_ROW_QUESTION, { danger: true }).then((ok) => {
      if (ok) setRules(store.value.rules.filter((_, i) => i !== at));
    });
  return (
    <section aria-labelledby={`${id}-title`} className="mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id={`${id}-title`} className="h6 mb-0">
          {TEXT.rules}
        </h3>
        <Button variant="outline-success" size="sm" className="ms-auto" onClick={draft.startAdd}>
          {TEXT.addRule}
        </Button>
      </div>
      {rules.length === 0 ? (
        <p className="text-body-secondary">{TEXT.noRules}</p>
      ) : (
        <div className="border rounded mb-2">
          <DataTable<NumberedRule, number>
            rows={rules.map((rule, at) => ({ rule, at }))}
            rowKey={(row) => row.at}
            caption={TEXT.rules}
            maxHeight={TABLE_HEIGHT}
            columns={[
              { key: 'attribute', title: TEXT.attribute, width: 180, render: ({ rule }) => attributeName(rule.attribute) },
              {
                key: 'allow',
                title: TEXT.mode,
                width: 120,
                render: ({ rule }) => <span className={`badge ${rule.allow ? 'text-bg-success' : 'text-bg-danger'}`}>{rule.allow ? TEXT.modes.allow : TEXT.modes.forbid}</span>,
              },
              { key: 'values', title: TEXT.values, render: ({ rule }) => rule.values.join(', ') },
              {
                key: 'actions',
                title: TEXT.actions,
                align: 'end',
                width: 200,
                render: ({ rule, at }) => (
                  <span className="text-nowrap">
                    <Button variant="outline-primary" size="sm" className="me-1" aria-label={TEXT.editOne(at + 1)} onClick={() => draft.startEdit(at, rule)}>
                      {TEXT.edit}
                    </Button>
                    <Button variant="outline-danger" size="sm" aria-label={TEXT.removeOne(at + 1)} onClick={() => remove(at)}>
                      {TEXT.remove}
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        </div>
      )}
      <RuleModal draft={draft} attributes={attributes} onApply={apply} />
    </section>
  );
});
