import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { answeredRows, type ChoiceList, type DictionaryItem, type OptionEditorConfig, type OptionEditorStore, type OptionErrors } from '@core/option';
import type { BoundForm } from '@core/record';
import { OptionRowsEditor, optionEditorStore, type OptionStoreProps } from '@ui/option';

/** A rule is five or six fields: 30 at a time keep a huge value as quick to open as a page of 100 phrases. */
export const RULES_PAGE = 30;

/** What one rule's fields get: its row of the value, its number, the event types as loaded. */
export interface RuleFieldsProps {
  form: BoundForm;
  rowPath: string;
  index: number;
  events: readonly DictionaryItem[];
}

/** One kind of rule list (range rules, label/event rules): its value's reader and writer, its checks, texts and fields. */
export interface RuleRowsKind<V extends readonly unknown[]> {
  decode(raw: unknown): V;
  /** The value as sent; a rule's generated name reads the event types as they are at the save. */
  encode(value: V, events: readonly DictionaryItem[]): readonly unknown[];
  check(value: V): OptionErrors;
  newRow(): unknown;
  texts: { title: string; hint: string; rows: string; add: string; empty: string };
  Fields: ComponentType<RuleFieldsProps>;
}

/** A rule list's store: the option with the event types its save names the rules by, loaded with it. */
export type RuleRowsStore<V extends readonly unknown[]> = OptionEditorStore<V, { events: ChoiceList }>;

/** The store factory of a rule list's entry (mountIsland): made and started before React's first render, or by the screen alone. */
export function ruleRowsStore<V extends readonly unknown[]>(props: OptionStoreProps, kind: RuleRowsKind<V>, events: ChoiceList): RuleRowsStore<V> {
  // A 7: the save's answered `data` is the rules as stored, shown in place of those sent.
  const fromSaved = (data: unknown, sent: V): V => answeredRows(data, sent, { decode: kind.decode, sentCount: kind.encode(sent, events.items).length });
  const config: OptionEditorConfig<V> = { decode: kind.decode, encode: (value) => kind.encode(value, events.items), check: kind.check, fromSaved, shallow: true };
  return optionEditorStore(props, config, () => ({ events }));
}

/** The whole editor of a rule list (A 2, A 3, A 5): the option's rows of rules, a page at a time, names generated at the save. */
export const RuleRowsEditor = observer(function RuleRowsEditor<V extends readonly unknown[]>({ props, store, kind }: { props: { hideSaveButton?: boolean }; store: RuleRowsStore<V>; kind: RuleRowsKind<V> }) {
  const { Fields, texts } = kind;
  const events = store.loads.events.items;
  return (
    <OptionRowsEditor
      props={props}
      store={store}
      title={texts.title}
      hint={texts.hint}
      label={texts.rows}
      addLabel={texts.add}
      newRow={kind.newRow}
      empty={texts.empty}
      pageSize={RULES_PAGE}
      renderRow={(form, rowPath, index) => <Fields form={form} rowPath={rowPath} index={index} events={events} />}
    />
  );
});
