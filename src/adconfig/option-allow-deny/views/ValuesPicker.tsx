import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { OptionChoices, OptionEditorStore } from '@core/option';
import { OptionChecklist } from '@ui/option';
import { ALLOW_DENY_TEXT, AllowDenyLists, AllowDenyTargetField, withAdded, type AllowDenyTarget } from '@adconfig/shared/allowDeny';
import { TEXT } from '../texts';
import type { AllowDenyOptionValue } from '../value';

interface Props {
  store: OptionEditorStore<AllowDenyOptionValue>;
  choices: OptionChoices;
  target: AllowDenyTarget;
}

/** The dictionary's values ticked (a checkbox each, the tag picker when long) and added to the chosen list; the two lists beside them. */
export const ValuesPicker = observer(function ValuesPicker({ store, choices, target }: Props) {
  const [ticked, setTicked] = useState<string[]>([]);
  const names = new Map(choices.items.map((item) => [item.id, item.name]));
  const add = () => {
    const added = target.add((list) => {
      const { allow, deny } = withAdded(store.value, list, ticked);
      store.setValue({ ...store.value, allow, deny });
    });
    if (added) setTicked([]);
  };
  return (
    <>
      <AllowDenyTargetField target={target} />
      <div className="row g-4">
        <div className="col-lg-5">
          <OptionChecklist legend={TEXT.values} choices={choices} value={ticked} onChange={setTicked} empty={TEXT.none} disabled={!store.on} />
          <Button variant="primary" size="sm" className="mb-3" disabled={ticked.length === 0} onClick={add}>
            {ALLOW_DENY_TEXT.add(ticked.length)}
          </Button>
        </div>
        <div className="col-lg-7">
          <AllowDenyLists value={store.value} onChange={({ allow, deny }) => store.setValue({ ...store.value, allow, deny })} item={(id) => ({ name: names.get(id) ?? `#${id}` })} />
        </div>
      </div>
    </>
  );
});
