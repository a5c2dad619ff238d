import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { EventChoice } from '@core/corrections';
import { optionChoices, type ChoiceList, type DictionaryItem, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { ruleEvents } from '@adconfig/shared/optionRules';
import { channelSearch } from './api';
import type { OptionCorrectionsProps } from './props';
import { TEXT } from './texts';
import { checkCorrections, correctionErrorPath, decodeCorrections, encodeCorrections, savedCorrections, type CorrectionsValue } from './value';
import { CorrectionsFields } from './views/CorrectionsFields';

export type { OptionCorrectionsProps };

/** Rows kept shallow and replaced whole on each edit (CorrectionRows copies on write): a huge value opens at once; the answered rows shown once saved. */
export const correctionsOption: OptionEditorConfig<CorrectionsValue> = { decode: decodeCorrections, encode: encodeCorrections, check: checkCorrections, errorPath: correctionErrorPath, fromSaved: savedCorrections, shallow: true };

type CorrectionsStore = OptionEditorStore<CorrectionsValue, { channels: ChoiceList; events: ChoiceList }>;

const choicesOf = (items: readonly DictionaryItem[]): EventChoice[] => items.map((item) => ({ value: item.id, name: item.name }));

/**
 * The editor's store with its channels (the props' list, else the option type's dictionary) and events
 * (the props' list, else the format's; the option type's dictionary is the channels'): made and started
 * by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionCorrectionsStore = (props: OptionCorrectionsProps): CorrectionsStore =>
  optionEditorStore(props, correctionsOption, () => ({
    channels: optionChoices(props, props.channels),
    // Not the option type's dictionary (that is the channels'); the user, so the format's events are kept 7 days (A 9).
    events: ruleEvents({ urlPath: props.urlPath, formatId: props.formatId, userId: props.userId }, props.eventTypes),
  }));

/** Whether the page says which channels a row may choose (its list, or the option type's dictionary); else A 7's channel search. */
const listsChannels = (props: OptionCorrectionsProps): boolean => props.channels !== undefined || (props.dictionaryUrl !== undefined && props.optionTypeId !== undefined);

const Fields = observer(function Fields({ store, props }: { store: CorrectionsStore; props: OptionCorrectionsProps }) {
  const channels = store.loads.channels.items;
  const events = store.loads.events.items;
  const listed = listsChannels(props);
  const channelChoices = useMemo(() => (listed ? choicesOf(channels) : null), [listed, channels]);
  const eventChoices = useMemo(() => choicesOf(events), [events]);
  const search = useMemo(() => channelSearch(props.urlPath), [props.urlPath]);
  return <CorrectionsFields store={store} channels={channelChoices} search={search} events={eventChoices} />;
});

/**
 * Corrections (A 2, A 3, A 4, A 5): rows of a channel (searchable over every channel), an event (one row each per
 * channel) and two percents; a row removed after 'Вы уверены?'.
 */
export function OptionCorrectionsScreen(props: OptionCorrectionsProps & GivenStore<CorrectionsStore>) {
  const store = useScreenStore(props.store, () => optionCorrectionsStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => <Fields store={loaded} props={props} />}
    </OptionEditor>
  );
}
