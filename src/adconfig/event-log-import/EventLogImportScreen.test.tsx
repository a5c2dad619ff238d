import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { EventLogImportScreen } from './EventLogImportScreen';

jest.setTimeout(20000);

describe('EventLogImportScreen', () => {
  it('downloads the template, imports a file with its description and hour, and shows the result', async () => {
    const { user } = renderScreen(<EventLogImportScreen />, { at: '/eventslog/import', entry: 'event-log-import' });
    expect(screen.getByRole('link', { name: 'Скачать шаблон' })).toHaveAttribute('href', '/eventslog/download-example-import');
    const hour = screen.getByRole('textbox', { name: /^Час по умолчанию/ });
    expect(hour).toHaveValue('11');

    await user.click(screen.getByRole('button', { name: 'Импортировать' }));
    expect(screen.getByText('Выберите файл для импорта')).toBeVisible();

    await user.upload(screen.getByLabelText(/^Файл/), new File(['creative_id;event_id;date\n1;2;03.11.2026\n1;2;x\n'], 'events.csv', { type: 'text/csv' }));
    await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Импорт <b>ноябрь</b>');
    await user.clear(hour);
    await user.type(hour, '0');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Импортировать' }));

    expect(await screen.findByText('Результат импорта')).toBeVisible();
    expect(backend.last('POST', '/eventslog/import').body).toMatchObject({ description: 'Импорт <b>ноябрь</b>', default_hour: '0' });
    expect(screen.getByRole('status')).toHaveTextContent('Импорт завершён: загружено событий 1');
    expect(screen.getByText('Строк в файле').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('table', { name: 'Ошибки в строках' })).toHaveTextContent('2Ожидается');
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
    expect(hour).toHaveValue('11');
  });
});
