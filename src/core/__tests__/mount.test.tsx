import { act, screen } from '@testing-library/react';
import { mountIsland, PropsError } from '../mount';
import { http } from '../http';

function page(html: string) {
  document.body.innerHTML = html;
}

describe('mountIsland', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('renders into the node named by the entry with the parsed props and reads the CSRF meta once', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-the-page">';
    page(`<div id="demo" data-props='{"title":"Привет &amp; <b>"}'></div>`);
    await act(async () => {
      mountIsland<{ title: string }>('demo', (p) => <h1>{p.title}</h1>);
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Привет & <b>');
    expect(http.defaults.headers.common['X-CSRF-Token']).toBe('from-the-page');
  });

  it('says which node is missing', () => {
    page('<div id="other"></div>');
    expect(mountIsland('demo', () => null)).toBeNull();
    expect(errors).toHaveBeenCalledWith('[demo] mount node <div id="demo"> is missing on this page');
  });

  it('shows an alert in the node for malformed props and for props the screen rejects', () => {
    page(`<div id="demo" data-props='{"broken'></div>`);
    mountIsland('demo', () => null);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть экран «demo»: bad data-props: data-props is not valid JSON');
    page(`<div id="demo" data-props='{"id":"x"}'></div>`);
    mountIsland('demo', () => null, {
      parse: (raw) => {
        if (typeof raw.id !== 'number') throw new PropsError('props.id must be a number');
        return raw;
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('bad data-props: props.id must be a number');
    expect(errors).toHaveBeenCalledWith('[demo] bad data-props: props.id must be a number');
  });

  it('keeps a crash inside the island', async () => {
    page('<div id="demo"></div><p>rest of the page</p>');
    const Boom = () => {
      throw new Error('boom');
    };
    await act(async () => {
      mountIsland('demo', () => <Boom />);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Экран не удалось показать');
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });
});
