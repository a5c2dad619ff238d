import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { SettingFields } from '@sales/shared/settings/SettingFields';
import { settingEditApi } from './api';
import type { SettingEditProps } from './props';
import { SettingEditStore } from './SettingEditStore';
import { TEXT } from './texts';
import { MatrixTable } from './views/MatrixTable';

export type { SettingEditProps };

/** The settings list: this page's path without its /{setting_id}. */
const listOf = (): string => pagePath().replace(/\/[^/]*$/, '') || '/';

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const settingEditStore = ({ setting, group, settingTypes = [], extraFields = [], roles = [], subgroups = [] }: SettingEditProps) =>
  recordPage({
    store: () =>
      new SettingEditStore(settingEditApi(), {
        types: settingTypes,
        fields: extraFields,
        roles,
        subgroups,
        // What the page printed; neither printed: the chosen GET reads both.
        given: setting || group ? { setting: setting ?? null, group: group ?? null } : null,
      }),
  });

/** S 2 the setting page: the setting's base and extra parts, and its group's subgroup matrix; one save. */
export function SettingEditScreen(props: SettingEditProps & GivenStore<ReturnType<typeof settingEditStore>>) {
  return <RecordPage page={useScreenStore(props.store, () => settingEditStore(props))}>{(store) => <SettingEditForm store={store} />}</RecordPage>;
}

const SettingEditForm = observer(function SettingEditForm({ store }: { store: SettingEditStore }) {
  const { matrix, form } = store;
  const types = store.options.types;
  return (
    <RecordForm store={store} heading={<span className="text-break">{store.heading}</span>} onSave={store.save} saveLabel={TEXT.save} back={{ href: listOf(), label: TEXT.back }}>
      {store.hasSetting && <SettingFields form={form} types={types.length > 0 ? types : null} fields={store.extraFields} onType={store.chooseType} />}
      {matrix.group && (
        <section aria-labelledby="setting-matrix">
          <h3 id="setting-matrix" className="h6 text-break">
            {TEXT.matrix}
            {store.hasSetting && matrix.group.name && (
              <>
                : <span>{matrix.group.name}</span>
              </>
            )}
          </h3>
          <MatrixTable matrix={matrix} disabled={form.saving || store.page.loading} />
        </section>
      )}
    </RecordForm>
  );
});
