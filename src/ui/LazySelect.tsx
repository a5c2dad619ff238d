import { lazy, Suspense, useId } from 'react';
import type { OptionValue, SelectProps } from './Select';
import { chosenOptions, SELECT_TEXT } from './selectShared';
import { whenIdle } from '@core/slices';

/** react-select (28 kB gzip, and its styles injected on first render) loads once the page is idle. */
const LoadedSelect = lazy(() => whenIdle().then(() => import(/* webpackChunkName: "select" */ './Select').then((m) => ({ default: m.Select }))));

/**
 * `Select` for a field that is not what the page is opened for (issue 31: on the sites list form, react-select's
 * first render was 15–20 ms of the page's boot, before its rows). Until it loads, a read-only stand-in of the
 * same size shows the chosen labels under the same id and name.
 */
export function LazySelect<V extends OptionValue = OptionValue>(props: SelectProps<V>) {
  return (
    <Suspense fallback={<SelectStandIn {...props} />}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}

function SelectStandIn<V extends OptionValue>(props: SelectProps<V>) {
  const ownId = useId();
  const inputId = props.id ?? `${ownId}-input`;
  const labels = chosenOptions(props).map((o) => o.label).join(', ');
  return (
    <div className={props.className}>
      {props.label && props.labelVisible && (
        <label htmlFor={inputId} className="form-label">
          {props.label}
        </label>
      )}
      <input
        id={inputId}
        className={props.invalid ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={props.invalid || undefined}
        aria-label={props.label && !props.labelVisible ? props.label : undefined}
        aria-describedby={props['aria-describedby']}
        aria-busy="true"
        value={labels}
        placeholder={props.placeholder ?? SELECT_TEXT.placeholder}
        readOnly
        disabled
      />
    </div>
  );
}
