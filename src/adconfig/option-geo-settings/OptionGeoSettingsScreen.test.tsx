import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionGeoSettingsScreen, optionGeoSettingsStore } from './OptionGeoSettingsScreen';

const PATH = '/options/geo-settings';
const TEMPLATES = '/options/geo-settings/templates';
const URLS = { templatesUrl: TEMPLATES, templateSaveUrl: TEMPLATES };
/** The items of a list as read (name, then the parent); [] when the list says it is empty. */
const names = (name: string) => {
  const list = screen.queryByRole('list', { name });
  return list ? within(list).queryAllByRole('listitem').map((li) => li.firstChild?.textContent) : [];
};

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionGeoSettingsScreen {...URLS} {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-geo-settings' });
  await screen.findByRole('tree', { name: 'Гео-объекты' });
  return view;
}

describe('OptionGeoSettingsScreen', () => {
  let went: string[] = [];
  beforeEach(() => {
    went = [];
    jest.spyOn(pageNavigation, 'assign').mockImplementation((url) => void went.push(url));
  });

  it('applies a saved template (its objects named), saves geo and geo_except form-encoded and follows the answered redirect', async () => {
    const { user } = await open(1);
    expect(screen.queryByRole('switch')).toBeNull();
    await waitFor(() => expect(names('Разрешённые')).toEqual(['МоскваЦентральный федеральный округ', 'Санкт-ПетербургСеверо-Западный федеральный округ']));
    expect(names('Запрещённые')).toEqual(['ТроицкМосква']);

    await user.click(await screen.findByRole('button', { name: 'Применить «Без Казахстана <b>и</b> Беларуси»' }));
    expect(names('Разрешённые')).toEqual([]);
    await waitFor(() => expect(names('Запрещённые')).toEqual(['Казахстан', 'Беларусь']));
    expect(backend.last('GET', '/hb/geo/search/').search).toBe('id=2&id=3');

    await user.click(screen.getByText('Сибирский федеральный округ'));
    await user.click(screen.getByRole('radio', { name: 'Разрешённые' }));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (1)' }));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(went).toEqual([`${window.location.origin}${PATH}/?id=1`]));
    const sent = backend.last('POST', PATH);
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent.query).toMatchObject({ id: '1' });
    expect(sent.body).toEqual({ 'geo[]': ['13'], 'geo_except[]': ['2', '3'] });
  });

  it('saves the lists as a template (a name is required); saved by the page with hideSaveButton, an emptied list sent empty', async () => {
    const { user, node } = await open(2, { hideSaveButton: true });
    expect(names('Разрешённые')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Применить «Столицы»' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
    expect(await screen.findByText('Необходимо указать имя')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Две столицы' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
    await waitFor(() => expect(backend.all('POST', TEMPLATES)).toHaveLength(1));
    expect(backend.last('POST', TEMPLATES).body).toEqual({ name: 'Две столицы', params: { allow: [100, 110], deny: [] } });

    const { answers, save } = islandSave(node);
    save();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    // An emptied list is sent as the field empty, so the page clears it.
    expect(backend.last('POST', PATH).body).toEqual({ 'geo[]': ['100', '110'], geo_except: '' });
  });

  it('without template links: none listed, and saving one says the link is missing', async () => {
    const { user } = await open(3, { templatesUrl: undefined, templateSaveUrl: undefined });
    expect(screen.getByText('Шаблоны еще не созданы.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Шаблон' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
    expect(await screen.findByText('Не задана ссылка сохранения')).toBeVisible();
  });
});

describe('OptionGeoSettingsScreen store', () => {

  it("starts the geo tree and the templates with the page's lists, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionGeoSettingsStore({ option: readOption({ params: { value: { geo: [], geo_except: [] } } }), templatesUrl: TEMPLATES, templateSaveUrl: TEMPLATES }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual(['/api/hb/geo/countries', TEMPLATES, '/api/hb/geo/tree/1']));
    stop();
  });
});

describe('OptionGeoSettingsScreen templates over unsaved lists (issue 43)', () => {
  it('asks "Заменить … ?" before a template replaces unsaved lists (cancel keeps them), and merges a template in (A 9)', async () => {
    const { user } = await open(1);
    await waitFor(() => expect(names('Запрещённые')).toEqual(['ТроицкМосква']));
    await user.click(screen.getByText('Сибирский федеральный округ'));
    await user.click(screen.getByRole('radio', { name: 'Разрешённые' }));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (1)' }));
    await waitFor(() => expect(names('Разрешённые')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Применить «Без Казахстана <b>и</b> Беларуси»' }));
    expect((await act(() => answerConfirm(false))).message).toBe('Заменить несохранённые списки гео шаблоном «Без Казахстана <b>и</b> Беларуси»?');
    expect(names('Разрешённые')).toHaveLength(3);
    expect(names('Запрещённые')).toEqual(['ТроицкМосква']);

    await user.click(screen.getByRole('radio', { name: 'Объединить' }));
    await user.click(screen.getByRole('button', { name: 'Применить «Без Казахстана <b>и</b> Беларуси»' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(names('Запрещённые')).toEqual(['ТроицкМосква', 'Казахстан', 'Беларусь']));
    expect(names('Разрешённые')).toHaveLength(3);
  });
});
