import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { StatusBadge, statusBadge } from '@ui/StatusBadge';
import { mixTaskFormApi } from './api';
import { MixTaskFormStore } from './MixTaskFormStore';
import type { MixTaskFormProps } from './props';
import { STATUS_TEXT, TEXT } from './texts';
import { unknownValueText } from '@core/unknownValue';
import { MainTab } from './views/MainTab';
import { RulesTab } from './views/RulesTab';
import { TaskActions } from './views/TaskActions';
import { type RecordTarget, pathId, recordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { MixTaskFormProps };

const EDIT = /\/([^/]*)\/edit$/;

/** {route}/create, or {route}/{id}/edit (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(pathId(EDIT));

/** '/preferences/mix-tasks/create' or '/preferences/mix-tasks/5/edit' → '/preferences/mix-tasks' ({route}). */
function tasksRoute(): string {
  return pagePath().replace(/\/(create|[^/]*\/edit)$/, '');
}

const BADGES = Object.fromEntries(Object.entries(STATUS_TEXT).map(([key, text]) => [key, { ...statusBadge(key), text }]));
/** A status this page does not know reads as such (it is kept and sent back as it came). */
const unknownBadge = (status: string) => (Object.hasOwn(BADGES, status) ? {} : { [status]: { text: unknownValueText(status), variant: 'light' as const } });

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const mixTaskFormStore = ({ urlPath, listUrl, ruleTypes, record }: MixTaskFormProps) => {
  const route = tasksRoute();
  const back = safeHref(listUrl) ?? route;
  return recordPage({
    target: pageTarget,
    badId: TEXT.badId,
    store: (id: number | null) => new MixTaskFormStore(mixTaskFormApi(urlPath, record), { id, listUrl: back, editUrl: (newId) => `${route}/${newId}/edit`, ruleTypes }),
  });
};

/** Create or edit a mix task (A 2 Mix tasks, A 4, A 5): tabs Основное and Правила, one Save. */
export function MixTaskFormScreen(props: MixTaskFormProps & GivenStore<ReturnType<typeof mixTaskFormStore>>) {
  const back = safeHref(props.listUrl) ?? tasksRoute();
  return (
    <RecordPage page={useScreenStore(props.store, () => mixTaskFormStore(props))} failedText={TEXT.loadFailed}>
      {(store, id) => <MixTaskForm store={store} id={id} back={back} />}
    </RecordPage>
  );
}

const MixTaskForm = observer(function MixTaskForm({ store, id, back }: { store: MixTaskFormStore; id: number | null; back: string }) {
  const saved = store.saved;
  return (
    <RecordForm
      store={store}
      field="tab"
      heading={
        <span className="d-inline-flex flex-wrap gap-2 align-items-center">
          {saved ? TEXT.editHeading(saved.id, saved.name) : id === null ? TEXT.createHeading : TEXT.editHeading(id, '')}
          {saved && (
            <span className="fs-6">
              <span className="visually-hidden">{TEXT.status}: </span>
              <StatusBadge {...statusBadge(saved.status, { ...BADGES, ...unknownBadge(saved.status) })} />
            </span>
          )}
        </span>
      }
      content={{
        main: () => <MainTab store={store} />,
        rules: () => <RulesTab store={store} />,
      }}
      onSave={store.save}
      back={{ href: back, label: TEXT.back }}
      actions={saved && <TaskActions store={store} />}
    />
  );
});
