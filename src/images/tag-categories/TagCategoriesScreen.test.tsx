import { act, screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { TagCategoriesScreen } from './TagCategoriesScreen';

const PAGE = '/preferences/inimage/categories';
// Found by their name's text: role queries over a tree of buttons are what jsdom is slowest at.
const tree = () => {
  const found = document.querySelector<HTMLElement>('[role="tree"]');
  if (!found) throw new Error('no tree');
  return found;
};
const item = (name: string) => {
  const found = within(tree()).getByText(name, { selector: '.tree-name' }).closest<HTMLElement>('[role="treeitem"]');
  if (!found) throw new Error(`no item ${name}`);
  return found;
};
const sideList = (title: string) => {
  const section = screen.getByRole('heading', { name: title }).closest('section');
  if (!section) throw new Error(`no list ${title}`);
  return within(section);
};

async function open(at = PAGE) {
  const view = renderScreen(<TagCategoriesScreen />, { at, entry: 'tag-categories' });
  await screen.findByText('Еда и напитки', { selector: '.tree-name' });
  return view;
}

jest.setTimeout(20000);

describe('TagCategoriesScreen', () => {
  it('walks the tree with the keyboard, selects with Space and lists the tags of the selection and the free tags', async () => {
    const { user } = await open();
    expect(sideList('Теги выбранных категорий').getByText('Выберите категории чтобы посмотреть входящие в них теги.')).toBeVisible();
    expect(sideList('Теги вне категорий').getByText('Медицина')).toBeVisible();
    const transport = item('Транспорт');
    expect(transport).toHaveAttribute('aria-level', '1');
    expect(transport).toHaveAttribute('aria-expanded', 'false');
    expect(transport).toHaveAttribute('tabindex', '0');
    expect(within(transport).getByRole('button', { name: 'Удалить категорию «Транспорт»' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script> Категория «с разметкой» & "кавычками"')).toBeVisible();

    expect(tree()).toHaveAccessibleName('Категории тегов');
    expect(transport).toHaveAccessibleName('Транспорт');
    act(() => transport.focus());
    await user.keyboard('{ArrowDown}');
    expect(item('Спорт')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Спорт')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(item('Командные виды')).toHaveFocus();
    expect(item('Командные виды')).toHaveAttribute('aria-level', '2');
    await user.keyboard(' ');
    expect(item('Командные виды')).toHaveAttribute('aria-selected', 'true');
    expect(sideList('Теги выбранных категорий').getByText('Футбол')).toBeVisible();
    expect(window.location.hash).toMatch(/^#c=\d+$/);
    await user.keyboard('{ArrowLeft}');
    expect(item('Спорт')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Спорт')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(item('Категория с очень длинным названием, которое не помещается в одну строку дерева категорий тегов')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(transport).toHaveFocus();

    await user.click(within(item('Спорт')).getByRole('button', { name: 'Добавить подкатегорию в «Спорт»' }));
    const title = await screen.findByText('Новая подкатегория в «Спорт»', { selector: '.modal-title' });
    const dialog = within(title.closest<HTMLElement>('[role="dialog"]') ?? document.body);
    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.paste('Водные виды');
    // The category's tags are chosen by name in the same modal.
    await user.click(dialog.getByRole('combobox', { name: 'Теги' }));
    await user.keyboard('Футб');
    await user.keyboard('{Enter}');
    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.keyboard('{Enter}');
    await within(tree()).findByText('Водные виды');
    expect(item('Водные виды')).toHaveAttribute('aria-level', '2');
    const football = backend.db.collection<{ id: number; nameru: string }>('inimage-tags').all().find((t) => t.nameru === 'Футбол');
    expect(backend.last('POST', PAGE).body).toMatchObject({ name: 'Водные виды', tags: [football?.id] });
  });

  it('says so when there are no categories and every tag is in one', async () => {
    backend.fail('GET', `${PAGE}/search`, { success: true, data: [] });
    backend.fail('GET', '/preferences/inimage/tags/search', { success: true, data: [] });
    renderScreen(<TagCategoriesScreen />, { at: PAGE, entry: 'tag-categories' });
    expect(await screen.findByText('Категории не найдены.')).toBeVisible();
    await waitFor(() => expect(sideList('Теги вне категорий').getByText('Все теги распределены.')).toBeVisible());
    expect(screen.queryByText('Ожидаю данные...')).toBeNull();
  });
});
