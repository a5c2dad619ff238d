import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseNumber, shownNumber } from '@core/format';
import { NumberInput } from './NumberInput';

const NBSP = '\u00a0';

/** A store that keeps the text as typed, as the record forms do; its parsed value is shown beside. */
function Field({ initial, minDigits }: { initial: string | number; minDigits?: number }) {
  const [value, setValue] = useState<string | number>(initial);
  return (
    <>
      <label htmlFor="n">Сумма</label>
      <NumberInput id="n" value={value} onChange={setValue} minDigits={minDigits} />
      <output>{String(parseNumber(String(value)))}</output>
      <button type="button">Дальше</button>
    </>
  );
}

describe('shownNumber', () => {
  it('shows a number in ru-RU with every fraction digit it has, other text as it is', () => {
    expect(shownNumber('436345.35')).toBe(`436${NBSP}345,35`);
    expect(shownNumber('4838.7258')).toBe(`4${NBSP}838,7258`);
    expect(shownNumber('1000000')).toBe(`1${NBSP}000${NBSP}000`);
    expect(shownNumber('150 000,50')).toBe(`150${NBSP}000,50`);
    expect(shownNumber('1,5', 2)).toBe('1,50');
    expect(shownNumber('−3')).toBe('-3');
    expect(shownNumber('')).toBe('');
    expect(shownNumber('12a')).toBe('12a');
    expect(shownNumber('99999999999999999999')).toBe('99999999999999999999');
  });
});

describe('NumberInput', () => {
  it('shows the stored value in ru-RU, keeps exactly what is typed while focused, hands the text over, and shows it in ru-RU once left', async () => {
    const user = userEvent.setup();
    render(<Field initial={436345.35} />);
    const input = screen.getByLabelText('Сумма');
    expect(input).toHaveValue(`436${NBSP}345,35`);
    expect(input).toHaveAttribute('inputmode', 'decimal');

    await user.click(input);
    expect(input).toHaveValue(`436${NBSP}345,35`); // focusing changes nothing: no jump, no edit
    expect(screen.getByRole('status')).toHaveTextContent('436345.35');
    await user.clear(input);
    await user.type(input, '150 000,5');
    expect(input).toHaveValue('150 000,5');
    expect(screen.getByRole('status')).toHaveTextContent('150000.5');
    await user.click(screen.getByText('Дальше'));
    expect(input).toHaveValue(`150${NBSP}000,5`);

    await user.clear(input);
    await user.type(input, '12.5x');
    await user.tab();
    expect(input).toHaveValue('12.5x'); // not a number: as typed, for the field's rule to say so
  });

  it('a field with a fixed minimum of decimals (CTR) shows them once left', async () => {
    const user = userEvent.setup();
    render(<Field initial="" minDigits={2} />);
    await user.type(screen.getByLabelText('Сумма'), '1,5');
    await user.tab();
    expect(screen.getByLabelText('Сумма')).toHaveValue('1,50');
  });
});
