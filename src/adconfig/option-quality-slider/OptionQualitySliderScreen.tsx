import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '../../core/option';
import { OptionEditor, OptionRangeSlider } from '../../ui/option';
import type { OptionQualitySliderProps } from './props';
import { TEXT } from './texts';
import { decodeQuality, QUALITY, type QualityValue } from './value';

export type { OptionQualitySliderProps };

export const qualityOption: OptionEditorConfig<QualityValue> = { decode: decodeQuality };

const QualityRange = observer(function QualityRange({ store }: { store: OptionEditorStore<QualityValue> }) {
  return (
    <div style={{ maxWidth: 600 }}>
      <OptionRangeSlider store={store} label={TEXT.slider} {...QUALITY} value={[store.value.min, store.value.max]} onChange={([min, max]) => store.setValue({ min, max })} />
    </div>
  );
});

/** Traffic quality targeting (A 2, A 9): a two-handle slider 0..100, locked with 'Таргет не включен' while off. */
export function OptionQualitySliderScreen(props: OptionQualitySliderProps) {
  return (
    <OptionEditor props={props} config={qualityOption} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <QualityRange store={store} />}
    </OptionEditor>
  );
}
