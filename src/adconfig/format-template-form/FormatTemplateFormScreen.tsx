import { observer } from 'mobx-react-lite';
import { pagePath, queryParam, sitePath } from '@core/basePath';
import { safeHref } from '@core/safeUrl';
import { RecordForm } from '@ui/record/RecordForm';
import { formatTemplateFormApi, templateOf } from './api';
import { FormatTemplateFormStore } from './FormatTemplateFormStore';
import type { FormatTemplateFormProps } from './props';
import { TEXT } from './texts';
import { MainTab } from './views/MainTab';
import { ParamsTab } from './views/ParamsTab';
import { recordTarget, targetId, type RecordTarget } from '@core/record';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { FormatTemplateFormProps };

/** ?id= as a positive whole number, else null (the format of a create page). */
function idParam(): number | null {
  return targetId(recordTarget(queryParam('id') ?? ''));
}

/** …/edit/?id={template_id} edits (without a usable id: nothing to edit); anything else creates, for ?id={format_id}. */
const pageTarget = (): RecordTarget => (/\/edit$/.test(pagePath()) ? recordTarget(queryParam('id') ?? '') : { kind: 'create' });

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const formatTemplateFormStore = ({ urlPath, listUrl, record }: FormatTemplateFormProps) => {
  const fixedList = safeHref(listUrl);
  const given = templateOf(record);
  const store = (id: number | null) =>
    new FormatTemplateFormStore(formatTemplateFormApi(urlPath), {
      target: id === null ? { kind: 'create', formatId: idParam() } : { kind: 'edit', id },
      listUrl: (formatId) => fixedList ?? sitePath(`/preferences/formats/settings/templates/${formatId === null ? '' : `?id=${formatId}`}`, urlPath),
      given,
    });
  return recordPage({ target: pageTarget, badId: TEXT.badId, store });
};

/** A 2 Other / A 5: create or edit a format template, then back to the format's templates. */
export function FormatTemplateFormScreen(props: FormatTemplateFormProps & GivenStore<ReturnType<typeof formatTemplateFormStore>>) {
  const page = useScreenStore(props.store, () => formatTemplateFormStore(props));
  return (
    <RecordPage page={page}>
      {(created) => <FormatTemplateForm store={created} />}
    </RecordPage>
  );
}

const FormatTemplateForm = observer(function FormatTemplateForm({ store }: { store: FormatTemplateFormStore }) {
  return (
    <RecordForm
      store={store}
      field="tab"
      heading={store.id === null ? TEXT.createHeading : TEXT.editHeading(store.id, store.savedName)}
      content={{ main: () => <MainTab store={store} />, params: () => <ParamsTab store={store} /> }}
      onSave={store.save}
      back={{ href: store.backUrl, label: TEXT.back }}
    />
  );
});
