import { render } from '@testing-library/react';
import { BarReserveRelease, RESERVED, reserveBar } from './barReserve';

function node(props: unknown): HTMLElement {
  const div = document.createElement('div');
  div.id = 'navigation';
  div.dataset.props = typeof props === 'string' ? props : JSON.stringify(props);
  return div;
}

describe('reserveBar (issue 45: the bar renders after the screen, its height held so that nothing shifts)', () => {
  it('holds the bar, and the breadcrumbs and the h1 when the page prints them', () => {
    const full = node({ breadcrumbs: [{ title: 'Главная', url: '/' }, { title: 'Список сайтов' }], title: 'Список сайтов', left: [] });
    reserveBar(full);
    expect([...full.classList]).toEqual([RESERVED, `${RESERVED}-crumbs`, `${RESERVED}-title`]);

    const bare = node({ breadcrumbs: [], title: '  ', left: [] });
    reserveBar(bare);
    expect([...bare.classList]).toEqual([RESERVED]);
  });

  it('holds the bar alone for props it cannot read (the island then says what is wrong)', () => {
    const broken = node('{not json');
    reserveBar(broken);
    expect([...broken.classList]).toEqual([RESERVED]);
    expect(() => reserveBar(null)).not.toThrow();
  });

  it('lets the height go in the commit that draws the bar', () => {
    const held = node({ breadcrumbs: [{ title: 'Главная' }], title: 'Сайты' });
    reserveBar(held);
    render(<BarReserveRelease node={held} />);
    expect(held.className).toBe('');
  });
});
