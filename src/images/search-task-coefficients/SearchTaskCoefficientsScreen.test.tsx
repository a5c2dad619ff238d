import { screen, waitFor, within } from '@testing-library/react';
import type { CoefficientRow } from '@fixtures/server/routes/search-task-coefficients';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { SearchTaskCoefficientsScreen } from './SearchTaskCoefficientsScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/inimage/coefficients';
const PROJECTS = [
  { id: 1, name: 'Медиа-Холдинг' },
  { id: 2, name: 'Новостной портал «Вести»' },
  { id: 3, name: 'Маркетплейс' },
];
// Found by its caption text: role queries over rows of buttons and switches are what jsdom is slowest at.
const table = () => tableByCaption('Коэффициенты');
const rowOf = (name: string) => rowIn(table(), name, 'button');

async function open(at = `${PAGE}?oid=2`, shows = 'Штраф за дубликаты №18') {
  const view = renderScreen(<SearchTaskCoefficientsScreen projects={PROJECTS} />, { at, entry: 'search-task-coefficients' });
  await within(table()).findByText(shows);
  return view;
}

jest.setTimeout(20000);

describe('SearchTaskCoefficientsScreen', () => {
  // One render walks the page project's list, an add and an edit with its delete.
  it("lists the page project's coefficients (links, types, order, status switch, actions by row); adds a list coefficient (messages of I 5); edits with PUT and deletes from the modal", async () => {
    const { user } = await open();
    expect(backend.last('GET', PAGE).query.oid).toBe('2');
    const row = rowOf('Штраф за дубликаты №18');
    expect(row.getByText('Новостной портал «Вести»')).toBeVisible();
    expect(row.getByText('Список')).toBeVisible();
    expect(row.getByText('5')).toBeVisible();
    expect(row.getByRole('switch', { name: 'Статус коэффициента «Штраф за дубликаты №18»' })).toBeChecked();
    expect(row.getByText('Активен')).toHaveClass('badge', 'text-bg-success');
    expect(rowOf('Приоритет партнёра №19').getByText('Простой')).toBeVisible();
    expect(rowOf('Релевантность по тегам №21').getByText('Список')).toBeVisible();
    expect(rowOf('Сезонность №20').getByText('Заблокирован')).toHaveClass('badge', 'text-bg-secondary');
    expect(within(table()).queryByText('Релевантность по тегам №1')).toBeNull(); // another project
    expect(screen.getByRole('link', { name: 'Новостной портал «Вести»' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Маркетплейс' })).toHaveAttribute('href', '?oid=3');

    // Add (same render).
    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    const dialog = await dialogTitled('Новый коэффициент');
    expect(dialog.getByRole('switch', { name: 'Включён' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Проект' })).toHaveDisplayValue('Новостной портал «Вести»');
    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.paste('Черновик');
    await user.click(dialog.getByRole('button', { name: 'Сбросить' }));
    expect(dialog.getByRole('textbox', { name: 'Название' })).toHaveValue('');
    expect(dialog.queryByText('Есть несохранённые изменения')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Обязательное поле')).toBeVisible();
    expect(dialog.getAllByText('Обязательное числовое поле')).toHaveLength(2); // apply order, value
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Тип' }), 'Список');
    expect(dialog.queryByRole('textbox', { name: 'Значение' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Необходимо добавить хотя бы один коэффициент!')).toBeVisible();

    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.paste('Вес площадки');
    await user.click(dialog.getByRole('textbox', { name: 'Порядок применения' }));
    await user.paste('3');
    await user.click(dialog.getByRole('button', { name: 'Добавить коэффициент' }));
    await user.click(dialog.getByRole('textbox', { name: 'Название коэффициента 1' }));
    await user.paste('Премиум');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Все поля должны быть корректно заполнены!')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Значение коэффициента 1' })).toHaveAccessibleDescription('Все поля должны быть корректно заполнены!');
    await user.click(dialog.getByRole('textbox', { name: 'Значение коэффициента 1' }));
    await user.paste('1.2');
    expect(dialog.getByText('Есть несохранённые изменения')).toBeVisible();
    expect(backend.all('POST', PAGE)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Вес площадки', organization_id: 2, type: 'list', apply_order: 3, status: 'active', val: null, items: [{ name: 'Премиум', val: 1.2, sort: 1, status: 'active' }] });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    const added = rowOf('Вес площадки');
    expect(added.getByText('Список')).toBeVisible();
    expect(added.getByRole('switch')).toBeChecked();

    // Edit and delete from the modal (same render).
    await user.click(within(table()).getByRole('button', { name: 'Открыть коэффициент «Штраф за дубликаты №18»' }));
    const edit = await dialogTitled('Коэффициент «Штраф за дубликаты №18»');
    expect(edit.getByRole('textbox', { name: 'Название коэффициента 2' })).toHaveValue('Средний');
    await user.click(edit.getByRole('button', { name: 'Удалить коэффициент 2' }));
    expect(edit.getByText('Удалён')).toBeVisible();
    expect(edit.getByRole('textbox', { name: 'Название коэффициента 2' })).toBeDisabled();
    await user.click(edit.getByRole('button', { name: 'Восстановить коэффициент 2' }));
    expect(edit.getByRole('textbox', { name: 'Название коэффициента 2' })).toBeEnabled();
    await user.click(edit.getByRole('button', { name: 'Удалить коэффициент 3' }));
    await user.click(edit.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('PUT', `${PAGE}/18`)).toHaveLength(1));
    expect(backend.last('PUT', `${PAGE}/18`).body).toMatchObject({ status: 'active', items: [{ status: 'active' }, { status: 'active' }, { name: 'Низкий', status: 'deleted' }] });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await user.click(within(table()).getByRole('button', { name: 'Открыть коэффициент «Штраф за дубликаты №18»' }));
    const again = await dialogTitled('Коэффициент «Штраф за дубликаты №18»');
    expect(again.queryByRole('button', { name: 'Сбросить' })).toBeNull();
    await user.click(again.getByRole('button', { name: 'Удалить' }));
    const confirm = await dialogTitled('Удаление коэффициента «Штраф за дубликаты №18»');
    expect(confirm.getByText('Вы уверены?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Коэффициент удалён')).toBeVisible();
    await waitFor(() => expect(within(table()).queryByText('Штраф за дубликаты №18')).toBeNull());
    expect(backend.db.collection<CoefficientRow>('search-task-coefficients').get(18)).toBeUndefined();
    expect(screen.queryByText('Коэффициент «Штраф за дубликаты №18»', { selector: '.modal-title' })).toBeNull();
  });

  it("switches the status from the row with PUT {page}/toggle/{id}; the modal's toggle is an edit: 'Отмена' undoes it, Save sends it with PUT {page}/{id}; HTML-looking names as text", async () => {
    const { user } = await open(PAGE, 'Релевантность по тегам №1');
    expect(Object.keys(backend.last('GET', PAGE).query)).toEqual(['rnd']);
    expect(within(table()).getByText('<b>Коэффициент</b> «с разметкой» & "кавычками" №4')).toBeVisible();
    expect(table().querySelector('b')).toBeNull();
    await user.click(rowOf('Сезонность №20').getByRole('switch'));
    await waitFor(() => expect(rowOf('Сезонность №20').getByRole('switch')).toBeChecked());
    expect(backend.last('PUT', `${PAGE}/toggle/20`).body).toEqual({ status: 'active' });
    expect(rowOf('Сезонность №20').getByText('Активен')).toBeVisible();
    const toggles = backend.all('PUT', `${PAGE}/toggle/20`).length;

    // Audit images-kpi: the modal's toggle PUT at once and 'Отмена' did not undo it.
    await user.click(within(table()).getByRole('button', { name: 'Открыть коэффициент «Сезонность №20»' }));
    let edit = await dialogTitled('Коэффициент «Сезонность №20»');
    await user.click(edit.getByRole('switch', { name: 'Включён' }));
    expect(edit.getByRole('switch', { name: 'Включён' })).not.toBeChecked();
    expect(backend.all('PUT', `${PAGE}/toggle/20`)).toHaveLength(toggles);
    await user.click(edit.getByRole('button', { name: 'Отмена' }));
    // The unsaved toggle: closing asks first ('Закрыть' discards).
    await user.click(await screen.findByText('Закрыть', { selector: 'button.btn-primary' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('Сезонность №20').getByText('Активен')).toBeVisible();

    await user.click(within(table()).getByRole('button', { name: 'Открыть коэффициент «Сезонность №20»' }));
    edit = await dialogTitled('Коэффициент «Сезонность №20»');
    expect(edit.getByRole('switch', { name: 'Включён' })).toBeChecked();
    await user.click(edit.getByRole('switch', { name: 'Включён' }));
    await user.click(edit.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('PUT', `${PAGE}/20`)).toHaveLength(1));
    expect(backend.last('PUT', `${PAGE}/20`).body).toMatchObject({ name: 'Сезонность №20', status: 'blocked' });
    expect(backend.all('PUT', `${PAGE}/toggle/20`)).toHaveLength(toggles);
    await waitFor(() => expect(rowOf('Сезонность №20').getByText('Заблокирован')).toBeVisible());
  });

  it("shows a status other than active or blocked as 'Неизвестный статус', not as blocked; an untouched save sends it back as it was", async () => {
    backend.fail('GET', PAGE, { success: true, data: [{ id: 7, name: 'Старый', organization_id: 2, type: 'simple', apply_order: 1, val: 1, status: 'deleted' }, { id: 8, name: 'Без статуса', organization_id: 2, type: 'simple', apply_order: 2, val: 1 }] });
    const { user } = await open(PAGE, 'Старый');
    expect(rowOf('Старый').getByText('Удален')).toHaveClass('badge', 'text-bg-danger');
    expect(rowOf('Без статуса').getByText('Неизвестный статус')).toBeVisible();
    expect(within(table()).queryByText('Заблокирован')).toBeNull();
    expect(rowOf('Старый').getByRole('switch')).not.toBeChecked();
    await user.click(within(table()).getByRole('button', { name: 'Открыть коэффициент «Старый»' }));
    const edit = await dialogTitled('Коэффициент «Старый»');
    expect(edit.getByRole('switch', { name: 'Включён' })).not.toBeChecked();
    backend.fail('PUT', `${PAGE}/7`, { success: true, data: { id: 7 } });
    await user.click(edit.getByRole('button', { name: 'Сохранить' }));
    // Saved untouched, the status goes back as it was: an edit never blocks a coefficient by itself.
    await waitFor(() => expect(backend.all('PUT', `${PAGE}/7`)).toHaveLength(1));
    expect(backend.last('PUT', `${PAGE}/7`).body).toMatchObject({ status: 'deleted' });
  });
});

// Audit images-kpi §3: the project column was blank for a project the page's props do not list.
it("names a coefficient's project the props do not list 'Неизвестное значение (id)' in the table and in the edit modal", async () => {
  const known = PROJECTS.filter((p) => p.id !== 2);
  const { user } = renderScreen(<SearchTaskCoefficientsScreen projects={known} />, { at: `${PAGE}?oid=2`, entry: 'search-task-coefficients' });
  await within(table()).findByText('Штраф за дубликаты №18');
  expect(rowOf('Штраф за дубликаты №18').getByText('Неизвестное значение (2)')).toBeVisible();
  await user.click(within(table()).getByRole('button', { name: 'Открыть коэффициент «Штраф за дубликаты №18»' }));
  const edit = await dialogTitled('Коэффициент «Штраф за дубликаты №18»');
  expect(edit.getByRole('combobox', { name: 'Проект' })).toHaveDisplayValue('Неизвестное значение (2)');
});
