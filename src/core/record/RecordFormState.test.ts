import type { RuleContext } from './rules';
import { ApiError } from '../apiError';
import { api } from '../http';
import { backend } from '@test/setup';
import { notify } from '../notify';
import { expand, getAt, normalisePath, setAt } from './path';
import { RecordFormState, type RecordTab } from './RecordFormState';
import { notAbove, numeric, range, required, requiredIf } from './rules';
import { serverErrorsByPath } from './serverErrors';
import { redirectTarget } from './redirect';

type Values = {
  name: string;
  kind: string;
  rows: Array<{ min: string; max: string }>;
  params: { general: { x: string } };
};

const TABS: RecordTab[] = [
  { key: 'main', title: 'Основное', paths: ['name', 'kind'] },
  { key: 'rows', title: 'Диапазоны', paths: ['rows'] },
  { key: 'general', title: 'Общие', paths: ['params.general'] },
];

function makeForm() {
  return new RecordFormState<Values>(
    { name: '', kind: 'plain', rows: [{ min: '1', max: '5' }], params: { general: { x: '' } } },
    {
      tabs: TABS,
      lockedWhenEditing: ['kind'],
      rules: {
        name: [required('Поле Название обязательно для заполнения!')],
        'rows.*.min': [numeric(), notAbove('max', 'Минимум больше максимума')],
        'rows.*.max': [range({ min: 0, max: 100 }, 'От 0 до 100')],
        'params.general.x': [requiredIf((ctx) => ctx.get('kind') === 'special', 'Нужно для особого вида')],
      },
    },
  );
}

describe('paths', () => {
  it('reads, writes (creating arrays before indexes), expands wildcards and reads PHP names', () => {
    const root: Record<string, unknown> = {};
    setAt(root, 'rows.1.val', 'b');
    setAt(root, 'params.general.x', 7);
    setAt(root, '__proto__.polluted', 1);
    expect(Array.isArray(root.rows)).toBe(true);
    expect(getAt(root, 'rows.1.val')).toBe('b');
    expect(getAt(root, 'params.general.x')).toBe(7);
    expect(getAt(root, 'params.nothing.here')).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    setAt(root, 'rows.0', { val: 'a' });
    expect(expand(root, 'rows.*.val')).toEqual(['rows.0.val', 'rows.1.val']);
    expect(normalisePath('rows[3][val]')).toBe('rows.3.val');
  });
});

describe('RecordFormState', () => {
  it('checks rules per path (rows by wildcard, min ≤ max, ranges, required-if) and names the tabs in error', () => {
    const form = makeForm();
    form.addRow('rows', { min: '9', max: '5' });
    form.addRow('rows', { min: '1', max: '150' });
    expect(form.validate()).toBe(false);
    expect(form.errors).toEqual({
      name: 'Поле Название обязательно для заполнения!',
      'rows.1.min': 'Минимум больше максимума',
      'rows.2.max': 'От 0 до 100',
    });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Основное, Диапазоны');
    expect(form.hasTabErrors('general')).toBe(false);

    form.set('kind', 'special');
    form.set('name', 'Баннер');
    form.removeRow('rows', 2);
    form.removeRow('rows', 1);
    expect(form.validate()).toBe(false);
    expect(form.errors).toEqual({ 'params.general.x': 'Нужно для особого вида' });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Общие');

    // Typing into the field takes its error away; the alert goes with it.
    form.set('params.general.x', 'есть');
    expect(form.errorAt('params.general.x')).toBeUndefined();
    expect(form.tabErrorsText).toBeNull();
    expect(form.validate()).toBe(true);
  });

  it('locks paths of an existing record only, and knows unsaved edits', () => {
    const form = makeForm();
    expect(form.isLocked('kind')).toBe(false);
    form.load({ name: 'Старое', kind: 'plain', rows: [], params: { general: { x: '' } } }, '2026-01-01 10:00:00');
    expect(form.isLocked('kind')).toBe(true);
    expect(form.isLocked('name')).toBe(false);
    expect(form.dirty).toBe(false);
    form.set('rows.0.min', '3');
    expect(form.values.rows).toEqual([{ min: '3' }]);
    expect(form.dirty).toBe(true);
  });

  it('shows the server errors under their paths, flat or nested, keeps the values; one save at a time', async () => {
    const form = makeForm();
    form.set('name', 'Баннер');
    let calls = 0;
    // Through the real http layer: the envelope's errors as the server nests them.
    backend.fail('POST', '/api/record-test', {
      success: false,
      message: 'Проверьте поля',
      errors: { 'rows[0][max]': { error: 'Слишком много' }, params: { general: { x: { error: 'Не годится' } } }, 'unknown.field': ['Что-то не так'] },
    });
    const failing = () => {
      calls += 1;
      return api.post('/api/record-test', {});
    };
    const first = form.submit(failing);
    await form.submit(failing); // ignored: the first is in flight
    await first;
    expect(calls).toBe(1);
    expect(notify.toasts.map((t) => t.lines[0])).toEqual(['Проверьте поля']);
    expect(form.errors).toEqual({ 'rows.0.max': 'Слишком много', 'params.general.x': 'Не годится', 'unknown.field': 'Что-то не так' });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Диапазоны, Общие');
    expect(form.otherErrors).toEqual(['Что-то не так']);
    expect(form.values.name).toBe('Баннер');
    expect(form.dirty).toBe(true);
  });

  it('sends If-Match through the save, keeps the edits on a 409 and takes the new version after a save', async () => {
    const form = makeForm();
    form.load({ name: 'Старое', kind: 'plain', rows: [], params: { general: { x: '' } } }, 'v1');
    form.set('name', 'Новое');
    await form.submit(() => Promise.reject(new ApiError('Запись уже изменена', { status: 409 })));
    expect(form.conflict).toBe('Запись уже изменена');
    expect(form.values.name).toBe('Новое');
    const seen: Array<string | null> = [];
    await form.submit(
      (_values, version) => {
        seen.push(version);
        return Promise.resolve({ updated: 'v2' });
      },
      { versionOf: (saved) => saved.updated },
    );
    expect(seen).toEqual(['v1']);
    expect(form.version).toBe('v2');
    expect(form.conflict).toBeNull();
    expect(form.dirty).toBe(false);
    expect(notify.toasts.at(-1)?.title).toBe('Сохранено');
  });

  it('reads server errors of every shape and follows only same-site redirects', () => {
    expect(serverErrorsByPath(new ApiError('x', { errors: ['a list names no field'] }))).toEqual({});
    expect(serverErrorsByPath(new Error('x'))).toEqual({});
    expect(serverErrorsByPath(new ApiError('x', { errors: { name: ['Первое', 'Второе'] } }))).toEqual({ name: 'Первое' });
    expect(redirectTarget('/banners/edit/7')).toBe(`${window.location.origin}/banners/edit/7`);
    expect(redirectTarget('https://evil.example/')).toBeNull();
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
    expect(redirectTarget('')).toBeNull();
  });

  it('a rule\'s message leaves once its field is right, also when another field fixed it; a server\'s message waits for its own field', () => {
    type Range = { from: number; to: number; name: string };
    const endAfterStart = (value: unknown, ctx: RuleContext) => (Number(value) < Number(ctx.get('from')) ? 'Конец раньше начала' : null);
    const form = new RecordFormState<Range>({ from: 5, to: 3, name: '' }, { rules: { to: [endAfterStart] } });
    expect(form.validate()).toBe(false);
    form.setErrors({ ...form.errors, name: 'Такое имя уже есть' });
    expect(form.errorAt('to')).toBe('Конец раньше начала');
    form.set('from', 4);
    expect(form.errorAt('to')).toBe('Конец раньше начала');
    form.set('from', 2);
    expect(form.errorAt('to')).toBeUndefined();
    expect(form.errorAt('name')).toBe('Такое имя уже есть');
    form.set('name', 'Другое');
    expect(form.errors).toEqual({});
  });

  it('after a failed submit an edited field is checked again at once: its message leaves when the value is right, stays or changes while it is wrong', async () => {
    type Person = { name: string; age: string };
    const rules = { name: [required('Обязательное поле')], age: [required('Обязательное поле'), numeric('Должно быть число')] };
    const form = new RecordFormState<Person>({ name: '', age: '' }, { rules });
    form.set('name', ''); // before any submit nothing is said while typing
    expect(form.errors).toEqual({});
    const save = jest.fn(() => Promise.resolve('ok'));
    expect(await form.submit(save)).toBeUndefined();
    expect(form.errors).toEqual({ name: 'Обязательное поле', age: 'Обязательное поле' });
    form.set('age', 'abc');
    expect(form.errorAt('age')).toBe('Должно быть число');
    form.set('age', '42');
    expect(form.errorAt('age')).toBeUndefined();
    form.set('name', 'Анна');
    expect(form.errors).toEqual({});
    form.set('name', '');
    expect(form.errorAt('name')).toBe('Обязательное поле');
    form.set('name', 'Анна');
    expect(await form.submit(save)).toBe('ok');
    form.set('age', 'x'); // saved: quiet again until the next submit
    expect(form.errors).toEqual({});
  });
});
