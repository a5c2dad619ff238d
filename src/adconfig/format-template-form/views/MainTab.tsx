import { observer } from 'mobx-react-lite';
import { CodeField } from '@ui/codeEditor/CodeField';
import { SelectField, TextField } from '@ui/record/fields';
import type { FormatTemplateFormStore } from '../FormatTemplateFormStore';
import { LABEL, TEXT } from '../texts';

/** Format, name, the template itself and the format's payout scheme (A 5: format, template, payout scheme required). */
export const MainTab = observer(function MainTab({ store }: { store: FormatTemplateFormStore }) {
  const { form } = store;
  const payouts = store.payoutOptions;
  const noPayouts = form.values.format_id !== null && payouts.length === 0 && store.page.state === 'ready';
  return (
    <div className="row">
      <SelectField
        form={form}
        path="format_id"
        label={LABEL.format}
        required
        className="col-md-6 mb-3"
        placeholder={TEXT.chooseFormat}
        options={store.formatOptions.map((f) => ({ value: f.id, label: f.name }))}
        onChange={(value) => store.chooseFormat(typeof value === 'number' ? value : null)}
      />
      <SelectField
        form={form}
        path="payout_type_id"
        label={LABEL.payout}
        required
        className="col-md-6 mb-3"
        placeholder={TEXT.choosePayout}
        help={noPayouts ? TEXT.noPayouts : TEXT.payoutHelp}
        options={payouts.map((p) => ({ value: p.id, label: p.status === 'blocked' ? `${p.name} ${TEXT.blocked}` : p.name }))}
      />
      <TextField form={form} path="name" label={LABEL.name} required className="col-12 mb-3" maxLength={255} />
      <CodeField form={form} path="template" label={LABEL.template} required className="col-12 mb-3" rows={10} language="html" fileName="шаблон" />
    </div>
  );
});
