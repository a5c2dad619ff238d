import { observer } from 'mobx-react-lite';
import Alert from 'react-bootstrap/Alert';
import { ChoiceOrIdField, TextField } from '@ui/record/fields';
import { optionCapNote } from '@ui/optionCap';
import type { BannerEditorStore } from '../BannerEditorStore';
import { LABEL, TEXT } from '../texts';

/** Name, type and engine; type and engine are locked once the banner exists (A 5). */
export const MainTab = observer(function MainTab({ store }: { store: BannerEditorStore }) {
  const { form, choices } = store;
  const lockedHelp = form.existing ? TEXT.lockedHelp : undefined;
  // form-options answered a list longer than the decoder keeps: the select says how many it left out.
  const cut = (help: string | undefined, shown: number, total: number) => (total > shown ? [help, optionCapNote(total)].filter(Boolean).join(' ') : help);
  return (
    <div className="row">
      <TextField form={form} path="name" label={LABEL.name} required className="col-12 mb-3" maxLength={255} />
      {choices.unavailable && (
        <div className="col-12">
          <Alert variant="warning">{TEXT.optionsUnavailable}</Alert>
        </div>
      )}
      <ChoiceOrIdField
        form={form}
        path="type_id"
        label={LABEL.type}
        required
        className="col-md-6 mb-3"
        help={cut(lockedHelp, choices.types.length, choices.typesTotal)}
        placeholder="Выберите тип"
        options={choices.unavailable ? null : choices.types.map((t) => ({ value: t.id, label: t.name }))}
        idLabel={LABEL.type}
        missingHelp={lockedHelp ?? TEXT.idHelp}
        onChange={store.chooseType}
      />
      <ChoiceOrIdField
        form={form}
        path="adv_engine_id"
        label={LABEL.engine}
        required
        className="col-md-6 mb-3"
        help={cut(lockedHelp, choices.engines.length, choices.enginesTotal)}
        placeholder="Выберите систему"
        options={choices.unavailable ? null : choices.engines.map((e) => ({ value: e.id, label: e.name }))}
        idLabel={LABEL.engine}
        missingHelp={lockedHelp ?? TEXT.idHelp}
        onChange={store.chooseEngine}
      />
    </div>
  );
});
