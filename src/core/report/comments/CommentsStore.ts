import { makeAutoObservable, observable, runInAction } from 'mobx';
import { ApiError } from '../../apiError';
import { BusyTask } from '../../busy';
import { isAborted } from '../../http';
import { notify } from '../../notify';
import { DEFAULT_GROUP_COLOR, type Comment, type CommentGroup, type CommentGroupInput, type CommentsApi } from './api';

/** S 6: who may create, change and delete comment groups (access rules objectCommentGroups.store/update/destroy). */
export interface GroupAccess {
  store?: boolean;
  update?: boolean;
  destroy?: boolean;
}

export const COMMENT_TEXTS = {
  deleteQuestion: 'Удалить комментарий?',
  deleteFailed: 'Не удалось удалить',
  deleteGroupQuestion: (name: string) => `Удалить группу «${name}»? Комментарии группы сохранятся.`,
  groupNameRequired: 'Поле "Название" обязательно для заполнения!',
};

export interface Subject {
  id: number;
  title: string;
}

/**
 * The comments side panel of one report row (S 2): its comments, sending (blocked while one is sent;
 * empty text ignored), deleting (confirmed), grouping, and the groups themselves. `onCount` hears the
 * new number of comments after a send or delete, so the row can show it.
 */
export class CommentsStore {
  subject: Subject | null = null;
  comments: Comment[] = [];
  groups: CommentGroup[] = [];
  loading = false;
  /**
   * What is typed and not sent yet, per row: kept when the panel closes or moves to another row, back when
   * that row's panel opens again, until it is sent (or the page goes, which asks first: `hasDrafts`).
   */
  private readonly drafts = observable.map<number, string>();
  private readonly sendTask = new BusyTask();
  /** The group form: null closed, id null for a new group. */
  groupForm: { id: number | null; values: CommentGroupInput; error: string | null; saving: boolean } | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: CommentsApi,
    readonly access: GroupAccess = {},
    private readonly onCount: (id: number, count: number) => void = () => undefined,
  ) {
    makeAutoObservable<CommentsStore, 'api' | 'controller' | 'onCount' | 'sendTask' | 'drafts'>(
      this,
      { api: false, controller: false, onCount: false, access: false, sendTask: false, drafts: false },
      { autoBind: true },
    );
  }

  get isOpen(): boolean {
    return this.subject !== null;
  }

  /** The open row's comment being typed (its draft). */
  get text(): string {
    return this.subject ? (this.drafts.get(this.subject.id) ?? '') : '';
  }

  /** Some row has a comment typed and not sent: leaving the page would lose it. */
  get hasDrafts(): boolean {
    return [...this.drafts.values()].some((text) => text.trim() !== '');
  }

  open(subject: Subject): void {
    this.subject = subject;
    this.comments = [];
    void this.reload();
    void this.loadGroups();
  }

  close(): void {
    this.controller?.abort();
    this.subject = null;
    this.groupForm = null;
  }

  setText(text: string): void {
    const subject = this.subject;
    if (!subject) return;
    if (text === '') this.drafts.delete(subject.id);
    else this.drafts.set(subject.id, text);
  }

  /** Reloads the open row's comments; true when they were shown and counted (not dropped for a newer list or a close). */
  async reload(): Promise<boolean> {
    const subject = this.subject;
    if (!subject) return false;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    try {
      const comments = await this.api.list(subject.id, controller.signal);
      // An older list that still lands (its request could not be stopped) neither shows nor counts.
      if (this.controller !== controller) return false;
      runInAction(() => {
        this.comments = comments;
        this.loading = false;
      });
      this.onCount(subject.id, comments.length);
      return true;
    } catch (error) {
      if (isAborted(error) || this.controller !== controller) return false;
      notify.error(error);
      runInAction(() => {
        this.loading = false;
      });
      return false;
    }
  }

  /**
   * After a comment was sent or deleted: the panel's list reloads; when the panel was closed (or moved
   * to another row) before that list came, the row still gets its new count.
   */
  private async afterChange(subject: Subject): Promise<void> {
    if (await this.reload()) return;
    if (this.subject?.id === subject.id) return; // a newer list of this row counts it
    try {
      this.onCount(subject.id, (await this.api.list(subject.id)).length);
    } catch (error) {
      notify.error(error);
    }
  }

  async loadGroups(): Promise<void> {
    try {
      const groups = await this.api.groups();
      runInAction(() => {
        this.groups = groups;
      });
    } catch (error) {
      notify.error(error);
    }
  }

  /** Enter or 'Отправить': empty text is ignored, one send at a time; the text stays if the send fails. */
  async send(): Promise<void> {
    const subject = this.subject;
    const content = this.text.trim();
    if (!subject || !content) return;
    await this.sendTask.run(async () => {
      await this.api.send(subject.id, content);
      // The sent text leaves its row's draft; a draft typed on since (the field stays open while it sends) stays.
      runInAction(() => {
        if ((this.drafts.get(subject.id) ?? '').trim() === content) this.drafts.delete(subject.id);
      });
      await this.afterChange(subject);
      return true;
    });
  }

  get sending(): boolean {
    return this.sendTask.running;
  }

  async remove(comment: Comment): Promise<void> {
    const subject = this.subject;
    if (!subject || !(await notify.confirm(COMMENT_TEXTS.deleteQuestion, { danger: true, confirmLabel: 'Удалить' }))) return;
    try {
      await this.api.remove(comment);
      await this.afterChange(subject);
    } catch (error) {
      // S 8: 'Не удалось удалить' when the failure says nothing.
      notify.error(error instanceof ApiError && !error.message && !error.errors ? COMMENT_TEXTS.deleteFailed : error);
    }
  }

  async setGroup(comment: Comment, groupId: number | null): Promise<void> {
    try {
      await this.api.setGroup(comment, groupId);
      await this.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  openGroupForm(group?: CommentGroup): void {
    this.groupForm = {
      id: group?.id ?? null,
      values: group ? { name: group.name, color: group.color, description: group.description } : { name: '', color: DEFAULT_GROUP_COLOR, description: '' },
      error: null,
      saving: false,
    };
  }

  closeGroupForm(): void {
    if (!this.groupForm?.saving) this.groupForm = null;
  }

  editGroup(patch: Partial<CommentGroupInput>): void {
    if (!this.groupForm) return;
    this.groupForm.values = { ...this.groupForm.values, ...patch };
    if (patch.name !== undefined) this.groupForm.error = null;
  }

  async saveGroup(): Promise<void> {
    const form = this.groupForm;
    if (!form || form.saving) return;
    const values = { ...form.values, name: form.values.name.trim() };
    if (!values.name) {
      form.error = COMMENT_TEXTS.groupNameRequired;
      return;
    }
    form.saving = true;
    try {
      if (form.id === null) await this.api.createGroup(values);
      else await this.api.updateGroup(form.id, values);
      notify.success();
      runInAction(() => {
        this.groupForm = null;
      });
      await Promise.all([this.loadGroups(), this.reload()]);
    } catch (error) {
      notify.error(error);
      runInAction(() => {
        form.saving = false;
      });
    }
  }

  /** S 8: confirmed; the group's comments are kept (they lose their group). */
  async removeGroup(group: CommentGroup): Promise<void> {
    if (!(await notify.confirm(COMMENT_TEXTS.deleteGroupQuestion(group.name), { danger: true, confirmLabel: 'Удалить' }))) return;
    try {
      await this.api.removeGroup(group.id);
      await Promise.all([this.loadGroups(), this.reload()]);
    } catch (error) {
      notify.error(error);
    }
  }
}
