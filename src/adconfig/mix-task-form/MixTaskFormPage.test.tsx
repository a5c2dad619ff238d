// The edit page as the stand-in serves it (templates/mix-task-form.html, the real entry): the rule types come
// printed in its props (`ruleTypes`), as the legacy page had them, on the stand-in and in STANDIN=spec alike.
import { screen, within } from '@testing-library/react';
import { openLivePage, withoutAct, type LivePage } from '@test/gates/livePage';
import { backend } from '@test/setup';

let page: LivePage | null = null;
withoutAct();
afterEach(async () => {
  await page?.close();
  page = null;
});

it.each([
  ['the stand-in', false],
  ['the existing backend (STANDIN=spec)', true],
])('%s: the edit page offers the rule types the page prints, and edits a rule of one', async (_backend, strict) => {
  backend.setModes({ strict });
  page = await openLivePage('mix-task-form', '/preferences/mix-tasks/6/edit#rules');
  const select = await screen.findByRole('combobox', { name: 'Тип правила' });
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Выберите тип', 'Каналы', 'Доля трафика', 'Часы показа']);
  expect(screen.getByRole('textbox', { name: 'Доля, % (правило 2)' })).toHaveValue('70');
  expect(screen.queryByText('Правила не зарегистрированы.')).toBeNull();
});
