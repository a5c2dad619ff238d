import { screen, waitFor, within } from '@testing-library/react';
import type { Manager } from '@fixtures/server/routes/reserves-presales';
import { formatMoney } from '@core/format';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { tableByCaption } from '@test/queries';
import { ReservesPresalesScreen } from './ReservesPresalesScreen';

const PAGE = '/statistics/reserves';
const cellInput = (label: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no cell ${label}`);
  return input;
};
const firstManager = () => backend.db.collection<Manager>('reserves-presales').all()[0];

describe('ReservesPresalesScreen', () => {
  it("the month's reservations; #presale: the presale plan recomputed as the coefficient is typed, saved", async () => {
    const { user } = renderScreen(<ReservesPresalesScreen isCoefficientChange />, { at: `${PAGE}#m=2026-10`, entry: 'reserves-presales' });
    const reserves = tableByCaption('Брони за октябрь 2026');
    const manager = firstManager();
    expect(await within(reserves).findByText(manager.name)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Месяц')).toHaveValue('10.2026'));

    await user.click(screen.getByRole('tab', { name: 'Пресейлы' }));
    expect(window.location.hash).toBe('#presale?m=2026-10');
    const coefficient = cellInput(`${manager.name} — Коэффициент`);
    const row = coefficient.closest('tr');
    if (!row) throw new Error('the row');
    await user.clear(coefficient);
    await user.type(coefficient, '2');
    const plan = within(row).getAllByRole('cell')[0].textContent ?? '';
    const planNumber = Number(plan.replace(/\s/g, '').replace(',', '.'));
    expect(planNumber).toBeGreaterThan(0);
    expect(within(row).getAllByRole('cell')[2].textContent).toBe(formatMoney(planNumber * 2));
    expect(screen.getByText('Не сохранено')).toBeVisible();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(backend.all('PUT', `${PAGE}/coefficients`)).toHaveLength(1));
    expect(backend.last('PUT', `${PAGE}/coefficients`).body).toEqual({ month: '2026-10', coefficients: [{ id: manager.id, coefficient: 2 }] });
    await waitFor(() => expect(screen.queryByText('Не сохранено')).toBeNull());
  });

  it("says 'Ожидаю данные...' while the month loads, then 'Данные получены. Строю таблицу...' for a moment, as every report does", async () => {
    const hold = backend.hold('GET', `${PAGE}/data`);
    renderScreen(<ReservesPresalesScreen />, { at: `${PAGE}#m=2026-10`, entry: 'reserves-presales' });
    expect(await screen.findByText('Ожидаю данные...')).toBeVisible();
    hold.release();
    expect(await screen.findByText('Данные получены. Строю таблицу...')).toBeVisible();
    expect(await within(tableByCaption('Брони за октябрь 2026')).findByText(firstManager().name)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Данные получены. Строю таблицу...')).toBeNull());
  });

  it('without isCoefficientChange the coefficient is read only and there is no Save', async () => {
    renderScreen(<ReservesPresalesScreen />, { at: `${PAGE}#presale?m=2026-10`, entry: 'reserves-presales' });
    const manager = firstManager();
    await waitFor(() => expect(cellInput(`${manager.name} — Коэффициент`)).toHaveAttribute('readonly'));
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('both tabs look alike (issue 44): the presale grid in the shared scroll box of the reservations table, number columns to the right', async () => {
    const { user } = renderScreen(<ReservesPresalesScreen isCoefficientChange />, { at: `${PAGE}#m=2026-10`, entry: 'reserves-presales' });
    const reserves = tableByCaption('Брони за октябрь 2026');
    expect(await within(reserves).findByText(firstManager().name)).toBeVisible();
    expect(within(reserves).getByRole('columnheader', { name: 'Факт броней' })).toHaveClass('text-end', 'cell-number');
    await user.click(screen.getByRole('tab', { name: 'Пресейлы' }));
    const box = await screen.findByRole('region', { name: 'Пресейлы за октябрь 2026' });
    expect(box).toHaveClass('table-scroll');
    expect(box.parentElement).toHaveClass('table-scroll-frame');
    const presales = within(box).getByRole('table');
    expect(within(presales).getByRole('columnheader', { name: 'Коэффициент' })).toHaveClass('text-end', 'cell-number');
    expect(within(presales).getByRole('columnheader', { name: 'Факт пресейлов' })).toHaveClass('text-end', 'cell-number');
  });
});
