// The option editor's shared view, proved by two tiny editors built only here (not screens): phrases as
// rows of the option's value (OptionRows over the option store), and an id list without a status that
// saves form-encoded and follows the answered redirect.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { pageNavigation } from '@core/navigate';
import { dictionaryItems, type OptionEditorConfig, type OptionErrors } from '@core/option';
import { axeProblems } from '@test/axe';
import { answerConfirm } from '@test/dialogs';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { TextField } from '../record/fields';
import { OptionEditor } from './OptionEditor';
import { OptionRangeSlider } from './OptionRangeSlider';
import { OptionRows } from './OptionRows';
import { useOptionDictionary } from './useOptionDictionary';

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

function Phrases({ props = {} }: { props?: { hideSaveButton?: boolean } }) {
  return (
    <OptionEditor props={props} config={phrases} title="Фразы на странице">
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
    </OptionEditor>
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
      <OptionEditor props={{}} config={quality} title="Качество трафика">
        {(store) => <OptionRangeSlider store={store} label="Качество" value={[store.value.min, store.value.max]} onChange={([min, max]) => store.setValue({ min, max })} />}
      </OptionEditor>,
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
      <OptionEditor props={{}} config={ids} title="Список">
        {(store) => <input aria-label="Идентификаторы" value={store.value.join(',')} onChange={(e) => store.setValue(e.target.value.split(','))} />}
      </OptionEditor>,
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
      <OptionEditor props={{ hideSaveButton: true, method: 'PUT' }} config={ids} title="ОРД">
        {(store) => <input aria-label="Идентификаторы" value={store.value.join(',')} onChange={(e) => store.setValue(e.target.value.split(','))} />}
      </OptionEditor>,
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

  it('choices from the option type\'s dictionary ({option_type_id} in the URL), asked once and cached for the next page', async () => {
    const Devices = observer(function Devices({ props }: { props: { dictionaryUrl?: string; optionTypeId?: number } }) {
      const dictionary = useOptionDictionary(props, dictionaryItems, []);
      return (
        <ul aria-label="Устройства">
          {(dictionary?.value ?? []).map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      );
    });
    const DICT = '/api/hb/option-types/12/values';
    backend.fail('GET', DICT, { success: true, data: [{ id: 1, name: 'Смартфон' }] });
    const props = { dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 12 };
    const first = renderScreen(<Devices props={props} />, { at: `${PATH}/?id=3` });
    expect(await screen.findByText('Смартфон')).toBeVisible();
    first.unmount();
    renderScreen(<Devices props={props} />, { at: `${PATH}/?id=3` });
    expect(await screen.findByText('Смартфон')).toBeVisible();
    expect(backend.all('GET', DICT)).toHaveLength(1);
  });
});
