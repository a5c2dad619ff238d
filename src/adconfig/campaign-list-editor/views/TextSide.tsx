import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import { TEXT } from '../texts';

/** The text side: one row per line (A 9: 20 rows); what the unique rule kept out stays here, said under it. */
export const TextSide = observer(function TextSide({ store }: { store: CampaignListEditorStore }) {
  return (
    <FormField label={TEXT.text} help={store.skipped > 0 ? `${TEXT.textHint} ${TEXT.skipped(store.skipped)}` : TEXT.textHint}>
      {(control) => <textarea {...control} rows={20} spellCheck={false} value={store.text} onChange={(e) => store.setText(e.target.value)} />}
    </FormField>
  );
});
