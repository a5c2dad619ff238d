import { observer } from 'mobx-react-lite';
import { queryParam, sitePath } from '@core/basePath';
import { recordTarget, type RecordTarget } from '@core/record';
import { safeHref } from '@core/safeUrl';
import { ContractFormModal } from '@ui/contracts/ContractFormModal';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { mediaplanFormApi, mediaplanOf } from './api';
import { givenDictionaries } from './dictionaries';
import { MediaplanFormStore } from './MediaplanFormStore';
import type { MediaplanFormProps } from './props';
import { TEXT } from './texts';
import { BookingSection } from './views/BookingSection';
import { CampaignCheckPanel } from './views/CampaignCheckPanel';
import { GuaranteeModal } from './views/GuaranteeModal';
import { MainSection } from './views/MainSection';
import { ManagersSection } from './views/ManagersSection';
import { OrdSection } from './views/OrdSection';
import { ParticipantsSection } from './views/ParticipantsSection';

export type { MediaplanFormProps };

/** /mediaplans/settings/?id={mediaplan_id} edits (without a usable id: nothing to edit); /mediaplans/create creates. */
const pageTarget = (): RecordTarget => {
  const id = queryParam('id');
  return id === null ? { kind: 'create' } : recordTarget(id);
};

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const mediaplanFormStore = (props: MediaplanFormProps) => {
  const { urlPath } = props;
  const store = (id: number | null) =>
    new MediaplanFormStore(mediaplanFormApi(urlPath, { docs: props.docsUrl, inn: props.innUrl }), {
      id,
      editUrl: (created) => sitePath(`/mediaplans/settings/?id=${created}`, urlPath),
      users: props.users ?? [],
      dictionaries: givenDictionaries(props),
      given: props.mediaplan ? mediaplanOf(props.mediaplan) : null,
      urlPath,
    });
  return recordPage({ target: pageTarget, badId: TEXT.badId, store });
};

/** S 2 media plan form: create or edit a media plan in sections, the booking panel, documents and the guarantee letter. */
export function MediaplanFormScreen(props: MediaplanFormProps & GivenStore<ReturnType<typeof mediaplanFormStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => mediaplanFormStore(props))}>
      {(created) => <MediaplanForm store={created} props={props} />}
    </RecordPage>
  );
}

const MediaplanForm = observer(function MediaplanForm({ store, props }: { store: MediaplanFormStore; props: MediaplanFormProps }) {
  const back = safeHref(props.listUrl);
  return (
    <>
      <RecordForm
        store={store}
        heading={store.id === null ? TEXT.createHeading : TEXT.editHeading(store.id, store.savedName)}
        onSave={store.save}
        back={back ? { href: back, label: TEXT.back } : undefined}
      >
        <MainSection store={store} />
        <ParticipantsSection store={store} props={props} />
        <ManagersSection store={store} props={props} />
        <BookingSection store={store} props={props} />
        <OrdSection store={store} />
      </RecordForm>
      {/* Its own small form: Enter looks a campaign up, never saves the plan. */}
      <CampaignCheckPanel check={store.campaignCheck} />
      {/* Outside the page's <form>: a modal's own submit must not bubble (through the portal) into the plan's save. */}
      <ContractFormModal store={store.contract} />
      <GuaranteeModal store={store} />
    </>
  );
});
