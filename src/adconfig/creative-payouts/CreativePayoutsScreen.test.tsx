import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativePayoutsScreen } from './CreativePayoutsScreen';

// What the creative's table changes against the shared one (src/adconfig/shared/payouts): its call, its rows (channels).
const API = '/creatives/payouts/1';
const cell = (label: string) => {
  const input = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[aria-label="${label}"]`);
  if (!input) throw new Error(`no cell ${label}`);
  return input;
};
const ROW = 'news.example.ru — канал №100';

describe('CreativePayoutsScreen', () => {
  it('shows the creative channels, one kind per row, and saves them by channel_id', async () => {
    const { user } = renderScreen(<CreativePayoutsScreen />, { at: '/creatives/payouts/?id=1', entry: 'creative-payouts' });
    await waitFor(() => cell(`${ROW} — CPC`));
    expect(screen.getByText('Канал', { selector: 'th' })).toBeVisible();
    expect(screen.getByText('<script>alert(1)</script> «Канал» & партнёр')).toBeVisible();
    expect(cell(`${ROW} — CPM`)).toBeDisabled();
    expect(cell('kino-online.net — канал №103 — CPE')).toHaveValue('—');
    expect(screen.getAllByRole('button', { name: 'Сохранить' })).toHaveLength(1); // 8 rows: one save row

    await user.clear(cell(`${ROW} — CPC`));
    await user.type(cell(`${ROW} — CPE`), '450');
    expect(cell(`${ROW} — CPC`)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    const { body, headers } = backend.last('POST', API);
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect((body as { payouts: unknown[] }).payouts[0]).toMatchObject({ channel_id: 100, cpm_payout: null, cpc_payout: null, cpa_payout: 450, rtb: null });
  });

  it('links each channel to its payout history page (A 2: ?id and channel_id), in a new tab', async () => {
    renderScreen(<CreativePayoutsScreen />, { at: '/creatives/payouts/?id=1', entry: 'creative-payouts' });
    const link = await screen.findByRole('link', { name: `История выплат: ${ROW} (откроется в новой вкладке)` });
    expect(link).toHaveAttribute('href', '/creatives/settings-payouts-history/change/?id=1&channel_id=100');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('История', { selector: 'th' })).toBeVisible();
  });

  it('the history link resolves, as the browser resolves it against the page, to the history page of that creative and channel', async () => {
    renderScreen(<CreativePayoutsScreen />, { at: '/creatives/payouts/?id=1', entry: 'creative-payouts' });
    const link = (await screen.findByRole('link', { name: `История выплат: ${ROW} (откроется в новой вкладке)` })) as HTMLAnchorElement;
    const target = new URL(link.href);
    expect([target.origin, target.pathname]).toEqual([window.location.origin, '/creatives/settings-payouts-history/change/']);
    expect(Object.fromEntries(target.searchParams)).toEqual({ id: '1', channel_id: '100' });
  });
});
