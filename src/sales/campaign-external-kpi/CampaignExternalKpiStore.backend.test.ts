// Issue 41 on the existing backend: the GET answers values and plan only (S 3); the campaign comes in the page's
// props (audit images-kpi #3), and breakdowns of other campaigns are left out by their campaign_id (#10).
import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { campaignExternalKpiApi, campaignOf } from './api';
import { CampaignExternalKpiStore } from './CampaignExternalKpiStore';

const NOV_1 = () => new Date(2026, 10, 1, 12);
const CAMPAIGN = campaignOf({ campaign_id: 1, name: 'Осенняя распродажа', mediaplan_id: 7, limit_date_begin: '2026-10-01', limit_date_end: '2026-10-31', external_kpi_comment: 'Из Метрики' });

async function loaded(campaign: typeof CAMPAIGN | null) {
  backend.setModes({ strict: true });
  window.history.replaceState(null, '', '/campaigns/external-kpi/?id=1');
  const store = new CampaignExternalKpiStore(campaignExternalKpiApi(), { campaignId: 1, now: NOV_1, campaign });
  const stop = store.start();
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, stop };
}

describe('CampaignExternalKpiStore on the existing backend', () => {
  it('takes the campaign from the page’s props: its period, its plan tab and its comment', async () => {
    const { store, stop } = await loaded(CAMPAIGN);
    expect(store.state).toBe('ready');
    expect(store.campaign).toMatchObject({ limit_date_begin: '2026-10-01', mediaplan_id: 7 });
    expect(store.tabs.map((t) => t.key)).toEqual(['plan', 'campaign', 'd11', 'd12']);
    expect(store.comment.value('comment')).toBe('Из Метрики');
    stop();
  });

  it('without the props nor the answer’s campaign its period is unknown (no tabs to enter values in)', async () => {
    const { store, stop } = await loaded(null);
    expect(store.campaign).toMatchObject({ limit_date_begin: null, limit_date_end: null });
    stop();
  });

  it('keeps only the campaign’s breakdowns when the server ignores the campaign_id parameter', async () => {
    backend.fail('GET', '/api/hb/campaign-details', { success: true, data: [{ id: 11, name: 'Мобильный трафик', campaign_id: 1 }, { id: 13, name: 'Ретаргетинг', campaign_id: 3 }] });
    const { store, stop } = await loaded(CAMPAIGN);
    expect(store.details.map((x) => x.id)).toEqual([11]);
    stop();
  });
});
