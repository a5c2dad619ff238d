import { observer } from 'mobx-react-lite';
import Modal from 'react-bootstrap/Modal';
import type { BannerRow } from '../api';
import type { BannersStore } from '../BannersStore';
import { ALIGN_TEXT, ROW_LABELS, TEXTS } from '../texts';

function Pairs({ caption, rows }: { caption: string; rows: Array<{ key: string; value: string }> }) {
  return (
    <table className="table table-sm mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXTS.key}</th>
          <th scope="col">{TEXTS.value}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.key}-${i}`}>
            <td className="text-break">
              <code>{r.key}</code>
            </td>
            <td className="text-break">{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const num = (n: number | null) => (n === null ? '—' : String(n));

function Ord({ ord }: { ord: NonNullable<BannerRow['settings']['ord']> }) {
  return (
    <dl className="row mb-0">
      <dt className="col-sm-4">{TEXTS.ordText}</dt>
      <dd className="col-sm-8 text-break">{ord.text || '—'}</dd>
      <dt className="col-sm-4">{TEXTS.ordSize}</dt>
      <dd className="col-sm-8">{num(ord.size)}</dd>
      <dt className="col-sm-4">{TEXTS.ordAlign}</dt>
      <dd className="col-sm-8">{[ALIGN_TEXT[ord.align] ?? ord.align, ALIGN_TEXT[ord.valign] ?? ord.valign].filter(Boolean).join(', ') || '—'}</dd>
      <dt className="col-sm-4">{TEXTS.ordOffset}</dt>
      <dd className="col-sm-8">{`${num(ord.xoffset)}; ${num(ord.yoffset)}`}</dd>
    </dl>
  );
}

/** A 2: the parameters of one banner (limited_params, settings: macros and ORD marking), with the way to its editor. */
export const ParamsModal = observer(function ParamsModal({ store, editHref }: { store: BannersStore; editHref: (row: BannerRow) => string }) {
  const row = store.shown;
  return (
    <Modal show={row !== null} onHide={store.closeParams} size="lg" aria-labelledby="banner-params-title" scrollable>
      {row && (
        <>
          <Modal.Header closeButton closeLabel={TEXTS.close}>
            <Modal.Title id="banner-params-title" className="text-break">
              {ROW_LABELS.params(row)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <section className="mb-4">
              <h3 className="h6">{TEXTS.limitedParams}</h3>
              {row.limited_params.length ? (
                <Pairs caption={TEXTS.limitedParams} rows={row.limited_params} />
              ) : (
                <p className="text-body-secondary mb-0">{TEXTS.noLimitedParams}</p>
              )}
            </section>
            <section className="mb-4">
              <h3 className="h6">{TEXTS.macros}</h3>
              {row.settings.srcScopes.length ? (
                <Pairs caption={TEXTS.macros} rows={row.settings.srcScopes.map((m) => ({ key: m.key, value: m.val }))} />
              ) : (
                <p className="text-body-secondary mb-0">{TEXTS.noMacros}</p>
              )}
            </section>
            <section>
              <h3 className="h6">{TEXTS.ord}</h3>
              {row.settings.ord ? <Ord ord={row.settings.ord} /> : <p className="text-body-secondary mb-0">{TEXTS.noOrd}</p>}
            </section>
          </Modal.Body>
          <Modal.Footer>
            <a className="btn btn-outline-primary me-auto" href={editHref(row)}>
              {TEXTS.edit}
            </a>
            <button type="button" className="btn btn-secondary" onClick={store.closeParams}>
              {TEXTS.close}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
});
