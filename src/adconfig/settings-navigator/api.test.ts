import { backend, sentQuery } from '@test/setup';
import { settingsNavigatorApi } from './api';

describe('settingsNavigatorApi', () => {
  it('sends an action’s qs on as written: bracketed lists stay bracketed, repeated keys stay repeated', async () => {
    const url = '/preferences/system/components/sessions';
    await settingsNavigatorApi().component(url, 'active=0&ids[]=1&ids[]=2&id=3&id=4');
    expect(sentQuery(backend.last('GET', url))).toBe('active=0&ids[]=1&ids[]=2&id=3&id=4');
  });
});
