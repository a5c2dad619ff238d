import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it("says 'Данные не загружены.' and tries again by 'Повторить', from the keyboard too", async () => {
    const retry = jest.fn();
    render(<LoadFailed onRetry={retry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Данные не загружены.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no button when there is nothing to try again, and takes a screen’s own words', () => {
    render(<LoadFailed text="Задача не найдена." />);
    expect(screen.getByRole('status')).toHaveTextContent('Задача не найдена.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
