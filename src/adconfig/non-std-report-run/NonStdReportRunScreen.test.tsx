import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { EMPTY_RESULT_VALUE, UNKNOWN_RESULT_VALUE } from '@fixtures/server/routes/non-std-reports';
import { NonStdReportRunScreen } from './NonStdReportRunScreen';

const BASE = '/stat/non-std-reports';
const RESULT_TYPES = [
  { id: 'table', name: 'Таблица', isFile: false },
  { id: 'xlsx', name: 'Файл Excel', isFile: true },
];

describe('NonStdReportRunScreen', () => {
  it("says 'Установите фильтры и нажмите Поиск' until a search; the table; an empty one says 'Нет данных.' and is not exported; an unknown answer; reset", async () => {
    const { user } = renderScreen(<NonStdReportRunScreen access={{ edit: true }} resultTypes={RESULT_TYPES} />, { at: `${BASE}/5`, entry: 'non-std-report-run' });
    expect(await screen.findByText('Нестандартный отчёт №5: Партнёры без активности')).toBeVisible();
    expect(screen.getByText('Изменить отчёт')).toHaveAttribute('href', `${BASE}/5/edit`);
    expect(screen.getByText('Установите фильтры и нажмите Поиск')).toBeVisible();
    await user.click(screen.getByText('Поиск', { selector: 'button' }));
    expect(backend.all('POST', `${BASE}/5/execute`)).toHaveLength(0);

    await user.type(screen.getByLabelText('name'), 'весна{Enter}');
    expect(await screen.findByText('<b>html</b>.example')).toBeVisible();
    expect(screen.getAllByText('name=весна')).toHaveLength(12);
    expect(screen.queryByText('Установите фильтры и нажмите Поиск')).toBeNull();

    await user.type(screen.getByLabelText('campaign_id'), EMPTY_RESULT_VALUE);
    await user.click(screen.getByText('Поиск', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByText('<b>html</b>.example')).toBeNull());
    expect(screen.getByText('Нет данных.', { selector: 'td > div' })).toBeVisible();
    await user.click(screen.getByText('Экспорт в Excel', { selector: 'button' }));
    expect(await screen.findByText('Нет данных.', { selector: '.modal *' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));

    await user.clear(screen.getByLabelText('campaign_id'));
    await user.type(screen.getByLabelText('campaign_id'), `${UNKNOWN_RESULT_VALUE}{Enter}`);
    expect(await screen.findByText('Неизвестный тип результата!')).toBeVisible();
    await user.click(screen.getByText('Сбросить', { selector: 'button' }));
    expect(screen.getByLabelText('campaign_id')).toHaveValue('');
    expect(screen.getByText('Установите фильтры и нажмите Поиск')).toBeVisible();
  });

  it("labels the filters by the titles the report gives them, never by their keys; the keys are what is sent", async () => {
    const { user } = renderScreen(<NonStdReportRunScreen />, { at: `${BASE}/1`, entry: 'non-std-report-run' });
    expect(await screen.findByLabelText('Дата с')).toBeInTheDocument();
    expect(screen.getByLabelText('Дата по')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Площадка (ID)'), '5000{Enter}');
    expect(screen.queryByLabelText('date_from')).toBeNull();
    expect(screen.queryByLabelText('site_id')).toBeNull();
    await waitFor(() => expect(backend.last('POST', `${BASE}/1/execute`).body).toEqual({ filters: { date_from: '2026-11-01', site_id: '5000' } }));
  });

  it("numbers the Russian way (issue 44): a float filter takes '1 500,5' and sends '1500.5', an int one '1 500' as '1500'; a CTR column shows two decimals", async () => {
    const { user, unmount } = renderScreen(<NonStdReportRunScreen />, { at: `${BASE}/3`, entry: 'non-std-report-run' });
    const ctr = await screen.findByLabelText('min_ctr');
    expect(ctr).toHaveValue('0,5'); // the report's default '0.5', in ru-RU
    expect(ctr).toHaveAttribute('inputmode', 'decimal');
    backend.fail('POST', `${BASE}/3/execute`, {
      success: true,
      data: { columns: [{ key: 'site_id', title: 'ID сайта' }, { key: 'ctr', title: 'CTR, %' }], data: [{ site_id: 5000, ctr: 1.5 }, { site_id: 5001, ctr: 0 }, { site_id: 5002, ctr: '2.345' }] },
    });
    await user.clear(ctr);
    await user.type(ctr, '1 500,5{Enter}');
    await waitFor(() => expect(backend.last('POST', `${BASE}/3/execute`).body).toEqual({ filters: { min_ctr: '1500.5' } }));
    expect(ctr).toHaveValue('1 500,5'); // as typed while the field has the focus
    await user.tab();
    expect(ctr).toHaveValue('1\u00a0500,5');
    const ctrCells = await screen.findAllByRole('cell', { name: /^\d+,\d+$/ });
    expect(ctrCells.map((cell) => cell.textContent)).toEqual(['1,50', '0,00', '2,35']);
    unmount();

    const int = renderScreen(<NonStdReportRunScreen />, { at: `${BASE}/1`, entry: 'non-std-report-run' });
    const site = await screen.findByLabelText('Площадка (ID)');
    expect(site).toHaveAttribute('inputmode', 'numeric');
    await int.user.type(site, '1 500,5{Enter}');
    expect(await screen.findByText('Поле должно содержать целое число!')).toBeVisible();
    expect(backend.all('POST', `${BASE}/1/execute`)).toHaveLength(0);
    await int.user.clear(site);
    await int.user.type(site, '1 500{Enter}');
    await waitFor(() => expect(backend.last('POST', `${BASE}/1/execute`).body).toEqual({ filters: { date_from: '2026-11-01', site_id: '1500' } }));
  });

  it('a file result is a download link; a report that fails to load offers a retry; a bad address says so', async () => {
    backend.fail('GET', `${BASE}/4`, { success: false, message: 'Нет доступа к отчёту' });
    const { user, unmount } = renderScreen(<NonStdReportRunScreen resultTypes={RESULT_TYPES} />, { at: `${BASE}/4`, entry: 'non-std-report-run' });
    expect(await screen.findByText('Нет доступа к отчёту')).toBeVisible();
    backend.standIn.faults.clear();
    await user.click(screen.getByText('Повторить', { selector: 'button' }));
    expect(await screen.findByText('Тип результата: Файл Excel', { exact: false })).toBeVisible();
    expect(screen.queryByText('Изменить отчёт')).toBeNull();
    await user.click(screen.getByText('Поиск', { selector: 'button' }));
    expect(await screen.findByText('Скачать файл')).toHaveAttribute('href', `${BASE}/files/report-4.xlsx`);
    unmount();

    renderScreen(<NonStdReportRunScreen />, { at: `${BASE}/abc`, entry: 'non-std-report-run' });
    expect(screen.getByText('Некорректный адрес отчёта: нет его номера.')).toBeVisible();
  });

  it('a report listing thousands of filters draws the first 200 and says so', async () => {
    const filters = Array.from({ length: 5000 }, (_, i) => ({ key: `f${i}`, type: 'string', default: '' }));
    backend.db.collection<{ id: number; params: { filters: unknown[] } }>('non-std-reports').update(5, { params: { filters } });
    renderScreen(<NonStdReportRunScreen resultTypes={RESULT_TYPES} />, { at: `${BASE}/5`, entry: 'non-std-report-run' });
    expect(await screen.findByText('Показаны первые 200 фильтров из 5 000: остальные в поиск не попадут.')).toBeVisible();
    expect(screen.getByLabelText('f199')).toBeVisible();
    expect(screen.queryByLabelText('f200')).toBeNull();
  });
});
