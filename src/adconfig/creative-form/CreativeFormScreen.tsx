import { observer } from 'mobx-react-lite';
import { pagePath, queryParam } from '@core/basePath';
import { recordTarget, type RecordTarget } from '@core/record';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeOf } from '@adconfig/shared/creative/creative';
import { CREATIVE_TEXT } from '@adconfig/shared/creative/texts';
import { creativeFormApi } from './api';
import { CreativeFormStore } from './CreativeFormStore';
import type { CreativeFormProps } from './props';
import { TEXT } from './texts';
import { BasicFields } from './views/BasicFields';
import { LimitFields } from './views/LimitFields';

export type { CreativeFormProps };

/** …/settings/?id={creative_id} edits (without a usable id: nothing to edit); …/create creates. */
const pageTarget = (): RecordTarget => (/\/settings$/.test(pagePath()) ? recordTarget(queryParam('id') ?? '') : { kind: 'create' });

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeFormStore = ({ urlPath, record, listUrl, distributions }: CreativeFormProps) => {
  const given = creativeOf(record);
  const store = (id: number | null) =>
    new CreativeFormStore(creativeFormApi(urlPath), { id, urlPath, given, listUrl: safeHref(listUrl), distributions, campaignId: id === null ? (queryParam('campaign_id') ?? '').trim() : '' });
  return recordPage({ target: pageTarget, badId: CREATIVE_TEXT.badId, store });
};

/** A 2 Creatives: a flight's basic fields on the left, its limits on the right. */
export function CreativeFormScreen(props: CreativeFormProps & GivenStore<ReturnType<typeof creativeFormStore>>) {
  const back = safeHref(props.listUrl);
  return (
    <RecordPage page={useScreenStore(props.store, () => creativeFormStore(props))}>
      {(created) => <CreativeForm store={created} back={back} />}
    </RecordPage>
  );
}

const CreativeForm = observer(function CreativeForm({ store, back }: { store: CreativeFormStore; back: string | undefined }) {
  return (
    <RecordForm
      store={store}
      heading={store.id === null ? TEXT.createHeading : CREATIVE_TEXT.heading(store.id, store.savedName)}
      onSave={store.save}
      back={back ? { href: back, label: TEXT.back } : undefined}
    >
      <div className="row g-4">
        <section className="col-lg-7" aria-labelledby="creative-basic">
          <h3 id="creative-basic" className="h5 border-bottom pb-1 mb-3">
            {TEXT.basic}
          </h3>
          <BasicFields store={store} />
        </section>
        <section className="col-lg-5" aria-labelledby="creative-limits">
          <h3 id="creative-limits" className="h5 border-bottom pb-1 mb-3">
            {TEXT.limits}
          </h3>
          <LimitFields store={store} />
        </section>
      </div>
    </RecordForm>
  );
});
