import { observer } from 'mobx-react-lite';
import { OnOffToggle } from '@ui/OnOffToggle';
import type { ConversionRuleStore } from '../ConversionRuleStore';
import { TEXT } from '../texts';
import { isOptionOn } from '../values';

/** An option tab: the option switched on or off for the rule (its value is kept as loaded). */
export const OptionTab = observer(function OptionTab({ store, optionKey, title }: { store: ConversionRuleStore; optionKey: string; title: string }) {
  const on = isOptionOn(store.form.values.params.options[optionKey]);
  return (
    <div>
      <OnOffToggle value={on} label={`${TEXT.optionOn}: ${title}`} onChange={(next) => store.setOption(optionKey, next)} className="mb-2" />
      <p className="form-text">{TEXT.optionNote}</p>
    </div>
  );
});
