import type { OptionLoads } from '@core/option';
import { OptionEditor, type OptionEditorProps } from './OptionEditor';
import { OptionRows, type OptionRowsProps } from './OptionRows';

export type OptionRowsEditorProps<V, L extends OptionLoads = OptionLoads> = Omit<OptionEditorProps<V, L>, 'children'> & Omit<OptionRowsProps<V>, 'store' | 'path'>;

/**
 * A whole editor whose value is one list of rows (phrases, ORD ids, range rules): the option editor with
 * its hint and `OptionRows` over the value itself (path '').
 */
export function OptionRowsEditor<V, L extends OptionLoads>({ props, title, hint, store, aside, ...rows }: OptionRowsEditorProps<V, L>) {
  return (
    <OptionEditor props={props} title={title} hint={hint} store={store} aside={aside}>
      {(loaded) => <OptionRows store={loaded} path="" {...rows} />}
    </OptionEditor>
  );
}
