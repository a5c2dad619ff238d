import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { SettingFields } from '@sales/shared/settings/SettingFields';
import { settingCreateApi } from './api';
import type { SettingCreateProps } from './props';
import { SettingCreateStore } from './SettingCreateStore';
import { TEXT } from './texts';

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
  return (
    <RecordForm store={store} onSave={store.save} back={{ href: store.options.listUrl, label: TEXT.back }}>
      <SettingFields form={store.form} types={store.typesMissing ? null : store.types} fields={store.extraFields} onType={store.chooseType} />
    </RecordForm>
  );
});
