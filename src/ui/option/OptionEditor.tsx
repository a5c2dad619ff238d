import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { currentPageUrl, optionApi, OptionEditorStore, type OptionEditorConfig } from '@core/option';
import type { OptionSaveMethod } from '@core/option/optionApi';
import { OptionEditorShell } from './OptionEditorShell';
import { useScreenStore } from '../useScreenStore';

export interface OptionEditorProps<V> {
  /** The props every option editor reads (OPTION_PROPS). */
  props: { url?: string; method?: OptionSaveMethod; hideSaveButton?: boolean };
  /** The editor's value: decode, encode, check (made once, outside the component). */
  config: OptionEditorConfig<V>;
  title: string;
  /** A line under the heading saying what the option does (shown once the option has loaded). */
  hint?: ReactNode;
  /** The value editor for the loaded store. */
  children(store: OptionEditorStore<V>): ReactNode;
  /** What sits under the value editor outside its lock (presets: saved and deleted while the target is off). */
  aside?(store: OptionEditorStore<V>): ReactNode;
  /** The store the entry made and started before the first render (optionEditorStore); without it, the editor makes its own. */
  store?: OptionEditorStore<V>;
}

/** An option editor's store (props.url or this page): the screen's store factory for its entry (mountIsland) calls this. */
export function optionEditorStore<V>(props: OptionEditorProps<V>['props'], config: OptionEditorConfig<V>): OptionEditorStore<V> {
  return new OptionEditorStore(optionApi(props.url ?? currentPageUrl(), props.method, config.protocol), config);
}

/** A whole option editor screen: its store (props.url or this page), the load, the shell (with the unsaved guard). */
export const OptionEditor = observer(function OptionEditor<V>({ props, config, title, hint, children, aside, store: given }: OptionEditorProps<V>) {
  const store = useScreenStore(given, () => optionEditorStore(props, config));
  return (
    <OptionEditorShell store={store} title={title} hideSave={props.hideSaveButton} aside={aside && store.loadState === 'ready' ? aside(store) : undefined}>
      {store.loadState === 'ready' && (
        <>
          {hint && <p className="form-text mt-0">{hint}</p>}
          {children(store)}
        </>
      )}
    </OptionEditorShell>
  );
});
