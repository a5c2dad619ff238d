import { useState } from 'react';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { MultiSearchStore } from '@core/multiSearch/MultiSearchStore';
import { MultiSearch } from '@ui/multiSearch/MultiSearch';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { searchAudiences } from './api';
import type { OptionAudienceProps } from './props';
import { TEXT } from './texts';
import { decodeAudiences, encodeAudiences, withAdded, type Audience, type AudienceValue } from './value';
import { AudienceList } from './views/AudienceList';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionAudienceProps };

export const audienceOption: OptionEditorConfig<AudienceValue> = { decode: decodeAudiences, encode: encodeAudiences };

const nameOf = (a: Audience) => (a.name !== '' ? a.name : TEXT.unnamed(a.id));

/** The search over audiences, its 'Применить' adding the picks to the option's list. */
function AudienceFields({ store, props }: { store: OptionEditorStore<AudienceValue>; props: OptionAudienceProps }) {
  const [search] = useState(
    () =>
      new MultiSearchStore<Audience>({
        search: searchAudiences(props.searchUrl, props.urlPath),
        idOf: (a) => String(a.id),
        apply: (items) => store.setValue(withAdded(store.value, items)),
      }),
  );
  return (
    <>
      <AudienceList store={store} hideSave={props.hideSaveButton === true} nameOf={nameOf} />
      <MultiSearch store={search} title={TEXT.search} nameOf={nameOf} />
    </>
  );
}

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionAudienceStore = (props: OptionAudienceProps) => optionEditorStore(props, audienceOption);

/** The audience picker (A 2: multi-line search): the chosen audiences, searched by names one per line. */
export function OptionAudienceScreen(props: OptionAudienceProps & GivenStore<ReturnType<typeof optionAudienceStore>>) {
  const store = useScreenStore(props.store, () => optionAudienceStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title}>
      {(store) => <AudienceFields store={store} props={props} />}
    </OptionEditor>
  );
}
