import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { pagePath } from '../../core/basePath';
import { safeHref } from '../../core/safeUrl';
import { LoadFailed } from '../../ui/LoadFailed';
import { RecordForm } from '../../ui/record/RecordForm';
import { StatusBadge, statusBadge } from '../../ui/StatusBadge';
import { mixTaskFormApi } from './api';
import { MixTaskFormStore } from './MixTaskFormStore';
import type { MixTaskFormProps } from './props';
import { STATUS_TEXT, TEXT } from './texts';
import { MainTab } from './views/MainTab';
import { RulesTab } from './views/RulesTab';
import { TaskActions } from './views/TaskActions';
import { type RecordTarget, pathId, recordTarget, targetId } from '../../core/record';
import { BadRecordId } from '../../ui/record/BadRecordId';

export type { MixTaskFormProps };

const EDIT = /\/([^/]*)\/edit$/;

/** {route}/create, or {route}/{id}/edit (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(pathId(EDIT));

/** '/preferences/mix-tasks/create' or '/preferences/mix-tasks/5/edit' → '/preferences/mix-tasks' ({route}). */
function tasksRoute(): string {
  return pagePath().replace(/\/(create|[^/]*\/edit)$/, '');
}

const BADGES = Object.fromEntries(Object.entries(STATUS_TEXT).map(([key, text]) => [key, { ...statusBadge(key), text }]));

/** Create or edit a mix task (A 2 Mix tasks, A 4, A 5): tabs Основное and Правила, one Save. */
export function MixTaskFormScreen(props: MixTaskFormProps) {
  const [target] = useState(pageTarget);
  if (target.kind === 'bad-id') return <BadRecordId text={TEXT.badId} />;
  return <MixTaskForm {...props} id={targetId(target)} />;
}

const MixTaskForm = observer(function MixTaskForm({ id, urlPath, listUrl }: MixTaskFormProps & { id: number | null }) {
  const [route] = useState(tasksRoute);
  const back = safeHref(listUrl) ?? route;
  const [store] = useState(() => {
    const created = new MixTaskFormStore(mixTaskFormApi(urlPath), { id, listUrl: back, editUrl: (newId) => `${route}/${newId}/edit` });
    // The request leaves now, while React renders the form.
    created.fetch();
    return created;
  });
  useEffect(() => store.start(), [store]);

  if (store.loadState === 'failed') return <LoadFailed text={TEXT.loadFailed} onRetry={() => void store.load()} />;

  const saved = store.saved;
  return (
    <RecordForm
      form={store.form}
      hash={store.hash}
      field="tab"
      loading={store.loadState === 'loading'}
      heading={
        <span className="d-inline-flex flex-wrap gap-2 align-items-center">
          {saved ? TEXT.editHeading(saved.id, saved.name) : id === null ? TEXT.createHeading : TEXT.editHeading(id, '')}
          {saved && (
            <span className="fs-6">
              <span className="visually-hidden">{TEXT.status}: </span>
              <StatusBadge {...statusBadge(saved.status, BADGES)} />
            </span>
          )}
        </span>
      }
      content={{
        main: () => <MainTab store={store} />,
        rules: () => <RulesTab store={store} />,
      }}
      onSave={store.save}
      onReload={store.load}
      back={{ href: back, label: TEXT.back }}
      actions={saved && <TaskActions store={store} />}
    />
  );
});
