import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessages } from '@core/apiError';
import { BusyTask } from '@core/busy';
import { plainNumber } from '@core/format';
import { RecordFormState, RecordPageState, required } from '@core/record';
import type { Formula, FormulaApi } from './api';
import { substitute, variablesOf } from './formula';
import { TEXT } from './texts';

export interface FormulaValues {
  name: string;
  val: string;
  description: string;
}

/** The last evaluation: the formula it was for, and its result or its error. */
interface Evaluation {
  formula: string;
  result: string | null;
  error: string | null;
}

/** A 2 Other: a formula value (name, formula, description) and its check panel (variables, preview, evaluate). */
export class FormulaEditStore {
  readonly form = new RecordFormState<FormulaValues>(
    { name: '', val: '', description: '' },
    { rules: { name: [required(TEXT.required(TEXT.name))], val: [required(TEXT.required(TEXT.val))] } },
  );
  readonly page: RecordPageState<FormulaValues, undefined, Formula>;
  savedName = '';
  /** The values typed for the variables (the check only: never saved). */
  testValues: Record<string, string> = {};
  /** The handbooks' values of the variables (A 7 Handbook values by key for formulas): shown until one is typed over. */
  handbookValues: Record<string, string> = {};
  /** The variables asked for already (each once: a key the handbooks do not hold is typed by hand). */
  private readonly askedKeys = new Set<string>();
  checkError: string | null = null;
  private readonly evaluationTask = new BusyTask();
  evaluation: Evaluation | null = null;
  /** The loaded params beside the description: sent back as they came. */
  private storedParams: Record<string, unknown> = {};

  constructor(
    private readonly api: FormulaApi,
    readonly id: number,
    /** The formula the page printed (data-props `record`): no read call then. */
    given: Formula | null = null,
  ) {
    this.page = new RecordPageState(this.form, {
      id,
      get: api.get,
      given: given?.id === id ? given : null,
      apply: (formula) => {
        if (!formula) return;
        this.storedParams = formula.storedParams;
        this.form.load({ name: formula.name, val: formula.val, description: formula.description }, null, formula.stored);
        this.savedName = formula.name;
        void this.askHandbookValues(variablesOf(formula.val));
      },
    });
    makeAutoObservable<FormulaEditStore, 'api' | 'evaluationTask' | 'storedParams' | 'askedKeys'>(
      this,
      { api: false, form: false, page: false, id: false, evaluationTask: false, storedParams: false, askedKeys: false },
      { autoBind: true },
    );
  }

  get variables(): string[] {
    return variablesOf(this.form.values.val);
  }

  get preview(): string {
    return substitute(this.form.values.val, { ...this.handbookValues, ...this.testValues });
  }

  /** The result shown: the last evaluation's, while the formula and the values are still what it was for. */
  get shown(): Evaluation | null {
    return this.evaluation && this.evaluation.formula === this.preview ? this.evaluation : null;
  }

  testValue(name: string): string {
    return this.testValues[name] ?? this.handbookValues[name] ?? '';
  }

  /** The value shown is the handbooks', not typed. */
  isFromHandbook(name: string): boolean {
    return !(name in this.testValues) && name in this.handbookValues;
  }

  /** The handbooks' values of the variables not asked for yet; the call is optional: without it they are typed. */
  private async askHandbookValues(names: readonly string[]): Promise<void> {
    const keys = names.filter((name) => !this.askedKeys.has(name));
    if (keys.length === 0) return;
    keys.forEach((key) => this.askedKeys.add(key));
    try {
      const found = await this.api.valuesByKey(keys);
      runInAction(() => Object.assign(this.handbookValues, found));
    } catch {
      // No toast: a backend without the call leaves the values to be typed, as before.
    }
  }

  isWrongValue(name: string): boolean {
    const typed = this.testValue(name);
    return typed.trim() !== '' && plainNumber(typed) === null;
  }

  setTestValue(name: string, value: string): void {
    this.testValues[name] = value;
    this.checkError = null;
  }

  async save(): Promise<void> {
    await this.page.save((values) => this.api.update(this.id, this.form.sendBack({ name: values.name.trim(), val: values.val, params: { ...this.storedParams, description: values.description } })), {
      success: (saved) => saved.message || undefined, // a bare save's '' is the default toast
      saved: (saved) => {
        this.savedName = saved.formula?.name ?? this.form.values.name.trim();
      },
    });
  }

  get evaluating(): boolean {
    return this.evaluationTask.running;
  }

  /** POST …/execute with the substituted formula once every variable has a number (the handbooks' asked first for new ones); one evaluation at a time. */
  async evaluate(): Promise<boolean> {
    if (this.evaluating) return false;
    if (this.form.values.val.trim() === '') {
      this.checkError = TEXT.emptyFormula;
      return false;
    }
    await this.askHandbookValues(this.variables);
    const missing = this.variables.filter((name) => plainNumber(this.testValue(name)) === null);
    if (missing.length) {
      runInAction(() => (this.checkError = TEXT.fillVariables(missing)));
      return false;
    }
    const formula = this.preview;
    runInAction(() => (this.checkError = null));
    return this.evaluationTask.run(async () => {
      try {
        const result = await this.api.execute(formula);
        runInAction(() => {
          this.evaluation = { formula, result, error: null };
        });
        return true;
      } catch (error) {
        // The error shows under the formula too; the task shows its toast.
        runInAction(() => {
          this.evaluation = { formula, result: null, error: errorMessages(error).join(' ') };
        });
        throw error;
      }
    });
  }
}
