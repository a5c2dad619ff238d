import { makeAutoObservable } from 'mobx';
import { sitePath } from '@core/basePath';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { organizationsOf, templatesOf, type BannerType, type BannerTypeInput, type BannerTypesApi, type Organization, type TemplateChoice } from './api';
import { hashSchema } from './hash';
import { ROW_LABELS, TEXTS } from './texts';
import { disposers } from '@core/disposers';

/** The modal's values as its controls hold them ('' = no template). */
export interface TypeValues {
  name: string;
  alias: string;
  template_id: string;
  oid: number[];
  /** The organizations' ids as typed, when the answer names no organizations to choose from. */
  oid_text: string;
}

const EMPTY: TypeValues = { name: '', alias: '', template_id: '', oid: [], oid_text: '' };

const withoutOrganizations = (source: Readonly<Record<string, unknown>> = {}): Record<string, unknown> => {
  const { organizations: _named, ...kept } = source;
  return kept;
};

/** A comma list of ids typed: null when something in it is not an id. */
function idsOf(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.every((p) => /^[1-9]\d{0,14}$/.test(p)) ? [...new Set(parts.map(Number))] : null;
}

/** A 2 banner types: the table (each title links to the type's fields), the add / edit modal, delete after a confirmation. */
export class BannerTypesStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<BannerType, BannerTypeInput>;
  readonly editor: CrudFormStore<BannerType, TypeValues, BannerTypeInput>;
  templates: TemplateChoice[] = [];
  organizations: Organization[] = [];

  /** `page`: the choices the page printed (props); what it leaves out is read from the list answer's fields beside the rows (the spec does not name them). */
  constructor(
    api: BannerTypesApi,
    private readonly urlPath = '',
    page: { templates?: TemplateChoice[]; organizations?: Organization[] } = {},
  ) {
    this.setChoices(page.templates ?? [], page.organizations ?? []);
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      onPage: (answer) => this.setChoices(page.templates ?? templatesOf(answer.extra.templates), page.organizations ?? organizationsOf(answer.extra.organizations)),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY, oid: [] }),
      fromRow: (row) => ({ name: row.name, alias: row.alias, template_id: row.template_id === null ? '' : String(row.template_id), oid: [...row.oid], oid_text: row.oid.join(', ') }),
      // An edited type goes back as it was loaded (its `organizations` are what `oid` now says) with the modal's fields over it.
      toInput: (values, row) => ({
        ...withoutOrganizations(row?.source),
        name: values.name.trim(),
        alias: values.alias.trim(),
        template_id: values.template_id.trim() === '' ? null : Number(values.template_id.trim()),
        // Without the answer's organizations the ids are typed.
        oid: this.hasOrganizationChoices ? [...values.oid] : (idsOf(values.oid_text) ?? []),
      }),
      rules: {
        name: [{ rule: 'required', message: TEXTS.nameRequired }],
        alias: [{ rule: 'required', message: TEXTS.aliasRequired }],
      },
      // The typed ids (no template or organization list in the answer) must be ids.
      check: (values) => ({
        ...(/^\s*(\d{1,15})?\s*$/.test(values.template_id) ? {} : { template_id: TEXTS.badIds }),
        ...(this.hasOrganizationChoices || idsOf(values.oid_text) !== null ? {} : { oid_text: TEXTS.badIds }),
      }),
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<BannerTypesStore, 'urlPath'>(this, { filters: false, table: false, editor: false, urlPath: false }, { autoBind: true });
  }

  setChoices(templates: TemplateChoice[], organizations: Organization[]): void {
    this.templates = templates;
    this.organizations = organizations;
  }

  /** The answer named templates to choose from (`templates`, ours): else the template's id is typed. */
  get hasTemplateChoices(): boolean {
    return this.templates.length > 0;
  }

  /** The answer named organizations to choose from (`organizations`, ours): else their ids are typed. */
  get hasOrganizationChoices(): boolean {
    return this.organizations.length > 0;
  }

  /** The templates offered: the answer's, plus the edited type's own when the answer no longer lists it. */
  get templateOptions(): TemplateChoice[] {
    const own = this.editor.editing?.template_id ?? null;
    if (own === null || this.templates.some((t) => t.template_id === own)) return this.templates;
    return [...this.templates, { template_id: own, name: `#${own}` }];
  }

  /**
   * The organizations whose ids are typed (no list to choose from), by the names the rows carry (A 3: a type's
   * `organizations`): an id no row names shows as its number. Empty while nothing typed is named anywhere.
   */
  get typedOrganizationNames(): string[] {
    const ids = idsOf(this.editor.form.values.oid_text) ?? [];
    const named = new Map<number, string>();
    for (const row of this.table.list.rows) for (const o of row.organizations) if (o.name && !named.has(o.organization_id)) named.set(o.organization_id, o.name);
    if (!ids.some((id) => named.has(id))) return [];
    return [...new Set(ids)].map((id) => named.get(id) ?? TEXTS.organizationNumber(id));
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
