import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { recordTarget, type RecordTarget } from '@core/record';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { TextField } from '@ui/record/fields';
import { UnlockButton } from '@ui/UnlockButton';
import { creativeSettingsUrl } from '@adconfig/shared/creative/api';
import { creativeOf } from '@adconfig/shared/creative/creative';
import { CREATIVE_TEXT } from '@adconfig/shared/creative/texts';
import { creativeOrdApi } from './api';
import { CreativeOrdStore } from './CreativeOrdStore';
import type { CreativeOrdProps } from './props';
import { LABEL, TEXT } from './texts';

export type { CreativeOrdProps };

/** ?id={creative_id}: the flight whose ORD ids are edited (never created here). */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeOrdStore = ({ urlPath, record }: CreativeOrdProps) =>
  recordPage({ editOnly: true, target: pageTarget, badId: CREATIVE_TEXT.badId, store: (id: number) => new CreativeOrdStore(creativeOrdApi(urlPath), id, creativeOf(record)) });

/** A 2 Creative ORD form: ord_erid and ord_creative_id, locked once set; unlocking asks (Shift+click does not). */
export function CreativeOrdScreen(props: CreativeOrdProps & GivenStore<ReturnType<typeof creativeOrdStore>>) {
  const { urlPath } = props;
  return (
    <RecordPage page={useScreenStore(props.store, () => creativeOrdStore(props))}>
      {(store) => <CreativeOrd store={store} urlPath={urlPath} />}
    </RecordPage>
  );
}

const CreativeOrd = observer(function CreativeOrd({ store, urlPath }: { store: CreativeOrdStore; urlPath: string | undefined }) {
  const { form, lock } = store;
  return (
    <RecordForm
      store={store}
      heading={CREATIVE_TEXT.heading(store.id, store.savedName)}
      onSave={store.save}
      back={{ href: creativeSettingsUrl(store.id, urlPath), label: CREATIVE_TEXT.settings }}
    >
      <section className="col-lg-6" aria-labelledby="creative-ord-section">
        <h3 id="creative-ord-section" className="h5 border-bottom pb-1 mb-3">
          {TEXT.section}
        </h3>
        <UnlockButton lock={lock} note={TEXT.locked} />
        <TextField form={form} path="ord_erid" label={LABEL.ord_erid} disabled={lock.locked} maxLength={255} autoComplete="off" />
        <TextField form={form} path="ord_creative_id" label={LABEL.ord_creative_id} disabled={lock.locked} maxLength={255} autoComplete="off" help={TEXT.help} />
      </section>
    </RecordForm>
  );
});
