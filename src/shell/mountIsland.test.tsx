import { act, screen } from '@testing-library/react';
import { api } from '@core/http';
import { backend } from '@test/setup';
import { prop, propsSchema } from '@core/props';
import { useIslandCommand } from '@core/islandCommands';
import { useScreenStore } from '@ui/useScreenStore';
import { mountIsland } from './mountIsland';

function SavedByThePage({ save }: { save: () => Promise<boolean> }) {
  useIslandCommand('save', save);
  return <p>Редактор</p>;
}

function page(html: string) {
  document.body.innerHTML = html;
}

const demoProps = propsSchema({ title: prop.text(), permissions: prop.optional(prop.flags(['store', 'destroy'])) });

describe('mountIsland', () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('renders into the node named by the entry with the checked props and reads the CSRF meta once', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-the-page">';
    page(`<div id="demo" data-props='{"title":"Привет &amp; <b>","permissions":{"store":true}}'></div>`);
    await act(async () => {
      mountIsland('demo', demoProps, (p) => <h1>{p.title}{p.permissions?.store ? ' +' : ''}</h1>);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Привет & <b> +');
    // The token sent with a call (the stand-in refuses this one, which is not its own: the header is what counts).
    await api.get('/ajax/notices/get/').catch(() => undefined);
    expect(backend.last('GET', '/ajax/notices/get/').headers['x-csrf-token']).toBe('from-the-page');
    expect(errors).not.toHaveBeenCalled();
  });

  it("gives the page's commands to the island on its node: island:save runs the save and island:save:done answers", async () => {
    page(`<div id="demo" data-props='{"title":"x"}'></div>`);
    const save = jest.fn(async () => false);
    await act(async () => {
      mountIsland('demo', demoProps, () => <SavedByThePage save={save} />);
    });
    const node = document.getElementById('demo')!;
    const answers: unknown[] = [];
    node.addEventListener('island:save:done', (event) => answers.push((event as CustomEvent).detail));
    await act(async () => {
      node.dispatchEvent(new CustomEvent('island:save'));
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([{ ok: false }]);
    // An event bubbling from inside the island is not the page's command.
    await act(async () => {
      screen.getByText('Редактор').dispatchEvent(new CustomEvent('island:save', { bubbles: true }));
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says which node is missing', () => {
    page('<div id="other"></div>');
    expect(mountIsland('demo', demoProps, () => null)).toBeNull();
    expect(errors).toHaveBeenCalledWith('[demo] mount node <div id="demo"> is missing on this page');
  });

  it('shows an alert in the node for malformed props and for props the schema refuses', () => {
    page(`<div id="demo" data-props='{"broken'></div>`);
    mountIsland('demo', demoProps, () => null);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть экран «demo»: bad data-props: data-props is not valid JSON');
    page(`<div id="demo" data-props='{"title":5}'></div>`);
    mountIsland('demo', demoProps, () => null);
    expect(screen.getByRole('alert')).toHaveTextContent('bad data-props: props.title must be a string, got 5');
    expect(errors).toHaveBeenCalledWith('[demo] bad data-props: props.title must be a string, got 5');
  });

  it('refuses permission flags that are not booleans ("false" would show every control)', () => {
    page(`<div id="demo" data-props='{"title":"t","permissions":{"store":"false"}}'></div>`);
    mountIsland('demo', demoProps, () => <p>shown</p>);
    expect(screen.getByRole('alert')).toHaveTextContent('props.permissions.store must be true or false, got "false"');
    expect(screen.queryByText('shown')).toBeNull();
  });

  it('refuses a urlPath that the browser would resolve to another host', () => {
    for (const urlPath of ['/\\evil.example', '/\t/evil.example', '//evil.example']) {
      page(`<div id="demo" data-props='${JSON.stringify({ title: 't', urlPath }).replace(/'/g, '&#39;')}'></div>`);
      mountIsland('demo', demoProps, () => <p>shown</p>);
      expect(screen.getByRole('alert')).toHaveTextContent("props.urlPath must be '' or a path on this site starting with '/'");
    }
  });

  it('warns about keys the screen does not read, and says when the page has no CSRF token', async () => {
    document.head.innerHTML = '';
    page(`<div id="demo" data-props='{"title":"t","permisions":{"store":true}}'></div>`);
    await act(async () => {
      mountIsland('demo', demoProps, () => <p>shown</p>);
    });
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(warnings).toHaveBeenCalledWith('[demo] data-props has keys this screen does not read: permisions');
    expect(errors).toHaveBeenCalledWith('[demo] <meta name="csrf-token"> is missing or empty on this page: saves will be refused');
  });

  it('keeps a crash inside the island', async () => {
    page('<div id="demo"></div><p>rest of the page</p>');
    const Boom = () => {
      throw new Error('boom');
    };
    await act(async () => {
      mountIsland('demo', propsSchema({}), () => <Boom />);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Экран не удалось показать');
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  describe('with a store factory', () => {
    /** A store recording its life, and what the island's node held when it started. */
    class DemoStore {
      readonly events: string[] = [];
      constructor(readonly title: string) {}
      start() {
        this.events.push(`start while the node holds "${document.getElementById('demo')?.innerHTML ?? ''}"`);
        return () => void this.events.push('stop');
      }
    }
    const made: DemoStore[] = [];
    const demoStore = (p: { title: string }) => {
      const store = new DemoStore(p.title);
      made.push(store);
      return store;
    };
    /** A screen as every screen is: the given store, or its own when rendered alone. */
    function DemoScreen(p: { title: string; store?: DemoStore }) {
      const store = useScreenStore(p.store, () => demoStore(p));
      return <h1>{store.title}</h1>;
    }
    beforeEach(() => {
      made.length = 0;
    });

    it('makes the store from the checked props and starts it before React renders anything, once, and stops it on unmount', async () => {
      page(`<div id="demo" data-props='{"title":"Список"}'></div>`);
      let root: ReturnType<typeof mountIsland> = null;
      await act(async () => {
        root = mountIsland('demo', demoProps, (p, store) => <DemoScreen {...p} store={store} />, demoStore);
        // Started already, before the first render: the node is still empty.
        expect(made.map((s) => s.events)).toEqual([['start while the node holds ""']]);
      });
      expect(screen.getByRole('heading')).toHaveTextContent('Список');
      // The screen used the given store: none made or started a second time.
      expect(made).toHaveLength(1);
      expect(made[0].events).toEqual(['start while the node holds ""']);
      act(() => root?.unmount());
      expect(made[0].events).toEqual(['start while the node holds ""', 'stop']);
      expect(document.getElementById('demo')).toBeEmptyDOMElement();
    });

    it('renderAfter: the store starts at once, the island renders once the promise resolves (the navigation bar, issue 45)', async () => {
      page(`<div id="demo" data-props='{"title":"Меню"}'></div>`);
      let release = (): void => undefined;
      const after = new Promise<void>((resolve) => (release = resolve));
      await act(async () => {
        mountIsland('demo', demoProps, (p, store) => <DemoScreen {...p} store={store} />, demoStore, { renderAfter: after });
      });
      expect(made.map((s) => s.events)).toEqual([['start while the node holds ""']]);
      expect(document.getElementById('demo')).toBeEmptyDOMElement();
      await act(async () => release());
      expect(screen.getByRole('heading')).toHaveTextContent('Меню');
      expect(made).toHaveLength(1);
    });

    it('renderAfter: a root unmounted before the promise resolves renders nothing then, and its store is stopped', async () => {
      page(`<div id="demo" data-props='{"title":"Меню"}'></div>`);
      let release = (): void => undefined;
      const after = new Promise<void>((resolve) => (release = resolve));
      let root: ReturnType<typeof mountIsland> = null;
      act(() => {
        root = mountIsland('demo', demoProps, (p, store) => <DemoScreen {...p} store={store} />, demoStore, { renderAfter: after });
      });
      act(() => root?.unmount());
      await act(async () => release());
      expect(document.getElementById('demo')).toBeEmptyDOMElement();
      expect(made[0].events).toEqual(['start while the node holds ""', 'stop']);
      expect(errors).not.toHaveBeenCalled();
    });

    it('stops the store once when the root goes before its first commit', () => {
      page(`<div id="demo" data-props='{"title":"x"}'></div>`);
      const root = mountIsland('demo', demoProps, (p, store) => <DemoScreen {...p} store={store} />, demoStore);
      root?.unmount();
      expect(made[0].events).toEqual(['start while the node holds ""', 'stop']);
    });

    it('the screen rendered alone makes and starts its own store for its life (after its first commit)', async () => {
      page(`<div id="demo" data-props='{"title":"x"}'></div>`);
      let root: ReturnType<typeof mountIsland> = null;
      await act(async () => {
        root = mountIsland('demo', demoProps, (p) => <DemoScreen {...p} />);
      });
      expect(made).toHaveLength(1);
      expect(made[0].events).toEqual(['start while the node holds "<h1>x</h1>"']);
      act(() => root?.unmount());
      expect(made[0].events[1]).toBe('stop');
    });

    it('shows a store that cannot be made as the island crashing, and makes no store for bad props', async () => {
      page(`<div id="demo" data-props='{"title":"x"}'></div><p>rest of the page</p>`);
      await act(async () => {
        mountIsland('demo', demoProps, (p, store: DemoStore) => <DemoScreen {...p} store={store} />, () => {
          throw new Error('no store');
        });
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Экран не удалось показать');
      expect(screen.getByText('rest of the page')).toBeInTheDocument();
      page(`<div id="demo" data-props='{"title":5}'></div>`);
      mountIsland('demo', demoProps, (p, store) => <DemoScreen {...p} store={store} />, demoStore);
      expect(made).toHaveLength(0);
    });
  });
});
