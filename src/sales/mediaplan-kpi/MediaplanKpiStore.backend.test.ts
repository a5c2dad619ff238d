// Issue 41 on the existing backend: the plan GET answers only its lines (S 3), the campaigns come in the page's
// props (audit images-kpi #4), and a stored line's unknown compare goes back as it came.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_ENUM } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { mediaplanKpiApi } from './api';
import { MediaplanKpiStore } from './MediaplanKpiStore';

const GIVEN = {
  name: 'Весенняя кампания',
  campaigns: [101, 102, 103, 104].map((id) => ({ id, name: `Кампания ${id}` })),
};

async function loaded(given: typeof GIVEN | null, roundTrip = false) {
  backend.setModes({ strict: true, roundTrip });
  window.history.replaceState(null, '', '/mediaplans/kpi/?id=1');
  const store = new MediaplanKpiStore(mediaplanKpiApi(), 1, given);
  const stop = store.start();
  await waitFor(() => expect(store.state).toBe('ready'));
  return { store, stop };
}

describe('MediaplanKpiStore on the existing backend', () => {
  it('lists every campaign of the page’s props by name, one without a KPI line too', async () => {
    const { store, stop } = await loaded(GIVEN);
    expect(store.campaigns.map((c) => c.name)).toEqual(['Кампания 101', 'Кампания 102', 'Кампания 103', 'Кампания 104']);
    expect(store.name).toBe('Весенняя кампания');
    // The indicators from the spec's own list (the plan answer names none).
    expect(store.indicators.length).toBeGreaterThan(0);
    stop();
  });

  it('without the props only the lines’ campaigns show, as #id', async () => {
    const { store, stop } = await loaded(null);
    expect(store.campaigns.map((c) => c.name)).toEqual(['#101', '#102', '#103']);
    stop();
  });

  it('a stored line’s unknown compare goes back as it came when its plan changes; the bare answer is a save', async () => {
    const { store, stop } = await loaded(GIVEN, true);
    const line = store.lines.find((l) => l.campaign_id === 101);
    if (!line) throw new Error('seed: a line of campaign 101');
    expect(line.compare).toBe(UNKNOWN_ENUM);
    store.setPlan(101, line.kpi_id, '12345');
    expect(await store.save(101)).toBe(true);
    const diff = (backend.last('POST', '/api/sales/mediaplans/kpi/save-diff/1').body as { diff: Array<Record<string, unknown>> }).diff;
    expect(diff).toContainEqual(expect.objectContaining({ campaign_id: 101, kpi_id: line.kpi_id, compare: UNKNOWN_ENUM, plan: 12345 }));
    expect(store.lines.find((l) => l.campaign_id === 101 && l.kpi_id === line.kpi_id)).toMatchObject({ plan: 12345, compare: UNKNOWN_ENUM });
    stop();
  });
});
