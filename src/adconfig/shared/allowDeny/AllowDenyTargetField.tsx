import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LIST_KEYS } from './allowDeny';
import type { AllowDenyTarget } from './AllowDenyTarget';
import { ALLOW_DENY_TEXT as T } from './texts';

/**
 * The target list's radios ('Добавлять в список: Разрешённые / Запрещённые') and the message when none is chosen,
 * if the add was asked here (`at`, default 'top'; one asked by the search by names shows beside it: AllowDenyTargetError).
 */
export const AllowDenyTargetField = observer(function AllowDenyTargetField({ target, at = 'top' }: { target: AllowDenyTarget; at?: string }) {
  const id = useId();
  const error = target.errorAt === at ? target.error : null;
  return (
    <div className="mb-3">
      <fieldset className="d-flex flex-wrap align-items-center gap-3" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="form-label fs-6 mb-0 float-none w-auto fw-semibold">{T.target}:</legend>
        {LIST_KEYS.map((key) => (
          <div key={key} className="form-check form-check-inline m-0">
            <input id={`${id}-${key}`} type="radio" className={`form-check-input${error ? ' is-invalid' : ''}`} name={id} checked={target.list === key} onChange={() => target.choose(key)} />
            <label htmlFor={`${id}-${key}`} className="form-check-label">
              {T.lists[key]}
            </label>
          </div>
        ))}
      </fieldset>
      {error && (
        <div id={`${id}-error`} className="alert alert-danger py-1 px-2 mt-2 mb-0 small" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});

/** The message of an add asked at `at` without a target list (beside the search by names: the radios are above the tree). */
export const AllowDenyTargetError = observer(function AllowDenyTargetError({ target, at }: { target: AllowDenyTarget; at: string }) {
  if (target.errorAt !== at || !target.error) return null;
  return (
    <div className="alert alert-danger py-1 px-2 mt-2 small" role="alert">
      {target.error}
    </div>
  );
});
