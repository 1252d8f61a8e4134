// Serves a production build the way GitHub Pages serves it, so that the tests
// and `make start` see what readers of the deployed site see (issue #13):
//   /x            → x.html, else x (a file), else 301 to /x/ when x/ is a folder
//   /x/           → x/index.html                (never redirected to /x)
//   /x/index.html → x/index.html
//   anything else → 404.html with status 404
// with GitHub Pages' caching: `Cache-Control: max-age=600`, an ETag and
// Last-Modified, and 304 for a request that names the current ETag.
// `docusaurus serve` is friendlier (it redirects /x/ to /x) and so hid pages
// that answered 404 on the real host.
//
//   node scripts/pages-server.mjs --dir build --port 3000 [--base /hama/]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

const {values: options} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    base: {type: 'string', default: process.env.BASE_URL ?? '/'},
  },
});
const root = path.resolve(options.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${options.dir} has no index.html: build the site first (npm run build).`);
  process.exit(1);
}
const base = options.base.endsWith('/') ? options.base : `${options.base}/`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.whl': 'application/zip',
  '.py': 'text/x-python; charset=utf-8',
};
// Pages compresses text; so do we, so that byte budgets measure what readers download.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|wasm))|svg/;

function isFile(file) {
  return fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;
}

/** The file that answers a path below the base, or a redirect, or null (404). */
function resolve(relative) {
  const file = path.join(root, relative);
  // `relative` is decoded: refuse anything that climbs out of the build.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (relative === '' || relative.endsWith('/'))
    return isFile(path.join(file, 'index.html')) ? {file: path.join(file, 'index.html')} : null;
  if (isFile(file)) return {file};
  if (isFile(`${file}.html`)) return {file: `${file}.html`};
  if (isFile(path.join(file, 'index.html'))) return {redirect: `${base}${relative}/`};
  return null;
}

/** Compressed bodies by file, kept while the file is unchanged (the runtime's wasm takes a while). */
const gzipped = new Map();
function gzip(file) {
  const {mtimeMs} = fs.statSync(file);
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file), {level: 6});
  gzipped.set(file, {mtimeMs, body});
  return body;
}

function send(request, response, status, file) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const {mtime, size} = fs.statSync(file);
  const etag = `"${mtime.getTime().toString(16)}-${size.toString(16)}"`;
  const headers = {'content-type': type, 'cache-control': 'max-age=600', etag, 'last-modified': mtime.toUTCString()};
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  let body;
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    body = gzip(file);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  } else {
    body = fs.readFileSync(file);
  }
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, {allow: 'GET, HEAD'}).end();
    return;
  }
  const notFound = () =>
    isFile(path.join(root, '404.html'))
      ? send(request, response, 404, path.join(root, '404.html'))
      : response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('404 Not Found');
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  } catch {
    notFound(); // malformed percent-encoding
    return;
  }
  if (`${pathname}/` === base) {
    response.writeHead(301, {location: base}).end();
    return;
  }
  if (!pathname.startsWith(base) || pathname.includes('\0')) {
    notFound();
    return;
  }
  const target = resolve(pathname.slice(base.length));
  try {
    if (!target) notFound();
    else if (target.redirect) response.writeHead(301, {location: target.redirect}).end();
    else send(request, response, 200, target.file);
  } catch {
    // The file went between finding and reading it: a test deployed another build meanwhile.
    if (!response.headersSent) response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('404 Not Found');
  }
});

server.listen(Number(options.port), options.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} like GitHub Pages at http://${options.host}:${options.port}${base}`);
});
