import { observer } from 'mobx-react-lite';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import { TEXT } from '../texts';

/** Saved templates: one into the text; the table saved under a name. */
export const TemplatesPanel = observer(function TemplatesPanel({ store }: { store: CampaignListEditorStore }) {
  return (
    <fieldset className="border rounded p-3 mt-3">
      <legend className="fs-6 float-none w-auto px-2 mb-0">{TEXT.templates}</legend>
      <div className="row g-3 align-items-end">
        <div className="col-md-4">
          <FormField label={TEXT.template} className="mb-0" help={store.templates.length === 0 ? TEXT.noTemplates : undefined}>
            {(control) => (
              <ChoiceSelect
                control={control}
                value={store.templateId === null ? '' : String(store.templateId)}
                none={TEXT.chooseTemplate}
                choices={store.templates.map((t) => ({ value: String(t.id), name: t.description ? `${t.name} — ${t.description}` : t.name }))}
                onChange={(v) => store.chooseTemplate(v ? Number(v) : null)}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-auto">
          <button type="button" className="btn btn-outline-secondary" disabled={store.templateId === null} onClick={store.useTemplate}>
            {TEXT.loadTemplate}
          </button>
        </div>
        <div className="col-md-3">
          <FormField label={TEXT.templateName} className="mb-0" error={store.templateError ?? undefined}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={store.templateName}
                onChange={(e) => store.setTemplateName(e.target.value)}
                onKeyDown={(e) => {
                  // Enter here saves the template, not the list.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void store.saveTemplate();
                  }
                }}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-auto">
          <button type="button" className="btn btn-outline-primary" disabled={store.savingTemplate} onClick={() => void store.saveTemplate()}>
            {TEXT.saveTemplate}
          </button>
        </div>
      </div>
    </fieldset>
  );
});
