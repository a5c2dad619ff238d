import { observer } from 'mobx-react-lite';
import { CheckField, NumberField, SelectField, TextAreaField, TextField } from '@ui/record/fields';
import type { BannerEditorStore } from '../BannerEditorStore';
import { TEXT } from '../texts';
import { paramLeaves, type PlacedField } from '../typeFields';
import { FIELD_CAP } from '../api';
import { safeHref } from '@core/safeUrl';

/** The chosen type's fields (A 3 banner type fields), groups as fieldsets, values at params.<alias chain>. */
export const ParamsTab = observer(function ParamsTab({ store }: { store: BannerEditorStore }) {
  const { type } = store;
  if (!type) return store.form.values.type_id === null && !store.choices.unavailable ? <p className="text-body-secondary">{TEXT.chooseType}</p> : <ParamsByKey store={store} />;
  return (
    <>
      {type.fieldsTotal > type.fields.length && <p className="text-body-secondary small">{TEXT.fieldsCut(type.fields.length, type.fieldsTotal)}</p>}
      {store.fields.length === 0 ? <p className="text-body-secondary">{TEXT.noFields}</p> : <Fields store={store} placed={store.fields} />}
    </>
  );
});

/** A type the form does not know (form-options failed, or left it out): the banner's own params, edited by their keys. */
const ParamsByKey = observer(function ParamsByKey({ store }: { store: BannerEditorStore }) {
  const { form } = store;
  const { leaves, total } = paramLeaves(form.values.params, FIELD_CAP);
  return (
    <>
      <p className="text-body-secondary">{TEXT.unknownType}</p>
      {total > leaves.length && <p className="text-body-secondary small">{TEXT.fieldsCut(leaves.length, total)}</p>}
      {leaves.length === 0 && <p className="text-body-secondary">{TEXT.noParams}</p>}
      {leaves.map((leaf) => (leaf.bool ? <CheckField key={leaf.path} form={form} path={leaf.path} label={leaf.key} /> : <TextField key={leaf.path} form={form} path={leaf.path} label={leaf.key} />))}
    </>
  );
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
    case 'file':
      return <FileParam store={store} placed={placed} />;
    case 'bool':
      return <CheckField form={form} path={path} label={field.name} />;
    case 'select':
      return <SelectField {...common} options={field.options} placeholder="" />;
    default:
      return <TextField {...common} />;
  }
});

/** A file parameter: its address (the banner stores the file's link), with the file opened from it when the address is sound. */
const FileParam = observer(function FileParam({ store, placed }: { store: BannerEditorStore; placed: PlacedField }) {
  const { form } = store;
  const href = safeHref(form.text(placed.path).trim() || null);
  return (
    <div className="mb-3">
      <TextField
        form={form}
        path={placed.path}
        label={placed.field.name}
        required={placed.field.required}
        help={TEXT.fileHelp}
        className="mb-1"
        inputMode="url"
        placeholder="/files/…"
      />
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="small">
          <i className="bi bi-file-earmark me-1" aria-hidden="true" />
          {`${TEXT.openFile}: ${placed.field.name}`}
        </a>
      )}
    </div>
  );
});
