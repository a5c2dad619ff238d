import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RecordFormState } from '@core/record';
import { ChoiceSelect } from './ChoiceSelect';
import { OPTION_CAP } from './optionCap';
import { SelectField } from './record/fields';
import { Select } from './Select';

// A lying or huge dictionary (issue 32.5): 100 000 options, the chosen one far beyond the cap.
const HUGE = 100_000;
const CHOSEN = 99_999;
// The numbers are grouped by the locale, with a no-break space.
const NOTE = /Показаны первые 1\s000 из 100\s000/;
const huge = Array.from({ length: HUGE }, (_, i) => ({ value: i, label: `Вариант ${i}` }));

describe('a select of 100 000 options', () => {
  it('SelectField renders the first 1 000 and the chosen one, and says so in its help', () => {
    const form = new RecordFormState<{ kind: number }>({ kind: CHOSEN });
    render(<SelectField form={form} path="kind" label="Вид" options={huge} />);
    const select = screen.getByRole('combobox', { name: 'Вид' });
    // Counted by selector: role queries over a thousand options are slow in jsdom.
    expect(select.querySelectorAll('option')).toHaveLength(OPTION_CAP + 1);
    expect(select).toHaveValue(String(CHOSEN));
    expect(select).toHaveAccessibleDescription(NOTE);
  });

  it('SelectField with a short list shows it whole, without a note', () => {
    const form = new RecordFormState<{ kind: number }>({ kind: 2 });
    render(<SelectField form={form} path="kind" label="Вид" options={huge.slice(0, 3)} />);
    expect(within(screen.getByRole('combobox', { name: 'Вид' })).getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('ChoiceSelect renders the first 1 000 and the chosen one, and a last disabled option says so', () => {
    const choices = huge.map((o) => ({ value: String(o.value), name: o.label }));
    render(<ChoiceSelect control={{ id: 'c', className: 'form-control', 'aria-invalid': undefined, 'aria-describedby': undefined, 'aria-label': 'Регион' }} value={String(CHOSEN)} none="Все" choices={choices} onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Регион' });
    const options = select.querySelectorAll('option');
    expect(options).toHaveLength(1 + OPTION_CAP + 1 + 1);
    expect(select).toHaveValue(String(CHOSEN));
    expect(options[options.length - 1]).toHaveTextContent(NOTE);
    expect(options[options.length - 1]).toBeDisabled();
  });

  it('Select (react-select) shows the first 1 000 matches and the chosen one, filters the whole list as one types, and says to narrow the search', async () => {
    const user = userEvent.setup();
    function Big() {
      const [value, setValue] = useState<number | null>(CHOSEN);
      return <Select<number> label="Шаблон" options={huge} value={value} onChange={setValue} />;
    }
    render(<Big />);
    expect(screen.getByText(`Вариант ${CHOSEN}`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Шаблон' }));
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(OPTION_CAP + 1);
    expect(screen.getByText(/Показаны первые 1\s000 из 100\s000: уточните поиск/)).toBeInTheDocument();
    await user.paste('Вариант 9999');
    // 9999 and 99990–99999, found beyond the cap.
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Вариант 9999', ...Array.from({ length: 10 }, (_, i) => `Вариант ${99_990 + i}`)]);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('a dictionary answer that repeats a value shows it once, in ChoiceSelect and SelectField alike', () => {
    const choices = [{ value: 'active', name: 'Активен' }, { value: 'blocked', name: 'Заблокирован' }, { value: 'active', name: 'Активен (повтор)' }];
    render(<ChoiceSelect control={{ id: 'st', className: 'form-control', 'aria-invalid': undefined, 'aria-describedby': undefined, 'aria-label': 'Статус' }} value="active" choices={choices} onChange={jest.fn()} />);
    expect(within(screen.getByRole('combobox', { name: 'Статус' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Активен', 'Заблокирован']);
    const form = new RecordFormState<{ kind: number }>({ kind: 1 });
    render(<SelectField form={form} path="kind" label="Вид" options={[{ value: 1, label: 'Один' }, { value: 1, label: 'Снова один' }, { value: 2, label: 'Два' }]} />);
    expect(within(screen.getByRole('combobox', { name: 'Вид' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Один', 'Два']);
  });
});
