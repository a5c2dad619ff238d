// Issue 13 and 14: answers a careless backend sends, and failures a user must understand.
import { act, render, screen } from '@testing-library/react';
import { ApiError, SESSION_ENDED_TEXT, SESSION_ENDED_TITLE } from '../apiError';
import { d } from '../decode';
import { ExcelLimitError, importExcel } from '../excel';
import { formatDate, formatDateTime, parseRuDate } from '../format';
import { api } from '../http';
import { ListStore } from '../ListStore';
import { notify } from '../notify';
import { localPaging } from '../paging';
import { Paginator, pageWindow } from '@ui/Paginator';
import { ToastHost } from '@ui/ToastHost';
import { backend } from '@test/setup';

const LIST = '/probe/list';

describe('what a failed call says', () => {
  it('reads the message, else the `error` field, and errors as a list or as {field: {error}}', async () => {
    backend.fail('GET', LIST, { success: false, error: 'Отчёт не найден' });
    await expect(api.get(LIST)).rejects.toMatchObject({ messages: ['Отчёт не найден'] });
    backend.fail('GET', LIST, { success: false, errors: ['Первая', 'Вторая'] });
    await expect(api.get(LIST)).rejects.toMatchObject({ messages: ['Первая', 'Вторая'] });
    backend.fail('GET', LIST, { success: false, errors: { name: { error: 'Поле Название обязательно для заполнения!' } } });
    await expect(api.get(LIST)).rejects.toMatchObject({ fieldErrors: { name: 'Поле Название обязательно для заполнения!' } });
  });

  it.each([
    [401, { success: false, message: 'Unauthenticated.' }],
    [419, { message: 'CSRF token mismatch.' }],
    [403, ''],
  ])('HTTP %i: the session has ended; the toast stays and offers to log in again in a new tab', async (status, body) => {
    backend.fail('POST', LIST, body, status);
    render(<ToastHost />);
    const error = await api.post(LIST, {}).catch((e: unknown) => e);
    act(() => void notify.error(error));
    expect(await screen.findByText(SESSION_ENDED_TEXT)).toBeVisible();
    expect(screen.getByText(SESSION_ENDED_TITLE)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Войти заново' });
    expect(link).toHaveAttribute('href', window.location.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(notify.toasts[0].delay).toBe(0);
  });

  it('follows the redirect the failure carries (a safe one only), and a 403 with a message is a refusal, not a logout', async () => {
    backend.fail('GET', LIST, { success: false, redirect: '/auth/?back_uri=%2Fx' }, 401);
    render(<ToastHost />);
    act(() => void notify.error(new ApiError('', { status: 401, redirect: '/auth/?back_uri=%2Fx' })));
    expect(await screen.findByRole('link', { name: 'Войти заново' })).toHaveAttribute('href', '/auth/?back_uri=%2Fx');
    act(() => notify.clear());
    act(() => void notify.error(new ApiError('', { status: 401, redirect: 'javascript:alert(1)' })));
    expect(await screen.findByRole('link', { name: 'Войти заново' })).toHaveAttribute('href', window.location.href);
    expect(new ApiError('Нет доступа', { status: 403 }).sessionEnded).toBe(false);
  });

  it('logs a bug (not a failed call) with its stack, while the user sees the fallback', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'name')");
    expect(notify.error(bug)).toEqual(['Что-то пошло не так!']);
    expect(errors).toHaveBeenCalledWith('Unexpected error behind an error toast:', bug);
    errors.mockClear();
    notify.error(new ApiError('Нет доступа'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('counts and pages from the server', () => {
  const listOf = (meta: unknown, rows: unknown[] = ['a']) => {
    backend.fail('GET', LIST, { success: true, data: rows, meta });
    return api.list(LIST, { rows: d.list(d.text) });
  };

  it('a count that is negative, not a number or not whole is unknown; a huge one is kept', async () => {
    expect((await listOf({ total_count: -5 })).total).toBeNull();
    expect((await listOf({ total_count: 'много' })).total).toBeNull();
    expect((await listOf({ total_count: 2.5 })).total).toBeNull();
    expect((await listOf({ count: '12' })).total).toBe(12);
    expect((await listOf({ total_count: 1e12 })).total).toBe(1e12);
    expect((await listOf(null, ['a', 'b'])).total).toBe(2);
  });

  it('the paginator shows an unknown total as unknown and walks no page it does not show (1e15 rows)', () => {
    const started = performance.now();
    expect(pageWindow(3, 2e13)).toEqual([1, 2, 3, 4, 5, 'gap', 2e13]);
    render(<Paginator page={1} pageCount={2e13} total={1e15} perPage={50} onPage={() => undefined} />);
    // Walking 2e13 pages would take hours; the bound leaves room for a busy CI machine (a render is ~20 ms).
    expect(performance.now() - started).toBeLessThan(2000);
    expect(screen.getByText(/Всего: 1\s000\s000\s000\s000\s000/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Страница/ })).toHaveLength(4);
    render(<Paginator page={2} pageCount={3} total={null} perPage={50} onPage={() => undefined} />);
    expect(screen.getByText('Всего: неизвестно')).toBeVisible();
  });

  it('a page past the end (#p=999999 of 137 rows) goes to the last page, replacing the history entry', async () => {
    const paging = localPaging({ page: 999999 });
    const update = jest.spyOn(paging, 'update');
    const list = new ListStore<string, object>({
      query: () => ({}),
      paging,
      load: (_q, p) => Promise.resolve({ rows: p.page === 3 ? ['last'] : [], total: 137, meta: {}, extra: {} }),
    });
    const stop = list.start();
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(update).toHaveBeenCalledWith({ page: 3 }, 'replace');
    expect(list.rows).toEqual(['last']);
    expect(list.state).toBe('ready');
    stop();
  });

  it('keeps "Данные получены. Строю таблицу..." for the time the list asks (500 ms for the period report)', async () => {
    const list = new ListStore<string, object>({ query: () => ({}), buildingMs: 500, load: () => Promise.resolve({ rows: [], total: 0, meta: {}, extra: {} }) });
    const stop = list.start();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(list.state).toBe('building');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(list.state).toBe('ready');
    stop();
  });
});

describe('shapes from the server', () => {
  it('decodes wrong types into empty or unknown values, and leaves out list entries that are not records', () => {
    const row = d.row({ id: d.id, url: d.text, count: d.count, on: d.bool });
    expect(row({ id: '7', url: 12345, count: -1, on: '1', extra: 'x', nested: { a: 1 } })).toEqual({ id: 7, url: '12345', count: null, on: true, extra: 'x' });
    expect(row(null)).toEqual({ id: null, url: '', count: null, on: null });
    expect(d.records({ name: d.text })([null, { name: 'a' }, 5, 'x', { name: null }])).toEqual([{ name: 'a' }, { name: '' }]);
  });

  it('shows an impossible date as a dash, not as another day', () => {
    expect(formatDate('0000-00-00 00:00:00')).toBe('—');
    expect(formatDateTime('2024-13-45 10:00:00')).toBe('—');
    expect(formatDate('2026-02-31')).toBe('—');
    expect(formatDate('не дата')).toBe('—');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2024-02-29 23:59:00')).toBe('29.02.2024 23:59');
    expect(parseRuDate('31.04.2026')).toBeNull();
  });
});

describe('Excel import limits', () => {
  it('refuses a file over 5 MB before reading it, and a sheet with more rows than allowed', async () => {
    const big = { size: 6 * 1024 * 1024, arrayBuffer: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    await expect(importExcel(big, ['Ссылка'])).rejects.toEqual(new ExcelLimitError('Файл слишком большой: можно загрузить не более 5 МБ.'));
    const ExcelJS = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    sheet.addRow(['Ссылка']);
    for (let i = 0; i < 12; i++) sheet.addRow([`https://site${i}.ru/`]);
    const file = new Blob([(await workbook.xlsx.writeBuffer()) as ArrayBuffer]);
    await expect(importExcel(file, ['Ссылка'], { bytes: 1e6, rows: 10 })).rejects.toThrow('В файле слишком много строк: можно загрузить не более 10.');
    expect(await importExcel(file, ['Ссылка'], { bytes: 1e6, rows: 12 })).toHaveLength(12);
  });
});
