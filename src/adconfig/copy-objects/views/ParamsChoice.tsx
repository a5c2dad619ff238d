import { observer } from 'mobx-react-lite';
import { CheckField } from '@ui/record/fields';
import type { CopyObjectsStore } from '../CopyObjectsStore';
import { TEXT } from '../texts';

/** The parameters copied with the objects: a switch each. */
export const ParamsChoice = observer(function ParamsChoice({ store }: { store: CopyObjectsStore }) {
  return (
    <fieldset className="mb-4">
      <legend className="h6">{TEXT.params}</legend>
      {store.params.map((param) => (
        <CheckField key={param.key} form={store.form} path={`params.${param.key}`} label={param.title || param.key} className="form-check form-check-inline" />
      ))}
    </fieldset>
  );
});
