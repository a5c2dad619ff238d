import { sentRowsPath, type OptionEditorConfig } from '@core/option';
import { OptionRowsEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { TextField } from '@ui/record/fields';
import type { OptionOrdIdsProps } from './props';
import { checkOrdIds } from './rules';
import { TEXT } from './texts';
import { decodeOrdIds, encodeOrdIds, isOrdIdsShape, newOrdId, ordIdsBody, savedOrdIdRows, type OrdIdDraft, type OrdIdsValue } from './value';

export type { OptionOrdIdsProps };

/**
 * No status (A 7: GET and PUT of the ord_id items with the entity id): no switch, nothing locked. Empty rows
 * are not sent: the server's error for the n-th item sent ('2.ord_id', 'items.2.ord_id') shows under the row the user sees.
 */
export const ordIdsOption: OptionEditorConfig<OrdIdsValue> = { decode: decodeOrdIds, encode: encodeOrdIds, ownKeys: ['items'], accepts: isOrdIdsShape, check: checkOrdIds, errorPath: sentRowsPath((row: OrdIdDraft) => row.ord_id.trim() !== '', { prefix: 'items' }), body: ordIdsBody, fromSaved: savedOrdIdRows, protocol: { statusless: true }, shallow: true };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionOrdIdsStore = (props: OptionOrdIdsProps) => optionEditorStore({ ...props, method: props.method ?? 'PUT' }, ordIdsOption);

/** The ORD id list of an object (A 2, A 7): rows of ids, removal after 'Вы уверены?', saved with PUT. */
export function OptionOrdIdsScreen(props: OptionOrdIdsProps & GivenStore<ReturnType<typeof optionOrdIdsStore>>) {
  const store = useScreenStore(props.store, () => optionOrdIdsStore(props));
  return (
    <OptionRowsEditor
      props={props}
      store={store}
      title={TEXT.title}
      hint={TEXT.hint}
      label={TEXT.rows}
      addLabel={TEXT.add}
      newRow={newOrdId}
      empty={TEXT.empty}
      renderRow={(form, rowPath, index) => <TextField form={form} path={`${rowPath}.ord_id`} label={TEXT.field(index + 1)} className="col-12 col-md-6 mb-2" autoComplete="off" />}
    />
  );
}
