import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { creativeGroupsApi } from '@adconfig/shared/creativeGroups/api';
import { CreativeGroupsStore } from './CreativeGroupsStore';

const GROUPS = '/api/core/campaigns/creatives-groups';
const flight = (id: number) => backend.db.collection<{ group_id: number | null }>('creative-group-flights', { key: 'creative_id' }).get(id);

async function startAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = new CreativeGroupsStore(creativeGroupsApi());
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded).toBe(true));
  await waitFor(() => expect(store.groupsLoad.state).toBe('ready'));
  return { store, stop };
}

describe('CreativeGroupsStore', () => {
  it('loads the flights and groups of ?campaign_id= with the ajax and CSRF headers; the hash’s campaign wins; none asks nothing', async () => {
    const { store, stop } = await startAt('/campaigns/creative-groups/?campaign_id=1');
    expect(backend.last('GET', '/creatives').query).toEqual({ campaign_id: '1' });
    expect(backend.last('GET', GROUPS).query).toEqual({ campaign_id: '1' });
    expect(backend.last('GET', GROUPS).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows).toHaveLength(18);
    expect(store.groups.map((g) => g.name)).toEqual(['Охват — Москва', '<i>Ретаргетинг</i>']);
    expect(store.groupId).toBe(1);
    stop();
    const other = await startAt('/campaigns/creative-groups/?campaign_id=1#c=2');
    expect(other.store.campaignId).toBe(2);
    expect(other.store.list.rows).toHaveLength(6);
    other.stop();
    const before = backend.requests.length;
    const none = await startAt('/campaigns/creative-groups/');
    expect(none.store.campaignId).toBeNull();
    expect(none.store.list.rows).toEqual([]);
    expect(backend.requests.slice(before)).toEqual([]);
    none.stop();
  });

  it('puts the chosen flights into the chosen group with a PUT of the whole group; those in another group are named in a question first', async () => {
    const { store, stop } = await startAt('/campaigns/creative-groups/?campaign_id=1');
    store.selection.toggle(105);
    store.selection.toggle(110);
    const declined = store.assign();
    const asked = await answerConfirm(false);
    expect(asked.title).toBe('Смена группы');
    expect(asked.message).toMatch(/^Флайты «.+» \(#105\) уже входят в другую группу\. Их группа будет изменена\. Продолжить\?$/);
    expect(await declined).toBe(false);
    expect(backend.all('PUT', `${GROUPS}/1`)).toHaveLength(0);

    const assigned = store.assign();
    await answerConfirm(true);
    expect(await assigned).toBe(true);
    const put = backend.last('PUT', `${GROUPS}/1`);
    expect(put.body).toMatchObject({ name: 'Охват — Москва', campaign_id: 1, creatives: [101, 102, 103, 104, 105, 110], limit_budget: 50000, limit_budget_type: 'money' });
    expect(put.headers['if-match']).toBe('"2026-11-20 10:00:00"');
    expect(flight(105)?.group_id).toBe(1);
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Группа сохранена');
    await waitFor(() => expect(store.list.rows.find((f) => f.creative_id === 110)?.group_id).toBe(1));
    expect(store.selection.size).toBe(0);
    stop();
  });

  it('refuses without a flight chosen, and flights of two campaigns, titled "Ошибка валидации формы"', async () => {
    const { store, stop } = await startAt('/campaigns/creative-groups/?campaign_id=1');
    expect(await store.assign()).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка валидации формы', lines: ['Выберите флайты'] });
    store.list.replaceRow((f) => f.creative_id === 110, { ...store.list.rows.find((f) => f.creative_id === 110)!, campaign_id: 2 });
    store.selection.toggle(110);
    expect(await store.assign()).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка валидации формы', lines: ['Флайты должны быть из одной кампании'] });
    stop();
  });

  it('adds a group (the name required), chooses it; renames the chosen one; the server’s field errors titled "Ошибка валидации формы"', async () => {
    const { store, stop } = await startAt('/campaigns/creative-groups/?campaign_id=2');
    store.openAdd();
    await store.saveName();
    expect(store.nameForm.errorAt('name')).toBe('Поле Название обязательно для заполнения.');
    expect(backend.all('POST', GROUPS)).toHaveLength(0);
    store.nameForm.set('name', '  Новая группа ');
    await store.saveName();
    // Issue 45: every limit of a new group is the spec's `value`, never the money variant whose value the spec does not name.
    expect(backend.last('POST', GROUPS).body).toMatchObject({ name: 'Новая группа', campaign_id: 2, creatives: [], limit_budget_type: 'value', limit_budget_daily_type: 'value', limit_actions_type: 'value' });
    expect(store.modal).toBeNull();
    await waitFor(() => expect(store.group?.name).toBe('Новая группа'));

    store.openRename();
    store.nameForm.set('name', 'Переименованная');
    backend.fail('PUT', `${GROUPS}/:id`, { success: false, message: 'Ошибка валидации формы', errors: { name: ['Такая группа уже есть'] } });
    await store.saveName();
    expect(store.nameForm.errorAt('name')).toBe('Такая группа уже есть');
    expect(notify.toasts.at(-1)?.title).toBe('Ошибка валидации формы');
    expect(store.modal).not.toBeNull();
    backend.standIn.faults.clear();
    await store.saveName();
    expect(backend.last('PUT', `${GROUPS}/:id`).body).toMatchObject({ name: 'Переименованная' });
    await waitFor(() => expect(store.group?.name).toBe('Переименованная'));
    stop();
  });
});
