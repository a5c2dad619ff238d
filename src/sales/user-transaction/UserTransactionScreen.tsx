import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { recordTarget, targetId } from '@core/record';
import { DateField, SelectField, TextAreaField, TextField } from '@ui/record/fields';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { UserSearchField } from '@sales/shared/users/UserSearchField';
import { VatFields } from '@sales/shared/vat/VatFields';
import { userTransactionApi } from './api';
import type { OperationType, UserTransactionProps } from './props';
import { LABEL, TEXT } from './texts';
import { UserTransactionStore } from './UserTransactionStore';
import { VAT_PATHS } from './values';

export type { UserTransactionProps };

/** The page's ?user_id= as a positive whole number, else null. */
const userIdParam = (): number | null => targetId(recordTarget(queryParam('user_id') ?? ''));

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const userTransactionStore = ({ urlPath, createdUrl, userId, user }: UserTransactionProps) => {
  const store = () =>
    new UserTransactionStore(userTransactionApi(urlPath), {
      userId: user?.user_id ?? userId ?? userIdParam(),
      userLogin: user?.login,
      createdUrl: createdUrl ?? null, // a page of this site: checked at mount (prop.siteLink)
    });
  return recordPage({ store });
};

/** S 2 Manual user transaction form: created once, then the created-URL. */
export function UserTransactionScreen(props: UserTransactionProps & GivenStore<ReturnType<typeof userTransactionStore>>) {
  const { operationTypes, urlPath } = props;
  return <RecordPage page={useScreenStore(props.store, () => userTransactionStore(props))}>{(created) => <TransactionForm store={created} operationTypes={operationTypes} urlPath={urlPath} />}</RecordPage>;
}

const TransactionForm = observer(function TransactionForm({ store, operationTypes, urlPath }: { store: UserTransactionStore; operationTypes: OperationType[] | undefined; urlPath: string | undefined }) {
  const { form } = store;
  return (
    <RecordForm store={store} heading={TEXT.heading} onSave={store.save} saveLabel={TEXT.save}>
      <div className="row">
        <UserSearchField form={form} path="user_id" label={LABEL.user} required className="col-md-4 mb-3" urlPath={urlPath} storedAsText known={store.knownUsers} placeholder={TEXT.findUser} />
        <DateField form={form} path="day" label={LABEL.day} required className="col-md-4 mb-3" />
        {operationTypes ? (
          <SelectField form={form} path="operation_type" label={LABEL.operationType} required className="col-md-4 mb-3" placeholder={TEXT.chooseType} options={operationTypes.map((t) => ({ value: t.id, label: t.name }))} />
        ) : (
          <TextField form={form} path="operation_type" label={LABEL.operationType} required className="col-md-4 mb-3" maxLength={64} />
        )}
      </div>
      <fieldset className="row">
        <legend className="visually-hidden">{TEXT.amounts}</legend>
        <VatFields form={form} paths={VAT_PATHS} labels={{ amount: LABEL.amount, rate: LABEL.vatRate, vat: LABEL.vat, withVat: LABEL.amountWithVat }} required />
        <p className="form-text col-12 mt-n2 mb-3">{TEXT.vatHelp}</p>
      </fieldset>
      <div className="row">
        <TextField form={form} path="channel_id" label={LABEL.channel} className="col-md-4 mb-3" inputMode="numeric" />
        <TextField form={form} path="campaign_id" label={LABEL.campaign} className="col-md-4 mb-3" inputMode="numeric" />
      </div>
      <TextAreaField form={form} path="description" label={LABEL.description} required rows={3} />
    </RecordForm>
  );
});
