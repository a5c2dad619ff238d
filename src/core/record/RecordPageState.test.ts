import { ApiError } from '../apiError';
import { notify } from '../notify';
import { RecordFormState } from './RecordFormState';
import { RecordPageState } from './RecordPageState';

type Values = { name: string };

function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('RecordPageState', () => {
  it('asks for the choices and the record together, applies them at once; a later load wins and a stopped page drops its answer', async () => {
    const form = new RecordFormState<Values>({ name: '' });
    const answers = [held<{ name: string }>(), held<{ name: string }>()];
    const signals: AbortSignal[] = [];
    const applied: Array<[string | undefined, string[]]> = [];
    const page = new RecordPageState(form, {
      id: 7,
      get: (id, signal) => {
        expect(id).toBe(7);
        signals.push(signal);
        return answers[signals.length - 1].promise;
      },
      choices: () => Promise.resolve(['a', 'b']),
      apply: (record, choices) => {
        applied.push([record?.name, choices]);
        if (record) form.load({ name: record.name }, 'v1');
      },
    });
    expect(page.state).toBe('idle');
    page.fetch();
    expect(page.state).toBe('loading');
    const second = page.load();
    expect(signals[0].aborted).toBe(true);
    answers[1].resolve({ name: 'Вторая' });
    answers[0].resolve({ name: 'Первая' });
    await second;
    expect(applied).toEqual([['Вторая', ['a', 'b']]]);
    expect(page.state).toBe('ready');
    expect(form.values.name).toBe('Вторая');
    expect(form.version).toBe('v1');

    const third = held<{ name: string }>();
    answers.push(third);
    const load = page.load();
    page.stop();
    expect(signals[2].aborted).toBe(true);
    third.resolve({ name: 'Поздняя' });
    await load;
    expect(form.values.name).toBe('Вторая');
  });

  it('a failed load says so once (the toast) and is failed; a create page without choices is ready at once', async () => {
    const form = new RecordFormState<Values>({ name: '' });
    const failing = new RecordPageState(form, { id: 1, get: () => Promise.reject(new ApiError('Нет доступа')), apply: () => undefined });
    await failing.load();
    expect(failing.state).toBe('failed');
    expect(notify.toasts.map((t) => t.lines)).toEqual([['Нет доступа']]);

    const create = new RecordPageState(form, { id: null, get: () => Promise.reject(new Error('not asked')), apply: () => undefined });
    create.fetch();
    expect(create.state).toBe('ready');
  });

  it('a save stays with the toast, or leaves (the toast on the next page) for its redirect on this site or its own page', async () => {
    window.sessionStorage.clear();
    const form = new RecordFormState<Values>({ name: 'Запись' });
    const page = new RecordPageState(form, { id: null, get: () => Promise.reject(new Error('not asked')), apply: () => undefined });
    const names: string[] = [];
    const save = (redirect: string | null, leaveTo: string | null) =>
      page.save(() => Promise.resolve({ id: 5, redirect }), { redirect: (saved) => saved.redirect, leaveTo: () => leaveTo, saved: () => names.push('saved') });

    await save('https://evil.example/', null);
    expect(form.leavingTo).toBeNull();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Успешно сохранено']);
    expect(window.sessionStorage.getItem('bo-flash')).toBeNull();

    await save('/banners/edit/5', '/banners');
    expect(form.leavingTo).toBe(`${window.location.origin}/banners/edit/5`);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
    expect(page.leaving).toBe(true);
    expect(names).toEqual(['saved', 'saved']);
    // Leaving: nothing more is saved.
    expect(await save(null, null)).toBeUndefined();
  });

  it('a save that leaves is final: edits left beside the values (otherEdits) no longer count, so leaving never asks', async () => {
    let typed = 'не добавлено';
    const form = new RecordFormState<Values>({ name: 'Запись' }, { otherEdits: () => typed !== '' });
    const page = new RecordPageState(form, { id: null, get: () => Promise.reject(new Error('not asked')), apply: () => undefined });
    expect(form.dirty).toBe(true);
    await page.save(() => Promise.resolve({ id: 9 }), { leaveTo: (saved) => `/records/edit/${saved.id}` });
    expect(form.leavingTo).toBe('/records/edit/9');
    expect(form.dirty).toBe(false);
    typed = 'ещё';
    form.set('name', 'После');
    expect(form.dirty).toBe(false);
  });
});
