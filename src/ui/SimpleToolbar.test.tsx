import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleToolbar } from './SimpleToolbar';

describe('SimpleToolbar', () => {
  it('shows the status and a Save button; each does its job', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    const onSave = jest.fn();
    render(<SimpleToolbar status={1} onToggle={onToggle} onSave={onSave} />);

    await user.click(screen.getByRole('switch', { name: 'Включен' }));
    expect(onToggle).toHaveBeenCalledWith(0);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('reads the off status and gives back a boolean for a boolean status', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(<SimpleToolbar status={false} statusLabel="Статус" onToggle={onToggle} onSave={jest.fn()} />);
    const status = screen.getByRole('switch', { name: 'Статус: Выключен' });
    expect(status).toHaveAttribute('aria-checked', 'false');
    await user.click(status);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('while saving: Save is disabled with a spinner, and the status cannot change', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const onToggle = jest.fn();
    const { container } = render(<SimpleToolbar status={0} onToggle={onToggle} onSave={onSave} saving />);
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(container.querySelector('.spinner-border')).not.toBeNull();
    await user.click(save);
    await user.click(screen.getByRole('switch'));
    expect(onSave).not.toHaveBeenCalled();
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('can hide the Save button', () => {
    render(<SimpleToolbar status={1} onToggle={jest.fn()} onSave={jest.fn()} hideSave />);
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Включен' })).toBeInTheDocument();
  });
});
