import { Button, Modal } from 'react-bootstrap';
import { useId } from 'react';
import { safeHref } from '@core/safeUrl';
import type { ChannelRow, CreativeInfo } from '../api';
import { TEXTS } from '../texts';

/** The channel's links: its own, and the creative's click link (links from the server go through safeHref). */
export function LinksModal({ row, creative, onHide }: { row: ChannelRow; creative: CreativeInfo | null; onHide: () => void }) {
  const titleId = useId();
  const links = [
    { title: TEXTS.channelLink, url: row.url },
    { title: TEXTS.clickLink, url: creative?.reference ?? '' },
  ].filter((l) => l.url !== '');
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Закрыть">
        <Modal.Title id={titleId} as="h2" className="h5 text-break-anywhere">
          {TEXTS.linksTitle(row)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {links.length === 0 ? (
          <p className="mb-0">{TEXTS.noLinks}</p>
        ) : (
          <dl className="mb-0">
            {links.map((l) => {
              const href = safeHref(l.url);
              return (
                <div key={l.title} className="mb-2">
                  <dt>{l.title}</dt>
                  <dd className="mb-0 text-break-anywhere">
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {l.url}
                      </a>
                    ) : (
                      l.url
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Закрыть
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
