import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, type OptionEditorProps } from './OptionEditor';
import { OptionRows, type OptionRowsProps } from './OptionRows';

export type OptionRowsEditorProps<V> = Omit<OptionEditorProps<V>, 'children'> & Omit<OptionRowsProps<V>, 'store' | 'path'> & { config: OptionEditorConfig<V> };

/**
 * A whole editor whose value is one list of rows (phrases, ORD ids, range rules): the option editor with
 * its hint and `OptionRows` over the value itself (path '').
 */
export function OptionRowsEditor<V>({ props, config, title, hint, store: given, ...rows }: OptionRowsEditorProps<V>) {
  return (
    <OptionEditor props={props} config={config} title={title} hint={hint} store={given}>
      {(store) => <OptionRows store={store} path="" {...rows} />}
    </OptionEditor>
  );
}
