import { waitFor } from '@testing-library/react';
import { MIX_RULE_TYPES } from '@fixtures/server/routes/shared/mixTasks';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { mixTaskFormApi } from './api';
import { AFTER_COPY_MS, AFTER_CREATE_MS, MixTaskFormStore } from './MixTaskFormStore';
import { ruleTypesOf, type RuleType } from './ruleTypes';

const BASE = '/preferences/mix-tasks';
const editUrl = (id: number) => `${BASE}/${id}/edit`;

async function openStore(id: number | null, ruleTypes?: RuleType[]): Promise<MixTaskFormStore> {
  window.history.replaceState(null, '', id === null ? `${BASE}/create` : editUrl(id));
  const store = new MixTaskFormStore(mixTaskFormApi(), { id, listUrl: BASE, editUrl, ruleTypes });
  await store.page.load();
  return store;
}

describe('MixTaskFormStore', () => {
  it('create: name and to_mix required, rules locked; POSTs numbers (an empty daily limit as null), then the edit page 300 ms later', async () => {
    const store = await openStore(null);
    const { form } = store;
    expect(store.rulesLocked).toBe(true);
    await store.save();
    expect(backend.all('POST', BASE)).toHaveLength(0);
    expect(form.errors).toEqual({ name: 'Поле Название обязательно для заполнения!', to_mix: 'Поле Лимит обязательно для заполнения!' });
    form.set('name', ' Новая задача ');
    form.set('to_mix', '1500');
    form.set('to_mix_daily', 'abc');
    await store.save();
    expect(form.errors).toEqual({ to_mix_daily: 'Поле должно содержать число!' });
    form.set('to_mix_daily', '');
    const started = Date.now();
    await store.save();
    expect(backend.last('POST', BASE).body).toEqual({ name: 'Новая задача', to_mix: 1500, to_mix_daily: null, task: [], status: 'new' });
    expect(form.leavingTo).toBeNull();
    await waitFor(() => expect(form.leavingTo).toBe(editUrl(65)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(AFTER_CREATE_MS - 5);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
  });

  it('edit: loads the rules as text with their sync ids; adds and removes rules; PUTs them with their ids; the server\'s errors.task by sync id land on the rule', async () => {
    // The rule types the stand-in's page prints (props ruleTypes), as the legacy page did.
    const store = await openStore(6, ruleTypesOf(MIX_RULE_TYPES));
    const { form } = store;
    expect(backend.last('GET', `${BASE}/6`).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(form.values.task).toEqual([
      { id: 'r6a', type: 'channels', args: { ids: '106, 206' }, raw: {} },
      { id: 'r6b', type: 'share', args: { percent: '70' }, raw: {} },
    ]);
    store.chooseNextType('hours');
    store.addRule();
    form.set('task.2.args.from', '20');
    form.set('task.2.args.to', '3');
    form.set('task.1.args.percent', '120');
    await store.save();
    expect(form.errors).toEqual({ 'task.1.args.percent': 'Число от 0 до 100', 'task.2.args.from': 'Начало не позже конца' });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Правила');
    store.removeRule(1);
    form.set('task.1.args.from', '2');
    form.set('task.0.args.ids', '106, 666');
    await store.save();
    const sent = backend.last('PUT', `${BASE}/6`).body as { task: Array<{ id: string }> };
    expect(sent.task[0]).toEqual({ type: 'channels', args: { ids: [106, 666] }, id: 'r6a' });
    expect(sent.task[1]).toMatchObject({ type: 'hours', args: { from: 2, to: 3 } });
    expect(sent.task[1].id).toBe(form.values.task[1].id);
    expect(form.errors).toEqual({ 'task.0.args.ids': 'Канал 666 не найден' });
    expect(form.values.task[0].args.ids).toBe('106, 666');

    form.set('task.0.args.ids', '106');
    await store.save();
    expect(form.errors).toEqual({});
    expect(form.dirty).toBe(false);
    expect(backend.db.collection('mix-tasks').get(6)).toMatchObject({ task: [{ id: 'r6a', args: { ids: [106] } }, { type: 'hours' }] });
  });

  it('Run toggles new ⇄ processing and Archive new ⇄ archive, each saved at once; a refused toggle keeps the status', async () => {
    const store = await openStore(3);
    expect(store.status).toBe('new');
    await store.toggle('run');
    expect(backend.last('PUT', `${BASE}/3`).body).toMatchObject({ status: 'processing' });
    expect(store.status).toBe('processing');
    expect(store.canArchive).toBe(false);
    await store.toggle('run');
    expect(store.status).toBe('new');
    backend.fail('PUT', `${BASE}/3`, { success: false, message: 'Задача занята' });
    await store.toggle('archive');
    expect(store.status).toBe('new');
    expect(store.form.values.status).toBe('new');
    backend.standIn.faults.clear();
    await store.toggle('archive');
    expect(backend.last('PUT', `${BASE}/3`).body).toMatchObject({ status: 'archive' });
    expect(store.canRun).toBe(false);
  });

  it('copy: POST {id}/copy, then the copy 500 ms later; delete asks, DELETEs and goes to the list', async () => {
    const store = await openStore(7);
    const started = Date.now();
    await store.copy();
    expect(backend.all('POST', `${BASE}/7/copy`)).toHaveLength(1);
    await waitFor(() => expect(store.form.leavingTo).toBe(editUrl(65)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(AFTER_COPY_MS - 5);

    const other = await openStore(8);
    const removing = other.remove();
    expect((await answerConfirm(true)).title).toBe('Удаление задачи «Развлекательный контент»');
    await removing;
    expect(backend.all('DELETE', `${BASE}/8`)).toHaveLength(1);
    expect(other.form.leavingTo).toBe(BASE);
  });

  it('rule types come from the answer’s rule_types, else the props’, else none (none invented); unknown types and args not edited go back untouched', async () => {
    const task = {
      id: 6,
      name: 'Задача',
      to_mix: 100,
      to_mix_daily: null,
      status: 'new',
      task: [
        { id: 'a', type: 'geo', args: { region: 'msk', weight: 3 } },
        { id: 'b', type: 'share', args: { percent: 70, note: 'оставить' } },
        { id: 'c', type: 'channels', args: { ids: [5] } },
      ],
      rule_types: [{ id: 'geo', title: 'Регион', args: [{ key: 'region', label: 'Регион', type: 'text' }, { key: 'weight', label: 'Вес', type: 'int', min: 1, max: 10 }] }],
    };
    backend.fail('GET', `${BASE}/6`, { success: true, data: task });
    const fromAnswer = await openStore(6);
    expect(fromAnswer.ruleTypes.map((t) => [t.id, t.title])).toEqual([['geo', 'Регион']]);
    expect(fromAnswer.form.values.task.map((r) => r.args)).toEqual([{ region: 'msk', weight: '3' }, {}, {}]);
    fromAnswer.form.set('task.0.args.weight', '11');
    await fromAnswer.save();
    expect(fromAnswer.form.errors).toEqual({ 'task.0.args.weight': 'Число от 1 до 10' });
    fromAnswer.form.set('task.0.args.weight', '4');
    backend.fail('PUT', `${BASE}/6`, { success: true, data: { ...task, rule_types: undefined } });
    await fromAnswer.save();
    expect((backend.last('PUT', `${BASE}/6`).body as { task: unknown }).task).toEqual([
      { type: 'geo', args: { region: 'msk', weight: 4 }, id: 'a' },
      { type: 'share', args: { percent: 70, note: 'оставить' }, id: 'b' },
      { type: 'channels', args: { ids: [5] }, id: 'c' },
    ]);
    // A save's answer without rule_types keeps the types the page had.
    expect(fromAnswer.ruleTypes.map((t) => t.id)).toEqual(['geo']);

    backend.fail('GET', `${BASE}/6`, { success: true, data: { ...task, rule_types: undefined } });
    const fromProps = await openStore(6, ruleTypesOf([{ id: 'share', title: 'Доля', args: [{ key: 'percent', type: 'number', min: 0, max: 100 }] }]));
    expect(fromProps.ruleTypes.map((t) => t.id)).toEqual(['share']);
    expect(fromProps.form.values.task.map((r) => r.args)).toEqual([{}, { percent: '70' }, {}]);

    const none = await openStore(6);
    expect(none.ruleTypes).toEqual([]);
    expect(none.form.values.task.map((r) => [r.args, r.raw])).toEqual([
      [{}, { region: 'msk', weight: 3 }],
      [{}, { percent: 70, note: 'оставить' }],
      [{}, { ids: [5] }],
    ]);
    none.chooseNextType('share');
    none.addRule();
    expect(none.form.values.task).toHaveLength(3);
  });
});
