// The list page as the stand-in serves it (templates/format-templates.html, the real entry): the format's name comes
// printed in its props (`format`), so it shows on the existing backend too (STANDIN=spec drops the answer's `format`).
import { screen } from '@testing-library/react';
import { openLivePage, withoutAct, type LivePage } from '@test/gates/livePage';
import { backend } from '@test/setup';

let page: LivePage | null = null;
withoutAct();
afterEach(async () => {
  await page?.close();
  page = null;
});

it('names the format the page prints above the list, on the existing backend (STANDIN=spec)', async () => {
  backend.setModes({ strict: true });
  page = await openLivePage('format-templates', '/preferences/formats/settings/templates/?id=1');
  expect(await screen.findByText('Баннер с кнопкой «Купить» №2')).toBeVisible();
  expect(backend.last('GET', '/hb/format-templates').query.format_id).toBe('1');
  expect(screen.getByText('Баннер 240×400', { selector: 'strong' })).toBeVisible();
  expect(screen.getByText(/^Формат:/)).toBeVisible();
});
