import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { notify } from '@core/notify';
import type { OptionEditorStore } from '@core/option';
import { DataTable } from '@ui/DataTable';
import { SaveButton } from '@ui/FormModal';
import { OPTION_TEXT } from '@ui/option/texts';
import { REPEAT_SAVE_ABOVE, TEXT } from '../texts';
import type { Audience, AudienceValue } from '../value';

/** A 9: the sticky table height; the rows windowed, a list of thousands stays smooth. */
const TABLE_HEIGHT = 400;
const ROW_HEIGHT = 40;

interface Props {
  store: OptionEditorStore<AudienceValue>;
  /** props.hideSaveButton: the page saves, no bar of ours. */
  hideSave: boolean;
  nameOf(audience: Audience): string;
}

/** The chosen audiences, each removable; above 10 of them the save bar repeats over the table (A 9). */
export const AudienceList = observer(function AudienceList({ store, hideSave, nameOf }: Props) {
  const list = store.value;
  const remove = (id: number) => store.setValue(list.filter((a) => a.id !== id));
  const clear = () =>
    void notify.confirm(TEXT.clearQuestion(list.length), { danger: true, confirmLabel: TEXT.clear }).then((ok) => {
      if (ok) store.setValue([]);
    });
  if (list.length === 0) return <p className="text-body-secondary">{TEXT.none}</p>;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        {!hideSave && list.length > REPEAT_SAVE_ABOVE && <SaveButton saving={store.saving} label={OPTION_TEXT.save} />}
        <span>{TEXT.count(list.length)}</span>
        <Button variant="outline-secondary" size="sm" className="ms-auto" onClick={clear}>
          {TEXT.clear}
        </Button>
      </div>
      <div className="border rounded mb-3">
        <DataTable<Audience, number>
          rows={list}
          rowKey={(a) => a.id}
          caption={TEXT.caption}
          virtual={{ height: TABLE_HEIGHT, rowHeight: ROW_HEIGHT }}
          columns={[
            { key: 'id', title: TEXT.id, width: 100 },
            { key: 'name', title: TEXT.name, render: nameOf },
            {
              key: 'remove',
              title: TEXT.remove,
              align: 'end',
              width: 120,
              render: (audience) => (
                <Button variant="outline-danger" size="sm" aria-label={TEXT.removeOne(nameOf(audience))} onClick={() => remove(audience.id)}>
                  {TEXT.remove}
                </Button>
              ),
            },
          ]}
        />
      </div>
    </>
  );
});
