import { makeAutoObservable } from 'mobx';
import { BusyKeys } from '../busy';
import type { ConfirmOptions } from '../notify';
import { notify } from '../notify';
import type { Page, Params } from '../http';
import { ListStore } from '../ListStore';
import { localPaging, type Paging, type PagingBinding } from '../paging';
import { inErrorStyle, showError, type ErrorStyle } from './errorText';
import type { CrudRow, CrudStatus, RestCollection } from './restCollection';

/** What the delete confirmation says about a row. */
export interface DeleteQuestion extends ConfirmOptions {
  message: string;
}

export interface CrudListOptions<Row extends CrudRow, Q> {
  /** Observable filters (a change reloads); default: none. */
  query?: () => Q;
  /** The list's request params from the filters and paging; default: none (the whole collection). */
  params?: (query: Q, paging: Paging) => Params;
  /** Page and sort (the hash's, through hashPaging); default: one page of every row. */
  paging?: PagingBinding;
  /** The delete confirmation for a row (S 8, I 4: every delete asks). */
  confirmDelete: (row: Row) => DeleteQuestion;
  /** The error toast's style: 'joined' for S 8 payout and KPI errors. */
  errorStyle?: ErrorStyle;
  /** Sees each list answer (the envelope's other fields: options that come with the rows). */
  onPage?: (page: Page<Row>) => void;
}

/** A row action: asked first (optional), the row busy while the call runs, a toast, then the list reloaded. */
export interface RowAction<Row, R> {
  confirm?: DeleteQuestion;
  call: () => Promise<R>;
  /** The success toast text (the server's message first when it sent one); false: none. */
  success?: (result: R) => string | false | undefined;
  /** A delete: its toast says 'Удалено'. */
  deletes?: boolean;
  /** Applied to the row before the reload (e.g. the status the backend returned). */
  apply?: (result: R, row: Row) => Row;
}

/** What a CRUD table view needs of its store (CrudTable in src/ui). */
export interface CrudTableModel<Row, Q> {
  readonly list: ListStore<Row, Q>;
  isBusy(id: number): boolean;
  remove(row: Row): Promise<boolean>;
  toggleStatus(row: Row): Promise<boolean>;
}

/**
 * The table of a CRUD screen (payout schemes, search task coefficients, KPI indicators): its rows
 * (a ListStore: latest wins, rows kept while reloading), and the row actions every such table has:
 * delete after a confirmation and the status switch active ⇄ blocked, each making its row busy,
 * saying how it went and reloading the list; the last row of a page gone shows the page before.
 */
export class CrudListStore<Row extends CrudRow, Input, Q = Record<string, never>> implements CrudTableModel<Row, Q> {
  readonly list: ListStore<Row, Q>;
  /** Ids of rows with a call in flight (their buttons are disabled). */
  private readonly busy: BusyKeys<number>;

  constructor(
    private readonly api: RestCollection<Row, Input>,
    private readonly options: CrudListOptions<Row, Q>,
  ) {
    const paging = options.paging ?? localPaging({ perPage: 'all' });
    this.list = new ListStore<Row, Q>({
      query: options.query ?? (() => ({}) as Q),
      load: async (query, current, signal, preview) => {
        try {
          const page = await api.list(options.params?.(query, current) ?? {}, signal, preview);
          if (!signal.aborted) options.onPage?.(page);
          return page;
        } catch (error) {
          // The list's own failure toast in the screen's style too (S 8: payout and KPI errors joined).
          throw inErrorStyle(error, options.errorStyle);
        }
      },
      paging,
    });
    this.busy = new BusyKeys<number>((error) => showError(error, options.errorStyle));
    makeAutoObservable<CrudListStore<Row, Input, Q>, 'api' | 'options' | 'busy'>(this, { api: false, options: false, list: false, busy: false }, { autoBind: true });
  }

  isBusy(id: number): boolean {
    return this.busy.has(id);
  }

  /** S 4, I 4: delete removes after confirmation. */
  remove(row: Row): Promise<boolean> {
    return this.act(row, {
      confirm: { confirmLabel: 'Удалить', danger: true, ...this.options.confirmDelete(row) },
      call: () => this.api.remove(row.id),
      success: (saved) => saved.message,
      deletes: true,
    });
  }

  /** S 4, I 4: active ⇄ blocked; the row shows the status the backend answered, then the list reloads. */
  toggleStatus(row: Row): Promise<boolean> {
    const next: CrudStatus = row.status === 'active' ? 'blocked' : 'active';
    return this.act(row, {
      call: () => this.api.setStatus(row, next),
      success: (saved) => saved.message,
      apply: (saved, current) => ({ ...current, status: saved.data }),
    });
  }

  /** Runs one row action; true when it was done (not declined, not failed). One call per row at a time. */
  async act<R>(row: Row, action: RowAction<Row, R>): Promise<boolean> {
    if (this.busy.has(row.id)) return false;
    if (action.confirm) {
      const { message, ...options } = action.confirm;
      if (!(await notify.confirm(message, options))) return false;
    }
    return this.busy.run(row.id, async () => {
      const result = await action.call();
      const apply = action.apply;
      if (apply) this.list.replaceRow((r) => r.id === row.id, apply(result, row));
      const text = action.success?.(result);
      if (text !== false) {
        if (action.deletes) notify.deleted(text || undefined);
        else notify.saved(text || undefined);
      }
      await this.reload();
      return true;
    });
  }

  /** Reloads the list (after any change, S 7); a page left empty by a delete gives way to the one before. */
  async reload(): Promise<void> {
    await this.list.load();
    const { paging } = this.list;
    if (this.list.state !== 'failed' && this.list.rows.length === 0 && paging.page > 1) this.list.setPage(paging.page - 1);
  }

  /** Loads now and on every filter or page change; returns the disposer (useStarted). */
  start(): () => void {
    return this.list.start();
  }
}
