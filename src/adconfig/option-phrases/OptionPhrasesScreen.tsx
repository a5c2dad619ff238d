import { sentRowsPath, type OptionEditorConfig } from '@core/option';
import { OptionRowsEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { TextField } from '@ui/record/fields';
import type { OptionPhrasesProps } from './props';
import { checkPhrases } from './rules';
import { TEXT } from './texts';
import { decodePhrases, encodePhrases, isEmptyPhrase, newPhrase, savedPhrases, type PhraseDraft, type PhrasesValue } from './value';

export type { OptionPhrasesProps };

/** Empty rows are not sent: the server's error for the n-th phrase sent shows under the row the user sees; the answered phrases are shown once saved. */
export const phrasesOption: OptionEditorConfig<PhrasesValue> = { decode: decodePhrases, encode: encodePhrases, check: checkPhrases, errorPath: sentRowsPath((row: PhraseDraft) => !isEmptyPhrase(row)), fromSaved: savedPhrases, shallow: true };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionPhrasesStore = (props: OptionPhrasesProps) => optionEditorStore(props, phrasesOption);

/** Page-content phrases (A 2, A 3): rows {content, counter}; removal asks 'Вы уверены?', empty rows are dropped. */
export function OptionPhrasesScreen(props: OptionPhrasesProps & GivenStore<ReturnType<typeof optionPhrasesStore>>) {
  const store = useScreenStore(props.store, () => optionPhrasesStore(props));
  return (
    <OptionRowsEditor
      props={props}
      store={store}
      title={TEXT.title}
      hint={TEXT.hint}
      label={TEXT.rows}
      addLabel={TEXT.add}
      newRow={newPhrase}
      empty={TEXT.empty}
      renderRow={(form, rowPath, index) => (
        <>
          <TextField form={form} path={`${rowPath}.content`} label={TEXT.content(index + 1)} className="col-8 col-md-6 mb-2" autoComplete="off" />
          <TextField form={form} path={`${rowPath}.counter`} label={TEXT.counter(index + 1)} inputMode="numeric" className="col-4 col-md-3 mb-2" autoComplete="off" />
        </>
      )}
    />
  );
}
