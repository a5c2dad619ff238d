import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { isSaveKey } from '@ui/grid/gridKeys';
import type { CampaignExternalKpiStore } from '../CampaignExternalKpiStore';
import { TEXTS } from '../texts';

/** S 2: the campaign's external_kpi_comment, saved with the campaign tab (Ctrl+S here too). */
export const CommentField = observer(function CommentField({ store }: { store: CampaignExternalKpiStore }) {
  return (
    <FormField label={TEXTS.comment} className="mt-3">
      {(control) => (
        <textarea
          {...control}
          rows={3}
          value={store.commentText}
          onChange={(event) => store.setComment(event.target.value)}
          onKeyDown={(event) => {
            if (!isSaveKey(event)) return;
            event.preventDefault();
            void store.save('campaign');
          }}
        />
      )}
    </FormField>
  );
});
