import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OnOffToggle } from './OnOffToggle';

function NumberHarness({ start, onChange }: { start: number; onChange: (v: 0 | 1) => void }) {
  const [value, setValue] = useState(start);
  return (
    <OnOffToggle
      label="Статус таргета"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('OnOffToggle', () => {
  it("reads 'Включен' when on and gives back 0 / 1 for a numeric status", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberHarness start={1} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Статус таргета: Включен' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('switch', { name: 'Статус таргета: Выключен' })).not.toBeChecked();
    expect(screen.getByText('Выключен')).toBeVisible();
  });

  it('toggles with the keyboard (Space) and treats any status above 0 as on', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberHarness start={2} onChange={onChange} />);
    expect(screen.getByRole('switch')).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('gives back a boolean for a boolean value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<OnOffToggle value={false} onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Выключен' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<OnOffToggle value={1} onChange={onChange} disabled />);
    expect(screen.getByRole('switch')).toBeDisabled();
    await user.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('as a button: success-coloured when on, aria-checked follows the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<OnOffToggle appearance="button" value={true} onChange={onChange} />);
    const button = screen.getByRole('switch', { name: 'Включен' });
    expect(button).toHaveAttribute('aria-checked', 'true');
    expect(button).toHaveClass('btn-success');
    await user.click(button);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
