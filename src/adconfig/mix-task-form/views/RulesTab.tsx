import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { TextField } from '@ui/record/fields';
import type { MixTaskFormStore } from '../MixTaskFormStore';
import { ruleTypeOf } from '../ruleTypes';
import { LABEL, TEXT } from '../texts';
import type { RuleValues } from '../values';

/** One rule: its type's args (or 'Type {id} not found!'), the rule's own error, its remove button. */
const RuleCard = observer(function RuleCard({ store, rule, index }: { store: MixTaskFormStore; rule: RuleValues; index: number }) {
  const { form } = store;
  const type = ruleTypeOf(store.ruleTypes, rule.type);
  const title = type?.title ?? rule.type;
  const error = form.errorAt(`task.${index}`);
  const titleId = useId();
  return (
    <li className="card" aria-labelledby={titleId}>
      <div className="card-body d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <h3 id={titleId} className="h6">
            {index + 1}. {title}
          </h3>
          {type ? (
            <div className="row g-2">
              {type.args.map((arg) => (
                <TextField key={arg.key} form={form} path={`task.${index}.args.${arg.key}`} label={`${arg.label} (правило ${index + 1})`} help={arg.help} required className="col-sm-6 col-lg-4 mb-0" />
              ))}
            </div>
          ) : (
            <div className="alert alert-warning mb-0" role="alert">
              {TEXT.typeNotFound(rule.type)}
            </div>
          )}
          {error && (
            <div className="invalid-feedback d-block" role="alert">
              {error}
            </div>
          )}
        </div>
        <Button variant="outline-danger" aria-label={TEXT.removeRule(index + 1, title)} onClick={() => store.removeRule(index)}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
    </li>
  );
});

/** A 3: the task's rules (task[{type, args, id}]), added and removed; locked until the task is created (A 4). */
export const RulesTab = observer(function RulesTab({ store }: { store: MixTaskFormStore }) {
  const { form } = store;
  const selectId = useId();
  if (store.rulesLocked) return <p className="text-body-secondary">{TEXT.rulesLocked}</p>;
  const rules = form.values.task;
  const listError = form.errorAt('task');
  // No rule type registered (neither the page nor the answer names one): the rules loaded still show, nothing can be added.
  const registered = store.ruleTypes.length > 0;
  return (
    <section aria-label={LABEL.rules} className="d-flex flex-column gap-3">
      {rules.length === 0 ? (
        registered && <p className="text-body-secondary mb-0">{TEXT.noRules}</p>
      ) : (
        <ol className="list-unstyled d-flex flex-column gap-2 mb-0">
          {rules.map((rule, index) => (
            // The sync id is the rule's identity: a rule removed above does not hand its inputs to the next one.
            <RuleCard key={rule.id} store={store} rule={rule} index={index} />
          ))}
        </ol>
      )}
      {listError && (
        <div className="alert alert-danger mb-0" role="alert">
          {listError}
        </div>
      )}
      {!registered ? (
        <p className="text-body-secondary mb-0">{TEXT.noRuleTypes}</p>
      ) : (
        <div className="d-flex gap-2 align-items-end flex-wrap">
          <div>
            <label htmlFor={selectId} className="form-label">
              {TEXT.ruleType}
            </label>
            <select id={selectId} className="form-select" value={store.nextType} onChange={(e) => store.chooseNextType(e.target.value)}>
              <option value="">{TEXT.chooseType}</option>
              {store.ruleTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </div>
          <Button variant="outline-secondary" disabled={store.nextType === ''} onClick={store.addRule}>
            {TEXT.addRule}
          </Button>
        </div>
      )}
    </section>
  );
});
