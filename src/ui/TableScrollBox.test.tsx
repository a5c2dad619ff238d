import { fireEvent, render, screen } from '@testing-library/react';
import { TableScrollBox } from './TableScrollBox';

/** jsdom lays nothing out: the box's position and sizes are what a 1366×768 Chromium measured for post-click-kpi. */
function sized(top: number, widths: { scroll: number; client: number }) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: this.getAttribute('role') === 'region' ? top : 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) };
  });
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(widths.scroll);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(widths.client);
}

afterEach(() => jest.restoreAllMocks());

const box = () => screen.getByRole('region', { name: 'Отчёт' });
const frame = () => box().parentElement as HTMLElement;

describe('TableScrollBox', () => {
  it('ends at the bottom of the first screen when the page above leaves less than its height, its horizontal scrollbar in view', () => {
    window.innerHeight = 768;
    sized(230, { scroll: 1000, client: 1000 });
    render(<TableScrollBox caption="Отчёт" maxHeight={550}><table /></TableScrollBox>);
    expect(box().style.maxHeight).toBe('530px');
  });

  it('fits again when what comes in above it moves it down (a card or a pager once loaded): the page grows, the box is measured again', () => {
    const observed: Array<{ target: Element; callback: ResizeObserverCallback }> = [];
    class Recording {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        observed.push({ target, callback: this.callback });
      }
      disconnect() {}
    }
    const before = window.ResizeObserver;
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: Recording });
    try {
      window.innerHeight = 768;
      sized(300, { scroll: 1000, client: 1000 });
      render(<TableScrollBox caption="Отчёт" maxHeight={550}><table /></TableScrollBox>);
      expect(box().style.maxHeight).toBe('460px');
      sized(347, { scroll: 1000, client: 1000 });
      const page = observed.find((o) => o.target === document.body);
      expect(page).toBeDefined();
      page!.callback([], {} as ResizeObserver);
      expect(box().style.maxHeight).toBe('413px');
    } finally {
      Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: before });
    }
  });

  it('keeps its height where the room is ample, or where fitting would leave a slit (the page scrolls to it then)', () => {
    window.innerHeight = 768;
    sized(100, { scroll: 1000, client: 1000 });
    const { unmount } = render(<TableScrollBox caption="Отчёт" maxHeight={550}><table /></TableScrollBox>);
    expect(box().style.maxHeight).toBe('550px');
    unmount();
    sized(600, { scroll: 1000, client: 1000 });
    render(<TableScrollBox caption="Отчёт" maxHeight={550}><table /></TableScrollBox>);
    expect(box().style.maxHeight).toBe('550px');
  });

  it('marks the edge beyond which columns lie, and follows the scroll to the end and back', () => {
    sized(100, { scroll: 1800, client: 1300 });
    render(<TableScrollBox caption="Отчёт" maxHeight={550}><table /></TableScrollBox>);
    expect(box()).toHaveAttribute('tabindex', '0');
    expect(frame()).toHaveAttribute('data-more-right');
    expect(frame()).not.toHaveAttribute('data-more-left');
    box().scrollLeft = 500;
    fireEvent.scroll(box());
    expect(frame()).not.toHaveAttribute('data-more-right');
    expect(frame()).toHaveAttribute('data-more-left');
  });

  it('a table that fits its box has no hint', () => {
    sized(100, { scroll: 1300, client: 1300 });
    render(<TableScrollBox caption="Отчёт" maxHeight={550}><table /></TableScrollBox>);
    expect(frame()).not.toHaveAttribute('data-more-right');
    expect(frame()).not.toHaveAttribute('data-more-left');
  });
});
