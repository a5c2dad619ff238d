import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { RangeSlider, type RangeSliderProps } from '../rangeSlider/RangeSlider';
import { OPTION_TEXT } from './texts';

export type OptionRangeSliderProps<V> = Omit<RangeSliderProps, 'disabled' | 'disabledReason'> & { store: OptionEditorStore<V> };

/** The range slider of an option (the quality slider): disabled with 'Таргет не включен' while the option is off (A 4). */
export const OptionRangeSlider = observer(function OptionRangeSlider<V>({ store, ...slider }: OptionRangeSliderProps<V>) {
  return <RangeSlider {...slider} disabled={!store.on} disabledReason={OPTION_TEXT.off} />;
});
