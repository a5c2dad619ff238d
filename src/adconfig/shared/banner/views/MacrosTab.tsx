import { observer } from 'mobx-react-lite';
import { RowsField, TextField } from '@ui/record/fields';
import type { BannerEditorStore } from '../BannerEditorStore';
import { LABEL, TEXT } from '../texts';

/** Rows shown at first and per 'Показать ещё': a banner of thousands of macros stays a page. */
const MACROS_PAGE = 50;

/** Macros substituted into the banner's sources (settings.srcScopes): key and value rows. */
export const MacrosTab = observer(function MacrosTab({ store }: { store: BannerEditorStore }) {
  const { form } = store;
  return (
    <RowsField
      form={form}
      path="settings.srcScopes"
      label={LABEL.macros}
      addLabel="Добавить макрос"
      empty={TEXT.noMacros}
      newRow={() => ({ key: '', val: '' })}
      pageSize={MACROS_PAGE}
      removeLabel={(i) => `Удалить макрос ${i + 1}`}
      renderRow={(rowPath, i) => (
        <>
          <TextField form={form} path={`${rowPath}.key`} label={`${LABEL.macroKey} ${i + 1}`} className="col-md-4 mb-2" maxLength={64} />
          <TextField form={form} path={`${rowPath}.val`} label={`${LABEL.macroValue} ${i + 1}`} className="col-md-8 mb-2" />
        </>
      )}
    />
  );
});
