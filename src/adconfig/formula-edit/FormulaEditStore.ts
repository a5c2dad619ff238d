import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessages } from '@core/apiError';
import { BusyTask } from '@core/busy';
import { RecordFormState, RecordPageState, required } from '@core/record';
import type { Formula, FormulaApi } from './api';
import { numberText, substitute, variablesOf } from './formula';
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
  checkError: string | null = null;
  private readonly evaluationTask = new BusyTask();
  evaluation: Evaluation | null = null;

  constructor(
    private readonly api: FormulaApi,
    readonly id: number,
  ) {
    this.page = new RecordPageState(this.form, {
      id,
      get: api.get,
      apply: (formula) => {
        if (!formula) return;
        this.form.load({ name: formula.name, val: formula.val, description: formula.description });
        this.savedName = formula.name;
      },
    });
    makeAutoObservable<FormulaEditStore, 'api' | 'evaluationTask'>(this, { api: false, form: false, page: false, id: false, evaluationTask: false }, { autoBind: true });
  }

  get variables(): string[] {
    return variablesOf(this.form.values.val);
  }

  get preview(): string {
    return substitute(this.form.values.val, this.testValues);
  }

  /** The result shown: the last evaluation's, while the formula and the values are still what it was for. */
  get shown(): Evaluation | null {
    return this.evaluation && this.evaluation.formula === this.preview ? this.evaluation : null;
  }

  testValue(name: string): string {
    return this.testValues[name] ?? '';
  }

  isWrongValue(name: string): boolean {
    const typed = this.testValue(name);
    return typed.trim() !== '' && numberText(typed) === null;
  }

  setTestValue(name: string, value: string): void {
    this.testValues[name] = value;
    this.checkError = null;
  }

  async save(): Promise<void> {
    await this.page.save((values) => this.api.update(this.id, { name: values.name.trim(), val: values.val, params: { description: values.description } }), {
      success: (saved) => saved.message,
      saved: (saved) => {
        this.savedName = saved.formula?.name ?? this.form.values.name.trim();
      },
    });
  }

  get evaluating(): boolean {
    return this.evaluationTask.running;
  }

  /** POST …/execute with the substituted formula once every variable has a number; one evaluation at a time. */
  evaluate(): Promise<boolean> {
    if (this.evaluating) return Promise.resolve(false);
    if (this.form.values.val.trim() === '') {
      this.checkError = TEXT.emptyFormula;
      return Promise.resolve(false);
    }
    const missing = this.variables.filter((name) => numberText(this.testValue(name)) === null);
    if (missing.length) {
      this.checkError = TEXT.fillVariables(missing);
      return Promise.resolve(false);
    }
    const formula = this.preview;
    this.checkError = null;
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
