import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { recordTarget, type RecordTarget } from '@core/record';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeSettingsUrl } from '@adconfig/shared/creative/api';
import { CreativePanel } from '@adconfig/shared/creative/CreativePanel';
import { CREATIVE_TEXT } from '@adconfig/shared/creative/texts';
import { creativeVerifierCountersApi } from './api';
import { CreativeVerifierCountersStore } from './CreativeVerifierCountersStore';
import type { CreativeVerifierCountersProps } from './props';
import { AddCounter } from './views/AddCounter';
import { CountersTable } from './views/CountersTable';

export type { CreativeVerifierCountersProps };

/** ?id={creative_id}: the flight whose counters are shown. */
const pageTarget = (): RecordTarget => recordTarget(queryParam('id') ?? '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeVerifierCountersStore = ({ urlPath, edit, record }: CreativeVerifierCountersProps) =>
  recordPage({ editOnly: true, target: pageTarget, badId: CREATIVE_TEXT.badId, store: (id: number) => new CreativeVerifierCountersStore(creativeVerifierCountersApi(urlPath), id, edit === true, record) });

/** A 2 Creative verifier counters: the flight's counters, edited (add, take off, save) only with the edit flag (A 6). */
export function CreativeVerifierCountersScreen(props: CreativeVerifierCountersProps & GivenStore<ReturnType<typeof creativeVerifierCountersStore>>) {
  const { urlPath } = props;
  return (
    <RecordPage page={useScreenStore(props.store, () => creativeVerifierCountersStore(props))}>
      {(store) => <CreativeVerifierCounters store={store} back={creativeSettingsUrl(store.id, urlPath)} />}
    </RecordPage>
  );
}

const CreativeVerifierCounters = observer(function CreativeVerifierCounters({ store, back }: { store: CreativeVerifierCountersStore; back: string }) {
  const heading = CREATIVE_TEXT.heading(store.id, store.savedName);
  if (!store.editable) {
    return (
      <CreativePanel heading={heading} back={back}>
        <CountersTable store={store} />
      </CreativePanel>
    );
  }
  return (
    <RecordForm store={store} heading={heading} onSave={store.save} back={{ href: back, label: CREATIVE_TEXT.settings }} enterSaves={false}>
      <AddCounter store={store} />
      <CountersTable store={store} />
    </RecordForm>
  );
});
