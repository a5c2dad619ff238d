import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOO_MANY_LINKS } from '@fixtures/server/routes/option-rules-presets';
import { answerConfirm } from '@test/dialogs';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { allowConsoleErrors, backend } from '@test/setup';
import { OptionRulesPresetsScreen, optionRulesPresetsStore } from './OptionRulesPresetsScreen';

const PATH = '/options/rules-presets';
const PRESETS = '/api/hb/option-type-presets';
const EVENTS = [
  { id: 'impression', name: 'Показ' },
  { id: 'click', name: 'Клик' },
  { id: 'view_100', name: 'Досмотр <b>100%</b>' },
];
// By label or text, not by role: role queries are what jsdom is slowest at.
const button = (name: string) => (name.includes('«') ? screen.getByLabelText<HTMLButtonElement>(name) : screen.getByText<HTMLButtonElement>(name, { selector: 'button' }));
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));

describe('OptionRulesPresetsScreen', () => {
  it('checks the rules (event, links as URLs), drops a rule without links, merges a preset in, saves the rules and a new preset', async () => {
    renderScreen(<OptionRulesPresetsScreen optionTypeId={18} events={EVENTS} url={`${PATH}/?id=1`} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    expect(await screen.findByText('Мои клики')).toBeVisible();
    expect(backend.last('GET', PRESETS).query).toEqual({ type_id: '18' });
    expect(within(screen.getByText('Мои клики').closest('li') as HTMLElement).getByText('Доступен только мне')).toBeVisible();
    expect(field('Правило 1: событие').value).toBe('impression');
    expect(field('Правило 1: ссылки').value).toBe('https://pixel.example.ru/imp?cb=[RANDOM]\nhttps://counter.example.com/v1/show');
    expect(field('Правило 2: заменить ссылки по умолчанию')).toBeChecked();

    fireEvent.click(button('Добавить правило'));
    fill('Правило 3: ссылки', 'https://ok.example.ru/a\n\nне ссылка');
    fireEvent.click(button('Добавить правило'));
    fireEvent.change(field('Правило 4: событие'), { target: { value: 'click' } });
    expect(screen.getByText('Без ссылок — не будет сохранено!')).toBeVisible();
    save();
    expect(field('Правило 3: событие')).toHaveAccessibleDescription('Поле некорректно заполнено');
    expect(field('Правило 3: ссылки')).toHaveAccessibleDescription(/^Поле некорректно заполнено Не ссылки: не ссылка/);
    expect(backend.all('POST', PATH)).toHaveLength(0);
    fireEvent.change(field('Правило 3: событие'), { target: { value: 'view_100' } });
    fill('Правило 3: ссылки', 'https://ok.example.ru/a');

    // Merge: the impression rule gains the preset's link it lacks, the view rule its link; no rule added twice.
    fireEvent.click(screen.getByLabelText('Объединить'));
    fireEvent.click(button('Применить «Пиксели показов»'));
    expect(field('Правило 1: ссылки').value).toBe('https://pixel.example.ru/imp?cb=[RANDOM]\nhttps://counter.example.com/v1/show\nhttps://audit.example.org/imp');
    expect(field('Правило 3: ссылки').value).toBe('https://ok.example.ru/a\nhttps://audit.example.org/full');
    expect(screen.queryByLabelText('Правило 5: событие')).toBeNull();

    save();
    await screen.findByText('Успешно сохранено');
    const rules = [
      { event: 'impression', is_override: false, links: ['https://pixel.example.ru/imp?cb=[RANDOM]', 'https://counter.example.com/v1/show', 'https://audit.example.org/imp'] },
      { event: 'click', is_override: true, links: ['https://track.example.ru/click?c=1&s=<b>2</b>'] },
      { event: 'view_100', is_override: false, links: ['https://ok.example.ru/a', 'https://audit.example.org/full'] },
    ];
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: rules });

    fill('Название', 'Полный набор');
    fireEvent.click(screen.getByLabelText('Доступен только мне'));
    fireEvent.click(button('Сохранить пресет'));
    expect(await screen.findByText('Полный набор')).toBeVisible();
    expect(backend.last('POST', PRESETS).body).toEqual({ name: 'Полный набор', is_personal: true, type_id: 18, params: rules });
  });

  it('off: presets cannot be applied; on, one replaces the rules; the page saves it with hideSaveButton, the server\'s error under its row', async () => {
    allowConsoleErrors(/./);
    const { node } = renderScreen(<OptionRulesPresetsScreen optionTypeId={18} hideSaveButton />, { at: `${PATH}/?id=2`, entry: 'option-rules-presets' });
    expect(await screen.findByText('Пиксели показов')).toBeVisible();
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    expect(button('Применить «Пиксели показов»')).toBeDisabled();
    expect(field('Правило 1: событие').value).toBe('view_100');

    fireEvent.click(screen.getByLabelText('Статус таргета: Выключен'));
    // Only the status is edited: no rule is lost, the preset replaces the rules at once.
    fireEvent.click(button('Применить «Мои клики»'));
    expect(field('Правило 1: событие').value).toBe('click');
    expect(screen.queryByLabelText('Правило 2: событие')).toBeNull();

    const { answers, save: pageSave } = islandSave(node);
    fill('Правило 1: ссылки', Array.from({ length: 11 }, (_, i) => `https://my.example.ru/${i}`).join('\n'));
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(field('Правило 1: ссылки')).toHaveAccessibleDescription(new RegExp(`^${TOO_MANY_LINKS}`));
    fill('Правило 1: ссылки', 'https://my.example.ru/click');
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ event: 'click', is_override: true, links: ['https://my.example.ru/click'] }] });

    fireEvent.click(button('Удалить «Мои клики»'));
    expect((await act(() => answerConfirm(true))).message).toBe('Вы уверены? Пресет «Мои клики» будет удалён.');
    await waitFor(() => expect(screen.queryByText('Мои клики')).toBeNull());
    expect(backend.all('DELETE', `${PRESETS}/6`)).toHaveLength(1);
  });
});

describe('OptionRulesPresetsScreen round trip (issue 41)', () => {
  it('keeps what each rule came with beside event, is_override and links when the rules are edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ event: 'click', is_override: true, links: ['https://a.example.ru/c'], priority: 2 }, { event: 'impression', is_override: false, links: ['https://a.example.ru/i'], owner: { id: 4 } }] } });
    renderScreen(<OptionRulesPresetsScreen option={option} />, { at: `${PATH}/?id=7`, entry: 'option-rules-presets' });
    await screen.findByLabelText('Правило 2: ссылки');
    fill('Правило 2: ссылки', 'https://a.example.ru/i\nhttps://b.example.ru/i');
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { event: 'click', is_override: true, links: ['https://a.example.ru/c'], priority: 2 },
        { event: 'impression', is_override: false, links: ['https://a.example.ru/i', 'https://b.example.ru/i'], owner: { id: 4 } },
      ],
    });
  });
});

describe('OptionRulesPresetsScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it("starts the option type's presets with the option, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionRulesPresetsStore({ option: printed([]), optionTypeId: 3 }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual([PRESETS]));
    stop();
  });
});

describe('OptionRulesPresetsScreen server errors (issue 43)', () => {
  it("shows the server's error under the rule the user sees when a rule without links before it was not sent", async () => {
    allowConsoleErrors(/./);
    renderScreen(<OptionRulesPresetsScreen events={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    await screen.findByLabelText('Правило 2: ссылки');
    fill('Правило 1: ссылки', '');
    fill('Правило 2: ссылки', Array.from({ length: 11 }, (_, i) => `https://my.example.ru/${i}`).join('\n'));
    save();
    await waitFor(() => expect(field('Правило 2: ссылки')).toHaveAccessibleDescription(new RegExp(`^${TOO_MANY_LINKS}`)));
    expect((backend.last('POST', PATH).body as { value: Array<{ event: string }> }).value.map((rule) => rule.event)).toEqual(['click']);
    expect(field('Правило 1: ссылки')).not.toHaveAccessibleDescription(new RegExp(`^${TOO_MANY_LINKS}`));
  });
});

describe('OptionRulesPresetsScreen server errors of one link', () => {
  it("shows the error of one sent link ('value.0.links.1') under the links of the rule the user sees", async () => {
    allowConsoleErrors(/./);
    renderScreen(<OptionRulesPresetsScreen events={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    await screen.findByLabelText('Правило 2: ссылки');
    fill('Правило 1: ссылки', '');
    backend.fail('POST', PATH, { success: false, message: 'Проверьте правила', errors: { 'value.0.links.1': 'Ссылка недоступна' } });
    save();
    await waitFor(() => expect(field('Правило 2: ссылки')).toHaveAccessibleDescription(/^Ссылка недоступна/));
    expect(field('Правило 1: ссылки')).not.toHaveAccessibleDescription(/Ссылка недоступна/);
  });
});

describe('OptionRulesPresetsScreen applying a preset (issue 43)', () => {
  it('replaces unedited rules at once; unsaved rules only after "Заменить … ?" (cancel keeps them); merging asks nothing', async () => {
    const { user } = renderScreen(<OptionRulesPresetsScreen optionTypeId={18} events={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    expect(await screen.findByText('Мои клики')).toBeVisible();
    await user.click(button('Применить «Мои клики»'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Правило 1: событие').value).toBe('click');
    expect(screen.queryByLabelText('Правило 2: событие')).toBeNull();

    fill('Правило 1: ссылки', 'https://my.example.ru/typed');
    await user.click(button('Применить «Пиксели показов»'));
    expect((await act(() => answerConfirm(false))).message).toBe('Заменить несохранённые правила пресетом «Пиксели показов»?');
    expect(field('Правило 1: ссылки').value).toBe('https://my.example.ru/typed');

    await user.click(screen.getByLabelText('Объединить'));
    await user.click(button('Применить «Пиксели показов»'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Правило 1: ссылки').value).toBe('https://my.example.ru/typed');
    expect(field('Правило 2: событие').value).toBe('impression');

    await user.click(screen.getByLabelText('Заменить'));
    await user.click(button('Применить «Пиксели показов»'));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(field('Правило 1: событие').value).toBe('impression'));
    expect(screen.queryByDisplayValue('https://my.example.ru/typed')).toBeNull();
  });
});

describe('OptionRulesPresetsScreen save answer (A 7: response data and option; issue 43)', () => {
  it('shows the rules the save answered in place of those sent (the rule without links gone), nothing left unsaved', async () => {
    renderScreen(<OptionRulesPresetsScreen events={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    await screen.findByLabelText('Правило 2: ссылки');
    fill('Правило 1: ссылки', '');
    backend.fail('POST', PATH, { success: true, data: [{ event: 'click', is_override: true, links: ['https://my.example.ru/stored'] }], option: { status: 1 } });
    save();
    await screen.findByText('Успешно сохранено');
    await waitFor(() => expect(field('Правило 1: ссылки').value).toBe('https://my.example.ru/stored'));
    expect(screen.queryByLabelText('Правило 2: ссылки')).toBeNull();
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });

  it('an answer without the rules keeps them as sent', async () => {
    renderScreen(<OptionRulesPresetsScreen events={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    await screen.findByLabelText('Правило 2: ссылки');
    fill('Правило 2: ссылки', 'https://my.example.ru/typed');
    backend.fail('POST', PATH, { success: true, message: '' });
    save();
    await screen.findByText('Успешно сохранено');
    expect(field('Правило 2: ссылки').value).toBe('https://my.example.ru/typed');
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });
});

describe('OptionRulesPresetsScreen format events (A 7 GET {api}/format-events (format_id); issue 43)', () => {
  it("offers the format's events when the page lists none, keeps a saved event the format does not know, and saves the one picked", async () => {
    renderScreen(<OptionRulesPresetsScreen formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-rules-presets' });
    await screen.findByLabelText('Правило 2: ссылки');
    expect(backend.last('GET', '/api/format-events').query).toEqual({ format_id: '1' });
    const eventField = () => field('Правило 1: событие');
    await waitFor(() => expect([...eventField().querySelectorAll('option')].map((o) => o.textContent)).toEqual(expect.arrayContaining(['Регистрация', 'Досмотр 25%', 'impression'])));
    expect(eventField().value).toBe('impression');
    fireEvent.change(eventField(), { target: { value: '12' } });
    save();
    await screen.findByText('Успешно сохранено');
    expect((backend.last('POST', PATH).body as { value: Array<{ event: string }> }).value.map((rule) => rule.event)).toEqual(['12', 'click']);
  });
});
