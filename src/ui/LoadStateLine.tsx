import { observer } from 'mobx-react-lite';

/** 'Ожидаю данные...' → 'Данные получены. Строю таблицу...' → nothing; errors stay in the toast. */
export const LoadStateLine = observer(function LoadStateLine({ list }: { list: { readonly stateText: string | undefined } }) {
  const text = list.stateText;
  return (
    <div className="load-state small text-body-secondary" role="status" aria-live="polite">
      {text && (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {text}
        </>
      )}
    </div>
  );
});
