// The benchmark's own server for issue 45's peers (e2e/bench/first-frame-peers.bench.ts): one origin for the three
// pages, so each is served the same way. It serves
//   /preferences/sites-lists/edit/?id=N   our page, as the stand-in rendered it once (the same bytes every load)
//   /peers/{tanstack,ag-grid}/?id=N       a peer page: the same data-props attribute (the record) in the same kind of page
//   /peers/build/*                        the peers' bundles (.tmp/bench-peers), cached as the stand-in caches ours
//   /build/*                              our bundles, from dist/ (or another build of ours: an A/B run, FF_BENCH_VS)
// and passes everything else (the API calls) to the stand-in as it came.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const ROOT = process.cwd();
export const PEERS_OUT = join(ROOT, '.tmp', 'bench-peers');
const PEERS_SRC = join(ROOT, 'e2e', 'bench', 'peers');
export const PEERS = ['tanstack', 'ag-grid'] as const;
export type Peer = (typeof PEERS)[number];

const newest = (dir: string) => Math.max(...readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs));

/** The peers' bundles, built (webpack, e2e/bench/peers/webpack.config.js) when missing or older than their sources. */
export function buildPeers(): Record<Peer, string> {
  const stale = !existsSync(PEERS_OUT) || newest(PEERS_OUT) < Math.max(newest(PEERS_SRC), statSync(join(ROOT, 'package-lock.json')).mtimeMs);
  if (stale) {
    console.log('Building the peer pages (e2e/bench/peers)…');
    const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'webpack'), ['--config', join(PEERS_SRC, 'webpack.config.js')], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the peer pages did not build');
    // webpack leaves an unchanged bundle as it was: the stamp says the build is as new as its sources.
    writeFileSync(join(PEERS_OUT, 'built.stamp'), new Date().toISOString());
  }
  const files = readdirSync(PEERS_OUT);
  const bundle = (peer: Peer) => {
    const file = files.find((f) => f.startsWith(`${peer}.`) && f.endsWith('.js'));
    if (!file) throw new Error(`no ${peer} bundle in ${PEERS_OUT}`);
    return file;
  };
  return { tanstack: bundle('tanstack'), 'ag-grid': bundle('ag-grid') };
}

/** The data-props attribute of our page's mount node, as printed (HTML-escaped JSON: the record and listUrl). */
export function propsAttributeOf(html: string): string {
  const m = /<div id="sites-list-form" data-props='([^']*)'><\/div>/.exec(html);
  if (!m) throw new Error('our page has no <div id="sites-list-form" data-props=\'…\'>');
  return m[1];
}

function peerPage(peer: Peer, bundle: string, attribute: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${peer} — peer page (issue 45)</title>
</head>
<body style="margin:0">
  <div id="peer" data-props='${attribute}'></div>
  <script src="/peers/build/${bundle}" defer></script>
</body>
</html>`;
}

/** Our page with its tags for `buildDir`'s bundles (entrypoints.json: the navigation island's and the screen's), as the stand-in prints them. */
export function withBuild(html: string, buildDir: string): string {
  const { entrypoints } = JSON.parse(readFileSync(join(buildDir, 'entrypoints.json'), 'utf8')) as { entrypoints: Record<string, { js?: string[]; css?: string[] }> };
  const files = [entrypoints.navigation, entrypoints['sites-list-form']].filter((e) => e !== undefined);
  const unique = (list: string[]) => [...new Set(list)];
  const styles = unique(files.flatMap((f) => f.css ?? [])).map((href) => `<link rel="stylesheet" href="${href}">`);
  const scripts = unique(files.flatMap((f) => f.js ?? [])).map((src) => `<script src="${src}" defer></script>`);
  const bare = html.replace(/[ \t]*<link rel="stylesheet" href="\/build\/[^"]*">\n?/g, '').replace(/[ \t]*<script src="\/build\/[^"]*" defer><\/script>\n?/g, '');
  return bare.replace('</head>', `  ${styles.join('\n  ')}\n</head>`).replace('</body>', `  ${scripts.join('\n  ')}\n</body>`);
}

export interface PeerServer {
  url: string;
  /** Our page of list `id` as the stand-in rendered it (`html`, or fetched now); the peers' pages of it from the same attribute. */
  capture(id: number, html?: string): Promise<{ bytes: number; html: string }>;
  stop(): Promise<void>;
}

/** `buildDir`: the build of ours this server serves at /build/ (default dist/). */
export async function startPeerServer(standIn: string, bundles: Record<Peer, string>, buildDir = join(ROOT, 'dist')): Promise<PeerServer> {
  const ours = new Map<string, Buffer>();
  const peers = new Map<string, Buffer>();
  const target = new URL(standIn);
  const send = (res: ServerResponse, body: Buffer, type: string, cache = 'no-store') => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': cache });
    res.end(body);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const id = url.searchParams.get('id') ?? '';
    const isPage = req.method === 'GET' && !req.headers['x-requested-with'];
    if (isPage && url.pathname === '/preferences/sites-lists/edit/' && ours.has(id)) return send(res, ours.get(id)!, 'text/html; charset=utf-8');
    const peer = /^\/peers\/(tanstack|ag-grid)\/$/.exec(url.pathname)?.[1];
    if (isPage && peer && peers.has(`${peer}:${id}`)) return send(res, peers.get(`${peer}:${id}`)!, 'text/html; charset=utf-8');
    const bundle = /^\/(peers\/build|build)\/([\w.-]+)$/.exec(url.pathname);
    if (bundle) {
      const file = join(bundle[1] === 'build' ? buildDir : PEERS_OUT, bundle[2]);
      if (!existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      return send(res, readFileSync(file), file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable');
    }
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async capture(id, given) {
      const html = given ?? (await (await fetch(`${standIn}/preferences/sites-lists/edit/?id=${id}`)).text());
      const attribute = propsAttributeOf(html);
      const page = withBuild(html, buildDir);
      ours.set(String(id), Buffer.from(page));
      for (const peer of PEERS) peers.set(`${peer}:${id}`, Buffer.from(peerPage(peer, bundles[peer], attribute)));
      return { bytes: Buffer.byteLength(page), html };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
