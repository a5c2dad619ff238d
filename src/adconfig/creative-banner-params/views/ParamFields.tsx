import { observer } from 'mobx-react-lite';
import { FileInput } from '@ui/FileInput';
import { FormField } from '@ui/FormField';
import { SelectField, TextAreaField, TextField } from '@ui/record/fields';
import type { TemplateParam } from '../api';
import type { CreativeBannerParamsStore } from '../CreativeBannerParamsStore';
import { TEXT } from '../texts';

/** A file param: the file set now, and a new one chosen (sent with the save). */
const FileParam = observer(function FileParam({ store, param, label }: { store: CreativeBannerParamsStore; param: TemplateParam; label: string }) {
  const current = store.form.text(`params.${param.key}`);
  return (
    <FormField label={TEXT.chooseFile(label)} error={store.form.errorAt(`params.${param.key}`)} help={current ? TEXT.currentFile(current) : undefined} className="mb-3">
      {/* The Russian file button (FileInput), not the browser's own: 'Choose File' in an English browser (issue 44). */}
      {(control) => <FileInput {...control} onChange={(files) => store.chooseFile(param.key, files[0] ?? null)} />}
    </FormField>
  );
});

/** One field per template param (A 3: int, string, file, select, url, textarea), labelled by its title. */
export const ParamFields = observer(function ParamFields({ store }: { store: CreativeBannerParamsStore }) {
  const { form } = store;
  if (store.params.length === 0) return <p className="text-body-secondary">{TEXT.noParams}</p>;
  return (
    <div>
      {store.params.map((param) => {
        const path = `params.${param.key}`;
        const label = param.title || param.key;
        switch (param.type) {
          case 'file':
            return <FileParam key={param.key} store={store} param={param} label={label} />;
          case 'textarea':
            return <TextAreaField key={param.key} form={form} path={path} label={label} rows={4} />;
          case 'select':
            if (param.options.length > 0) return <SelectField key={param.key} form={form} path={path} label={label} options={param.options.map((o) => ({ value: o, label: o }))} />;
            return <TextField key={param.key} form={form} path={path} label={label} />;
          case 'int':
            return <TextField key={param.key} form={form} path={path} label={label} inputMode="numeric" />;
          case 'url':
            return <TextField key={param.key} form={form} path={path} label={label} type="url" inputMode="url" />;
          default:
            return <TextField key={param.key} form={form} path={path} label={label} />;
        }
      })}
    </div>
  );
});
