// S 7's media plan calls the form makes beside the plan's own: "Campaign find by id" with "Handbooks: GET
// sales-models", and the INN lookup, taken through this site's backend (never off the site, never with the CSRF token there).
import { act, screen, waitFor, within } from '@testing-library/react';
import { PropsError } from '@core/props';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { MediaplanFormScreen, type MediaplanFormProps } from './MediaplanFormScreen';
import { mediaplanFormProps } from './props';

const PROPS: MediaplanFormProps = { users: [{ id: 103, name: 'ООО «Альфа Медиа»' }] };

jest.setTimeout(20000);

async function opened(at: string, props: MediaplanFormProps = PROPS) {
  const rendered = renderScreen(<MediaplanFormScreen {...props} />, { at, entry: 'mediaplan-form' });
  await act(async () => {
    await import('@ui/DatePicker');
  });
  await screen.findByRole('heading', { name: /^Медиаплан №/ });
  return rendered;
}

describe('MediaplanForm: «Кампания по номеру» (S 7 Campaign find by id, sales-models)', () => {
  it('finds a campaign by its number: its name, period, media plan and sales model by name; Enter looks up, never saves the plan', async () => {
    backend.fail('GET', '/api/campaigns/17', {
      success: true,
      data: { campaign_id: 17, name: 'Кампания <b>«Техно»</b>', mediaplan_id: 1, mediaplan_campaign_id: 3, limit_date_begin: '2026-10-01', limit_date_end: null, sales_model: 'CPC' },
    });
    const { user } = await opened('/mediaplans/settings/?id=1');
    const panel = screen.getByRole('region', { name: 'Кампания по номеру' });
    const number = within(panel).getByRole('textbox', { name: 'Номер кампании' });
    await user.click(within(panel).getByRole('button', { name: 'Найти' }));
    expect(within(panel).getByText('Введите номер кампании (целое число)')).toBeVisible();

    await user.type(number, '17{Enter}');
    expect(await within(panel).findByRole('link', { name: 'Кампания <b>«Техно»</b>' })).toHaveAttribute('href', '/campaigns/stat/?id=17');
    expect(within(panel).getByText('01.10.2026 — не задан')).toBeVisible();
    expect(within(panel).getByText('этот медиаплан, строка №3')).toBeVisible();
    expect(await within(panel).findByText('CPC — за клик')).toBeVisible();
    expect(backend.all('GET', '/api/hb/sales-models')).toHaveLength(1);
    expect(backend.all('PUT', '/api/sales/mediaplans/update/1')).toHaveLength(0);
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();

    backend.fail('GET', '/api/campaigns/18', { success: true, data: { campaign_id: 18, name: 'Чужая', mediaplan_id: 2, sales_model: 'CPC' } });
    await user.clear(number);
    await user.type(number, '18{Enter}');
    expect(await within(panel).findByRole('link', { name: 'Медиаплан №2' })).toHaveAttribute('href', '/mediaplans/settings/?id=2');
    // Asked once: the names are kept.
    expect(backend.all('GET', '/api/hb/sales-models')).toHaveLength(1);

    backend.fail('GET', '/api/campaigns/404404', { success: false, message: 'Not found' }, 404);
    await user.clear(number);
    await user.type(number, '404404{Enter}');
    expect(await within(panel).findByText('Кампания не найдена')).toBeVisible();
  });
});

describe('MediaplanForm: the INN lookup', () => {
  it('goes to the backend path the page gives (innUrl, on this site) with the page’s headers', async () => {
    const { user } = await opened('/mediaplans/settings/?id=2', { ...PROPS, innUrl: '/api/hb/inn/{inn}?via=backend' });
    await user.click(screen.getByText('Добавить документ', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый документ' });
    await user.click(within(dialog).getByRole('textbox', { name: 'ИНН заказчика' }));
    await user.paste('500100732259');
    await user.click(within(dialog).getByRole('button', { name: 'Информация по ИНН: ИНН заказчика' }));
    const info = await screen.findByRole('dialog', { name: 'Информация по ИНН: 500100732259' });
    expect(await within(info).findByText('Индивидуальный предприниматель Смирнов Олег Игоревич')).toBeVisible();
    const asked = backend.last('GET', '/api/hb/inn/500100732259');
    expect(asked.query).toEqual({ via: 'backend' });
    expect(asked.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(asked.headers['x-requested-with']).toBe('XMLHttpRequest'));
  });

  it('a public service’s address is refused at mount: the CSRF token never leaves the site', () => {
    expect(() => mediaplanFormProps.parse({ innUrl: 'https://api-fns.example.com/inn/{inn}' })).toThrow(PropsError);
    expect(() => mediaplanFormProps.parse({ innUrl: 'https://api-fns.example.com/inn/{inn}' })).toThrow(/innUrl/);
    expect(mediaplanFormProps.parse({ innUrl: '/api/hb/inn-proxy/{inn}' }).innUrl).toBe('/api/hb/inn-proxy/{inn}');
  });
});
