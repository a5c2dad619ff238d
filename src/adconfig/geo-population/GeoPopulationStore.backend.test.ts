// Issue 41: on the existing backend (strict stand-in: saves answer {success: true}) a saved total stays what was
// typed (a bare answer is a save, not "no population"), and the record goes back with what it came with.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { geoPopulationApi } from './api';
import { GeoPopulationStore } from './GeoPopulationStore';

jest.mock('@core/excel', () => ({ exportToExcel: jest.fn(() => Promise.resolve()) }));

const GEO = '/api/hb/geo';

describe('GeoPopulationStore on the existing backend', () => {
  it('keeps the total saved by a bare answer and sends the loaded record back with it', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    window.history.replaceState(null, '', '/preferences/geo/population');
    const store = new GeoPopulationStore(geoPopulationApi());
    const stop = store.start();
    await waitFor(() => expect(store.treeState).toBe('ready'));
    await store.select(100);
    await waitFor(() => expect(store.populationState).toBe('ready'));
    store.form.set('total', '13 200 000');
    await store.save();
    const sent = backend.last('POST', `${GEO}/population/100`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ object_id: 100, total: 13200000, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.form.values.total).toBe('13200000');
    expect(store.form.dirty).toBe(false);
    stop();
  });
});
