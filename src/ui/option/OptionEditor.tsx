import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { currentPageUrl, optionApi, OptionEditorStore, noLoads, type NoLoads, type OptionEditorConfig, type OptionLoads } from '@core/option';
import type { LoadedOption, OptionSaveMethod } from '@core/option/optionApi';
import { OptionEditorShell } from './OptionEditorShell';

/** The props (OPTION_PROPS) an option editor's store is made from: the printed option, where and how it saves. */
export interface OptionStoreProps {
  option?: LoadedOption | null;
  url?: string;
  method?: OptionSaveMethod;
}

export interface OptionEditorProps<V, L extends OptionLoads = OptionLoads> {
  /** The props of OPTION_PROPS the view reads. */
  props: { hideSaveButton?: boolean };
  /**
   * The editor's store: the one its entry made and started before the first render, or the screen's own
   * (`useScreenStore(props.store, () => xStore(props))`): one factory makes it either way.
   */
  store: OptionEditorStore<V, L>;
  title: string;
  /** A line under the heading saying what the option does (shown once the option has loaded). */
  hint?: ReactNode;
  /** The value editor for the loaded store. */
  children(store: OptionEditorStore<V, L>): ReactNode;
  /** What sits under the value editor outside its lock (presets: saved and deleted while the target is off). */
  aside?(store: OptionEditorStore<V, L>): ReactNode;
}

/**
 * An option editor's store (saving to props.url or this page), started from the option the page printed
 * (props.option; without it, the chosen GET of that URL), with what the editor loads beside it (`loads`:
 * its choices, a tree, presets, started together by the store's start()). The screen's store factory for
 * its entry (mountIsland) calls this, and so does the screen rendered alone.
 */
export function optionEditorStore<V>(props: OptionStoreProps, config: OptionEditorConfig<V>): OptionEditorStore<V, NoLoads>;
export function optionEditorStore<V, L extends OptionLoads>(props: OptionStoreProps, config: OptionEditorConfig<V>, loads: (store: OptionEditorStore<V, L>) => L): OptionEditorStore<V, L>;
export function optionEditorStore<V, L extends OptionLoads>(props: OptionStoreProps, config: OptionEditorConfig<V>, loads?: (store: OptionEditorStore<V, L>) => L): OptionEditorStore<V, L> | OptionEditorStore<V, NoLoads> {
  const api = optionApi(props.url ?? currentPageUrl(), props.method, config.protocol, props.option);
  return loads ? new OptionEditorStore(api, config, loads) : new OptionEditorStore(api, config, noLoads);
}

/** A whole option editor screen over its store: the shell (with the unsaved guard), the value editor once loaded. */
export const OptionEditor = observer(function OptionEditor<V, L extends OptionLoads>({ props, store, title, hint, children, aside }: OptionEditorProps<V, L>) {
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
