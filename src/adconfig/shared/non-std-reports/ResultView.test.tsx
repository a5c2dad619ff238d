import { render, screen, within } from '@testing-library/react';
import { ResultView } from './ResultView';

describe('ResultView', () => {
  it('writes a result table’s figures in Russian by the tables’ one rule: numbers grouped with a comma, ids and codes as they came (issue 26)', () => {
    const columns = [
      { key: 'campaign_id', title: 'Кампания' },
      { key: 'shows', title: 'Показы' },
      { key: 'ctr', title: 'CTR' },
      { key: 'inn', title: 'ИНН' },
      { key: 'name', title: 'Название' },
    ];
    render(<ResultView result={{ kind: 'table', columns, rows: [{ campaign_id: 12345, shows: '49819', ctr: 0.95, inn: '7701234567', name: '2026' }] }} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12345', '49\u00a0819', '0,95', '7701234567', '2026']);
  });
});
