import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { HashState } from '@core/hash';
import { flashSuccess } from '@core/navigate';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState, type RecordTab, type SaveOutcome } from '@core/record';
import type { MixTask, MixTaskFormApi, MixTaskStatus } from './api';
import { hashSchema } from './hash';
import { mixTaskRules } from './rules';
import { ruleErrorsByIndex } from './serverErrors';
import { TEXT } from './texts';
import { ruleTypeOf, type RuleType } from './ruleTypes';
import { emptyMixTask, newRule, payloadOf, valuesOf, type MixTaskValues } from './values';

/** The tabs and the paths each holds (their error marks and the 'Обнаружены ошибки на вкладках' alert follow). */
export const TABS: RecordTab[] = [
  { key: 'main', title: 'Основное', paths: ['name', 'to_mix', 'to_mix_daily'] },
  { key: 'rules', title: 'Правила', paths: ['task'] },
];

/** A 9: how long the page waits before it goes to the task's edit page. */
export const AFTER_CREATE_MS = 300;
export const AFTER_COPY_MS = 500;

export interface MixTaskFormOptions {
  /** The task edited; null on the create page. */
  id: number | null;
  /** The tasks list: where the page goes after a delete. */
  listUrl: string;
  editUrl(id: number): string;
  /** The props' rule types (used when the answer names none); without either, none (nothing is invented). */
  ruleTypes?: RuleType[];
}

/** A 4: Run toggles new ⇄ processing, Archive toggles new ⇄ archive. */
const RUN_NEXT: Partial<Record<MixTaskStatus, MixTaskStatus>> = { new: 'processing', processing: 'new' };
const ARCHIVE_NEXT: Partial<Record<MixTaskStatus, MixTaskStatus>> = { new: 'archive', archive: 'new' };

/** The mix task form (A 2 Mix tasks, A 4, A 5): fields, rules with sync ids, status toggles, copy, delete. */
export class MixTaskFormStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<MixTaskValues>;
  readonly page: RecordPageState<MixTaskValues, undefined, MixTask>;
  /** The task as the server has it (heading, status buttons); null until created. */
  saved: MixTask | null = null;
  /** A copy, a delete or a status change is in flight. */
  /** Run / Archive, copy or delete: one at a time. */
  private readonly action = new BusyTask();
  /** The type chosen for the next rule to add. */
  nextType = '';
  /** The latest answer's `rule_types` that named any (a save's answer without them keeps these). */
  private answeredTypes: RuleType[] = [];

  constructor(
    private readonly api: MixTaskFormApi,
    private readonly options: MixTaskFormOptions,
  ) {
    this.form = new RecordFormState<MixTaskValues>(emptyMixTask(), { rules: (values) => mixTaskRules(values, this.ruleTypes), tabs: TABS });
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      id: options.id,
      get: api.get,
      apply: (task) => {
        if (!task) return;
        this.saved = task;
        if (task.ruleTypes.length > 0) this.answeredTypes = task.ruleTypes;
        this.form.load(valuesOf(task, this.ruleTypes));
      },
    });
    makeAutoObservable<MixTaskFormStore, 'api' | 'options' | 'action' | 'answeredTypes'>(this, { answeredTypes: observableRef, hash: false, form: false, page: false, api: false, options: false, action: false }, { autoBind: true });
  }

  /** A copy, a delete or a status change is in flight, or the page is on its way to another. */
  get busy(): boolean {
    return this.action.running || this.page.leaving;
  }

  get id(): number | null {
    return this.saved?.id ?? this.options.id;
  }

  /** The rule types the form edits: the answer's `rule_types`, else the props'; else none ('Правила не зарегистрированы.'). */
  get ruleTypes(): RuleType[] {
    if (this.answeredTypes.length > 0) return this.answeredTypes;
    return this.options.ruleTypes ?? [];
  }

  /** A 4: targets (the rules) are locked until the task has been created. */
  get rulesLocked(): boolean {
    return this.saved === null;
  }

  get status(): MixTaskStatus {
    return this.saved?.status ?? 'new';
  }

  /** Run is offered while the task is new or processing; Archive while it is new or archived. */
  get canRun(): boolean {
    return RUN_NEXT[this.status] !== undefined;
  }

  get canArchive(): boolean {
    return ARCHIVE_NEXT[this.status] !== undefined;
  }

  chooseNextType(type: string): void {
    this.nextType = type;
  }

  addRule(): void {
    // Only a registered type: a rule of a type the backend does not describe is one it would refuse.
    if (this.rulesLocked || !ruleTypeOf(this.ruleTypes, this.nextType)) return;
    this.form.addRow('task', newRule(this.ruleTypes, this.nextType));
  }

  removeRule(index: number): void {
    this.form.removeRow('task', index);
  }

  /** Create or update; after a create the page goes to the task's edit page 300 ms later (A 9). */
  async save(): Promise<void> {
    const creating = this.options.id === null;
    // A create answered without the task (A 7 names no answer data) goes to the list, where the task now is.
    await this.submit({ leaveTo: (task) => (creating ? (task ? this.options.editUrl(task.id) : this.options.listUrl) : null), leaveAfterMs: AFTER_CREATE_MS });
  }

  /** Run (new ⇄ processing) or Archive (new ⇄ archive), saved at once with the form's values (A 4). */
  async toggle(kind: 'run' | 'archive'): Promise<void> {
    const next = (kind === 'run' ? RUN_NEXT : ARCHIVE_NEXT)[this.status];
    if (next === undefined || this.id === null || this.busy) return;
    const before = this.form.values.status;
    this.form.set('status', next);
    await this.action.run(async () => {
      const task = await this.submit({});
      // Not saved: the status stays what the server has; every other value typed stays too.
      if (!task) runInAction(() => this.form.set('status', before));
      return task !== undefined;
    });
  }

  /** POST {id}/copy, then the copy's edit page 500 ms later (A 9). Unsaved edits are not copied: asks first. */
  async copy(): Promise<void> {
    const id = this.id;
    if (id === null || this.busy) return;
    if (this.form.dirty && !(await notify.confirm(TEXT.copyUnsaved, { title: TEXT.copy, confirmLabel: TEXT.copy }))) return;
    await this.action.run(async () => {
      const copy = await this.api.copy(id);
      flashSuccess(TEXT.copied);
      notify.success(TEXT.copied);
      this.page.leave(copy ? this.options.editUrl(copy.id) : this.options.listUrl, AFTER_COPY_MS);
      return true;
    });
  }

  /** DELETE with confirmation, then the list. */
  async remove(): Promise<void> {
    const id = this.id;
    if (id === null || this.busy) return;
    const ok = await notify.confirm('Вы уверены?', { title: TEXT.removeTitle(this.saved?.name ?? ''), confirmLabel: TEXT.remove, danger: true });
    if (!ok) return;
    await this.action.run(async () => {
      const message = await this.api.remove(id);
      flashSuccess(message || TEXT.removed);
      this.page.leave(this.options.listUrl);
      return true;
    });
  }

  /** One save (validated, one at a time); the server's rule errors shown by the rule's place (errors.task). */
  private async submit(outcome: SaveOutcome<MixTask | null>): Promise<MixTask | null | undefined> {
    const id = this.id;
    const source = this.saved?.source ?? {};
    const task = await this.page.save<MixTask | null>(
      (values) => (id === null ? this.api.create(payloadOf(values, this.ruleTypes)) : this.api.update(id, payloadOf(values, this.ruleTypes, source))),
      {
        ...outcome,
        saved: (saved) => {
          if (saved === null) return;
          this.saved = saved;
          if (saved.ruleTypes.length > 0) this.answeredTypes = saved.ruleTypes;
        },
      },
    );
    if (!task) this.form.setErrors(ruleErrorsByIndex(this.form.errors, this.form.values.task));
    return task;
  }
}
