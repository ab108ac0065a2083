// Serves the built app (dist/) the way a static host such as GitHub Pages does: text files
// (scripts, the style sheet, the page, the manifest, SVG) gzip-compressed when the browser accepts
// it, each compressed once and kept, with a Content-Length; everything else as it is. For the
// benchmarks, which should see the bytes a player's browser receives (`vite preview` sends them
// uncompressed). Not a production server: GET and HEAD on files of dist/ only.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appDir } from './harness.mjs';

const MIME = new Map([
  ['.html', ['text/html; charset=utf-8', true]],
  ['.js', ['text/javascript; charset=utf-8', true]],
  ['.css', ['text/css; charset=utf-8', true]],
  ['.webmanifest', ['application/manifest+json', true]],
  ['.svg', ['image/svg+xml', true]],
  ['.map', ['application/json', true]],
  ['.png', ['image/png', false]],
]);

/** Answers a request for a path of `dir`; `null` when no such file. */
function fileOf(dir, pathname) {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const path = join(dir, rel === '' || rel.endsWith(sep) ? join(rel, 'index.html') : rel);
  if (!path.startsWith(dir)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

/**
 * Serves `dir` (dist/ by default) on a free port of 127.0.0.1, gzip-compressing text files.
 * @param {{ dir?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function serveDist(options = {}) {
  const dir = options.dir ?? join(appDir, 'dist');
  const cache = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = req.method === 'GET' || req.method === 'HEAD' ? fileOf(dir, url.pathname) : null;
    if (path === null) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const [type, text] = MIME.get(extname(path)) ?? ['application/octet-stream', false];
    const gzip = text && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const key = `${path}:${gzip}`;
    if (!cache.has(key)) cache.set(key, gzip ? gzipSync(readFileSync(path), { level: 9 }) : readFileSync(path));
    const body = cache.get(key);
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'max-age=600',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
