import { observer } from 'mobx-react-lite';
import { CheckField, NumberField, SelectField, TextAreaField, TextField } from '../../../../ui/record/fields';
import type { BannerEditorStore } from '../BannerEditorStore';
import { TEXT } from '../texts';
import type { PlacedField } from '../typeFields';

/** The chosen type's fields (A 3 banner type fields), groups as fieldsets, values at params.<alias chain>. */
export const ParamsTab = observer(function ParamsTab({ store }: { store: BannerEditorStore }) {
  if (!store.type) return <p className="text-body-secondary">{TEXT.chooseType}</p>;
  if (store.fields.length === 0) return <p className="text-body-secondary">{TEXT.noFields}</p>;
  return <Fields store={store} placed={store.fields} />;
});

function Fields({ store, placed }: { store: BannerEditorStore; placed: PlacedField[] }) {
  return (
    <>
      {placed.map((p) => (
        <Field key={p.path} store={store} placed={p} />
      ))}
    </>
  );
}

const Field = observer(function Field({ store, placed }: { store: BannerEditorStore; placed: PlacedField }) {
  const { form } = store;
  const { field, path } = placed;
  const common = { form, path, label: field.name, required: field.required };
  switch (field.type) {
    case 'group':
      return (
        <fieldset className="border rounded p-3 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-0">{field.name}</legend>
          <Fields store={store} placed={placed.children} />
        </fieldset>
      );
    case 'int':
      return <NumberField {...common} />;
    case 'textarea':
      return <TextAreaField {...common} />;
    case 'url':
      return <TextField {...common} type="url" />;
    case 'bool':
      return <CheckField form={form} path={path} label={field.name} />;
    case 'select':
      return <SelectField {...common} options={field.options} placeholder="" />;
    default:
      return <TextField {...common} />;
  }
});
