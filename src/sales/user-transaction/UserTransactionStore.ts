import { makeAutoObservable } from 'mobx';
import { disposers } from '@core/disposers';
import { isAborted } from '@core/http';
import { LatestLoad } from '@core/latestLoad';
import { RecordFormState, RecordPageState } from '@core/record';
import type { SelectOption } from '@ui/Select';
import { typeVat, type VatSide } from '@sales/shared/vat/vatAmounts';
import type { UserTransactionApi } from './api';
import { transactionRules } from './rules';
import { emptyTransaction, payloadOf, VAT_PATHS, type TransactionValues } from './values';

export interface UserTransactionOptions {
  /** The user of the page (props.user, props.userId, else ?user_id=). */
  userId: number | null;
  /** Its login, when the page printed it (props.user); else it is asked by id (A 7) as the page opens. */
  userLogin?: string;
  /** S 2: the page to go to once the transaction is created; null: stay, with an empty form. */
  createdUrl: string | null;
}

/** S 2 Manual user transaction form: one new transaction, its amounts recomputed from the VAT rate; one POST. */
export class UserTransactionStore {
  readonly form: RecordFormState<TransactionValues>;
  readonly page: RecordPageState<TransactionValues>;
  /** The page's user by name (the user field shows it instead of its number). */
  pageUser: SelectOption<number> | null;
  private readonly userLoad = new LatestLoad();

  constructor(
    private readonly api: UserTransactionApi,
    private readonly options: UserTransactionOptions,
  ) {
    this.form = new RecordFormState<TransactionValues>(emptyTransaction(options.userId), { rules: transactionRules });
    this.pageUser = options.userId !== null && options.userLogin ? { value: options.userId, label: options.userLogin } : null;
    // Nothing to load: a create page with no dictionaries (the operation types come with the page).
    this.page = new RecordPageState(this.form, { id: null, get: () => Promise.reject(new Error('a transaction is only created here')), apply: () => undefined });
    makeAutoObservable<UserTransactionStore, 'api' | 'options' | 'userLoad'>(this, { form: false, page: false, api: false, options: false, userLoad: false }, { autoBind: true });
  }

  /** The users the user field names without a search: the page's own. */
  get knownUsers(): SelectOption<number>[] {
    return this.pageUser ? [this.pageUser] : [];
  }

  /** The page, and the page's user named when the page gave its id only (a failure leaves 'Пользователь №{id}'). */
  start(): () => void {
    const id = this.options.userId;
    if (id !== null && !this.pageUser) {
      // Optional: a backend without it (or a failure) leaves the number, said as 'Пользователь №{id}', no error toast.
      const named = (signal: AbortSignal) => this.api.user(id, signal).catch((error: unknown) => (isAborted(error) ? Promise.reject(error) : null));
      void this.userLoad.run(named, this.namePageUser);
    }
    return disposers(this.page.start(), () => this.userLoad.stop());
  }

  private namePageUser(user: { user_id: number; login: string } | null): void {
    if (user) this.pageUser = { value: user.user_id, label: user.login };
  }

  /** An amount or the rate typed: the other amount and the VAT amount follow (S 5, two decimals). */
  typeAmount(side: VatSide, text: string): void {
    typeVat(this.form, VAT_PATHS, side, text);
  }

  /** POST, then the created-URL (or the answer's redirect, on this site only); without one the form starts again. */
  async save(): Promise<void> {
    await this.page.save((values) => this.api.create(payloadOf(values)), {
      redirect: (saved) => saved.redirect,
      leaveTo: () => this.options.createdUrl,
      saved: () => {
        if (this.options.createdUrl === null) this.form.load(emptyTransaction(this.options.userId));
      },
    });
  }
}
