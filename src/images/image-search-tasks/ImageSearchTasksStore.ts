import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { readFileText } from '@core/files';
import { HashState } from '@core/hash';
import type { ImportImage, ImportTaskInput, NewTaskInput, SearchTasksApi, TaskInput, TaskRow } from './api';
import { TagList, type Tag } from '@images/shared/tags';
import { hashSchema } from './hash';
import { checkImport } from './importJson';
import { TEXTS } from './texts';
import { ADD_RULES, checkAdd, emptyAdd, emptyImport, IMPORT_RULES, importInput, limitProblem, newTaskInput, type AddValues, type ImportValues } from './values';
import { disposers } from '@core/disposers';

/** I 2.2: the tasks (status badges, names linking to their pages), the add modal and the JSON import (I 5). */
export class ImageSearchTasksStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<TaskRow, TaskInput>;
  readonly adder: CrudFormStore<TaskRow, AddValues, NewTaskInput>;
  readonly importer: CrudFormStore<TaskRow, ImportValues, ImportTaskInput>;
  readonly tagList: TagList;
  /** The images of the file read into the import form (outside the form: thousands of them). */
  importedImages: ImportImage[] = [];
  /** Why the chosen file cannot be imported (I 5's messages); null: none. */
  fileProblem: string | null = null;

  constructor(readonly api: SearchTasksApi) {
    this.tagList = new TagList(() => api.tags());
    // No row deletes here (I 7 gives search tasks GET and POST only): the confirmation is never asked.
    this.table = new CrudListStore(api.tasks, { confirmDelete: () => ({ message: '' }) });
    this.adder = new CrudFormStore<TaskRow, AddValues, NewTaskInput>(api.tasks, {
      empty: emptyAdd,
      fromRow: emptyAdd,
      toInput: (values) => newTaskInput(values, this.tags),
      rules: ADD_RULES,
      check: checkAdd,
      onSaved: () => this.table.reload(),
    });
    this.importer = new CrudFormStore<TaskRow, ImportValues, ImportTaskInput>(api.tasks, {
      empty: emptyImport,
      fromRow: emptyImport,
      toInput: (values) => importInput(values, this.importedImages),
      rules: IMPORT_RULES,
      check: (values) => {
        const file = this.fileProblem ?? (values.file ? undefined : TEXTS.required);
        const limit = limitProblem(values.limit_qty);
        return { ...(file ? { file } : {}), ...(limit ? { limit_qty: limit } : {}) };
      },
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<ImageSearchTasksStore>(
      this,
      { filters: false, table: false, adder: false, importer: false, api: false, importedImages: observableRef, tagList: false },
      { autoBind: true },
    );
  }

  /** The chosen tag, when the add modal has one: the name comes from it (I 5). */
  get chosenTag(): Tag | null {
    const id = this.adder.form.values.tag;
    return this.tags.find((tag) => String(tag.id) === id) ?? null;
  }

  chooseTag(id: string): void {
    const { form } = this.adder;
    form.set('tag', id);
    const tag = this.chosenTag;
    if (tag) form.set('name', tag.name);
  }

  /** 'Из названия': the name copied into the search query (I 5). */
  copyNameToQuery(): void {
    this.adder.form.set('search_query', this.adder.form.values.name);
  }

  /** 'Добавить': the add modal, kept in the hash as #new so it can be linked to. */
  add(): void {
    requestAddModal(this.filters);
  }

  /** 'Импортировать json': an empty import form. */
  openImport(): void {
    this.fileProblem = null;
    this.importedImages = [];
    this.importer.openCreate();
  }

  /** The file chosen: checked (I 5); a good one fills the form, a bad one says why under the file field and fills nothing. */
  async readFile(file: File | undefined): Promise<void> {
    const { form } = this.importer;
    if (!file) return;
    const checked = checkImport(await readFileText(file).catch(() => ''));
    runInAction(() => {
      form.set('file', file.name);
      if (!checked.ok) {
        this.fileProblem = checked.message;
        this.importedImages = [];
        form.setErrors({ ...form.errors, file: checked.message });
        return;
      }
      this.fileProblem = null;
      this.importedImages = checked.file.images;
      const { name, search_query, limit_qty, found_qty } = checked.file;
      form.set('name', name);
      form.set('search_query', search_query || form.values.search_query);
      form.set('limit_qty', limit_qty);
      form.set('found_qty', found_qty);
    });
  }

  /** The add modal's tags (loaded when it first opens; a failure says so, the modal works without a tag). */
  get tags(): Tag[] {
    return this.tagList.tags;
  }

  /** The hash, the list, the add modal following #new (its tags loaded on opening); returns the disposer (useStarted). */
  start(): () => void {
    return disposers(
      this.filters.start(),
      this.table.start(),
      bindAddModal(this.filters, this.adder),
      reaction(
        () => this.adder.isOpen,
        (open) => {
          if (open) void this.tagList.load();
        },
        { fireImmediately: true },
      ),
    );
  }
}
