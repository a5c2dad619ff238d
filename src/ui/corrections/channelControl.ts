import type { ReactNode } from 'react';

/** What a row gives its channel control: the FormField's wiring, the row's name for it, and the row's channel id as text. */
export interface ChannelControlProps {
  id: string;
  /** The accessible name with the row ('Канал, строка 2'). */
  label: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
  placeholder: string;
  /** The row's channel id as text; '' for none. */
  value: string;
  onChange(value: string): void;
}

/**
 * A row's channel control, given by the editor whose rows each have a channel (option-corrections: a searchable
 * select over every channel, `correctionChannelSelect`); without one a row has no channel of its own.
 */
export type ChannelControl = (props: ChannelControlProps) => ReactNode;
