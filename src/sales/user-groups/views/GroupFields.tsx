import { observer } from 'mobx-react-lite';
import { typedId } from '@core/format';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import type { UserGroupsStore } from '../UserGroupsStore';
import { TEXTS } from '../texts';

/** The group form (S 3, S 5): name and project required, a description. */
export const GroupFields = observer(function GroupFields({ store }: { store: UserGroupsStore }) {
  const { form } = store.editor;
  const projects = store.projectOptions.map((p) => ({ value: String(p.id), name: p.name }));
  return (
    <>
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" />}
      </FormField>
      {projects.length > 0 ? (
        <FormField label={TEXTS.project} required error={form.errors.organization_id}>
          {(control) => <ChoiceSelect control={control} value={form.values.organization_id} none={TEXTS.chooseProject} choices={projects} onChange={(value) => form.set('organization_id', value)} />}
        </FormField>
      ) : (
        <FormField label={TEXTS.projectId} required error={form.errors.organization_id} help={TEXTS.projectsMissing}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={form.values.organization_id}
              onChange={(e) => form.set('organization_id', String(typedId(e.target.value) ?? ''))}
            />
          )}
        </FormField>
      )}
      <FormField label={TEXTS.description} error={form.errors.description}>
        {(control) => <textarea {...control} rows={3} value={form.values.description} onChange={(e) => form.set('description', e.target.value)} />}
      </FormField>
    </>
  );
});
