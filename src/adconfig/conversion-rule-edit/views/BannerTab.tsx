import { observer } from 'mobx-react-lite';
import { NumberField, SelectField, TextAreaField, TextField } from '@ui/record/fields';
import type { TemplateParam } from '../api';
import type { ConversionRuleStore } from '../ConversionRuleStore';
import { TEXT } from '../texts';

function ParamField({ store, param }: { store: ConversionRuleStore; param: TemplateParam }) {
  const common = { form: store.form, path: `params.banner.${param.key}`, label: param.title || param.key, className: 'col-md-6 mb-3' };
  switch (param.type) {
    case 'int':
      return <NumberField {...common} />;
    case 'textarea':
      return <TextAreaField {...common} className="col-12 mb-3" />;
    case 'url':
      return <TextField {...common} type="url" />;
    case 'select':
      return <SelectField {...common} options={param.options.map((o) => ({ value: o.value, label: o.name || o.value }))} />;
    default:
      // string, and file (its address as text: the spec gives no upload call for a rule)
      return <TextField {...common} />;
  }
}

/** The banner values of the template's params ('Необходимо выбрать шаблон в основных настройках' without a template). */
export const BannerTab = observer(function BannerTab({ store }: { store: ConversionRuleStore }) {
  const template = store.template;
  // While the format's templates load, the template chosen is not known yet: not a missing one.
  if (!template && store.partsState === 'loading') return <p className="text-body-secondary" role="status">{TEXT.loadingTemplate}</p>;
  if (!template) return <p className="text-body-secondary">{TEXT.noTemplate}</p>;
  if (template.params.length === 0) return <p className="text-body-secondary">{TEXT.noTemplateParams}</p>;
  return (
    <div className="row">
      {template.params.map((param) => (
        <ParamField key={param.key} store={store} param={param} />
      ))}
    </div>
  );
});
