import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { registerIsland, unregisterIsland } from '@shell/islandRegistry';
import { settingsNavigatorProps } from './props';
import { SettingsNavigatorScreen } from './SettingsNavigatorScreen';

const props = settingsNavigatorProps.parse({
  sections: [
    {
      title: 'Система',
      actions: [
        { action: 'queues', title: 'Очереди задач', component_url: '/preferences/system/components/queues' },
        { action: 'cache', title: 'Статистика кэша', component_url: '/preferences/system/components/cache' },
      ],
    },
    {
      title: 'Пользователи',
      actions: [
        { action: 'close', title: 'Завершить все сеансы', url: '/preferences/system/sessions', method: 'DELETE', confirm: 'Завершить?', is_on: 1 },
        { action: 'off', title: 'Отключённое', url: '/x', method: 'POST', is_on: 0, warn_msg: 'Отключено <b>администратором</b>' },
        { action: 'link', title: 'Списки сайтов', url: '/preferences/sites-lists/' },
        { action: 'bad', title: 'Со скриптом', url: 'javascript:alert(1)' },
      ],
    },
  ],
});

describe('SettingsNavigatorScreen', () => {
  afterEach(() => unregisterIsland('cache-stats'));

  it('shows the content as readable text (its markup stripped), or mounts the island its tag names when that bundle is on the page', async () => {
    const { user } = renderScreen(<SettingsNavigatorScreen {...props} />, { at: '/preferences/#cache', entry: 'settings-navigator' });
    // Not on the page: the content, its HTML read as text (no raw markup, no bold injected).
    const text = await screen.findByText('Записей в кэше: 1204 без разметки');
    expect(text).toBeVisible();
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByText('Система', { selector: 'button' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByText('Очереди задач'));
    expect(window.location.hash).toBe('#queues');
    const panel = await screen.findByRole('region', { name: 'Очереди задач' });
    await within(panel).findByText(/Очередь выгрузок: 3 задачи/);

    const mounted: unknown[] = [];
    registerIsland('cache-stats', (node, raw) => {
      mounted.push(raw);
      node.textContent = 'Остров статистики кэша';
      return { unmount: () => undefined };
    });
    await user.click(screen.getByText('Статистика кэша'));
    expect(await screen.findByText('Остров статистики кэша')).toBeVisible();
    expect(mounted).toEqual([{ entries: 1204 }]);
  });

  it('asks before a DELETE action, shows the refusal; an action that is off is unavailable with its warning; links are safe', async () => {
    const { user } = renderScreen(<SettingsNavigatorScreen {...props} />, { at: '/preferences/', entry: 'settings-navigator' });
    await user.click(screen.getByText('Пользователи', { selector: 'button' }));
    expect(screen.getByText('Система', { selector: 'button' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByText('Завершить все сеансы'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Завершить?');
    await user.click(within(dialog).getByText('Да'));
    expect(await screen.findByText('Завершить все сеансы может только администратор')).toBeVisible();
    expect(backend.all('DELETE', '/preferences/system/sessions')).toHaveLength(1);

    const off = screen.getByText('Отключённое').closest('button');
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleDescription('Отключено <b>администратором</b>');
    expect(screen.getByText('Списки сайтов').closest('a')).toHaveAttribute('href', '/preferences/sites-lists/');
    expect(screen.getByText('Со скриптом').closest('a')).toBeNull();
    await waitFor(() => expect(backend.all('GET', '/preferences/system/components/queues')).toHaveLength(0));
  });
});
