import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ImageSearchTasksScreen } from './ImageSearchTasksScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/inimage/search-tasks';
// Found by its caption text: role queries over a long table are what jsdom is slowest at.
const table = () => tableByCaption('Задачи поиска изображений');
const rowOf = (name: string) => rowIn(table(), name, 'a');

/** A labelled field (its label ends with the required mark '*'); label queries are much faster than role queries in jsdom. */
const field = (dialog: ReturnType<typeof within>, label: string) => dialog.getByLabelText(new RegExp(`^${label}\\*?$`));

async function open(at = PAGE) {
  const view = renderScreen(<ImageSearchTasksScreen />, { at, entry: 'image-search-tasks' });
  await within(table()).findByText('Кофе №24');
  return view;
}

jest.setTimeout(20000);

describe('ImageSearchTasksScreen', () => {
  // One render: the list as shown, then an add and an import.
  it("lists the tasks (links to {current path}/{id}, status badges, unknown ones said so, markup as text); adds a task by tag ('Из названия', the name from the tag) and imports one from a JSON file", async () => {
    const { user } = await open();
    const coffee = rowOf('Кофе №24');
    expect(coffee.getByRole('link', { name: 'Кофе №24' })).toHaveAttribute('href', '/inimage/search-tasks/24');
    expect(coffee.getByText('чашка кофе латте')).toBeVisible();
    expect(coffee.getByText('Завершена')).toHaveClass('badge', 'text-bg-success');
    expect(coffee.getByText('ivanova.m')).toBeVisible();
    expect(rowOf('Футбол №23').getByText('Неизвестный статус')).toBeVisible();
    expect(rowOf('Осенний лес №21').getByText('Остановлена вручную')).toHaveClass('text-bg-dark');
    expect(rowOf('Автомобили №22').getByText('Неизвестный пользователь')).toBeVisible();
    expect(within(table()).getByText('<b>Задача</b> «с разметкой» & "кавычками" №4')).toBeVisible();
    expect(table().querySelector('b')).toBeNull();

    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    const add = await dialogTitled('Новая задача поиска');
    expect(field(add, 'Лимит')).toHaveValue('500');
    await user.clear(field(add, 'Лимит'));
    await user.click(add.getByRole('button', { name: 'Сохранить' }));
    expect(add.getAllByText('Обязательное поле')).toHaveLength(2);
    expect(add.getByText('Обязательное числовое поле')).toBeVisible();
    await user.type(field(add, 'Лимит'), '801');
    await add.findByText('Футбол', { selector: 'option' });
    await user.selectOptions(add.getByLabelText('Тег'), '7');
    expect(field(add, 'Название')).toHaveValue('Футбол');
    expect(field(add, 'Название')).toHaveAttribute('readonly');
    expect(add.getByText('Название берётся из тега')).toBeVisible();
    await user.click(add.getByRole('button', { name: 'Из названия' }));
    expect(field(add, 'Поисковый запрос')).toHaveValue('Футбол');
    await user.click(add.getByRole('button', { name: 'Сохранить' }));
    expect(add.getByText('Некорректный лимит (ожидается в диапазоне от 0 до 800)!')).toBeVisible();
    expect(field(add, 'Лимит')).toHaveAccessibleDescription('Некорректный лимит (ожидается в диапазоне от 0 до 800)!');
    await user.clear(field(add, 'Лимит'));
    await user.type(field(add, 'Лимит'), '40');
    await user.click(add.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Футбол', search_query: 'Футбол', limit_qty: 40, tag: 7, is_tag: true });
    await waitFor(() => expect(rowOf('Футбол').getByText('Новая')).toBeVisible());

    await user.click(screen.getByText('Импортировать json', { selector: 'button' }));
    const importing = await dialogTitled('Импорт задачи из json');
    const input = importing.getByLabelText(/Файл json/);
    await user.upload(input, new File(['{"name": "Пляжи", "limit_qty": 5}'], 'bad.json', { type: 'application/json' }));
    expect(await importing.findByText('Ошибка json, поле "images" отсутствует или некорректно')).toBeVisible();
    const images = [{ id: 1, url: 'https://img.example.ru/1.jpg', thumb: 'https://img.example.ru/1_t.jpg' }];
    await user.upload(input, new File([JSON.stringify({ name: 'Пляжи', limit_qty: 5, search_query: 'пляж', images })], 'good.json', { type: 'application/json' }));
    expect(await importing.findByText('Картинок в файле: 1')).toBeVisible();
    expect(importing.queryByText(/Ошибка json/)).toBeNull();
    expect(field(importing, 'Найдено')).toHaveValue('1');
    await user.click(importing.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(rowOf('Пляжи').getByText('Импортирована')).toBeVisible());
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Пляжи', search_query: 'пляж', limit_qty: 5, found_qty: 1, images });
  });
});
