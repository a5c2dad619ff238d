import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { EventChoice } from '@core/corrections';
import type { DictionaryItem, OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore, useOptionChoices } from '@ui/option';
import { useRuleEvents } from '@adconfig/shared/optionRules';
import type { OptionCorrectionsProps } from './props';
import { TEXT } from './texts';
import { checkCorrections, decodeCorrections, encodeCorrections, type CorrectionsValue } from './value';
import { CorrectionsFields } from './views/CorrectionsFields';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionCorrectionsProps };

/** Rows kept shallow and replaced whole on each edit (CorrectionRows copies on write): a huge value opens at once. */
export const correctionsOption: OptionEditorConfig<CorrectionsValue> = { decode: decodeCorrections, encode: encodeCorrections, check: checkCorrections, shallow: true };

const choicesOf = (items: readonly DictionaryItem[]): EventChoice[] => items.map((item) => ({ value: item.id, name: item.name }));

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionCorrectionsStore = (props: OptionCorrectionsProps) => optionEditorStore(props, correctionsOption);

/** Corrections (A 2, A 3, A 4, A 5): rows of a channel, an event (one row each per channel) and two percents. */
export const OptionCorrectionsScreen = observer(function OptionCorrectionsScreen(props: OptionCorrectionsProps & GivenStore<ReturnType<typeof optionCorrectionsStore>>) {
  const { items: channels } = useOptionChoices(props, props.channels);
  // The option type's dictionary is the channels': events come from the props or the format only.
  const { items: events } = useRuleEvents({ urlPath: props.urlPath, formatId: props.formatId }, props.eventTypes);
  const channelChoices = useMemo(() => choicesOf(channels), [channels]);
  const eventChoices = useMemo(() => choicesOf(events), [events]);
  return (
    <OptionEditor props={props} config={correctionsOption} store={props.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <CorrectionsFields store={store} channels={channelChoices} events={eventChoices} />}
    </OptionEditor>
  );
});
