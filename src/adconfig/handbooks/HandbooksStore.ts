import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { organizationsOf, type Handbook, type HandbookInput, type HandbooksApi, type Organization } from './api';
import { hashSchema } from './hash';
import { ROW_LABELS, TEXTS } from './texts';
import { disposers } from '@core/disposers';
import { isObject } from '@core/decode';

/** The modal's values as its controls hold them. */
export interface HandbookValues {
  name: string;
  alias: string;
  oid: number[];
  is_val: boolean;
  is_mov: boolean;
  is_public: boolean;
  isEditPage: boolean;
  isEditOnCreate: boolean;
}

export type HandbookFlag = 'is_val' | 'is_mov' | 'is_public' | 'isEditPage' | 'isEditOnCreate';

const EMPTY: HandbookValues = { name: '', alias: '', oid: [], is_val: false, is_mov: false, is_public: false, isEditPage: false, isEditOnCreate: false };

/**
 * A 3: the alias defaults to the name when left empty. An edited handbook goes back as it was loaded with the
 * modal's fields over it (its `organizations` are what `oid` now says), so what the modal does not know is kept.
 */
export function toInput(values: HandbookValues, row: Handbook | null = null): HandbookInput {
  const name = values.name.trim();
  const { organizations: _shown, ...kept } = row?.source ?? {};
  const keptParams = isObject(kept.params) ? kept.params : {};
  return {
    ...kept,
    name,
    alias: values.alias.trim() || name,
    oid: [...values.oid],
    is_val: values.is_val,
    is_mov: values.is_mov,
    is_public: values.is_public,
    params: { ...keptParams, isEditPage: values.isEditPage, isEditOnCreate: values.isEditOnCreate },
  };
}

function fromRow(row: Handbook): HandbookValues {
  return {
    name: row.name,
    alias: row.alias,
    oid: row.organizations.map((o) => o.organization_id),
    is_val: row.is_val,
    is_mov: row.is_mov,
    is_public: row.is_public,
    isEditPage: row.params.isEditPage,
    isEditOnCreate: row.params.isEditOnCreate,
  };
}

/** A 2 handbooks: the table (delete), the add / edit modal; name and alias errors come from the server (A 5). */
export class HandbooksStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<Handbook, HandbookInput>;
  readonly editor: CrudFormStore<Handbook, HandbookValues, HandbookInput>;
  /** The organizations a handbook can belong to (the props', else the list answer's `organizations`). */
  organizations: Organization[] = [];

  /** `organizations`: the page's (props); without them the list answer's `organizations`, a field the spec does not name. */
  constructor(api: HandbooksApi, organizations?: Organization[]) {
    this.organizations = organizations ?? [];
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      onPage: (page) => {
        if (organizations === undefined) this.setOrganizations(organizationsOf(page.extra.organizations));
      },
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY, oid: [] }),
      fromRow,
      toInput,
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<HandbooksStore>(this, { filters: false, table: false, editor: false }, { autoBind: true });
  }

  setOrganizations(organizations: Organization[]): void {
    this.organizations = organizations;
  }

  /** The choices of the modal: the known organizations, and those of the edited handbook the list does not know. */
  get organizationOptions(): Organization[] {
    const known = new Set(this.organizations.map((o) => o.organization_id));
    const own = (this.editor.editing?.organizations ?? []).filter((o) => !known.has(o.organization_id));
    return [...this.organizations, ...own];
  }

  toggleOrganization(id: number, on: boolean): void {
    const { form } = this.editor;
    const rest = form.values.oid.filter((x) => x !== id);
    form.set('oid', on ? [...rest, id] : rest);
  }

  setFlag(flag: HandbookFlag, on: boolean): void {
    this.editor.form.set(flag, on);
  }

  /** 'Добавить': the add modal, kept in the hash as #new so it can be linked to. */
  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, and the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.table.start(), bindAddModal(this.filters, this.editor));
  }
}
