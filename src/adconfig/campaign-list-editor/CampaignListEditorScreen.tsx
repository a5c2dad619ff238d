import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { UNSAVED_TEXT } from '@core/unsaved';
import { SaveButton } from '@ui/FormModal';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { useRecordLeave } from '@ui/record/useRecordLeave';
import { campaignListApi } from './api';
import { CampaignListEditorStore } from './CampaignListEditorStore';
import type { CampaignListEditorProps } from './props';
import { TEXT } from './texts';
import { ListHeader } from './views/ListHeader';
import { ListTable } from './views/ListTable';
import { MoveButtons } from './views/MoveButtons';
import { MovedNotice } from './views/MovedNotice';
import { TemplatesPanel } from './views/TemplatesPanel';
import { TextSide } from './views/TextSide';

export type { CampaignListEditorProps };

/** Leaving with unsaved edits asks; after a save, the page follows the answer's redirect without asking. */
const Guard = observer(function Guard({ store }: { store: CampaignListEditorStore }) {
  useRecordLeave(store.form);
  return null;
});

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const campaignListEditorStore = (props: CampaignListEditorProps) => recordPage({ store: () => new CampaignListEditorStore(campaignListApi(undefined, { record: props.record, columns: props.columns }), props) });

/** A campaign list (A 2): the table left, the text right, add / replace / to-text between; saved to the page. */
export function CampaignListEditorScreen(props: CampaignListEditorProps & GivenStore<ReturnType<typeof campaignListEditorStore>>) {
  return <RecordPage page={useScreenStore(props.store, () => campaignListEditorStore(props))}>{(store) => <CampaignListEditor store={store} />}</RecordPage>;
}

const CampaignListEditor = observer(function CampaignListEditor({ store }: { store: CampaignListEditorStore }) {
  if (store.page.state !== 'ready') return <p className="text-body-secondary">Загрузка...</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Список кампании">
      <Guard store={store} />
      <ListHeader store={store} />
      <MovedNotice store={store} />
      <div className="row g-3 align-items-start">
        <div className="col-lg-6">
          <ListTable store={store} />
        </div>
        <div className="col-lg-auto">
          <MoveButtons store={store} />
        </div>
        <div className="col-lg">
          <TextSide store={store} />
        </div>
      </div>
      <TemplatesPanel store={store} />
      <div className="d-flex align-items-center gap-3 mt-3">
        <SaveButton saving={store.form.saving || store.form.leavingTo !== null} label={TEXT.save} />
        {store.dirty && <span className="text-warning-emphasis">{UNSAVED_TEXT}</span>}
      </div>
    </form>
  );
});
