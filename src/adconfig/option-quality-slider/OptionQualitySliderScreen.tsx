import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore, OptionRangeSlider } from '@ui/option';
import type { OptionQualitySliderProps } from './props';
import { TEXT } from './texts';
import { decodeQuality, QUALITY, type QualityValue } from './value';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionQualitySliderProps };

/** The value's other keys go back as they came (issue 41). */
export const qualityOption: OptionEditorConfig<QualityValue> = { decode: decodeQuality, ownKeys: ['min', 'max'] };

const QualityRange = observer(function QualityRange({ store }: { store: OptionEditorStore<QualityValue> }) {
  return (
    <div style={{ maxWidth: 600 }}>
      <OptionRangeSlider store={store} label={TEXT.slider} {...QUALITY} value={[store.value.min, store.value.max]} onChange={([min, max]) => store.setValue({ min, max })} />
    </div>
  );
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionQualitySliderStore = (props: OptionQualitySliderProps) => optionEditorStore(props, qualityOption);

/** Traffic quality targeting (A 2, A 9): a two-handle slider 0..100, locked with 'Таргет не включен' while off. */
export function OptionQualitySliderScreen(props: OptionQualitySliderProps & GivenStore<ReturnType<typeof optionQualitySliderStore>>) {
  const store = useScreenStore(props.store, () => optionQualitySliderStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <QualityRange store={store} />}
    </OptionEditor>
  );
}
