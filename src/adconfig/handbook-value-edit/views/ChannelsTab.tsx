import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { safeHref } from '@core/safeUrl';
import type { HandbookValueEditStore } from '../HandbookValueEditStore';
import { CHANNEL_STATUS, TEXT, UNKNOWN_CHANNEL_STATUS } from '../texts';

const ChannelRow = observer(function ChannelRow({ store, id }: { store: HandbookValueEditStore; id: number }) {
  const channel = store.channel(id);
  const status = (channel && CHANNEL_STATUS[channel.status]) || UNKNOWN_CHANNEL_STATUS;
  const name = channel?.name || TEXT.unknownChannel(id);
  const href = safeHref(channel?.url);
  return (
    <tr>
      <td className="text-end">{id}</td>
      <td>
        <span className={status.className} title={status.text} aria-hidden="true">
          ●
        </span>
        <span className="visually-hidden">{status.text}</span>
      </td>
      <td>{name}</td>
      <td className="text-break">{href ? <a href={href} target="_blank" rel="noopener noreferrer">{channel?.url}</a> : channel?.url}</td>
      <td className="text-end">
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={TEXT.removeChannel({ channel_id: id, name: channel?.name ?? '' })} onClick={() => store.removeChannel(id)}>
          Удалить
        </button>
      </td>
    </tr>
  );
});

/** An extension tab: channels added by comma-separated ids (A 5), each with its status icon, name and url, removable. */
export const ChannelsTab = observer(function ChannelsTab({ store }: { store: HandbookValueEditStore }) {
  const inputId = useId();
  const ids = store.channelIds;
  const error = store.idsError ?? store.form.errorAt('params.channels');
  const add = () => void store.addChannels();
  return (
    <div>
      <label htmlFor={inputId} className="form-label">
        {TEXT.channelIds}
      </label>
      <div className="input-group mb-1" style={{ maxWidth: '36rem' }}>
        <input
          id={inputId}
          type="text"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={store.idsText}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
          onChange={(e) => store.setIdsText(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the channels here instead of saving the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          autoComplete="off"
        />
        <button type="button" className="btn btn-outline-primary" onClick={add} disabled={store.adding}>
          {TEXT.addChannels}
        </button>
      </div>
      <div id={`${inputId}-help`} className="form-text">
        {TEXT.channelIdsHelp}
      </div>
      {error && (
        <div id={`${inputId}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {store.channelsState === 'failed' && <div className="alert alert-warning mt-3">{TEXT.channelsLoadFailed}</div>}
      {ids.length === 0 ? (
        <p className="text-body-secondary mt-3">{TEXT.noChannels}</p>
      ) : (
        <table className="table table-sm align-middle mt-3">
          <caption className="visually-hidden">{TEXT.channelsCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-end" style={{ width: '6rem' }}>
                ID
              </th>
              <th scope="col" style={{ width: '3rem' }}>
                <span className="visually-hidden">Статус</span>
              </th>
              <th scope="col">Название</th>
              <th scope="col">Ссылка</th>
              <th scope="col" style={{ width: '1%' }}>
                <span className="visually-hidden">Действия</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <ChannelRow key={id} store={store} id={id} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});
