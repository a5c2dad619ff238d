import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { notify } from '@core/notify';
import { backend, sentQuery } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { AsyncSelect, sourceParams, type AsyncSelectProps } from './AsyncSelect';
import type { OptionValue } from './Select';

const SOURCE = '/ui-test/partners/options';
const PARTNERS = [
  { partner_id: 12, title: 'ООО «Ромашка»' },
  { partner_id: 15, title: 'ИП Иванов' },
];

function answer(rows: unknown[]) {
  backend.fail('GET', SOURCE, { success: true, data: { data: rows } });
}

type Rest = Omit<AsyncSelectProps, 'value' | 'onChange' | 'isMulti' | 'source'>;

function Single({ start = null, onChange = jest.fn(), ...rest }: { start?: OptionValue | null; onChange?: (v: OptionValue | null) => void } & Rest) {
  const [value, setValue] = useState<OptionValue | null>(start);
  return (
    <AsyncSelect
      label="Партнёр"
      source={SOURCE}
      valueKey="partner_id"
      labelKey="title"
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('sourceParams', () => {
  it('nests the parameter groups and sends query, value and optionsLimit', () => {
    expect(
      sourceParams({ params: { status: 'active' }, pivotParams: { site_id: 3 }, customParams: { with: 'stats' }, query: 'ром', value: [1, 2], optionsLimit: 100 }),
    ).toEqual({ 'params[status]': 'active', 'pivotParams[site_id]': 3, 'customParams[with]': 'stats', query: 'ром', value: [1, 2], optionsLimit: 100 });
  });
});

describe('AsyncSelect', () => {
  it('asks the source when opened, with the ajax headers and the I 7 params, and lists data.data', async () => {
    answer(PARTNERS);
    const user = userEvent.setup();
    render(<Single params={{ status: 'active' }} pivotParams={{ site_id: 3 }} customParams={{ kind: 'cpa' }} />);
    expect(backend.requests).toHaveLength(0); // nothing to resolve, nothing asked before the menu opens

    await user.click(screen.getByRole('combobox', { name: 'Партнёр' }));
    expect(await screen.findByRole('option', { name: 'ООО «Ромашка»' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ИП Иванов' })).toBeInTheDocument();

    const request = backend.last('GET', SOURCE);
    expect(request.query).toEqual({
      'params[status]': 'active',
      'pivotParams[site_id]': '3',
      'customParams[kind]': 'cpa',
      query: '',
      optionsLimit: '100',
    });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });

  it('sends the typed text once, 300 ms after the last key, and gives back the chosen value', async () => {
    // The clock is the test's: a busy machine must not turn the gap between two keys into a pause.
    jest.useFakeTimers();
    try {
      answer(PARTNERS);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onChange = jest.fn();
      render(<Single onChange={onChange} optionsLimit={20} />);
      const input = screen.getByRole('combobox', { name: 'Партнёр' });
      await user.click(input);
      await screen.findByRole('option', { name: 'ИП Иванов' });

      await user.type(input, 'Ива');
      act(() => jest.advanceTimersByTime(299));
      expect(backend.all('GET', SOURCE).map((r) => r.query.query)).toEqual(['']);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(backend.all('GET', SOURCE).map((r) => r.query.query)).toEqual(['', 'Ива']));
      expect(backend.last('GET', SOURCE).query.optionsLimit).toBe('20');

      await user.click(await screen.findByRole('option', { name: 'ИП Иванов' }));
      expect(onChange).toHaveBeenCalledWith(15);
      expect(screen.getByText('ИП Иванов')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks with the current value at start so its label shows (default id/name fields)', async () => {
    backend.fail('GET', SOURCE, { success: true, data: { data: [{ id: 7, name: 'Ромашка' }] } });
    render(<Single start={7} valueKey={undefined} labelKey={undefined} />);
    expect(await screen.findByText('Ромашка')).toBeInTheDocument();
    expect(sentQuery(backend.last('GET', SOURCE))).toBe('query=&value=7&optionsLimit=100');
  });

  it('sends every value of a multi select', async () => {
    answer(PARTNERS);
    render(<AsyncSelect isMulti label="Партнёры" source={SOURCE} valueKey="partner_id" labelKey="title" value={[12, 15]} onChange={jest.fn()} />);
    expect(await screen.findByText('ООО «Ромашка»')).toBeInTheDocument();
    expect(screen.getByText('ИП Иванов')).toBeInTheDocument();
    expect(sentQuery(backend.last('GET', SOURCE))).toBe('query=&value[]=12&value[]=15&optionsLimit=100');
  });

  it('drops the request in flight when a new query starts', async () => {
    answer(PARTNERS);
    const held = backend.hold('GET', SOURCE);
    const user = userEvent.setup();
    render(<Single />);
    const input = screen.getByRole('combobox', { name: 'Партнёр' });
    await user.click(input);
    await user.type(input, 'Ром');
    await waitFor(() => expect(backend.all('GET', SOURCE)).toHaveLength(2));
    held.release();
    expect(await screen.findByRole('option', { name: 'ООО «Ромашка»' })).toBeInTheDocument();
    const [first, second] = backend.all('GET', SOURCE);
    expect(first.status).toBeUndefined(); // aborted: never answered
    expect(second.status).toBe(200);
    expect(notify.toasts).toEqual([]);
  });

  it('asks again with the new params after they change (a dependent select)', async () => {
    answer(PARTNERS);
    const user = userEvent.setup();
    const { rerender } = render(<Single params={{ manager_id: 1 }} />);
    await user.click(screen.getByRole('combobox', { name: 'Партнёр' }));
    await screen.findByRole('option', { name: 'ИП Иванов' });
    await user.keyboard('{Escape}');

    rerender(<Single params={{ manager_id: 2 }} />);
    await user.click(screen.getByRole('combobox', { name: 'Партнёр' }));
    await waitFor(() => expect(backend.all('GET', SOURCE).map((r) => r.query['params[manager_id]'])).toEqual(['1', '2']));
  });

  it('shows the server message in an error toast when the source fails', async () => {
    backend.fail('GET', SOURCE, { success: false, message: 'Нет доступа к партнёрам' });
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('combobox', { name: 'Партнёр' }));
    await waitFor(() => expect(notify.toasts.map((t) => [t.title, t.lines])).toEqual([['Ошибка', ['Нет доступа к партнёрам']]]));
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });
});
