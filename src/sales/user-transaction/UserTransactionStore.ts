import { makeAutoObservable } from 'mobx';
import { RecordFormState, RecordPageState } from '@core/record';
import { typeVat, type VatSide } from '@sales/shared/vat/vatAmounts';
import type { UserTransactionApi } from './api';
import { transactionRules } from './rules';
import { emptyTransaction, payloadOf, VAT_PATHS, type TransactionValues } from './values';

export interface UserTransactionOptions {
  /** The user of the page (props.userId, else ?user_id=). */
  userId: number | null;
  /** S 2: the page to go to once the transaction is created; null: stay, with an empty form. */
  createdUrl: string | null;
}

/** S 2 Manual user transaction form: one new transaction, its amounts recomputed from the VAT rate; one POST. */
export class UserTransactionStore {
  readonly form: RecordFormState<TransactionValues>;
  readonly page: RecordPageState<TransactionValues>;

  constructor(
    private readonly api: UserTransactionApi,
    private readonly options: UserTransactionOptions,
  ) {
    this.form = new RecordFormState<TransactionValues>(emptyTransaction(options.userId), { rules: transactionRules });
    // Nothing to load: a create page with no dictionaries (the operation types come with the page).
    this.page = new RecordPageState(this.form, { id: null, get: () => Promise.reject(new Error('a transaction is only created here')), apply: () => undefined });
    makeAutoObservable<UserTransactionStore, 'api' | 'options'>(this, { form: false, page: false, api: false, options: false }, { autoBind: true });
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
