// The option editor's shared view, proved by tiny editors built only here (not screens): phrases as
// rows of the option's value (OptionRows over the option store), an id list without a status that
// saves form-encoded and follows the answered redirect, and a checklist whose dictionary is one of the
// store's loads (started with the option, before anything renders).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { pageNavigation } from '@core/navigate';
import { optionChoices, type ChoiceList, type NoLoads, type OptionEditorConfig, type OptionEditorStore, type OptionErrors } from '@core/option';
import { axeProblems } from '@test/axe';
import { answerConfirm } from '@test/dialogs';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { TextField } from '../record/fields';
import { useScreenStore } from '../useScreenStore';
import { OptionChecklist } from './OptionChecklist';
import { OptionEditor, optionEditorStore, type OptionStoreProps } from './OptionEditor';
import { OptionRangeSlider } from './OptionRangeSlider';
import { OptionRows } from './OptionRows';

const PATH = '/options/frequency';

interface Phrase {
  content: string;
  counter: string;
}
const phrases: OptionEditorConfig<Phrase[]> = {
  decode: (raw) => (Array.isArray(raw) ? raw.map((r: { content?: unknown; counter?: unknown }) => ({ content: typeof r?.content === 'string' ? r.content : '', counter: String(r?.counter ?? '') })) : []),
  encode: (rows) => rows.filter((r) => r.content.trim() !== '').map((r) => ({ content: r.content, counter: Number(r.counter) || 0 })),
  check: (rows) => Object.fromEntries(rows.flatMap((r, i): Array<[string, string]> => (r.counter !== '' && !/^\d+$/.test(r.counter) ? [[`${i}.counter`, 'Некорректное значение']] : []))) as OptionErrors,
};

/** An editor over a store made as a screen alone makes its own (its factory, started for its life). */
function Editor<V>({ config, props = {}, title, children }: { config: OptionEditorConfig<V>; props?: OptionStoreProps & { hideSaveButton?: boolean }; title: string; children(store: OptionEditorStore<V, NoLoads>): ReactNode }) {
  const store = useScreenStore(undefined, () => optionEditorStore(props, config));
  return (
    <OptionEditor props={props} store={store} title={title}>
      {children}
    </OptionEditor>
  );
}

function Phrases() {
  return (
    <Editor config={phrases} title="Фразы на странице">
      {(store) => (
        <OptionRows
          store={store}
          path=""
          label="Фразы"
          addLabel="Добавить фразу"
          newRow={() => ({ content: '', counter: '1' })}
          empty="Фразы не заданы"
          renderRow={(form, rowPath, index) => (
            <>
              <TextField form={form} path={`${rowPath}.content`} label={`Фраза ${index + 1}`} className="col-8" />
              <TextField form={form} path={`${rowPath}.counter`} label={`Повторов ${index + 1}`} className="col-4" />
            </>
          )}
        />
      )}
    </Editor>
  );
}

describe('OptionEditor', () => {
  it('rows of the value: add, a field error under its row, removal after "Вы уверены?", the rows saved as {status, value}', async () => {
    backend.fail('GET', PATH, { success: true, data: { status: 1, params: { value: [{ content: 'купить', counter: 2 }] } } });
    const { user, container } = renderScreen(<Phrases />, { at: `${PATH}/?id=3` });
    expect(await screen.findByLabelText<HTMLInputElement>('Фраза 1')).toHaveValue('купить');
    expect(await axeProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Добавить фразу' }));
    fireEvent.change(screen.getByLabelText('Фраза 2'), { target: { value: 'скидка' } });
    fireEvent.change(screen.getByLabelText('Повторов 2'), { target: { value: 'два' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText('Повторов 2')).toHaveAccessibleDescription('Некорректное значение');
    expect(backend.all('POST', PATH)).toHaveLength(0);
    // A refused save brings the first field in error to the operator (issue 44); Save stays in view below.
    await waitFor(() => expect(screen.getByLabelText('Повторов 2')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Сохранить' }).closest('.card-footer')).toHaveClass('sticky-bottom');

    await user.click(screen.getByRole('button', { name: 'Удалить строку 1: Фразы' }));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены?');
    expect(screen.getByLabelText('Фраза 1')).toHaveValue('купить');
    await user.click(screen.getByRole('button', { name: 'Удалить строку 1: Фразы' }));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(screen.getByLabelText('Фраза 1')).toHaveValue('скидка'));
    expect(screen.queryByLabelText('Фраза 2')).toBeNull();
    fireEvent.change(screen.getByLabelText('Повторов 1'), { target: { value: '4' } });
    backend.fail('POST', PATH, { success: true, data: null });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ content: 'скидка', counter: 4 }] }));
  });

  it('the range slider of an option: locked with "Таргет не включен" while off, moved by keys once on, saved', async () => {
    const quality: OptionEditorConfig<{ min: number; max: number }> = {
      decode: (raw) => {
        const v = raw as { min?: unknown; max?: unknown } | null;
        return { min: typeof v?.min === 'number' ? v.min : 0, max: typeof v?.max === 'number' ? v.max : 100 };
      },
    };
    backend.fail('GET', PATH, { success: true, data: { status: 0, params: { value: { min: 10, max: 90 } } } });
    const { user, container } = renderScreen(
      <Editor config={quality} title="Качество трафика">
        {(store) => <OptionRangeSlider store={store} label="Качество" value={[store.value.min, store.value.max]} onChange={([min, max]) => store.setValue({ min, max })} />}
      </Editor>,
      { at: `${PATH}/?id=3` },
    );
    const low = await screen.findByRole('slider', { name: 'Качество: от' });
    expect(low).toHaveAttribute('aria-disabled', 'true');
    expect(low).toHaveAccessibleDescription('Таргет не включен');
    expect(await axeProblems(container)).toEqual([]);
    await user.click(screen.getByRole('switch'));
    expect(low).not.toHaveAttribute('aria-disabled');
    low.focus();
    await user.keyboard('{PageUp}');
    backend.fail('POST', PATH, { success: true, data: null });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min: 20, max: 90 } }));
  });

  it('rows are locked while the target is off', async () => {
    backend.fail('GET', PATH, { success: true, data: { status: 0, params: { value: [] } } });
    renderScreen(<Phrases />, { at: `${PATH}/?id=3` });
    expect(await screen.findByText('Фразы не заданы')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить фразу' })).toBeDisabled();
    expect(screen.getAllByText('Таргет не включен').length).toBeGreaterThan(0);
  });

  it('an editor without a status shows no switch and locks nothing; a form-encoded save follows its redirect on this site', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const ids: OptionEditorConfig<string[]> = {
      decode: (raw) => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []),
      body: (value) => ({ geo: value }),
      protocol: { statusless: true, encoding: 'form' },
    };
    backend.fail('GET', PATH, { success: true, data: ['7'] });
    const { user } = renderScreen(
      <Editor config={ids} title="Список">
        {(store) => <input aria-label="Идентификаторы" value={store.value.join(',')} onChange={(e) => store.setValue(e.target.value.split(','))} />}
      </Editor>,
      { at: `${PATH}/?id=3` },
    );
    const input = await screen.findByLabelText('Идентификаторы');
    expect(input).toBeEnabled();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Таргет не включен')).toBeNull();
    fireEvent.change(input, { target: { value: '7,8' } });
    backend.fail('POST', PATH, { success: true, redirect: '/options/frequency/?id=3&done' });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/options/frequency/?id=3&done`));
    expect(backend.last('POST', PATH).body).toEqual({ 'geo[]': ['7', '8'] });
    assign.mockRestore();
  });

  it('with hideSaveButton, the page saves it by island:save (answered by island:save:done), whatever its protocol', async () => {
    const ids: OptionEditorConfig<string[]> = {
      decode: (raw) => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []),
      protocol: { statusless: true },
    };
    backend.fail('GET', PATH, { success: true, data: ['a'] });
    const { node } = renderScreen(
      <Editor props={{ hideSaveButton: true, method: 'PUT' }} config={ids} title="ОРД">
        {(store) => <input aria-label="Идентификаторы" value={store.value.join(',')} onChange={(e) => store.setValue(e.target.value.split(','))} />}
      </Editor>,
      { at: `${PATH}/?id=3`, entry: 'option-demo' },
    );
    fireEvent.change(await screen.findByLabelText('Идентификаторы'), { target: { value: 'a,b' } });
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    const answers: unknown[] = [];
    node.addEventListener('island:save:done', (event) => answers.push((event as CustomEvent).detail));
    backend.fail('PUT', PATH, { success: true, data: null });
    fireEvent(node, new CustomEvent('island:save'));
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('PUT', PATH).body).toEqual({ value: ['a', 'b'] });
  });

  it("choices from the option type's dictionary ({option_type_id} in the URL): a load of the store, asked by start() before anything renders, once, and kept for the user's next page (shown at once, refreshed in the background: issue 43); a chosen id it does not know shown and kept", async () => {
    const DICT = '/api/hb/option-types/12/values';
    backend.fail('GET', DICT, { success: true, data: [{ id: 1, name: 'Смартфон' }, { id: 2, name: 'Планшет' }] });
    backend.fail('GET', PATH, { success: true, data: { status: 1, params: { value: [1, 9] } } });
    const props = { dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 12, userId: '3' };
    const ids: OptionEditorConfig<string[]> = { decode: (raw) => (Array.isArray(raw) ? raw.map(String) : []), encode: (value) => value.map(Number) };
    type DevicesStore = OptionEditorStore<string[], { choices: ChoiceList }>;
    const devicesStore = (): DevicesStore => optionEditorStore({}, ids, () => ({ choices: optionChoices(props, undefined) }));
    const Devices = observer(function Devices({ store: given }: { store?: DevicesStore }) {
      const store = useScreenStore(given, devicesStore);
      return (
        <OptionEditor props={{}} store={store} title="Устройства">
          {(loaded) => <OptionChecklist legend="Устройства" choices={loaded.loads.choices} value={loaded.value} onChange={loaded.setValue} empty="Нет" />}
        </OptionEditor>
      );
    });
    window.history.replaceState(null, '', `${PATH}/?id=3`);
    const first = devicesStore();
    const stop = first.start();
    // What mountIsland does: the store starts before the first render, and its loads leave with the option, nothing rendered yet.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual([PATH, DICT]));
    const { user, unmount } = renderScreen(<Devices store={first} />, { at: `${PATH}/?id=3` });
    expect(await screen.findByLabelText('Смартфон')).toBeChecked();
    expect(screen.getByLabelText('Неизвестное значение (9)')).toBeChecked();
    await user.click(screen.getByLabelText('Планшет'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [1, 9, 2] }));
    await user.click(screen.getByLabelText('Неизвестное значение (9)'));
    expect(screen.queryByLabelText('Неизвестное значение (9)')).toBeNull();
    unmount();
    stop();

    // The next page: the kept list shows while its refresh is held; the refresh's answer then replaces it.
    const refresh = backend.hold('GET', DICT);
    backend.fail('GET', DICT, { success: true, data: [{ id: 1, name: 'Смартфон' }, { id: 2, name: 'Планшет' }, { id: 3, name: 'Смарт-ТВ' }] });
    renderScreen(<Devices />, { at: `${PATH}/?id=3` });
    expect(await screen.findByText('Смартфон')).toBeVisible();
    expect(screen.queryByText('Смарт-ТВ')).toBeNull();
    refresh.release();
    expect(await screen.findByText('Смарт-ТВ')).toBeVisible();
    expect(backend.all('GET', DICT)).toHaveLength(2);
  });
});
