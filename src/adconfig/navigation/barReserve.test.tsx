import { render } from '@testing-library/react';
import { BarReserveRelease, RESERVED, reserveBar } from './barReserve';

function node(): HTMLElement {
  const div = document.createElement('div');
  div.id = 'navigation';
  return div;
}

describe('reserveBar (issue 45: the bar renders after the screen, its height held so that nothing shifts)', () => {
  it('holds the bar, and the breadcrumbs and the h1 when the heading will show them', () => {
    const full = node();
    reserveBar(full, { breadcrumbs: [{ title: 'Главная', url: '/' }, { title: 'Список сайтов' }], title: 'Список сайтов' });
    expect([...full.classList]).toEqual([RESERVED, `${RESERVED}-crumbs`, `${RESERVED}-title`]);

    const bare = node();
    reserveBar(bare, { breadcrumbs: [], title: '' });
    expect([...bare.classList]).toEqual([RESERVED]);
    expect(() => reserveBar(null, { breadcrumbs: [], title: '' })).not.toThrow();
  });

  it('lets the height go in the commit that draws the bar', () => {
    const held = node();
    reserveBar(held, { breadcrumbs: [{ title: 'Главная' }], title: 'Сайты' });
    render(<BarReserveRelease node={held} />);
    expect(held.className).toBe('');
  });
});
