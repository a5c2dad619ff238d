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

  it("one rule for titles (issue 44): a toast given an empty title takes its kind's, none shows a bare header", () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Скопировано в буфер обмена', '');
      notify.error('Не удалось скопировать в буфер обмена', '');
      notify.success('Импорт завершён', 'Импорт');
    });
    const title = (text: string) => screen.getByText(text).closest('.toast')?.querySelector('.toast-title')?.textContent;
    expect([title('Скопировано в буфер обмена'), title('Не удалось скопировать в буфер обмена'), title('Импорт завершён')]).toEqual([TOAST.successTitle, TOAST.errorTitle, 'Импорт']);
  });
});

/** A modal as react-bootstrap leaves it in the page, its parts where a 1366×768 Chromium lays them out. */
async function openModal(parts: Record<'dialog' | 'header' | 'footer', { top: number; bottom: number; left: number; right: number }>) {
  const modal = document.createElement('div');
  modal.className = 'modal show';
  modal.innerHTML = '<div class="modal-dialog"><div class="modal-content"><div class="modal-header"></div><div class="modal-body"></div><div class="modal-footer"></div></div></div>';
  document.body.append(modal);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const part = (['dialog', 'header', 'footer'] as const).find((name) => this.classList.contains(`modal-${name}`));
    const box = part ? parts[part] : { top: 0, bottom: 0, left: 0, right: 0 };
    return { ...box, width: box.right - box.left, height: box.bottom - box.top, x: box.left, y: box.top, toJSON: () => ({}) };
  });
  // The stack follows the body's class (a MutationObserver: its records come in a microtask).
  await act(async () => document.body.classList.add('modal-open'));
  return async () => {
    await act(async () => document.body.classList.remove('modal-open'));
    modal.remove();
  };
}

describe('ToastHost beside an open modal (issue 44)', () => {
  beforeEach(() => {
    window.innerWidth = 1366;
    window.innerHeight = 768;
  });
  afterEach(() => {
    act(() => notify.clear());
    jest.restoreAllMocks();
  });
  const stack = () => document.querySelector('.toast-stack') as HTMLElement;

  it("keeps to a wide modal's body: under its header's close button, above its footer's buttons, until it closes", async () => {
    render(<ToastHost />);
    act(() => notify.error('Поле Название обязательно для заполнения!'));
    const close = await openModal({ dialog: { top: 28, bottom: 600, left: 113, right: 1253 }, header: { top: 28, bottom: 90, left: 113, right: 1253 }, footer: { top: 530, bottom: 600, left: 113, right: 1253 } });
    expect({ top: stack().style.getPropertyValue('top'), maxHeight: stack().style.getPropertyValue('max-height'), important: stack().style.getPropertyPriority('top') }).toEqual({ top: '90px', maxHeight: '440px', important: 'important' });
    await close();
    expect([stack().style.getPropertyValue('top'), stack().style.getPropertyValue('max-height')]).toEqual(['', '']);
  });

  it('stays top right beside a narrow modal, narrows beside a middle one, and goes under the footer of a wide modal with a short body', async () => {
    render(<ToastHost />);
    let close = await openModal({ dialog: { top: 28, bottom: 300, left: 433, right: 933 }, header: { top: 28, bottom: 90, left: 433, right: 933 }, footer: { top: 230, bottom: 300, left: 433, right: 933 } });
    expect(stack().style.getPropertyValue('top')).toBe('');
    await close();
    // An 800 px modal at 1366 (user-groups' members): 283 px beside it, the stack narrows to that, covering none of its rows' buttons.
    close = await openModal({ dialog: { top: 28, bottom: 600, left: 283, right: 1083 }, header: { top: 28, bottom: 90, left: 283, right: 1083 }, footer: { top: 530, bottom: 600, left: 283, right: 1083 } });
    expect([stack().style.getPropertyValue('width'), stack().style.getPropertyValue('top')]).toEqual(['283px', '']);
    await close();
    expect(stack().style.getPropertyValue('width')).toBe('');
    close = await openModal({ dialog: { top: 28, bottom: 250, left: 213, right: 1153 }, header: { top: 28, bottom: 90, left: 213, right: 1153 }, footer: { top: 150, bottom: 250, left: 213, right: 1153 } });
    expect([stack().style.getPropertyValue('top'), stack().style.getPropertyValue('max-height')]).toEqual(['250px', '518px']);
    await close();
  });
});

