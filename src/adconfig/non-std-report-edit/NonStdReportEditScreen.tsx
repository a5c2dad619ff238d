import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { pagePath } from '@core/basePath';
import { RecordForm } from '@ui/record/RecordForm';
import { reportsBase } from '@adconfig/shared/non-std-reports/base';
import { nonStdReportEditApi } from './api';
import { NonStdReportEditStore } from './NonStdReportEditStore';
import type { NonStdReportEditProps } from './props';
import { TEXT } from './texts';
import { AccessTab } from './views/AccessTab';
import { MainTab } from './views/MainTab';
import { PreviewTab } from './views/PreviewTab';
import { type RecordTarget, pathId, recordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { UnsavedGuard } from '@ui/UnsavedGuard';

export type { NonStdReportEditProps };

const EDIT = /\/([^/]*)\/edit$/;
const PAGE_TAIL = /\/(create|[^/]*\/edit)$/;

/** …/create, or …/{id}/edit (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(pathId(EDIT));

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const nonStdReportEditStore = (props: NonStdReportEditProps) => {
  const { statuses = [], roles = [] } = props;
  const base = props.baseUrl ? reportsBase(props.baseUrl) : pagePath().replace(PAGE_TAIL, '');
  return recordPage({ target: pageTarget, badId: TEXT.badId, store: (id: number | null) => new NonStdReportEditStore(nonStdReportEditApi(base, props.urlPath, props.record), { id, base, statuses, roles }) });
};

/** A 2 Non-standard report: create at {baseUrl}/create, edit at {baseUrl}/{id}/edit; tabs main, preview, access. */
export function NonStdReportEditScreen(props: NonStdReportEditProps & GivenStore<ReturnType<typeof nonStdReportEditStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => nonStdReportEditStore(props))} failedText={TEXT.loadFailed}>
      {(store) => <ReportEditor {...props} store={store} />}
    </RecordPage>
  );
}

const ReportEditor = observer(function ReportEditor(props: NonStdReportEditProps & { store: NonStdReportEditStore }) {
  const { store, dataSources = [], resultTypes = [], statuses = [], projects = [], roles = [] } = props;
  const reportId = store.id;
  return (
    <>
      {/* The access is saved on its own: its edits guard the page too (not once the page is leaving after a save). */}
      <UnsavedGuard when={() => store.access.dirty && store.form.leavingTo === null} />
      <RecordForm
        store={store}
        field="tab"
        heading={reportId === null ? TEXT.createHeading : TEXT.editHeading(reportId, store.savedName)}
        disabledTabs={reportId === null ? ['access'] : undefined}
        content={{
          main: () => <MainTab store={store} dictionaries={{ dataSources, resultTypes, statuses, projects }} />,
          preview: () => <PreviewTab preview={store.preview} />,
          access: () => (reportId === null ? <p className="text-body-secondary">{TEXT.accessAfterSave}</p> : <AccessTab access={store.access} reportId={reportId} roleAliases={roles.map((r) => r.id)} />),
        }}
        onSave={store.save}
        back={{ href: store.listUrl, label: TEXT.back }}
        actions={
          reportId !== null && (
            <Button variant="outline-danger" disabled={store.deleting} aria-busy={store.deleting || undefined} onClick={() => void store.remove()}>
              {TEXT.delete}
            </Button>
          )
        }
      />
    </>
  );
});
