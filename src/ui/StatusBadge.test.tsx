import { render, screen } from '@testing-library/react';
import { StatusBadge, statusBadge, UNKNOWN_STATUS } from './StatusBadge';

describe('statusBadge', () => {
  it('names the common statuses in Russian with their colours', () => {
    expect(statusBadge('active')).toEqual({ text: 'Активен', variant: 'success' });
    expect(statusBadge('blocked')).toEqual({ text: 'Заблокирован', variant: 'secondary' });
    expect(statusBadge('deleted').text).toBe('Удален');
  });

  it("falls back to 'Неизвестный статус' for an unknown, empty or inherited key", () => {
    expect(statusBadge('wat').text).toBe(UNKNOWN_STATUS);
    expect(statusBadge(null).text).toBe('Неизвестный статус');
    expect(statusBadge('toString').text).toBe('Неизвестный статус');
  });

  it("lets a screen add or override its own statuses", () => {
    const extra = { active: { text: 'Опубликована', variant: 'primary' as const }, draft: { text: 'Черновик', variant: 'warning' as const } };
    expect(statusBadge('active', extra).text).toBe('Опубликована');
    expect(statusBadge('draft', extra).variant).toBe('warning');
    expect(statusBadge('blocked', extra).text).toBe('Заблокирован');
  });
});

describe('StatusBadge', () => {
  it('shows the name on its Bootstrap colour', () => {
    render(<StatusBadge {...statusBadge('active')} />);
    const badge = screen.getByText('Активен');
    expect(badge).toHaveClass('badge', 'text-bg-success');
  });

  it('shows server text as text', () => {
    render(<StatusBadge text="<b>жирный</b>" variant="info" />);
    expect(screen.getByText('<b>жирный</b>')).toBeInTheDocument();
  });
});
