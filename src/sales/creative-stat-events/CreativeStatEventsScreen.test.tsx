import { screen, waitFor, within } from '@testing-library/react';
import { exportToExcel } from '@core/excel';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { dialogTitled, tableByCaption } from '@test/queries';
import { CreativeStatEventsScreen } from './CreativeStatEventsScreen';
import type { ReportSettings } from './settings';

jest.mock('@core/excel', () => ({ exportToExcel: jest.fn(() => Promise.resolve()) }));

const PAGE = '/statistics/creative-events';
const SETTINGS: ReportSettings = { fastFilters: [{ id: 2, name: 'Клики', qs: 'ev=click', sort: 1, active: false }], defaultFilter: null };

const TEXT_EVENTS = ['Показ', 'Просмотр', 'Клик', 'Закрытие'];

/** The report done loading (its 'Строю таблицу...' over): no update of it lands outside the test's waits. */
const settled = () => waitFor(() => expect(document.querySelector('.load-state')?.textContent).toBe(''));

const table = () => tableByCaption('События по креативам');
const bodyRows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]'));

async function open() {
  const view = renderScreen(<CreativeStatEventsScreen configurable report={SETTINGS} />, { at: `${PAGE}#cr=106`, entry: 'creative-stat-events' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  await settled();
  return view;
}

jest.setTimeout(20000);

describe('CreativeStatEventsScreen', () => {
  it('copies the visible columns as tab-separated text and says so; a pill applies its filters; a new pill needs a name', async () => {
    const { user } = await open();
    expect(within(table()).getAllByText('Осень: видео 15 с').length).toBe(bodyRows().length);
    await user.click(screen.getByText('Копировать'));
    expect(await screen.findByText('Информация скопирована в буфер обмена!')).toBeVisible();
    const lines = (await navigator.clipboard.readText()).split('\n');
    expect(lines[0]).toBe('Дата\tID креатива\tКреатив\tСобытие\tКоличество');
    expect(lines).toHaveLength(bodyRows().length + 1);
    expect(lines[1].split('\t')).toEqual(Array.from(bodyRows()[0].cells).map((td) => td.textContent));

    await user.click(screen.getByRole('button', { name: 'Клики', pressed: false }));
    await waitFor(() => expect(backend.last('GET', PAGE).query).toEqual({ event: 'click', page: '1', per_page: '50', field: 'day', order: 'desc' }));
    expect(screen.getByRole('button', { name: 'Клики', pressed: true })).toBeVisible();
    await settled();

    await user.selectOptions(screen.getByLabelText('Событие'), 'Показ');
    await user.click(screen.getByText('Найти'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Клики', pressed: false })).toBeVisible());
    await settled();
    await user.click(screen.getByText('Сохранить фильтр'));
    const modal = await dialogTitled('Новый быстрый фильтр');
    await user.click(modal.getByText('Сохранить'));
    expect(modal.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    await user.type(modal.getByLabelText('Название'), 'Показы{Enter}');
    expect(await screen.findByRole('button', { name: 'Показы', pressed: true })).toBeVisible();
    expect(backend.last('PUT', PAGE).body).toEqual({ report_settings: { fastFilters: [{ ...SETTINGS.fastFilters[0] }, { id: 3, name: 'Показы', qs: 'ev=show', sort: 2, active: true }], defaultFilter: null } });
  });

  it('copies and exports the whole filtered report, not the page on screen; the export takes the columns ticked', async () => {
    const { user } = renderScreen(<CreativeStatEventsScreen report={SETTINGS} />, { at: PAGE, entry: 'creative-stat-events' });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await settled();
    await user.click(screen.getByText('Копировать'));
    expect(await screen.findByText('Информация скопирована в буфер обмена!')).toBeVisible();
    expect(backend.last('GET', PAGE).query).toEqual({ page: '1', per_page: 'all', field: 'day', order: 'desc' });
    expect((await navigator.clipboard.readText()).split('\n')).toHaveLength(61);

    await user.click(screen.getByText('Экспорт в Excel'));
    const modal = await dialogTitled('Экспорт в Excel: колонки');
    expect(modal.getByRole('checkbox', { name: 'Событие' })).toBeChecked();
    await user.click(modal.getByRole('checkbox', { name: 'Все колонки' }));
    await user.click(modal.getByRole('button', { name: 'Выгрузить' }));
    expect(modal.getByText('Выберите хотя бы одну колонку!')).toBeVisible();
    expect(exportToExcel).not.toHaveBeenCalled();
    await user.click(modal.getByRole('checkbox', { name: 'Событие' }));
    await user.click(modal.getByRole('checkbox', { name: 'Дата' }));
    await user.click(modal.getByRole('button', { name: 'Выгрузить' }));
    await waitFor(() => expect(screen.queryByText('Экспорт в Excel: колонки')).toBeNull());
    const [, columns, rows] = jest.mocked(exportToExcel).mock.calls[0] as unknown as [string, { title: string; value: (r: unknown) => unknown }[], unknown[]];
    expect(columns.map((c) => c.title)).toEqual(['Дата', 'Событие']);
    expect(rows).toHaveLength(60);
    expect(TEXT_EVENTS).toContain(columns[1].value(rows[0]));
  });

  it('without configuration the pills only apply; nothing found says so', async () => {
    const { user } = renderScreen(<CreativeStatEventsScreen report={SETTINGS} />, { at: `${PAGE}#cr=нет-такого`, entry: 'creative-stat-events' });
    expect(await screen.findByText('Ничего не найдено')).toBeVisible();
    expect(screen.queryByText('Сохранить фильтр')).toBeNull();
    expect(screen.queryByLabelText('Удалить: Клики')).toBeNull();
    expect(screen.getByText('Копировать')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Клики' }));
    await waitFor(() => expect(backend.last('GET', PAGE).query).toMatchObject({ event: 'click' }));
  });

  it('copies on a plain-http page too (no navigator.clipboard: the page’s own copy), in its own words; says so when both fail', async () => {
    const { user } = await open();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const copied: string[] = [];
    let copies = true;
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string) => {
        const field = document.activeElement;
        if (command !== 'copy' || !copies || !(field instanceof HTMLTextAreaElement)) return false;
        copied.push(field.value);
        return true;
      },
    });
    try {
      await user.click(screen.getByText('Копировать'));
      expect(await screen.findByText('Информация скопирована в буфер обмена!')).toBeVisible();
      expect(copied[0].split('\n')[0]).toBe('Дата\tID креатива\tКреатив\tСобытие\tКоличество');
      copies = false;
      await user.click(screen.getByText('Копировать'));
      expect(await screen.findByText('Не удалось скопировать: браузер не дал доступа к буферу обмена.')).toBeVisible();
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
