import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { ChoiceOrIdField, TextAreaField, TextField } from '@ui/record/fields';
import { settingCreateApi } from './api';
import type { SettingCreateProps } from './props';
import { SettingCreateStore } from './SettingCreateStore';
import { LABEL, TEXT } from './texts';

export type { SettingCreateProps };

/** The list: the prop, else this page's path without /create. */
const listOf = (listUrl: string | undefined): string => safeHref(listUrl) ?? (pagePath().replace(/\/create$/, '') || '/');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const settingCreateStore = ({ settingTypes = [], extraFields = [], listUrl }: SettingCreateProps) =>
  recordPage({ store: () => new SettingCreateStore(settingCreateApi(), { types: settingTypes, fields: extraFields, listUrl: listOf(listUrl) }) });

/** S 2: a new setting, its base part then the chosen type's extra part; saved, back to the list with the toast. */
export function SettingCreateScreen(props: SettingCreateProps & GivenStore<ReturnType<typeof settingCreateStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => settingCreateStore(props))}>
      {(store) => <SettingCreateForm store={store} />}
    </RecordPage>
  );
}

const SettingCreateForm = observer(function SettingCreateForm({ store }: { store: SettingCreateStore }) {
  const { form } = store;
  const typeChosen = form.values.setting_type_id !== null;
  return (
    <RecordForm store={store} onSave={store.save} back={{ href: store.options.listUrl, label: TEXT.back }}>
      <fieldset className="row">
        <legend className="h6">{TEXT.base}</legend>
        <TextField form={form} path="name" label={LABEL.name} required className="col-md-6 mb-3" maxLength={255} />
        <ChoiceOrIdField
          form={form}
          path="setting_type_id"
          label={LABEL.type}
          required
          className="col-md-6 mb-3"
          placeholder={TEXT.chooseType}
          options={store.typesMissing ? null : store.types.map((t) => ({ value: t.id, label: t.name }))}
          idLabel={LABEL.typeId}
          missingHelp={TEXT.typesMissing}
          onChange={store.chooseType}
        />
      </fieldset>
      <fieldset className="row">
        <legend className="h6">{TEXT.extra}</legend>
        {!typeChosen && <p className="text-body-secondary">{TEXT.chooseTypeFirst}</p>}
        {typeChosen && store.extraFields.length === 0 && <p className="text-body-secondary">{TEXT.noExtra}</p>}
        {store.extraFields.map((f) =>
          f.type === 'textarea' ? (
            <TextAreaField key={f.name} form={form} path={`extra.${f.name}`} label={f.title || f.name} className="col-12 mb-3" rows={3} />
          ) : (
            <TextField key={f.name} form={form} path={`extra.${f.name}`} label={f.title || f.name} className="col-md-6 mb-3" inputMode={f.type === 'number' ? 'decimal' : undefined} />
          ),
        )}
      </fieldset>
    </RecordForm>
  );
});
