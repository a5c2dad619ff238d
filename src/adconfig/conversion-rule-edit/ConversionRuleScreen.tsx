import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { LAST_SEGMENT, pathId, recordTarget, type RecordTarget } from '@core/record';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { conversionRuleApi } from './api';
import { ConversionRuleStore } from './ConversionRuleStore';
import type { ConversionRuleEditProps } from './props';
import { TEXT } from './texts';
import { BannerTab } from './views/BannerTab';
import { GeneralTab } from './views/GeneralTab';
import { IndexTab } from './views/IndexTab';
import { OptionTab } from './views/OptionTab';
import { SalesFormatsTab } from './views/SalesFormatsTab';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ConversionRuleEditProps };

/** /preferences/conversion-rules/{id}: the last segment is the rule's id. */
const pageTarget = (): RecordTarget => recordTarget(pathId(LAST_SEGMENT));

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const conversionRuleEditStore = ({ urlPath, record, organizations, choices, optionTypes, listUrl }: ConversionRuleEditProps) =>
  recordPage({
    editOnly: true,
    target: pageTarget,
    badId: TEXT.badId,
    store: (id: number) => new ConversionRuleStore(handbookValueApi(urlPath, { record, organizations }), conversionRuleApi(urlPath, choices), id, { optionTypes, listUrl: safeHref(listUrl), urlPath }),
  });

/** A 2 conversion rule edit: tabs kept in the hash, one Save through the handbook value update, a delete asked first. */
export function ConversionRuleScreen(props: ConversionRuleEditProps & GivenStore<ReturnType<typeof conversionRuleEditStore>>) {
  const { listUrl } = props;
  return (
    <RecordPage page={useScreenStore(props.store, () => conversionRuleEditStore(props))}>
      {(store) => <ConversionRule store={store} back={safeHref(listUrl)} />}
    </RecordPage>
  );
}

const ConversionRule = observer(function ConversionRule({ store, back }: { store: ConversionRuleStore; back?: string }) {
  const options: Record<string, () => ReactNode> = Object.fromEntries(store.optionTabs.map(({ key, title }) => [key, () => <OptionTab store={store} optionKey={key} title={title} />]));
  return (
    <RecordForm
      store={store}
      field="tab"
      heading={TEXT.heading(store.record?.name ?? '')}
      content={{
        index: () => <IndexTab store={store} />,
        'sales-formats': () => <SalesFormatsTab store={store} />,
        general: () => <GeneralTab store={store} />,
        banner: () => <BannerTab store={store} />,
        ...options,
      }}
      onSave={store.save}
      back={back ? { href: back, label: TEXT.back } : undefined}
      actions={
        <Button variant="outline-danger" disabled={store.deleting} aria-busy={store.deleting || undefined} onClick={() => void store.remove()}>
          {TEXT.delete}
        </Button>
      }
    />
  );
});
