import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { pagePath } from '../../core/basePath';
import { d } from '../../core/decode';
import { safeHref } from '../../core/safeUrl';
import { LoadFailed } from '../../ui/LoadFailed';
import { RecordForm } from '../../ui/record/RecordForm';
import { handbookValueApi } from '../shared/handbookValue/api';
import { conversionRuleApi } from './api';
import { ConversionRuleStore } from './ConversionRuleStore';
import { OPTION_TABS } from './options';
import type { ConversionRuleEditProps } from './props';
import { TEXT } from './texts';
import { BannerTab } from './views/BannerTab';
import { GeneralTab } from './views/GeneralTab';
import { IndexTab } from './views/IndexTab';
import { OptionTab } from './views/OptionTab';
import { SalesFormatsTab } from './views/SalesFormatsTab';
import { BadRecordId } from '../../ui/record/BadRecordId';

export type { ConversionRuleEditProps };

/** /preferences/conversion-rules/{id} → id (null when the path has none). */
const ruleIdOfPath = (): number | null => d.id(pagePath().split('/').pop());

/** A 2 conversion rule edit: tabs kept in the hash, one Save through the handbook value update. */
export function ConversionRuleScreen(props: ConversionRuleEditProps) {
  const [id] = useState(ruleIdOfPath);
  if (id === null) return <BadRecordId text={TEXT.badId} />;
  return <ConversionRule {...props} id={id} />;
}

const ConversionRule = observer(function ConversionRule({ id, urlPath, listUrl }: ConversionRuleEditProps & { id: number }) {
  const [store] = useState(() => new ConversionRuleStore(handbookValueApi(urlPath), conversionRuleApi(), id));
  useEffect(() => store.start(), [store]);
  if (store.loadState === 'failed') return <LoadFailed onRetry={() => void store.load()} />;
  const options: Record<string, () => ReactNode> = Object.fromEntries(OPTION_TABS.map(({ key, title }) => [key, () => <OptionTab store={store} optionKey={key} title={title} />]));
  const back = safeHref(listUrl);
  return (
    <RecordForm
      form={store.form}
      hash={store.hash}
      field="tab"
      loading={store.loadState === 'loading'}
      heading={TEXT.heading(store.record?.name ?? '')}
      content={{
        index: () => <IndexTab store={store} />,
        'sales-formats': () => <SalesFormatsTab store={store} />,
        general: () => <GeneralTab store={store} />,
        banner: () => <BannerTab store={store} />,
        ...options,
      }}
      onSave={store.save}
      onReload={store.load}
      back={back ? { href: back, label: TEXT.back } : undefined}
    />
  );
});
