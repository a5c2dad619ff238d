import { observer } from 'mobx-react-lite';
import { SelectField, TextField } from '../../../../ui/record/fields';
import type { BannerEditorStore } from '../BannerEditorStore';
import { LABEL, TEXT } from '../texts';

/** Name, type and engine; type and engine are locked once the banner exists (A 5). */
export const MainTab = observer(function MainTab({ store }: { store: BannerEditorStore }) {
  const { form, choices } = store;
  const lockedHelp = form.existing ? TEXT.lockedHelp : undefined;
  return (
    <div className="row">
      <TextField form={form} path="name" label={LABEL.name} required className="col-12 mb-3" maxLength={255} />
      <SelectField
        form={form}
        path="type_id"
        label={LABEL.type}
        required
        className="col-md-6 mb-3"
        help={lockedHelp}
        placeholder="Выберите тип"
        options={choices.types.map((t) => ({ value: t.id, label: t.name }))}
        onChange={(value) => store.chooseType(typeof value === 'number' ? value : null)}
      />
      <SelectField
        form={form}
        path="adv_engine_id"
        label={LABEL.engine}
        required
        className="col-md-6 mb-3"
        help={lockedHelp}
        placeholder="Выберите систему"
        options={choices.engines.map((e) => ({ value: e.id, label: e.name }))}
        onChange={(value) => store.chooseEngine(typeof value === 'number' ? value : null)}
      />
    </div>
  );
});
