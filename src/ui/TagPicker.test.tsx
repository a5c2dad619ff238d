import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '@core/apiError';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { filterTags, TagPicker, TagPickerButton, tagSaveError, type TagId, type TagOption, type TagPickerProps } from './TagPicker';

const TAGS: TagOption[] = [
  { id: 1, name: 'Автомобили' },
  { id: 2, name: 'Спорт' },
  { id: 3, name: 'Авиация' },
];
const SAVE_URL = '/ui-test/images/tags/save';

function Harness({ start = [], onChange = jest.fn(), ...rest }: { start?: TagId[]; onChange?: (v: TagId[]) => void } & Partial<Omit<TagPickerProps, 'value' | 'onChange'>>) {
  const [value, setValue] = useState<TagId[]>(start);
  return (
    <TagPicker
      options={TAGS}
      show
      onHide={jest.fn()}
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const toasts = () => notify.toasts.map((t) => ({ title: t.title, lines: t.lines, variant: t.variant }));

describe('filterTags', () => {
  it('matches by name, case-insensitively', () => {
    expect(filterTags(TAGS, 'АВ').map((t) => t.id)).toEqual([1, 3]);
    expect(filterTags(TAGS, '  спорт ').map((t) => t.id)).toEqual([2]);
    expect(filterTags(TAGS, '')).toHaveLength(3);
  });
});

describe('tagSaveError', () => {
  it('prefers the server message, then the tag fallback; a network failure reads the general fallback', () => {
    expect(tagSaveError(new ApiError('Тег заблокирован', { status: 200 }))).toBe('Тег заблокирован');
    expect(tagSaveError(new ApiError('', { status: 500 }))).toBe('Не удалось установить тег');
    expect(tagSaveError(new ApiError('', { status: 0 }))).toBe('Что-то пошло не так!');
    expect(tagSaveError(new Error('boom'))).toBe('Что-то пошло не так!');
  });
});

describe('TagPicker', () => {
  it("shows the modal 'Отметьте теги' with a checkbox per tag and the count checked", () => {
    render(<Harness start={[2]} />);
    const dialog = screen.getByRole('dialog', { name: 'Отметьте теги' });
    expect(within(dialog).getByRole('checkbox', { name: 'Спорт' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Автомобили' })).not.toBeChecked();
    expect(within(dialog).getByText('Отмечено: 1')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Введите имя')).toHaveAccessibleName('Поиск тегов по имени');
  });

  it('filters by the typed name, case-insensitively, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByPlaceholderText('Введите имя');
    await user.type(search, 'ав');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('li')?.textContent)).toEqual(['Автомобили', 'Авиация']);
    await user.clear(search);
    await user.type(search, 'хоккей');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('shows a dash when there are no tags at all', () => {
    render(<Harness options={[]} />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Отмечено: 0')).toBeInTheDocument();
  });

  it('checks and unchecks with the keyboard, giving back the ids', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness start={[2]} onChange={onChange} />);
    screen.getByRole('checkbox', { name: 'Автомобили' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await user.click(screen.getByRole('checkbox', { name: 'Спорт' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    expect(screen.getByText('Отмечено: 1')).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0); // no saveUrl: nothing saved
  });

  it("auto-saves each change: POST {...payload, value}, then the success toast 'Успешно сохранено' titled 'Сохранено' (A 8)", async () => {
    backend.fail('POST', SAVE_URL, { success: true, data: null });
    const user = userEvent.setup();
    render(<Harness start={[2]} saveUrl={SAVE_URL} payload={{ image_id: 501 }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Авиация' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Сохранено', lines: ['Успешно сохранено'], variant: 'success' }]));
    expect(notify.toasts[0].delay).toBe(3000);
    expect(screen.queryByText('Сохранение…')).toBeNull();
    const request = backend.last('POST', SAVE_URL);
    expect(request.body).toEqual({ image_id: 501, value: [2, 3] });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends saves one after another, in the order made', async () => {
    backend.fail('POST', SAVE_URL, { success: true, data: null });
    const held = backend.hold('POST', SAVE_URL);
    const user = userEvent.setup();
    render(<Harness saveUrl={SAVE_URL} />);
    await user.click(screen.getByRole('checkbox', { name: 'Спорт' }));
    await user.click(screen.getByRole('checkbox', { name: 'Авиация' }));
    await waitFor(() => expect(backend.all('POST', SAVE_URL)).toHaveLength(1));
    expect(screen.getByText('Сохранение…')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(backend.all('POST', SAVE_URL).map((r) => r.body)).toEqual([{ value: [2] }, { value: [2, 3] }]));
    // One toast once both are through, not one per tick.
    await waitFor(() => expect(screen.queryByText('Сохранение…')).toBeNull());
    expect(toasts()).toEqual([{ title: 'Сохранено', lines: ['Успешно сохранено'], variant: 'success' }]);
  });

  it("on failure shows the server message titled 'Ошибка' and unchecks the tag again", async () => {
    backend.fail('POST', SAVE_URL, { success: false, message: 'Тег заблокирован' });
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness saveUrl={SAVE_URL} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Спорт' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Ошибка', lines: ['Тег заблокирован'], variant: 'danger' }]));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Спорт' })).not.toBeChecked();
  });

  it("without a server message: 'Не удалось установить тег'", async () => {
    backend.fail('POST', SAVE_URL, { success: false }, 500);
    const user = userEvent.setup();
    render(<Harness saveUrl={SAVE_URL} />);
    await user.click(screen.getByRole('checkbox', { name: 'Спорт' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Ошибка', lines: ['Не удалось установить тег'], variant: 'danger' }]));
  });

  it("on a network failure: 'Что-то пошло не так!'", async () => {
    backend.standIn.faults.set({ method: 'POST', path: SAVE_URL, kind: 'network' });
    const user = userEvent.setup();
    render(<Harness saveUrl={SAVE_URL} />);
    await user.click(screen.getByRole('checkbox', { name: 'Спорт' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Ошибка', lines: ['Что-то пошло не так!'], variant: 'danger' }]));
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    const onHide = jest.fn();
    render(<Harness onHide={onHide} />);
    const dialog = screen.getByRole('dialog', { name: 'Отметьте теги' });
    const closers = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    await user.click(closers[closers.length - 1]);
    expect(onHide).toHaveBeenCalled();
  });
});

describe('TagPickerButton', () => {
  function ButtonHarness() {
    const [value, setValue] = useState<TagId[]>([1]);
    return <TagPickerButton label="Теги изображения" options={TAGS} value={value} onChange={setValue} />;
  }

  it('opens the picker, shows the count, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<ButtonHarness />);
    const button = screen.getByRole('button', { name: 'Теги изображения 1' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Спорт' }));
    expect(screen.getByRole('button', { name: 'Теги изображения 2', hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Теги изображения 2' })).toHaveFocus();
  });

  it('places the modal 350 px above the anchor when there is room', async () => {
    const user = userEvent.setup();
    render(<ButtonHarness />);
    const button = screen.getByRole('button', { name: 'Теги изображения 1' });
    jest.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 500, bottom: 530, left: 0, right: 100, width: 100, height: 30, x: 0, y: 500, toJSON: () => ({}) });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    await waitFor(() => expect(dialog).toHaveStyle({ paddingTop: '150px' }));
  });

  it('keeps the default place when the anchor is too close to the top', async () => {
    const user = userEvent.setup();
    render(<ButtonHarness />);
    const button = screen.getByRole('button', { name: 'Теги изображения 1' });
    jest.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 130, left: 0, right: 100, width: 100, height: 30, x: 0, y: 100, toJSON: () => ({}) });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    expect(dialog.style.paddingTop).toBe('');
  });
});
