import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';
import { AccessListGroupsScreen } from './AccessListGroupsScreen';

const PAGE = '/preferences/accesslists/groups';
const table = () => tableByCaption('Группы списков доступа');
const rowOf = (name: string) => rowIn(table(), name, 'td');

async function open() {
  const view = renderScreen(<AccessListGroupsScreen />, { at: PAGE, entry: 'access-list-groups' });
  await within(table()).findByText('Гео-ограничения');
  return view;
}

jest.setTimeout(20000);

describe('AccessListGroupsScreen', () => {
  it('shows each group with its option type and lists; markup-looking names as text', async () => {
    await open();
    const row = rowOf('Гео-ограничения');
    expect(row.getByText('Регионы')).toBeVisible();
    expect(row.getByText('Мобильные операторы')).toBeVisible();
    expect(within(table()).getAllByText('Партнёры <b>видео</b> & «спецпроекты»').length).toBeGreaterThan(0);
    expect(document.querySelector('table b')).toBeNull();
  });

  it('adds a black list to a group from the modal', async () => {
    const { user } = await open();
    await user.click(rowOf('Крупные клиенты').getByRole('button', { name: 'Добавить список в группу «Крупные клиенты»' }));
    const dialog = await dialogTitled('Добавление списка в группу «Крупные клиенты»');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(dialog.getByText('Выберите список!')).toBeVisible();
    await user.click(dialog.getByRole('radio', { name: 'Чёрные списки' }));
    const select = dialog.getByRole('combobox', { name: 'Список' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Сайты-дублёры (уже в группе)' })).toBeDisabled());
    await user.selectOptions(select, 'Азартные игры');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Список добавлен в группу')).toBeVisible();
    expect(backend.all('PUT', `${PAGE}/8/add/11`)).toHaveLength(1);
    expect(await rowOf('Крупные клиенты').findByText('Азартные игры')).toBeVisible();
  });

  it('removes a list after the confirmation', async () => {
    const { user } = await open();
    await user.click(rowOf('Новостной трафик').getByRole('button', { name: 'Исключить список «Фрод-площадки» из группы «Новостной трафик»' }));
    const confirm = await dialogTitled('Исключение списка «Фрод-площадки» из группы «Новостной трафик»');
    expect(confirm.getByText('Вы уверены?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Исключить' }));
    expect(await rowOf('Новостной трафик').findByText('Списки не добавлены')).toBeVisible();
    expect(backend.all('DELETE', `${PAGE}/5/rm/9`)).toHaveLength(1);
  });

  it('opens a list of a group (GET edit/?id): its type and entries, a long one cut with a word, a failure with a retry, a link to its page', async () => {
    const { user } = await open();
    await user.click(rowOf('Белые списки для медиа').getByRole('button', { name: 'Открыть список «Проверенные площадки»' }));
    const dialog = await dialogTitled('Список «Проверенные площадки»');
    expect(await dialog.findByText('Записей: 3')).toBeVisible();
    expect(backend.last('GET', '/preferences/accesslists/edit').query).toEqual({ id: '1' });
    expect(dialog.getByText('Белые списки')).toBeVisible();
    expect(dialog.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['news.example.ru', 'sport.example.ru', 'weather.example.ru']);
    expect(dialog.getByRole('link', { name: 'Открыть страницу списка' })).toHaveAttribute('href', '/preferences/accesslists/edit/?id=1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Список «Проверенные площадки»')).toBeNull());

    backend.standIn.faults.set({ method: 'GET', path: '/preferences/accesslists/edit', kind: 'respond', body: { success: false, message: 'Нет доступа к списку' }, status: 200, times: 1 });
    await user.click(rowOf('Безопасный контент').getByRole('button', { name: 'Открыть список «Ботнеты»' }));
    const big = await dialogTitled('Список «Ботнеты»');
    expect(await screen.findByText('Нет доступа к списку')).toBeVisible();
    await user.click(big.getByRole('button', { name: 'Повторить' }));
    expect(await big.findByText('Записей: 320')).toBeVisible();
    expect(big.getAllByRole('listitem')).toHaveLength(200);
    expect(big.getByText('И ещё 120: все записи на странице списка.')).toBeVisible();
    expect(big.getByText('Чёрные списки')).toBeVisible();
  });
});
