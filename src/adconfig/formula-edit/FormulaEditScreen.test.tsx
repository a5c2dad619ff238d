import { screen } from '@testing-library/react';
import { backend } from '@test/setup';
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
    expect(screen.getByText('Заполните значения переменных: c')).toBeVisible();
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
