import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { pagePath, queryParam, sitePath } from '../../core/basePath';
import { safeHref } from '../../core/safeUrl';
import { LoadFailed } from '../../ui/LoadFailed';
import { RecordForm } from '../../ui/record/RecordForm';
import { formatTemplateFormApi } from './api';
import { FormatTemplateFormStore, type FormTarget } from './FormatTemplateFormStore';
import type { FormatTemplateFormProps } from './props';
import { TEXT } from './texts';
import { MainTab } from './views/MainTab';
import { ParamsTab } from './views/ParamsTab';
import { recordTarget, targetId } from '../../core/record';
import { BadRecordId } from '../../ui/record/BadRecordId';

export type { FormatTemplateFormProps };

/** ?id= as a positive whole number, else null. */
function idParam(): number | null {
  return targetId(recordTarget(queryParam('id') ?? ''));
}

/** …/edit/?id={template_id} edits (without a usable id: nothing to edit); anything else creates, for ?id={format_id}. */
function pageTarget(): FormTarget | null {
  if (/\/edit$/.test(pagePath())) {
    const id = idParam();
    return id === null ? null : { kind: 'edit', id };
  }
  return { kind: 'create', formatId: idParam() };
}

/** A 2 Other / A 5: create or edit a format template, then back to the format's templates. */
export function FormatTemplateFormScreen(props: FormatTemplateFormProps) {
  const [target] = useState(pageTarget);
  if (target === null) return <BadRecordId text={TEXT.badId} />;
  return <FormatTemplateForm {...props} target={target} />;
}

const FormatTemplateForm = observer(function FormatTemplateForm({ target, urlPath, listUrl }: FormatTemplateFormProps & { target: FormTarget }) {
  const [store] = useState(() => {
    const fixedList = safeHref(listUrl);
    const created = new FormatTemplateFormStore(formatTemplateFormApi(urlPath), {
      target,
      listUrl: (formatId) => fixedList ?? sitePath(`/preferences/formats/settings/templates/${formatId === null ? '' : `?id=${formatId}`}`, urlPath),
    });
    // The requests leave now, while React renders the form.
    created.fetch();
    return created;
  });
  useEffect(() => store.start(), [store]);

  if (store.loadState === 'failed') return <LoadFailed onRetry={() => void store.load()} />;

  return (
    <RecordForm
      form={store.form}
      hash={store.hash}
      field="tab"
      loading={store.loadState === 'loading'}
      heading={store.id === null ? TEXT.createHeading : TEXT.editHeading(store.id, store.savedName)}
      content={{ main: () => <MainTab store={store} />, params: () => <ParamsTab store={store} /> }}
      onSave={store.save}
      onReload={store.load}
      back={{ href: store.backUrl, label: TEXT.back }}
    />
  );
});
