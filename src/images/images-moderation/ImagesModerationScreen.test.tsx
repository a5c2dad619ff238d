import { act, screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ImagesModerationScreen } from './ImagesModerationScreen';

const PAGE = '/inimage/moderation';
const LIST = '/api/rest/images';
const CATEGORIES = '/preferences/inimage/categories/search';
/** Животные holds a tag of its own, one the tag list does not know (999), and a subcategory repeating one of them. */
const CATEGORY_TREE = [
  { id: 1, name: 'Природа', parent_id: null, tags: [16], children: [{ id: 2, name: 'Животные', parent_id: 1, tags: [21, 999], children: [{ id: 3, name: 'Домашние', parent_id: 2, tags: [22, 21, 23] }] }] },
  { id: 4, name: 'Пустая', parent_id: null, tags: [] },
];
const buttonTexts = (group: HTMLElement) => within(group).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-disabled')]);

/** Six images of the seed as the first page (a lighter render than 50 cards; the store test covers the real pages). */
async function open(props = {}) {
  const images = backend.db.collection<{ id: number; tags_auto: number[]; tags_include: number[]; tags_exclude: number[] }>('images-moderation').all().slice(0, 6);
  backend.fail('GET', LIST, { success: true, data: images, meta: { total_count: 130 } });
  const view = renderScreen(<ImagesModerationScreen {...props} />, { at: PAGE, entry: 'images-moderation' });
  await screen.findByText('Показано 6 из 130');
  return view;
}

describe('ImagesModerationScreen', () => {
  it('moves the cursor with the keyboard, checks, picks tags by category, opens the modal, edits and saves the tags, continues to the next image', async () => {
    const { user } = await open({ acl: { imageLog: true } });
    const checks = Array.from(document.querySelectorAll<HTMLInputElement>('.image-grid-check'));
    const [first, second] = checks.map((c) => ({ id: Number(c.getAttribute('aria-label')?.split(' ').at(-1)) }));
    await user.click(checks[0]);
    await user.keyboard('{ArrowRight} ');
    expect(checks[1]).toHaveFocus();
    expect(screen.getByText('Выбрано: 2')).toBeVisible();

    // I 2.1 tags by category, in the bulk tab. The tree is asked for on the first open, not at page load:
    // held, the status; failed, LoadFailed ('Повторить'); then the tree, a category's tags with its subcategories', each once.
    expect(backend.all('GET', CATEGORIES)).toHaveLength(0);
    backend.fail('GET', CATEGORIES, { success: true, data: CATEGORY_TREE });
    backend.standIn.faults.set({ method: 'GET', path: CATEGORIES, kind: 'http500', times: 1 });
    const held = backend.hold('GET', CATEGORIES);
    await user.click(screen.getByText('Теги выбранных (2)'));
    const toggle = screen.getByText('Теги по категориям');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ожидаю данные...')).toHaveAttribute('role', 'status');
    act(() => held.release());
    await user.click(await screen.findByText('Повторить'));
    const tree = await screen.findByRole('tree', { name: 'Категории тегов' });
    await user.click(within(tree).getByText('Природа'));
    const bulkOffered = screen.getByRole('group', { name: 'Теги категории «Природа»' });
    expect(buttonTexts(bulkOffered)).toEqual([['+ Природа', null], ['+ Животные', null], ['+ Тег 999', null], ['+ Кошки', null], ['+ Собаки', null], ['Добавить все теги категории', null]]);
    await user.click(within(bulkOffered).getByRole('button', { name: 'Кошки' }));
    expect(within(bulkOffered).getByRole('button', { name: 'Кошки (добавлен)' })).toHaveAttribute('aria-disabled', 'true');

    act(() => checks[1].focus());
    await user.keyboard('{ArrowLeft}{Enter}');
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.modal')!);
    expect(within(dialog).getByRole('heading', { name: new RegExp(`^Изображение ${first.id} `) })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'История модерации' })).toHaveAttribute('href', `/statistics/inimage/moderation/image/${first.id}?revision=2`);
    const remove = within(dialog).getAllByRole('button', { name: /^Снять тег / })[0];
    await user.click(remove);
    expect(within(dialog).getByText('Есть несохранённые изменения')).toBeVisible();
    // Leaving the page with the edit unsaved asks first.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);

    // The modal's picker: the tree loaded already. The tree pattern's keys (→ opens Природа, ↓ Животные, Enter
    // chooses it) do not step to another image; the category's tags join the image's edited tags.
    await user.click(within(dialog).getByText('Теги по категориям'));
    const modalTree = dialog.querySelector<HTMLElement>('[role="tree"]')!;
    act(() => within(modalTree).getByText('Природа').closest<HTMLElement>('[role="treeitem"]')!.focus());
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(within(modalTree).getByText('Животные').closest('[role="treeitem"]')).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByText('Добавить все теги категории'));
    expect(within(dialog).getByLabelText('Снять тег Тег 999')).toBeVisible();
    expect(backend.all('GET', CATEGORIES)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить и продолжить' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: new RegExp(`^Изображение ${second.id} `) })).toBeVisible());
    expect(backend.last('POST', `${LIST}/save_tags`).body).toMatchObject({ image_id: first.id, tags: expect.arrayContaining([21, 999, 22, 23]) });
    expect(screen.getByText('Успешно сохранено')).toBeVisible();
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
  });

  it('colours the AI percent as I 9 says, strikes a removed automatic tag through in the modal at once, and drops a removed added tag', async () => {
    const image = (id: number, rate: unknown) => ({ id, preview_url: '/img/1.png', domain: `site-${id}.ru`, tags_auto: [1, 2], tags_include: [25], tags_exclude: [], rate });
    backend.fail('GET', '/preferences/inimage/tags/search', { success: true, data: [] });
    backend.fail('GET', LIST, { success: true, data: [image(1, 85), image(2, 84.5), image(3, 50), image(4, 49), image(5, 150), image(6, 'много')], meta: { total_count: 6 } });
    const { user } = renderScreen(<ImagesModerationScreen />, { at: PAGE, entry: 'images-moderation' });
    await screen.findByText('Показано 6 из 6');
    const badges = Array.from(document.querySelectorAll('.image-grid-card .badge')).filter((b) => b.textContent?.startsWith('ИИ'));
    expect(badges.map((b) => [b.textContent, b.className])).toEqual([
      ['ИИ 85\u00a0%', 'badge text-bg-success'],
      ['ИИ 84,5\u00a0%', 'badge text-bg-warning'],
      ['ИИ 50\u00a0%', 'badge text-bg-warning'],
      ['ИИ 49\u00a0%', 'badge text-bg-danger'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Открыть изображение 1' }));
    const dialog = await screen.findByRole('dialog');
    const struck = () => Array.from(dialog.querySelectorAll('.text-decoration-line-through')).map((b) => b.textContent);
    expect(struck()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Снять тег Тег 2' }));
    expect(struck()).toEqual(['Тег 2 (исключён)']);
    expect(within(dialog).queryByRole('button', { name: 'Снять тег Тег 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Снять тег Тег 25' }));
    expect(struck()).toEqual(['Тег 2 (исключён)']);
    expect(within(dialog).queryByText(/Тег 25/)).toBeNull();
  });

  it('slides the sidebar out so the grid takes the full width; on a narrow window it is closed at first and slides over the grid', async () => {
    const { user, unmount } = await open();
    const toggle = screen.getByRole('button', { name: /Фильтры и теги/ });
    const sidebar = screen.getByRole('complementary', { name: 'Фильтры и теги' });
    const grid = () => document.querySelector('.image-grid-card')!.closest('.row > div')!;
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    expect(grid()).toHaveClass('col-lg-8');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).not.toBeVisible();
    expect(grid()).toHaveClass('col-12');
    await user.click(toggle);
    expect(within(sidebar).getByRole('search', { name: 'Фильтры' })).toBeVisible();
    unmount();

    // A narrow window (matchMedia says no to the wide query): closed, then an offcanvas over the grid.
    const narrow = jest.fn((query: string) => ({ matches: false, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn(), addListener: jest.fn(), removeListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: narrow });
    try {
      const again = await open();
      expect(narrow).toHaveBeenCalledWith('(min-width: 992px)');
      expect(screen.queryByRole('search', { name: 'Фильтры' })).toBeNull();
      const narrowToggle = screen.getByRole('button', { name: /Фильтры и теги/ });
      expect(narrowToggle).toHaveAttribute('aria-expanded', 'false');
      await again.user.click(narrowToggle);
      const panel = await screen.findByRole('dialog', { name: 'Фильтры и теги' });
      expect(within(panel).getByRole('search', { name: 'Фильтры' })).toBeVisible();
      await again.user.click(within(panel).getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(narrowToggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('works with an answer of only the fields the spec names (no meta.columns, no rate): cards with their views and tags, the sort by views', async () => {
    const spec = { id: 5, image_id: 105, preview_url: '/img/5.png', photo_url: '/img/5-big.png', domain: 'vesti.ru', tags: [1, 25], tags_auto: [1, 2], tags_include: [25], tags_exclude: [2], site_id: 104, status: 'active', is_approved: false, displayed: 7919 };
    backend.fail('GET', LIST, { success: true, data: [spec], meta: { total_count: 1 } });
    const { user } = renderScreen(<ImagesModerationScreen />, { at: PAGE, entry: 'images-moderation' });
    expect(await screen.findByText('Показано 1 из 1')).toBeVisible();
    const card = document.querySelector<HTMLElement>('.image-grid-card')!;
    expect(within(card).getByText('vesti.ru')).toBeVisible();
    expect(within(card).getByText('Показы:').parentElement).toHaveTextContent(/^Показы: 7\s919$/);
    expect(card.querySelectorAll('.badge')).toHaveLength(3); // two shown tags, one excluded; no AI percent without rate
    expect(Array.from(screen.getByRole('combobox', { name: 'Сортировка' }).querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Показы по возрастанию', 'Показы по убыванию']);
    await user.click(screen.getByRole('switch', { name: 'Компактный вид' }));
    expect(within(card).queryByText('Показы:')).toBeNull();
  });

  it("says 'Картинки пока не найдены' when nothing matches, and never uses a javascript: picture", async () => {
    backend.fail('GET', LIST, { success: true, data: [{ id: 1, preview_url: 'javascript:alert(1)', domain: '<b>x</b>' }], meta: { total_count: 1 } });
    const { user } = renderScreen(<ImagesModerationScreen />, { at: PAGE, entry: 'images-moderation' });
    expect(await screen.findByText('<b>x</b>')).toBeVisible();
    expect(screen.getByText('Нет изображения')).toBeVisible();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    backend.fail('GET', LIST, { success: true, data: [], meta: { total_count: 0 } });
    await user.type(screen.getByLabelText('Домен'), 'нет такого{Enter}');
    expect(await screen.findByText('Картинки пока не найдены')).toBeVisible();
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ domain: 'нет такого' }));
  });
});

// Audit images-kpi §3: a lower confidence bound above the upper one was sent; the site field said only 'Некорректное значение'.
describe('ImagesModerationScreen filters', () => {
  it('refuses a lower confidence bound above the upper one, and a site that is not a site id, each with a clear message', async () => {
    const { user } = await open();
    const filters = screen.getByRole('search', { name: 'Фильтры' });
    const sent = backend.all('GET', LIST).length;
    await user.type(within(filters).getByLabelText('Уверенность от, %'), '90');
    await user.type(within(filters).getByLabelText('Уверенность до, %'), '50');
    await user.click(within(filters).getByRole('button', { name: 'Найти' }));
    expect(within(filters).getByText('Нижняя граница уверенности больше верхней.')).toBeVisible();
    expect(within(filters).getByLabelText('Уверенность от, %')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.all('GET', LIST)).toHaveLength(sent);

    await user.clear(within(filters).getByLabelText('Уверенность до, %'));
    await user.type(within(filters).getByLabelText('Уверенность до, %'), '95');
    await user.type(within(filters).getByLabelText('ID сайта'), 'vesti.ru');
    await user.click(within(filters).getByRole('button', { name: 'Найти' }));
    expect(within(filters).getByText('Укажите ID сайта — целое число; домен введите в поле «Домен».')).toBeVisible();
    expect(backend.all('GET', LIST)).toHaveLength(sent);

    await user.clear(within(filters).getByLabelText('ID сайта'));
    await user.type(within(filters).getByLabelText('ID сайта'), '104');
    await user.click(within(filters).getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(backend.all('GET', LIST)).toHaveLength(sent + 1));
    expect(backend.last('GET', LIST).query).toMatchObject({ site_id: '104', rate_begin: '90', rate_end: '95' });
  });
});
