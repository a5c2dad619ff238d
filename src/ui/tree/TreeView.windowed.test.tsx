import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreeOutline } from '@core/tree/TreeOutline';
import { TreeView } from './TreeView';

interface Item {
  id: number;
  parent: number | null;
  name: string;
}

describe('TreeView, thousands of nodes shown', () => {
  it('draws a window of flat treeitems that say their level and place, and the arrows move the focus', async () => {
    const items: Item[] = [...Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, parent: null, name: `Категория ${i + 1}` })), { id: 5000, parent: 1, name: 'Дочерняя' }];
    const outline = new TreeOutline(() => items, { id: (i: Item) => i.id, parentId: (i: Item) => i.parent });
    outline.setExpanded(1, true);
    render(<TreeView store={outline} label="Категории" name={(i) => i.name} />);
    const drawn = screen.getAllByRole('treeitem');
    expect(drawn.length).toBeLessThan(60);
    const child = screen.getByRole('treeitem', { name: 'Дочерняя' });
    expect([child.getAttribute('aria-level'), child.getAttribute('aria-setsize'), child.getAttribute('aria-posinset')]).toEqual(['2', '1', '1']);
    const first = screen.getByRole('treeitem', { name: 'Категория 1' });
    expect([first.getAttribute('aria-setsize'), first.getAttribute('aria-posinset'), first.getAttribute('aria-expanded')]).toEqual(['2000', '1', 'true']);
    act(() => first.focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Категория 2' }));
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
  });
});
