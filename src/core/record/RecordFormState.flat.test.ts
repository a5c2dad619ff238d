import { ApiError } from '../apiError';
import { notify } from '../notify';
import { fieldRules } from './rules';
import { RecordFormState } from './RecordFormState';

// A flat form (a modal's, a page without tabs) is a record whose paths are its fields.
interface Values {
  name: string;
  url: string;
}

function deferred() {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('RecordFormState as a flat form', () => {
  it('validates with the generic rules and does not save an invalid form', async () => {
    const form = new RecordFormState<Values>({ name: '', url: 'x' }, { rules: fieldRules<Values>({ name: [{ rule: 'required', message: 'Поле Название обязательно для заполнения!' }], url: ['url'] }) });
    const save = jest.fn();
    expect(await form.submit(save)).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
    expect(form.errors).toEqual({ name: 'Поле Название обязательно для заполнения!', url: 'Поле некорректно заполнено' });
    form.set('name', 'Список');
    expect(form.errors.name).toBeUndefined();
  });

  it('saves once while a save is in flight, then says so and is no longer dirty', async () => {
    const form = new RecordFormState<Values>({ name: 'a', url: '' });
    form.set('name', 'b');
    expect(form.dirty).toBe(true);
    const d = deferred();
    const save = jest.fn(() => d.promise);
    const first = form.submit(save);
    void form.submit(save);
    expect(save).toHaveBeenCalledTimes(1);
    expect(form.saving).toBe(true);
    form.set('url', 'typed during the save');
    d.resolve('ok');
    expect(await first).toBe('ok');
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Сохранено', lines: ['Успешно сохранено'], delay: 3000 });
    // What was typed during the save was not sent, so it is still unsaved.
    expect(form.dirty).toBe(true);
  });

  it('a failed save keeps every value, shows field errors under their fields and the error toast', async () => {
    const form = new RecordFormState<Values>({ name: 'Список', url: 'https://a.ru' });
    await form.submit(() => Promise.reject(new ApiError('', { errors: { name: ['Такое имя уже есть'] } })));
    expect(form.values).toEqual({ name: 'Список', url: 'https://a.ru' });
    expect(form.errors).toEqual({ name: 'Такое имя уже есть' });
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка', lines: ['Такое имя уже есть'], delay: 5000 });
    expect(form.saving).toBe(false);
  });
});
