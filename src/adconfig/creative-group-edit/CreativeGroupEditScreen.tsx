import { observer } from 'mobx-react-lite';
import { pathId, recordTarget, type RecordTarget } from '@core/record';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { GroupNameModal } from '@adconfig/shared/creativeGroups/views/GroupNameModal';
import { GroupSelect } from '@adconfig/shared/creativeGroups/views/GroupSelect';
import { creativeGroupEditApi } from './api';
import { CreativeGroupEditStore } from './CreativeGroupEditStore';
import type { CreativeGroupEditProps } from './props';
import { TEXT } from './texts';
import { BasicFields } from './views/BasicFields';
import { FlightsField } from './views/FlightsField';
import { LimitFields } from './views/LimitFields';

export type { CreativeGroupEditProps };

/** {urlPath}/creative-groups/{id}/edit: a group is only edited here (created on the groups page). */
const pageTarget = (): RecordTarget => recordTarget(pathId(/\/creative-groups\/([^/]*)\/edit$/) ?? '');

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeGroupEditStore = ({ urlPath, listUrl, record }: CreativeGroupEditProps) => {
  const back = safeHref(listUrl) ?? null;
  return recordPage({ editOnly: true, target: pageTarget, badId: TEXT.badId, store: (id: number) => new CreativeGroupEditStore(creativeGroupEditApi(urlPath, record), id, back) });
};

/** A 2 creative groups / A 5: one group edited on its page. */
export function CreativeGroupEditScreen(props: CreativeGroupEditProps & GivenStore<ReturnType<typeof creativeGroupEditStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => creativeGroupEditStore(props))}>
      {(store) => <CreativeGroupEdit store={store} />}
    </RecordPage>
  );
}

const CreativeGroupEdit = observer(function CreativeGroupEdit({ store }: { store: CreativeGroupEditStore }) {
  const { form } = store;
  return (
    <>
      <RecordForm store={store} heading={store.heading} onSave={store.save} back={{ href: store.backUrl, label: TEXT.back }}>
        <div>
          <div className="d-flex flex-wrap align-items-end gap-2 mb-3" role="group" aria-label="Группы флайтов">
            <GroupSelect
              groups={store.groups}
              groupId={store.id}
              disabled={store.saved === null || store.groupsLoad.loading}
              onChoose={store.chooseGroup}
              onAdd={store.openAdd}
              onRename={store.openRename}
              renameDisabled={form.dirty}
              onDelete={() => void store.remove()}
              deleteDisabled={store.removal.running}
            />
            {form.dirty && <span className="small text-body-secondary">{TEXT.renameLater}</span>}
          </div>
          <div className="row g-4">
            <div className="col-lg-6">
              <BasicFields store={store} />
            </div>
            <div className="col-lg-6">
              <LimitFields store={store} />
            </div>
          </div>
          <FlightsField store={store} />
        </div>
      </RecordForm>
      <GroupNameModal editor={store.names} onSubmit={() => void store.saveName()} />
    </>
  );
});
