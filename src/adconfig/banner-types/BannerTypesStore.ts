import { makeAutoObservable } from 'mobx';
import { sitePath } from '../../core/basePath';
import { bindAddModal, requestAddModal } from '../../core/crud/addModalHash';
import { CrudFormStore } from '../../core/crud/CrudFormStore';
import { CrudListStore } from '../../core/crud/CrudListStore';
import { HashState } from '../../core/hash';
import { organizationsOf, templatesOf, type BannerType, type BannerTypeInput, type BannerTypesApi, type Organization, type TemplateChoice } from './api';
import { hashSchema } from './hash';
import { ROW_LABELS, TEXTS } from './texts';
import { disposers } from '../../core/disposers';

/** The modal's values as its controls hold them ('' = no template). */
export interface TypeValues {
  name: string;
  alias: string;
  template_id: string;
  oid: number[];
}

const EMPTY: TypeValues = { name: '', alias: '', template_id: '', oid: [] };

/** A 2 banner types: the table (each title links to the type's fields), the add / edit modal, delete after a confirmation. */
export class BannerTypesStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<BannerType, BannerTypeInput>;
  readonly editor: CrudFormStore<BannerType, TypeValues, BannerTypeInput>;
  templates: TemplateChoice[] = [];
  organizations: Organization[] = [];

  constructor(
    api: BannerTypesApi,
    private readonly urlPath = '',
  ) {
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      onPage: (page) => this.setChoices(templatesOf(page.extra.templates), organizationsOf(page.extra.organizations)),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY, oid: [] }),
      fromRow: (row) => ({ name: row.name, alias: row.alias, template_id: row.template_id === null ? '' : String(row.template_id), oid: [...row.oid] }),
      toInput: (values) => ({
        name: values.name.trim(),
        alias: values.alias.trim(),
        template_id: values.template_id === '' ? null : Number(values.template_id),
        oid: [...values.oid],
      }),
      rules: {
        name: [{ rule: 'required', message: TEXTS.nameRequired }],
        alias: [{ rule: 'required', message: TEXTS.aliasRequired }],
      },
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<BannerTypesStore, 'urlPath'>(this, { filters: false, table: false, editor: false, urlPath: false }, { autoBind: true });
  }

  setChoices(templates: TemplateChoice[], organizations: Organization[]): void {
    this.templates = templates;
    this.organizations = organizations;
  }

  /** The templates offered: the answer's, plus the edited type's own when the answer no longer lists it. */
  get templateOptions(): TemplateChoice[] {
    const own = this.editor.editing?.template_id ?? null;
    if (own === null || this.templates.some((t) => t.template_id === own)) return this.templates;
    return [...this.templates, { template_id: own, name: `#${own}` }];
  }

  /** The organizations offered: the answer's, plus those of the edited type it does not list. */
  get organizationOptions(): Organization[] {
    const known = new Set(this.organizations.map((o) => o.organization_id));
    const extra = (this.editor.editing?.organizations ?? []).filter((o) => !known.has(o.organization_id));
    return [...this.organizations, ...extra];
  }

  templateName(id: number | null): string {
    if (id === null) return '';
    return this.templates.find((t) => t.template_id === id)?.name ?? `#${id}`;
  }

  /** The type's organizations by name (the row's own names first, the answer's list for the others). */
  organizationNames(row: BannerType): string {
    return row.oid
      .map((id) => row.organizations.find((o) => o.organization_id === id)?.name || this.organizations.find((o) => o.organization_id === id)?.name || `#${id}`)
      .join(', ');
  }

  isChosen(id: number): boolean {
    return this.editor.form.values.oid.includes(id);
  }

  toggleOrganization(id: number, on: boolean): void {
    const current = this.editor.form.values.oid.filter((o) => o !== id);
    this.editor.form.set('oid', on ? [...current, id] : current);
  }

  /** A 2: each title links to /preferences/banners-types/{id}/fields. */
  fieldsHref(row: BannerType): string {
    return sitePath(`/preferences/banners-types/${row.id}/fields`, this.urlPath);
  }

  /** 'Добавить тип': the add modal, kept in the hash as #new. */
  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, and the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.table.start(), bindAddModal(this.filters, this.editor));
  }
}
