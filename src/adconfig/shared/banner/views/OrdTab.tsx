import { observer } from 'mobx-react-lite';
import { CheckField, NumberField, SelectField, TextAreaField } from '@ui/record/fields';
import type { BannerEditorStore } from '../BannerEditorStore';
import { ALIGN_OPTIONS, LABEL, ORD_SIZE, TEXT, VALIGN_OPTIONS } from '../texts';

/** The ORD marking drawn on the banner (A 3 ORD text: text, size, align, valign, offsets); a kind may let it be switched off. */
export const OrdTab = observer(function OrdTab({ store }: { store: BannerEditorStore }) {
  const { form } = store;
  const on = form.values.ordOn;
  const hasText = form.text('settings.ord.text').trim() !== '';
  return (
    <div className="row">
      {store.ordOptional && (
        <div className="col-12">
          <CheckField form={form} path="ordOn" label={LABEL.ordOn} />
        </div>
      )}
      {on ? (
        <>
          <TextAreaField form={form} path="settings.ord.text" label={LABEL.ordText} className="col-12 mb-3" rows={2} />
          <NumberField form={form} path="settings.ord.size" label={LABEL.ordSize} required={hasText} className="col-md-4 mb-3" help={`от ${ORD_SIZE.min} до ${ORD_SIZE.max}`} />
          <NumberField form={form} path="settings.ord.xoffset" label={LABEL.ordX} className="col-md-4 mb-3" />
          <NumberField form={form} path="settings.ord.yoffset" label={LABEL.ordY} className="col-md-4 mb-3" />
          <SelectField form={form} path="settings.ord.align" label={LABEL.ordAlign} options={ALIGN_OPTIONS} className="col-md-6 mb-3" />
          <SelectField form={form} path="settings.ord.valign" label={LABEL.ordValign} options={VALIGN_OPTIONS} className="col-md-6 mb-3" />
        </>
      ) : (
        <p className="col-12 text-body-secondary">{TEXT.ordOff}</p>
      )}
    </div>
  );
});
