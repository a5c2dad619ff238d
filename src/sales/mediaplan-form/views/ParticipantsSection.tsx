import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { CheckField, NumberField, RowsField, SelectField, TextField } from '@ui/record/fields';
import { AsyncSelect } from '@ui/AsyncSelect';
import { Select } from '@ui/Select';
import { PARTICIPANT_ROLES, SUPERCOM_TYPES } from '../api';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import type { MediaplanFormProps } from '../props';
import { AGENCY_CUSTOM, AGENCY_NONE, LABEL, ROLE_LABELS, SUPERCOM_TYPE_LABELS, TEXT } from '../texts';
import { newParticipant } from '../values';
import { DictionaryField } from './DictionaryField';
import { optionsOf } from './options';
import { UserField } from './UserField';
import { Section } from './Section';

const SUPERCOM_OPTIONS = SUPERCOM_TYPES.map((type) => ({ value: type, label: SUPERCOM_TYPE_LABELS[type] }));
const ROLE_OPTIONS = PARTICIPANT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Sales house and its SK, agency (none, or one of its own name), advertiser, the supercom, participants and hidden-for. */
export const ParticipantsSection = observer(function ParticipantsSection({ store, props }: { store: MediaplanFormStore; props: MediaplanFormProps }) {
  const { form } = store;
  const users = optionsOf(props.users);
  const noSk = form.values.sales_house_id !== null && store.skLoad.state === 'ready' && store.sk.length === 0;
  return (
    <Section title={TEXT.sections.participants}>
      <DictionaryField store={store} dictionary="salesHouses" path="sales_house_id" label={LABEL.sales_house_id} required className="col-md-4 mb-3" onChange={store.chooseSalesHouse} />
      <SelectField
        form={form}
        path="sales_house_sk"
        label={LABEL.sales_house_sk}
        required
        className="col-md-4 mb-3"
        placeholder={TEXT.choose}
        help={store.skLoad.loading ? TEXT.skLoading : noSk ? TEXT.noSk : undefined}
        options={store.skOptions}
      />
      <DictionaryField store={store} dictionary="advertisers" path="advertiser_id" label={LABEL.advertiser_id} required className="col-md-4 mb-3" />
      <DictionaryField
        store={store}
        dictionary="agencies"
        path="agency_id"
        label={LABEL.agency_id}
        required
        className="col-md-4 mb-3"
        before={[{ value: AGENCY_NONE, label: TEXT.agencyNone }]}
        after={[{ value: AGENCY_CUSTOM, label: TEXT.agencyCustom }]}
        onChange={store.chooseAgency}
      />
      {store.isCustomAgency && <TextField form={form} path="agency_name" label={LABEL.agency_name} required className="col-md-4 mb-3" maxLength={255} />}
      <NumberField form={form} path="supercom" label={LABEL.supercom} required className="col-md-2 mb-3" />
      <SelectField form={form} path="supercom_type" label={LABEL.supercom_type} className="col-md-2 mb-3" options={SUPERCOM_OPTIONS} />
      {store.showsPayerRecipient && (
        <UserField store={store} users={props.users} path="supercom_payer_id" label={LABEL.supercom_payer_id} required className="col-md-4 mb-3" />
      )}
      <div className="col-12 d-flex flex-wrap gap-4 mb-2">
        <CheckField form={form} path="is_supercom_shown" label={LABEL.is_supercom_shown} />
        <CheckField form={form} path="is_barter" label={LABEL.is_barter} />
        <CheckField form={form} path="is_tender" label={LABEL.is_tender} />
      </div>
      <div className="col-12">
        <RowsField
          form={form}
          path="params.additional_participants"
          label={LABEL.participants}
          addLabel={TEXT.addParticipant}
          empty={TEXT.noParticipants}
          newRow={newParticipant}
          removeLabel={TEXT.removeParticipant}
          onRemove={(i) => void store.removeParticipant(i)}
          renderRow={(row, i) => (
            <>
              <UserField store={store} users={props.users} path={`${row}.id`} label={`${LABEL.participant} ${i + 1}`} className="col-md-6 mb-2" />
              <SelectField form={form} path={`${row}.role`} label={`${LABEL.role} ${i + 1}`} className="col-md-6 mb-2" options={ROLE_OPTIONS} />
            </>
          )}
        />
      </div>
      <SelectField form={form} path="params.payer_user_id" label={LABEL.payer_user_id} className="col-md-6 mb-3" placeholder={TEXT.choose} options={store.participantOptions} />
      <FormField label={LABEL.hidden_for} className="col-md-6 mb-3" error={form.errorAt('params.hidden_for')}>
        {(control) => (
          store.usersGiven ? (
            <Select<number>
              id={control.id}
              aria-describedby={control['aria-describedby']}
              isMulti
              options={users.flatMap((u) => (typeof u.value === 'number' ? [{ value: u.value, label: u.label }] : []))}
              value={form.values.params.hidden_for}
              onChange={(ids) => form.set('params.hidden_for', ids)}
              placeholder={TEXT.choose}
            />
          ) : (
            <AsyncSelect
              id={control.id}
              aria-describedby={control['aria-describedby']}
              isMulti
              search={store.searchUsers}
              knownOptions={form.values.params.hidden_for.map(store.userOption)}
              value={form.values.params.hidden_for}
              onChange={(ids) => form.set('params.hidden_for', ids.filter((id): id is number => typeof id === 'number'))}
              placeholder={TEXT.findUser}
            />
          )
        )}
      </FormField>
    </Section>
  );
});
