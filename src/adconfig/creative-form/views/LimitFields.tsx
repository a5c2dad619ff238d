import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { CheckField, NumberField, SelectField, TextField } from '@ui/record/fields';
import { FREQUENCY_KEYS, LIMIT_PAIRS, type LimitKey } from '@adconfig/shared/creative/creative';
import type { CreativeFormStore, LimitPair } from '../CreativeFormStore';
import { LABEL, LIMIT_TYPE_OPTIONS, TEXT } from '../texts';
import { frequencyKey, limitTypeKey } from '../values';
import { formatNumber } from '@core/format';

/** One limit: its number and its _type (value or percent_campaign, A 3), the type's label for screen readers only. */
function Limit({ store, limit, help }: { store: CreativeFormStore; limit: LimitKey; help?: ReactNode }) {
  const { form } = store;
  return (
    <div className="row g-2 align-items-start mb-2">
      <NumberField form={form} path={limit} label={LABEL.limits[limit]} className="col-7" help={help} />
      <SelectField form={form} path={limitTypeKey(limit)} label={LABEL.limitType(LABEL.limits[limit])} labelHidden className="col-5 pt-4 mt-3" options={LIMIT_TYPE_OPTIONS} />
    </div>
  );
}

/** A total and its daily limit, the recommendation (A 9: total / days rounded up) offered under the daily one. */
const LimitPairFields = observer(function LimitPairFields({ store, pair }: { store: CreativeFormStore; pair: LimitPair }) {
  const recommended = store.recommended(pair);
  // Read-only, so in ru-RU ('4 838,7259', A 9's budget to 4 decimals); applying it puts the number in the field.
  const text = recommended === null ? '' : formatNumber(recommended, 4);
  const offer =
    recommended === null ? undefined : (
      <Button variant="link" size="sm" className="p-0 align-baseline" aria-label={TEXT.applyRecommended(LABEL.limits[pair.daily], text)} onClick={() => store.applyRecommended(pair)}>
        {TEXT.recommended(text)}
      </Button>
    );
  return (
    <div className="mb-3">
      <Limit store={store} limit={pair.total} />
      <Limit store={store} limit={pair.daily} help={offer} />
    </div>
  );
});

/** A 3 limits: the events counted, each limit pair, adomain and is_rtb, and the frequency limits (the action one with its event). */
export const LimitFields = observer(function LimitFields({ store }: { store: CreativeFormStore }) {
  const { form } = store;
  const noFormat = form.values.format_id === null;
  return (
    <div>
      <div className="row">
        <SelectField
          form={form}
          path="limit_event_id"
          label={LABEL.limit_event_id}
          disabled={noFormat}
          className="col-md-6 mb-3"
          placeholder={TEXT.none}
          options={store.limitEventOptions}
        />
        <SelectField
          form={form}
          path="video_event_id"
          label={LABEL.video_event_id}
          disabled={noFormat}
          className="col-md-6 mb-3"
          options={store.videoEventOptions}
        />
      </div>
      {LIMIT_PAIRS.map((pair) => (
        <LimitPairFields key={pair.total} store={store} pair={pair} />
      ))}
      {/* A 3 "Limits: … adomain, is_rtb": with the limits, on the right (A 2). */}
      <div className="row">
        <TextField form={form} path="adomain" label={LABEL.adomain} className="col-md-8 mb-3" maxLength={255} />
        <div className="col-md-4 mb-3 d-flex align-items-end">
          <CheckField form={form} path="is_rtb" label={LABEL.is_rtb} className="form-check" />
        </div>
      </div>
      <h4 className="h6 border-bottom pb-1 mb-3 mt-4">{TEXT.frequency}</h4>
      {FREQUENCY_KEYS.map((key) => (
        <div key={key} className="row g-2 mb-2">
          <NumberField form={form} path={frequencyKey(key, 'count')} label={`${LABEL.frequency[key]}: ${LABEL.count}`} className="col-6" />
          <NumberField form={form} path={frequencyKey(key, 'timeout')} label={`${LABEL.frequency[key]}: ${LABEL.timeout}`} className="col-6" />
          {key === 'action' && (
            <SelectField
              form={form}
              path="limit_freq_action_event_id"
              label={LABEL.limit_freq_action_event_id}
              disabled={noFormat}
              className="col-12"
              placeholder={TEXT.none}
              options={store.actionEventOptions}
            />
          )}
        </div>
      ))}
    </div>
  );
});
