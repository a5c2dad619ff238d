import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { pagePath } from '@core/basePath';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { bannerEditorApi } from './api';
import { BannerEditorStore } from './BannerEditorStore';
import type { BannerKind } from './kind';
import { TEXT } from './texts';
import { MacrosTab } from './views/MacrosTab';
import { MainTab } from './views/MainTab';
import { OrdTab } from './views/OrdTab';
import { ParamsTab } from './views/ParamsTab';
import { type RecordTarget, pathId, recordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

/** What both banner editors take from their data-props (each screen's props.ts checks them). */
export interface BannerFormProps {
  /** {url} of A 7 Banners; default: the kind's. */
  url?: string;
  /** The banners page, for the back link; default: this page's path without /create or /edit/{id}. */
  listUrl?: string;
  urlPath?: string;
  /** The banner edited, as the page prints it (A 3 Banner); without it the edit page asks a GET the spec does not name. */
  record?: Record<string, unknown>;
  /** The form's options as the page prints them (`{types, engines}`, the form-options answer's shape). */
  formOptions?: Record<string, unknown>;
}

const EDIT = /\/edit\/([^/]*)$/;

/** …/create, or …/edit/{id} (an edit page without a usable id says so). */
const pageTarget = (): RecordTarget => recordTarget(pathId(EDIT));

/** '/banners/create' or '/banners/edit/5' → '/banners'. */
function bannersBase(): string {
  return pagePath().replace(/\/(create|edit\/[^/]*)$/, '');
}

/** The page's banner and its store, for a kind: each banner screen's store factory, made and started by its entry before React's first render (mountIsland), or by the view alone. */
export const bannerEditorPage = ({ url, urlPath, listUrl, record, formOptions }: BannerFormProps, kind: BannerKind) => {
  const base = bannersBase();
  const api = bannerEditorApi(url ?? kind.defaultUrl(urlPath), { record, formOptions });
  return recordPage({
    target: pageTarget,
    badId: TEXT.badId,
    store: (id: number | null) => new BannerEditorStore(api, { id, editUrl: (newId) => `${base}/edit/${newId}`, ordOptional: kind.ordOptional, listUrl: safeHref(listUrl) ?? base }),
  });
};

/** Create or edit a banner of a kind (A 2 Banners): tabs Основное, Параметры, Макросы, ОРД; one Save. */
export function BannerEditorView(props: BannerFormProps & GivenStore<ReturnType<typeof bannerEditorPage>> & { kind: BannerKind }) {
  const { listUrl, kind } = props;
  const base = bannersBase();
  return (
    <RecordPage page={useScreenStore(props.store, () => bannerEditorPage(props, kind))} failedText={(id) => (id === null ? TEXT.optionsFailed : TEXT.loadFailed)}>
      {(store, id) => <BannerEditor store={store} id={id} back={safeHref(listUrl) ?? kind.listUrl(base)} />}
    </RecordPage>
  );
}

const BannerEditor = observer(function BannerEditor({ store, id, back }: { store: BannerEditorStore; id: number | null; back: string }) {
  return (
    <RecordForm
      store={store}
      field="tab"
      heading={id === null ? TEXT.createHeading : TEXT.editHeading(id, store.savedName)}
      content={{
        main: () => <MainTab store={store} />,
        params: () => <ParamsTab store={store} />,
        macros: () => <MacrosTab store={store} />,
        ord: () => <OrdTab store={store} />,
      }}
      onSave={store.save}
      back={{ href: back, label: TEXT.back }}
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
