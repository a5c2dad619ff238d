import { screen, waitFor } from '@testing-library/react';
import { backend, sentQuery } from '@test/setup';
import { renderScreen } from '@test/render';
import { FormulaEditScreen } from './FormulaEditScreen';

jest.setTimeout(20000);

describe('FormulaEditScreen', () => {
  it('edits a formula and checks it: variables, the substituted preview, the result', async () => {
    const { user } = renderScreen(<FormulaEditScreen />, { at: '/services/formulas/edit/?id=5', entry: 'formula-edit' });
    expect(await screen.findByRole('heading', { name: 'Формула №5: Формула <b>с разметкой</b> & «кавычками»' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Описание' })).toHaveValue('<script>alert(1)</script>');
    await user.type(screen.getByRole('textbox', { name: 'Значение a' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Значение b' }), 'x');
    expect(screen.getByText('Введите число')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Значение b' }));
    await user.type(screen.getByRole('textbox', { name: 'Значение b' }), '-3{Enter}');
    expect(screen.getByText('2 + (-3) * 2')).toBeVisible();
    expect(await screen.findByText('-4')).toBeVisible();
    expect(backend.last('POST', '/services/formulas/execute').body).toEqual({ formula: '2 + (-3) * 2' });

    await user.click(screen.getByRole('textbox', { name: /^Формула/ }));
    await user.keyboard('{End}');
    await user.paste(' + {c}');
    expect(screen.getByRole('textbox', { name: 'Значение c' })).toBeVisible();
    expect(screen.queryByText('-4')).toBeNull();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Вычислить' }));
    expect(await screen.findByText('Заполните значения переменных: c')).toBeVisible();
  });

  it("fills the variables the handbooks hold (A 7 Handbook values by key for formulas), typed over at will; without the call they are typed (issue 42)", async () => {
    const { user } = renderScreen(<FormulaEditScreen />, { at: '/services/formulas/edit/?id=1', entry: 'formula-edit' });
    const cpm = await screen.findByRole('textbox', { name: 'Значение cpm' });
    await waitFor(() => expect(cpm).toHaveValue('120'));
    expect(cpm).toHaveAccessibleDescription('Значение из справочника');
    expect(screen.getByRole('textbox', { name: 'Значение k' })).toHaveValue('1,5'); // the handbook's '1.5', in ru-RU
    expect(sentQuery(backend.last('GET', '/services/formulas/handbook-values'))).toBe('keys[]=cpm&keys[]=k');
    await user.clear(cpm);
    await user.type(cpm, '200{Enter}');
    await waitFor(() => expect(backend.all('POST', '/services/formulas/execute')).toHaveLength(1));
    expect(backend.last('POST', '/services/formulas/execute').body).toEqual({ formula: '200 * 1.5 / 1000' });
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent).join('/')).toContain('0.3'));

    await user.click(screen.getByRole('textbox', { name: /^Формула/ }));
    await user.keyboard('{End}');
    await user.paste(' + {cpa}');
    await user.click(screen.getByRole('button', { name: 'Вычислить' }));
    expect(await screen.findByText('350.3')).toBeVisible();
    expect(sentQuery(backend.last('GET', '/services/formulas/handbook-values'))).toBe('keys[]=cpa');

    // Issue 44: a value typed the Russian way goes into the formula as a plain number, and reads ru-RU once left.
    await user.clear(cpm);
    await user.type(cpm, '1 500,5{Enter}');
    await waitFor(() => expect(backend.all('POST', '/services/formulas/execute')).toHaveLength(3));
    expect(backend.last('POST', '/services/formulas/execute').body).toEqual({ formula: expect.stringMatching(/^1500\.5 \* 1\.5 \/ 1000 \+ /) });
    await user.tab();
    expect(cpm).toHaveValue('1\u00a0500,5');
  });

  it('a backend without the handbook values call: no error, the variables are typed', async () => {
    backend.fail('GET', '/services/formulas/handbook-values', { success: false, message: 'Not found' }, 404);
    renderScreen(<FormulaEditScreen />, { at: '/services/formulas/edit/?id=1', entry: 'formula-edit' });
    const cpm = await screen.findByRole('textbox', { name: 'Значение cpm' });
    await waitFor(() => expect(backend.all('GET', '/services/formulas/handbook-values')).toHaveLength(1));
    expect(cpm).toHaveValue('');
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('says so without a usable ?id=, and when the formula does not load', async () => {
    const first = renderScreen(<FormulaEditScreen />, { at: '/services/formulas/edit/?id=abc', entry: 'formula-edit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указана формула: откройте страницу из списка формул.');
    first.unmount();
    backend.fail('GET', '/services/formulas/2', { success: false, message: 'Нет доступа' });
    renderScreen(<FormulaEditScreen />, { at: '/services/formulas/edit/?id=2', entry: 'formula-edit' });
    expect(await screen.findByText('Данные не загружены.')).toBeVisible();
    expect(screen.getByText('Нет доступа')).toBeVisible();
  });
});
