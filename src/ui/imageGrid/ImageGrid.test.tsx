import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable } from 'mobx';
import { ImageGridStore } from '@core/imageGrid';
import { ImageGrid, ImageModal, LoadMoreButton } from '.';

interface Card {
  id: number;
  name: string;
}

const parts = (c: Card) => ({ src: `data:image/svg+xml,%3Csvg/%3E`, name: `картинка ${c.id}` });
const body = (c: Card) => <span>{c.name}</span>;
const title = (c: Card) => `Картинка ${c.id}`;
const src = () => 'javascript:alert(1)';

function setup() {
  const list = observable({
    rows: [1, 2, 3, 4, 5].map((id) => ({ id, name: `Карточка ${id}` })),
    replaceRow(match: (row: Card) => boolean, next: Card) {
      list.rows = list.rows.map((row) => (match(row) ? next : row));
    },
  });
  const grid = new ImageGridStore(list, (c: Card) => c.id);
  grid.setColumns(2);
  const onSave = jest.fn(async () => true);
  render(
    <>
      <ImageGrid grid={grid} label="Картинки" parts={parts} body={body} />
      <ImageModal grid={grid} title={title} src={src} onSave={onSave}>
        {(c) => <p>Редактор {c.id}</p>}
      </ImageModal>
    </>,
  );
  return { grid, onSave, user: userEvent.setup() };
}

const check = (id: number) => screen.getByRole('checkbox', { name: `Выбрать картинка ${id}` });

describe('ImageGrid', () => {
  it('keeps one tab stop, moves it with the arrows (a row down by the columns), checks with Space, opens with Enter', async () => {
    const { grid, user } = setup();
    expect(screen.getAllByRole('checkbox').map((c) => c.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.tab();
    expect(check(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(check(4)).toHaveFocus();
    expect(check(4).tabIndex).toBe(0);
    expect(check(1).tabIndex).toBe(-1);
    await user.keyboard(' ');
    expect(check(4)).toBeChecked();
    expect(grid.selection.keys).toEqual([4]);
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Картинка 5' })).toBeVisible();
    // The large picture's unsafe address is not used.
    expect(screen.getByText('Нет изображения')).toBeVisible();
    expect(screen.getByRole('button', { name: /Следующее/ })).toBeDisabled();
  });

  it('steps with ← →, saves and continues to the next card, saves and closes', async () => {
    const { grid, onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Открыть картинка 2' }));
    await screen.findByRole('dialog', { name: 'Картинка 2' });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Картинка 3' })).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Редактор 1')).toBeVisible();
    expect(screen.getByRole('button', { name: /Предыдущее/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await waitFor(() => expect(screen.getByText('Редактор 2')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Сохранить и закрыть' }));
    await waitFor(() => expect(grid.modalIndex).toBeNull());
    expect(grid.cursor.index).toBe(1);
  });

  it('renders only the rows in and near the view of a thousand cards; End scrolls to the last card and focuses it', async () => {
    // jsdom has no layout: cards 250 px tall, and a window that scrolls where it is told.
    const rect = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('image-grid-card') ? 250 : 0;
    });
    const page = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(300_000);
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
      const top = typeof options === 'object' ? (options.top ?? 0) : 0;
      Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    try {
      const list = observable({
        rows: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Карточка ${i + 1}` })),
        replaceRow() {},
      });
      const grid = new ImageGridStore(list, (c: Card) => c.id);
      grid.setColumns(4);
      render(<ImageGrid grid={grid} label="Картинки" parts={parts} body={body} />);
      const cards = () => document.querySelectorAll('.image-grid-card');
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      expect(cards().length).toBeLessThan(60);
      expect(cards()[0].getAttribute('aria-setsize')).toBe('1000');
      const user = userEvent.setup();
      await user.tab();
      expect(check(1)).toHaveFocus();
      await user.keyboard('{End}');
      await waitFor(() => expect(check(1000)).toHaveFocus());
      expect(cards().length).toBeLessThan(60);
      expect(screen.queryByRole('checkbox', { name: 'Выбрать картинка 1' })).toBeNull();
      await user.keyboard('{Home}');
      await waitFor(() => expect(check(1)).toHaveFocus());
    } finally {
      rect.mockRestore();
      page.mockRestore();
      scroll.mockRestore();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});

describe('LoadMoreButton', () => {
  it("says how many are shown of how many, and no 'of' when the total is below what is shown (issue 44: 'Показано 40 из 20')", () => {
    const list = (rows: number, total: number | null) => ({ rows: Array.from({ length: rows }, (_, i) => i), total, canLoadMore: false, loadingMore: false, loadMore: async () => undefined });
    const { rerender } = render(<LoadMoreButton list={list(20, 120)} />);
    expect(screen.getByText('Показано 20 из 120')).toBeVisible();
    rerender(<LoadMoreButton list={list(40, 20)} />);
    expect(screen.getByText('Показано 40')).toBeVisible();
  });
});
