import { notify } from '@core/notify';
import type { CreativeGroupsApi } from './api';
import type { CreativeGroup } from './group';
import { GROUP_TEXTS } from './texts';

/**
 * A 7 `DELETE {id}` of a creative group, asked first (A 8 confirmations before deletes): the message to show once
 * deleted (the answer's, else 'Группа удалена'); null when declined. A failure throws (the caller's BusyTask shows it).
 */
export async function deleteGroup(api: Pick<CreativeGroupsApi, 'remove'>, group: CreativeGroup): Promise<string | null> {
  const ok = await notify.confirm(GROUP_TEXTS.removeQuestion(group.name || `#${group.id}`), { title: GROUP_TEXTS.removeTitle, confirmLabel: 'Удалить', danger: true });
  if (!ok) return null;
  const saved = await api.remove(group.id);
  return saved.message || GROUP_TEXTS.removed;
}
