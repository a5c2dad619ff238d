import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exportToExcel } from '@core/excel';
import { answerConfirm } from '@test/dialogs';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { OptionBehaviorCategoriesScreen, optionBehaviorCategoriesStore } from './OptionBehaviorCategoriesScreen';

jest.mock('@core/excel', () => ({ exportToExcel: jest.fn(() => Promise.resolve()) }));

const PATH = '/options/behavior-categories';
const TREE = '/hb/behavior';
// By text and selectors (role queries are what jsdom is slowest at), for the time budget.
const chosen = () => screen.getByText('Выбранные категории', { selector: 'caption' }).closest('table') as HTMLElement;
const rowsOf = (table: HTMLElement) => Array.from(table.querySelectorAll('tr'));
const treeNode = (name: string) => screen.getByText(name, { selector: '.tree-name' }).closest('li') as HTMLElement;
const percent = (name: string) => screen.getByLabelText<HTMLInputElement>(`Процент: ${name}`);
const type = (name: string, text: string) => fireEvent.change(percent(name), { target: { value: text } });
const save = () => screen.getAllByText('Сохранить', { selector: 'button' })[0];

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionBehaviorCategoriesScreen {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-behavior-categories' });
  await screen.findByText('Путешествия', { selector: '.tree-name' });
  return view;
}

describe('OptionBehaviorCategoriesScreen', () => {
  it('ticks a category in the tree (its own percent first), checks the percents, saves [{category_id, percent}] and exports the choice', async () => {
    const { user } = await open(1);
    expect(backend.all('GET', TREE)).toHaveLength(1);
    expect(rowsOf(chosen()).map((row) => row.textContent)).toEqual([
      'IDКатегорияОписаниеПроцентУбрать',
      '11Покупка автомобиляИщут новый или подержанный автомобильПроцент: Покупка автомобиляУбрать',
      '21АвиабилетыИщут перелётыПроцент: АвиабилетыУбрать',
      '42Спорт: футболФутбол, матчи и ставкиПроцент: Спорт: футболУбрать',
    ]);
    expect([percent('Покупка автомобиля').value, percent('Авиабилеты').value]).toEqual(['30', '50']);
    expect(treeNode('Кино <b>и</b> сериалы & «шоу»')).toHaveAttribute('role', 'treeitem');
    // Its own percent beside its name, as ru-RU writes a percent (issue 26).
    expect(treeNode('Финансы').querySelector('.badge')?.textContent).toBe('30\u00a0%');

    await user.click(screen.getByText('Финансы', { selector: '.tree-name' }));
    expect(treeNode('Финансы')).toHaveAttribute('aria-selected', 'true');
    expect(percent('Финансы').value).toBe('30');
    expect(screen.getByText('Выбрано: 4')).toBeVisible();
    type('Авиабилеты', '');
    type('Спорт: футбол', '120');
    await user.click(save());
    expect(percent('Авиабилеты')).toHaveAccessibleDescription('Обязательное поле');
    expect(percent('Спорт: футбол')).toHaveAccessibleDescription('Некорректное значение');
    expect(backend.all('POST', PATH)).toHaveLength(0);
    type('Авиабилеты', '12,5');
    type('Спорт: футбол', '100');
    expect(percent('Спорт: футбол')).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Экспорт в Excel' }));
    const [file, columns, rows] = jest.mocked(exportToExcel).mock.calls[0] as unknown as [string, { title: string; value: (r: unknown) => unknown }[], unknown[]];
    expect(file).toBe('Поведенческие категории.xlsx');
    expect(rows.map((r) => columns.map((c) => c.value(r)))).toEqual([
      [11, 'Авто / Покупка автомобиля', 'Ищут новый или подержанный автомобиль', '30'],
      [21, 'Путешествия / Авиабилеты', 'Ищут перелёты', '12,5'],
      [42, 'Спорт / Спорт: футбол', 'Футбол, матчи и ставки', '100'],
      [3, 'Финансы', 'Банковские продукты', '30'],
    ]);
    expect(columns.map((c) => c.title)).toEqual(['ID', 'Категория', 'Описание', 'Процент']);

    await user.click(save());
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      ids: [11, 21, 42, 3],
      value: [
        { category_id: 11, percent: 30 },
        { category_id: 21, percent: 12.5 },
        { category_id: 42, percent: 100 },
        { category_id: 3, percent: 30 },
      ],
    });
    expect(backend.last('POST', PATH).query).toMatchObject({ id: '1' });
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });

  it('finds categories by names (like), adds the picks once each; deletes a category with its descendants by ids, the answer being the new tree', async () => {
    const { user } = await open(1);
    fireEvent.change(screen.getByLabelText('Названия, по одному в строке'), { target: { value: 'отели\n\n спорт \nКосмос\nАвиабилеты' } });
    await user.click(screen.getByLabelText('Частичное'));
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await screen.findByRole('table', { name: 'Результаты поиска' });
    expect(backend.last('GET', `${TREE}/multi-search`).query).toEqual({ names: ['отели', 'спорт', 'Космос', 'Авиабилеты'], names_filter_type: 'like' });
    await user.selectOptions(screen.getByLabelText('Совпадение для «спорт»'), 'Спорт: бег — Бег и марафоны');
    await user.click(screen.getByRole('button', { name: 'Применить (3)' }));
    expect(rowsOf(chosen()).map((row) => row.firstChild?.textContent)).toEqual(['ID', '11', '21', '42', '22', '41']);
    expect(percent('Отели').value).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Удалить категорию «Авто»' }));
    expect(await act(() => answerConfirm(true))).toEqual({ title: 'Удаление категории «Авто»', message: 'Вместе с категорией будут удалены вложенные категории (5). Вы уверены?' });
    await screen.findByText('Категории удалены');
    expect(backend.last('DELETE', TREE).query).toEqual({ ids: ['1', '11', '111', '112', '12', '13'] });
    expect(backend.all('GET', TREE)).toHaveLength(1);
    expect(screen.queryByText('Авто', { selector: '.tree-name' })).toBeNull();
    expect(within(chosen()).queryByText('Покупка автомобиля')).toBeNull();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
  });

  it('off: locked with \'Таргет не включен\'; a malformed value is none chosen; a failed tree says so and retries; the page saves by island:save', async () => {
    const { unmount } = await open(2);
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    expect(percent('Кредиты')).toBeDisabled();
    fireEvent.click(screen.getByText('Финансы', { selector: '.tree-name' }));
    expect(treeNode('Финансы')).toHaveAttribute('aria-selected', 'false');
    unmount();

    backend.standIn.faults.set({ method: 'GET', path: TREE, kind: 'respond', body: { success: false, message: 'Справочник недоступен' }, status: 200, times: 1 });
    const { user, node } = renderScreen(<OptionBehaviorCategoriesScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-behavior-categories' });
    expect(await screen.findByText('Категории не выбраны')).toBeVisible();
    expect(await screen.findByText('Данные не загружены.')).toBeVisible();
    expect(screen.getByText('Справочник недоступен')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Путешествия', { selector: '.tree-name' })).toBeVisible();
    expect(screen.queryByText('Сохранить', { selector: 'button' })).toBeNull();
    await user.click(screen.getByText('Семья и дети', { selector: '.tree-name' }));
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ category_id: 5, percent: 35 }], ids: [5] });
  });
});

describe('OptionBehaviorCategoriesScreen round trip (issue 41)', () => {
  it('keeps what each chosen category came with beside category_id and percent when the choice is edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ category_id: 11, percent: 30, source: 'dmp' }, { category_id: 21, percent: 50, weight: { w: 2 } }] } });
    await open(7, { option });
    type('Авиабилеты', '55');
    fireEvent.click(save());
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ category_id: 11, percent: 30, source: 'dmp' }, { category_id: 21, percent: 55, weight: { w: 2 } }], ids: [11, 21] });
  });
});

describe('OptionBehaviorCategoriesScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it('starts the category tree with the option, from its store factory (issue 31)', async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionBehaviorCategoriesStore({ option: printed([]) }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual([TREE]));
    stop();
  });
});

describe('OptionBehaviorCategoriesScreen clearing the choice (issue 43)', () => {
  it("asks before 'Очистить список' drops every chosen category; cancelled, the choice stays", async () => {
    const { user } = await open(1);
    await user.click(screen.getByRole('button', { name: 'Очистить список' }));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены? Из списка будут убраны все выбранные категории (3).');
    expect(rowsOf(chosen())).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Очистить список' }));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(screen.queryByText('Выбранные категории', { selector: 'caption' })).toBeNull());
    await user.click(save());
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toMatchObject({ value: [] });
  });
});

describe('OptionBehaviorCategoriesScreen save (issue 43, A 7 Behavior save)', () => {
  it("sends the chosen ids, and isNoExport once the page printed it or 'НЕ выгружать в Excel' is chosen (an unsaved edit)", async () => {
    const { user } = await open(1);
    const exportSetting = screen.getByLabelText<HTMLSelectElement>('Выгрузка');
    expect(exportSetting.selectedOptions[0].textContent).toBe('Выгружать в Excel');
    await user.click(save());
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ category_id: 11, percent: 30 }, { category_id: 21, percent: 50 }, { category_id: 42, percent: 15 }], ids: [11, 21, 42] });

    await user.selectOptions(exportSetting, 'НЕ выгружать в Excel');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(save());
    await waitFor(() => expect(backend.all('POST', PATH)).toHaveLength(2));
    expect(backend.last('POST', PATH).body).toMatchObject({ ids: [11, 21, 42], isNoExport: true });
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
  });

  it('shows the printed setting and sends it back as it was', async () => {
    const { user } = await open(1, { isNoExport: false });
    expect(screen.getByLabelText<HTMLSelectElement>('Выгрузка').value).toBe('0');
    await user.click(save());
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toMatchObject({ ids: [11, 21, 42], isNoExport: false });
  });
});

describe('OptionBehaviorCategoriesScreen percent inputs (issue 44)', () => {
  it('takes a dot or a comma, shows the percent in ru-RU once left and sends the number', async () => {
    const { user } = await open(1);
    type('Авиабилеты', '12.5');
    fireEvent.blur(percent('Авиабилеты'));
    expect(percent('Авиабилеты').value).toBe('12,5');
    await user.click(save());
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toMatchObject({ value: [{ category_id: 11, percent: 30 }, { category_id: 21, percent: 12.5 }, { category_id: 42, percent: 15 }] });
  });
});
