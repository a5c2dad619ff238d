import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { NumberInput } from '@ui/NumberInput';
import type { FormulaEditStore } from '../FormulaEditStore';
import { TEXT } from '../texts';

/** A variable's test value: a number typed the Russian way ('1 500,5'), ru-RU once left (NumberInput, issue 44). */
const VariableInput = observer(function VariableInput({ store, name }: { store: FormulaEditStore; name: string }) {
  const id = useId();
  const wrong = store.isWrongValue(name);
  const fromHandbook = store.isFromHandbook(name);
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">
        {TEXT.variable(name)}
      </label>
      <NumberInput
        id={id}
        className={`form-control form-control-sm${wrong ? ' is-invalid' : ''}`}
        value={store.testValue(name)}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : fromHandbook ? `${id}-source` : undefined}
        onChange={(text) => store.setTestValue(name, text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void store.evaluate();
          }
        }}
      />
      {wrong && (
        <div id={`${id}-error`} className="invalid-feedback">
          {TEXT.notNumber}
        </div>
      )}
      {fromHandbook && (
        <div id={`${id}-source`} className="form-text mt-0">
          {TEXT.fromHandbook}
        </div>
      )}
    </div>
  );
});

/** A 2 Other: the formula's variables, the formula with their values substituted, the evaluation by the server. */
export const CheckPanel = observer(function CheckPanel({ store }: { store: FormulaEditStore }) {
  const shown = store.shown;
  return (
    <section className="card" aria-labelledby="formula-check-title">
      <div className="card-body">
        <h3 id="formula-check-title" className="h6 card-title">
          {TEXT.check}
        </h3>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{TEXT.variables}</legend>
          {store.variables.length === 0 ? <p className="text-body-secondary small mb-0">{TEXT.noVariables}</p> : store.variables.map((name) => <VariableInput key={name} store={store} name={name} />)}
        </fieldset>
        <div className="mb-3">
          <div className="fw-semibold small mb-1">{TEXT.preview}</div>
          <pre className="bg-body-tertiary border rounded p-2 mb-0 text-wrap text-break" aria-live="polite">
            <code>{store.preview}</code>
          </pre>
        </div>
        <button type="button" className="btn btn-outline-primary" disabled={store.evaluating} aria-busy={store.evaluating || undefined} onClick={() => void store.evaluate()}>
          {TEXT.evaluate}
        </button>
        <div className="mt-3" role="status">
          {store.checkError && <div className="text-danger">{store.checkError}</div>}
          {shown?.error && <div className="text-danger">{shown.error}</div>}
          {shown && !shown.error && (
            <div>
              {TEXT.result}: <strong>{shown.result ?? '—'}</strong>
            </div>
          )}
        </div>
      </div>
    </section>
  );
});
