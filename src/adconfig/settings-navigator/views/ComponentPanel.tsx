import { observer } from 'mobx-react-lite';
import { registeredIsland } from '@shell/islandRegistry';
import { LoadFailed } from '@ui/LoadFailed';
import type { SettingsNavigatorStore } from '../SettingsNavigatorStore';
import { contentText } from '../contentText';
import { TEXT } from '../texts';
import { IslandHost } from './IslandHost';

/** What the open action's component_url answered: the island named by `tag` if its bundle is here, else `content` as readable text. */
export const ComponentPanel = observer(function ComponentPanel({ store, title }: { store: SettingsNavigatorStore; title: string }) {
  const state = store.component;
  let body;
  if (state === null || state.state === 'loading') body = <p className="text-body-secondary mb-0">{TEXT.loading}</p>;
  else if (state.state === 'failed') body = <LoadFailed onRetry={store.reload} />;
  else {
    const { tag, props, content } = state.component;
    const mount = tag ? registeredIsland(tag) : undefined;
    if (mount) body = <IslandHost key={tag} mount={mount} props={props} />;
    else {
      // Server HTML read as text (its tags stripped), never injected as HTML.
      const text = contentText(content);
      body = text ? <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div> : <p className="text-body-secondary mb-0">{TEXT.empty}</p>;
    }
  }
  return (
    <section className="border rounded p-3 mt-2" aria-label={title} aria-busy={state?.state === 'loading'}>
      {body}
    </section>
  );
});
