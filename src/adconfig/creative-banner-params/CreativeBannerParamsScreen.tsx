import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { recordTarget, type RecordTarget } from '@core/record';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeSettingsUrl } from '@adconfig/shared/creative/api';
import { CreativePanel } from '@adconfig/shared/creative/CreativePanel';
import { CREATIVE_TEXT } from '@adconfig/shared/creative/texts';
import { creativeBannerParamsApi } from './api';
import { CreativeBannerParamsStore } from './CreativeBannerParamsStore';
import type { CreativeBannerParamsProps } from './props';
import { TEXT } from './texts';
import { ParamFields } from './views/ParamFields';
import { TargetLinks } from './views/TargetLinks';

export type { CreativeBannerParamsProps };

/** ?id={creative_id}: the flight whose banner parameters are edited. */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeBannerParamsStore = ({ urlPath, record, templateParams, bannerParams }: CreativeBannerParamsProps) =>
  recordPage({ editOnly: true, target: pageTarget, badId: CREATIVE_TEXT.badId, store: (id: number) => new CreativeBannerParamsStore(creativeBannerParamsApi(urlPath), id, { record, templateParams, bannerParams }) });

/** A 2 Creative banner parameters: its template's params and files, the target links to copy. */
export function CreativeBannerParamsScreen(props: CreativeBannerParamsProps & GivenStore<ReturnType<typeof creativeBannerParamsStore>>) {
  const { urlPath } = props;
  return (
    <RecordPage page={useScreenStore(props.store, () => creativeBannerParamsStore(props))}>
      {(store) => <CreativeBannerParams store={store} back={creativeSettingsUrl(store.id, urlPath)} />}
    </RecordPage>
  );
}

const CreativeBannerParams = observer(function CreativeBannerParams({ store, back }: { store: CreativeBannerParamsStore; back: string }) {
  const heading = CREATIVE_TEXT.heading(store.id, store.savedName);
  if (!store.hasTemplate) {
    return (
      <CreativePanel heading={heading} back={back}>
        <div className="alert alert-warning mb-0" role="alert">
          {TEXT.noTemplate}
        </div>
      </CreativePanel>
    );
  }
  return (
    <RecordForm store={store} heading={heading} onSave={store.save} back={{ href: back, label: CREATIVE_TEXT.settings }}>
      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="banner-params">
          <h3 id="banner-params" className="h6 border-bottom pb-1 mb-3">
            {TEXT.section}
          </h3>
          <ParamFields store={store} />
        </section>
        <div className="col-lg-6">
          <TargetLinks store={store} />
        </div>
      </div>
    </RecordForm>
  );
});
