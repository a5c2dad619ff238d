import { useMemo } from 'react';
import { CORRECTION_TEXT as T } from '@core/corrections';
import { AsyncSelect, type OptionSearch } from '../AsyncSelect';
import { Select, type SelectOption } from '../Select';
import type { ChannelControl, ChannelControlProps } from './channelControl';

export interface CorrectionChannelSelectProps extends ChannelControlProps {
  /** Every channel a row may choose, searched as typed (react-select); null: none given, searched on the server. */
  channels: readonly SelectOption<string>[] | null;
  /** The server's channel search (A 7 Channels.search), used when there is no list. */
  search: OptionSearch;
}

/**
 * A row's channel: a searchable select over every channel (the list the page gives, however long: typing narrows
 * it), or the server's search without a list. A saved channel the list does not know is still shown ('Канал #7').
 */
export function CorrectionChannelSelect({ channels, search, value, onChange, ...control }: CorrectionChannelSelectProps) {
  // Made once per list and chosen channel (a dictionary may hold thousands), not on every render of the row.
  const options = useMemo(() => {
    if (channels === null) return value ? [{ value, label: T.otherChannel(value) }] : [];
    const chosen = value ? channels.find((c) => c.value === value) : undefined;
    return value && !chosen ? [...channels, { value, label: T.otherChannel(value) }] : [...channels];
  }, [channels, value]);
  const pick = (picked: string | number | null) => onChange(picked === null ? '' : String(picked));
  if (channels === null) return <AsyncSelect {...control} search={search} value={value || null} knownOptions={options} onChange={pick} />;
  return <Select<string> {...control} options={options} value={value || null} onChange={pick} />;
}

/** The channel control of rows with a channel each: `CorrectionChannelSelect` over `channels` (or `search`). */
export const correctionChannelSelect =
  (channels: readonly SelectOption<string>[] | null, search: OptionSearch): ChannelControl =>
  (props) => <CorrectionChannelSelect {...props} channels={channels} search={search} />;
