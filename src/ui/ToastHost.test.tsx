import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify, TOAST } from '@core/notify';
import { ToastHost } from './ToastHost';

// A notice or a message hides after its delay, but not while the operator is reading it: the pointer
// over it or focus inside it holds it; it goes its delay after they leave.
describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => notify.clear());
    jest.useRealTimers();
  });

  const shown = () => notify.toasts.map((t) => t.lines.join(' '));

  it('hides a toast after its delay', () => {
    render(<ToastHost />);
    act(() => notify.info('Плановые работы в 22:00', 'Объявление'));
    expect(screen.getByText('Плановые работы в 22:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST.errorDelay + 50));
    expect(shown()).toEqual([]);
  });

  it('keeps a toast while the pointer is over it, then hides it its delay after the pointer leaves', () => {
    render(<ToastHost />);
    act(() => notify.info('Плановые работы в 22:00', 'Объявление'));
    const toast = screen.getByText('Плановые работы в 22:00').closest('.toast') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(TOAST.errorDelay * 3));
    expect(shown()).toEqual(['Плановые работы в 22:00']);
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(TOAST.errorDelay - 500));
    expect(shown()).toEqual(['Плановые работы в 22:00']);
    act(() => jest.advanceTimersByTime(600));
    expect(shown()).toEqual([]);
  });

  it('keeps a toast while focus is inside it (a keyboard user reaching its close button)', () => {
    render(<ToastHost />);
    act(() => notify.success('Сохранено на сервере'));
    const close = screen.getByRole('button', { name: 'Закрыть' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(TOAST.successDelay * 3));
    expect(shown()).toEqual(['Сохранено на сервере']);
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(TOAST.successDelay + 50));
    expect(shown()).toEqual([]);
  });
});

describe('ToastHost: a long toast', () => {
  afterEach(() => act(() => notify.clear()));

  it('shows its first lines and offers the rest: a long notice does not fill the side of the window', async () => {
    render(<ToastHost />);
    const text = 'В ночь с 14 на 15 июня статистика будет обновляться с задержкой. '.repeat(4);
    act(() => notify.info(text.trim(), 'Плановые работы'));
    const more = screen.getByRole('button', { name: 'Подробнее' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(text.trim()).parentElement).toHaveClass('is-clamped');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(text.trim()).parentElement).not.toHaveClass('is-clamped');
  });

  it('shows a short toast whole, with nothing to expand', () => {
    render(<ToastHost />);
    act(() => notify.success('Сохранено'));
    expect(screen.queryByRole('button', { name: 'Подробнее' })).toBeNull();
  });
});
