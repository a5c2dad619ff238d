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

  const shown = () => notify.toasts.map((t) => t.lines.join(' '));

  it('one rule for the stack (issue 44): at most three, the oldest that hides by itself going first; a save closes the errors it fixed; every toast titled', () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Сессия истекла'); // stands in for any error
      notify.error('Поле Название обязательно для заполнения!');
      notify.info('Плановые работы в 22:00');
    });
    expect(screen.getByText('Плановые работы в 22:00').closest('.toast')?.querySelector('.toast-title')?.textContent).toBe('Информация');
    act(() => notify.info('Новые фильтры', '', 'warning'));
    expect(shown()).toEqual(['Поле Название обязательно для заполнения!', 'Плановые работы в 22:00', 'Новые фильтры']);
    expect(screen.getByText('Новые фильтры').closest('.toast')?.querySelector('.toast-title')?.textContent).toBe('Внимание');
    // A plain success (a count of files sent) leaves the errors; a save's closes those it fixed.
    act(() => notify.success('Загружено файлов: 2'));
    expect(shown()).toEqual(['Плановые работы в 22:00', 'Новые фильтры', 'Загружено файлов: 2']);
    act(() => notify.error('Поле Название обязательно для заполнения!'));
    act(() => notify.saved());
    expect(shown()).toEqual(['Новые фильтры', 'Загружено файлов: 2', 'Успешно сохранено']);
    expect(document.querySelector('.toast-container')).toHaveClass('top-0', 'end-0');
  });
});
