import { waitFor } from '@testing-library/react';
import { settingsNavigatorProps } from './props';
import { backend } from '@test/setup';
import { answerConfirm } from '@test/dialogs';
import { notify } from '@core/notify';
import { settingsNavigatorApi } from './api';
import { SettingsNavigatorStore } from './SettingsNavigatorStore';
import { parseHash, writeHash } from '@core/hash';
import { hashSchema } from './hash';

const { sections } = settingsNavigatorProps.parse({
  sections: [
    { title: 'Система', actions: [{ action: 'queues', title: 'Очереди', component_url: '/preferences/system/components/queues' }] },
    {
      title: 'Пользователи',
      actions: [
        { action: 'sessions', title: 'Сеансы', component_url: '/preferences/system/components/sessions', qs: 'active=1' },
        { action: 'clear', title: 'Очистить кэш', url: '/preferences/system/cache/clear', method: 'post', confirm: true },
      ],
    },
  ],
});

describe('SettingsNavigatorStore against the stand-in', () => {
  it('opens the deep link’s section and loads its component with the link’s qs, else the action’s; the latest wins', async () => {
    window.history.replaceState(null, '', '/preferences/#sessions?qs=active%3D0');
    const store = new SettingsNavigatorStore(settingsNavigatorApi(), sections);
    const held = backend.hold('GET', '/preferences/system/components/sessions');
    const stop = store.start();
    expect(store.openSection).toBe(1);
    await waitFor(() => expect(backend.all('GET', '/preferences/system/components/sessions')).toHaveLength(1));
    expect(backend.last('GET', '/preferences/system/components/sessions').query).toEqual({ active: '0' });

    store.toggleAction(sections[0].actions[0]);
    expect(window.location.hash).toBe('#queues');
    expect(store.openSection).toBe(0);
    held.release();
    await waitFor(() => expect(store.component).toMatchObject({ state: 'ready', component: { content: expect.stringContaining('Очередь выгрузок') } }));
    expect(backend.requests.find((r) => r.path === '/preferences/system/components/sessions')?.aborted).toBe(true);

    store.toggleAction(sections[1].actions[0]);
    await waitFor(() => expect(store.component).toMatchObject({ state: 'ready' }));
    expect(backend.last('GET', '/preferences/system/components/sessions').query).toEqual({ active: '1' });
    store.toggleAction(sections[1].actions[0]);
    expect([window.location.hash, store.component]).toEqual(['', null]);
    stop();
  });

  it('reads A 2’s deep link `#action?qs` with the query itself after the ‘?’, and sends it on as written', async () => {
    window.history.replaceState(null, '', '/preferences/#sessions?active=0&user_id[]=3&user_id[]=4');
    const store = new SettingsNavigatorStore(settingsNavigatorApi(), sections);
    const stop = store.start();
    await waitFor(() => expect(store.component).toMatchObject({ state: 'ready' }));
    const asked = backend.last('GET', '/preferences/system/components/sessions');
    expect(asked.search).toBe('active=0&user_id%5B%5D=3&user_id%5B%5D=4');
    expect(window.location.hash).toBe('#sessions?active=0&user_id[]=3&user_id[]=4');
    stop();
  });

  it('still opens a first-version link (`#sessions?qs=active%3D0`) and rewrites it as A 2 writes it', async () => {
    window.history.replaceState(null, '', '/preferences/#sessions?qs=active%3D0');
    const store = new SettingsNavigatorStore(settingsNavigatorApi(), sections);
    const stop = store.start();
    await waitFor(() => expect(store.component).toMatchObject({ state: 'ready' }));
    expect(backend.last('GET', '/preferences/system/components/sessions').query).toEqual({ active: '0' });
    expect(window.location.hash).toBe('#sessions?active=0');
    stop();
  });

  it('reads a query as the address bar keeps it (non-ASCII escaped), so writing it back changes nothing', () => {
    // The browser escapes a fragment's non-ASCII letters: read raw, '¡' would be written as '¡' and read back as '%C2%A1'.
    for (const [hash, qs] of [
      ['#qs==¡', '=%C2%A1'],
      ['#sessions?user=Пётр', 'user=%D0%9F%D1%91%D1%82%D1%80'],
      ['#sessions?qs=user%3D%C2%A1', 'user=%C2%A1'],
      ['#sessions?q="<x>"', 'q=%22%3Cx%3E%22'],
    ] as const) {
      const read = parseHash(hashSchema, hash);
      expect(read.qs).toBe(qs);
      expect(parseHash(hashSchema, `#${writeHash(hashSchema, read)}`)).toEqual(read);
    }
  });

  it('calls a non-GET action with its method after the confirmation, and not when refused', async () => {
    window.history.replaceState(null, '', '/preferences/');
    const store = new SettingsNavigatorStore(settingsNavigatorApi(), sections);
    const clear = sections[1].actions[1];
    const refused = store.run(clear);
    expect((await answerConfirm(false)).message).toBe('Вы уверены?');
    await refused;
    expect(backend.all('POST', '/preferences/system/cache/clear')).toHaveLength(0);
    const done = store.run(clear);
    await answerConfirm(true);
    await done;
    expect(backend.all('POST', '/preferences/system/cache/clear')).toHaveLength(1);
    expect(notify.toasts.map((t) => t.lines).flat()).toContain('Кэш очищен');
  });
});
