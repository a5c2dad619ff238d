import type { OptionEditorConfig } from '../../core/option';
import { OptionRowsEditor } from '../../ui/option';
import { TextField } from '../../ui/record/fields';
import type { OptionPhrasesProps } from './props';
import { checkPhrases } from './rules';
import { TEXT } from './texts';
import { decodePhrases, encodePhrases, newPhrase, type PhrasesValue } from './value';

export type { OptionPhrasesProps };

export const phrasesOption: OptionEditorConfig<PhrasesValue> = { decode: decodePhrases, encode: encodePhrases, check: checkPhrases, shallow: true };

/** Page-content phrases (A 2, A 3): rows {content, counter}; removal asks 'Вы уверены?', empty rows are dropped. */
export function OptionPhrasesScreen(props: OptionPhrasesProps) {
  return (
    <OptionRowsEditor
      props={props}
      config={phrasesOption}
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
