import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { pagePath } from '../../../core/basePath';
import { safeHref } from '../../../core/safeUrl';
import { RecordForm } from '../../../ui/record/RecordForm';
import { bannerEditorApi } from './api';
import { BannerEditorStore } from './BannerEditorStore';
import type { BannerKind } from './kind';
import { TEXT } from './texts';
import { MacrosTab } from './views/MacrosTab';
import { MainTab } from './views/MainTab';
import { OrdTab } from './views/OrdTab';
import { ParamsTab } from './views/ParamsTab';
import { type RecordTarget, pathId, recordTarget, targetId } from '../../../core/record';
import { BadRecordId } from '../../../ui/record/BadRecordId';

/** What both banner editors take from their data-props (each screen's props.ts checks them). */
export interface BannerFormProps {
  /** {url} of A 7 Banners; default: the kind's. */
  url?: string;
  /** The banners page, for the back link; default: this page's path without /create or /edit/{id}. */
  listUrl?: string;
  urlPath?: string;
}

const EDIT = /\/edit\/([^/]*)$/;

/** …/create, or …/edit/{id} (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(pathId(EDIT));

/** '/banners/create' or '/banners/edit/5' → '/banners'. */
function bannersBase(): string {
  return pagePath().replace(/\/(create|edit\/[^/]*)$/, '');
}

/** Create or edit a banner of a kind (A 2 Banners): tabs Основное, Параметры, Макросы, ОРД; one Save. */
export function BannerEditorView(props: BannerFormProps & { kind: BannerKind }) {
  const [target] = useState(pageTarget);
  if (target.kind === 'bad-id') return <BadRecordId text={TEXT.badId} />;
  return <BannerEditor {...props} id={targetId(target)} />;
}

const BannerEditor = observer(function BannerEditor({ id, url, urlPath, listUrl, kind }: BannerFormProps & { kind: BannerKind; id: number | null }) {
  const [store] = useState(() => {
    const base = bannersBase();
    const created = new BannerEditorStore(bannerEditorApi(url ?? kind.defaultUrl(urlPath)), {
      id,
      editUrl: (newId) => `${base}/edit/${newId}`,
      ordOptional: kind.ordOptional,
    });
    // The requests leave now, while React renders the form.
    created.fetch();
    return created;
  });
  useEffect(() => store.start(), [store]);

  if (store.loadState === 'failed') {
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
        {id === null ? TEXT.optionsFailed : TEXT.loadFailed}
        <Button variant="outline-danger" size="sm" onClick={() => void store.load()}>
          Повторить
        </Button>
      </div>
    );
  }

  return (
    <RecordForm
      form={store.form}
      hash={store.hash}
      field="tab"
      loading={store.loadState === 'loading'}
      heading={id === null ? TEXT.createHeading : TEXT.editHeading(id, store.savedName)}
      content={{
        main: () => <MainTab store={store} />,
        params: () => <ParamsTab store={store} />,
        macros: () => <MacrosTab store={store} />,
        ord: () => <OrdTab store={store} />,
      }}
      onSave={store.save}
      onReload={store.load}
      back={{ href: safeHref(listUrl) ?? kind.listUrl(bannersBase()), label: TEXT.back }}
      actions={
        id !== null && (
          <Button variant="outline-secondary" disabled={store.generating} aria-busy={store.generating || undefined} onClick={() => void store.generate()}>
            {TEXT.generate}
          </Button>
        )
      }
    />
  );
});
