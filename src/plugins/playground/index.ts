import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {LoadContext} from '@docusaurus/types';
import {siteRoot} from '../shared/editionFiles';
import {DEFAULT_TEXT, RUNTIME_FOLDER, inputProblem, type InputLimits, type PlaygroundData} from './contract';
import {inputLimits} from './limits';
import {checkWheel} from './wheel';
import type {OutputStepPlugin} from '../output-pipeline';
import type {InlineScriptsPlugin} from '../shared/inlineScript';
import {playgroundPageScript} from './client/addressText';

export {default as rehypeRunExamples} from './rehypeRunExamples';

/**
 * The playground, all of it in this folder: hama 1.0.0 run by Pyodide in a
 * Web Worker (runtime/), the client that talks to it (client/), and the theme
 * components (theme/: the page at /playground, added here with addRoute; the
 * Playground box; TryIt for doc pages, `import TryIt from '@theme/TryIt'`;
 * TagOutput and RunnerStatus; RunExample, which rehypeRunExamples.ts puts after
 * every executed example of the docs and the blog).
 *
 * The build step puts what the playground runs into the built site, in one
 * folder named by the hash of its contents (so it can be cached for good and
 * a new build never mixes with an old one), once for both editions, under the
 * site's base URL (contract.ts, runtimeUrl and workerUrl): Pyodide's runtime from the npm
 * package, the hama wheel downloaded from PyPI at build time (never
 * committed), our mmh3 shim, the tagger and examples modules and the worker. No other page
 * loads any of it. The dev server (npm start) serves the same files from the
 * generated folder.
 *
 * It also runs hama in CPython (prerender.py, the same run() as the worker)
 * on every sentence known at build time: the playground's default and each
 * <TryIt text="…"> in the site's Markdown. Pages show those results on first
 * paint, before Pyodide has started.
 */

/** The hama release the playground runs: the only 1.0 release on PyPI (see docs/installation). */
export const HAMA_REQUIREMENT = 'hama==1.0.0';
const WHEEL = 'hama-1.0.0-py3-none-any.whl';
const WHEEL_CACHE = path.resolve('.cache/playground');

const PYODIDE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
const OUR_FILES = ['worker.mjs', 'snapshotCache.mjs', 'mmh3.py', 'tagger.py', 'examples.py'];
const RUNTIME_DIR = path.join(__dirname, 'runtime');
const gzip = promisify(zlib.gzip);

/** Where <TryIt text="…"> boxes are written. */
const CONTENT_DIRS = ['docs', 'blog', 'i18n', 'src/pages'];
const TRY_IT = /<TryIt\s+text=(["'])(.*?)\1/g;

/** The lock of every Python package the build and the tests install, with their hashes (Makefile, python-lock). */
const PYTHON_LOCK = path.resolve('requirements.lock');

/** The wheel from PyPI, downloaded once into .cache/playground, and checked against requirements.lock each build. */
async function hamaWheel(): Promise<string> {
  const wheel = path.join(WHEEL_CACHE, WHEEL);
  const exists = await fs.stat(wheel).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const command = python();
    try {
      execFileSync(command, ['-m', 'pip', 'download', '--quiet', '--no-deps', '--only-binary=:all:', '-d', WHEEL_CACHE, HAMA_REQUIREMENT], {
        stdio: 'inherit',
      });
    } catch (error) {
      throw new Error(
        `The playground needs ${HAMA_REQUIREMENT} from PyPI and could not download it with "${command} -m pip download": ${error}`,
        {cause: error},
      );
    }
  }
  await checkWheel(wheel, HAMA_REQUIREMENT, await fs.readFile(PYTHON_LOCK, 'utf8'));
  return wheel;
}

/** The build's Python: the venv's (Makefile), or $PYTHON. */
function python(): string {
  return process.env.PYTHON ?? (existsSync('.venv/bin/python') ? '.venv/bin/python' : 'python3');
}

/** The sentence of every <TryIt text="…"> in the site's Markdown and MDX. */
async function tryItTexts(siteDir: string): Promise<string[]> {
  const texts: string[] = [];
  for (const dir of CONTENT_DIRS) {
    const entries = await fs.readdir(path.join(siteDir, dir), {recursive: true}).catch(() => []);
    for (const entry of entries.filter((name) => /\.mdx?$/.test(name))) {
      const source = await fs.readFile(path.join(siteDir, dir, entry), 'utf8');
      texts.push(...[...source.matchAll(TRY_IT)].map((match) => match[2]));
    }
  }
  return texts;
}

/** hama's results for `texts`, by CPython with the real package (prerender.py). */
function prerender(texts: readonly string[], limits: InputLimits): PlaygroundData['prerendered'] {
  for (const text of texts) {
    const problem = inputProblem(text, limits);
    if (problem) throw new Error(`The playground cannot analyse "${text}" (${problem.kind}); choose another sentence.`);
  }
  const command = python();
  try {
    const output = execFileSync(command, [path.join(__dirname, 'prerender.py')], {
      input: JSON.stringify({texts, maxWordLength: limits.maxWordLength}),
      encoding: 'utf8',
    });
    return JSON.parse(output);
  } catch (error) {
    throw new Error(
      `The playground's results are computed at build time by ${HAMA_REQUIREMENT} in CPython, and "${command}" could not: ${error}\n` +
        'Run `make build` (it makes the venv), or set PYTHON to a Python with the packages of requirements.lock.',
      {cause: error},
    );
  }
}

type Content = PlaygroundData & {
  readonly files: ReadonlyArray<readonly [name: string, source: string]>;
  /** `playground-runtime/<hash>/`, under the site's root (the runtime) and under each other edition's (its worker). */
  readonly folder: string;
};

/**
 * The runtime's bytes as they are and gzipped, by the runtime's hash: gzipping its 15 MB takes
 * about 0.6 s, and a build computes each edition's content in the same process.
 */
const measured = new Map<string, PlaygroundData['downloadBytes']>();
async function sizesOf(digest: string, contents: readonly Buffer[]): Promise<PlaygroundData['downloadBytes']> {
  if (!measured.has(digest)) {
    const gzipped = await Promise.all(contents.map((bytes) => gzip(bytes)));
    const sum = (buffers: readonly Buffer[]) => buffers.reduce((total, bytes) => total + bytes.length, 0);
    measured.set(digest, {raw: sum(contents), gzip: sum(gzipped)});
  }
  return measured.get(digest)!;
}

async function collect(siteDir: string, rootBaseUrl: string, baseUrl: string): Promise<Content> {
  const wheel = await hamaWheel();
  const files = [
    ...PYODIDE_FILES.map((name) => [name, path.join(PYODIDE_DIR, name)] as const),
    ...OUR_FILES.map((name) => [name, path.join(RUNTIME_DIR, name)] as const),
    [WHEEL, wheel] as const,
  ];
  const hash = createHash('sha256');
  const contents = await Promise.all(files.map(([, file]) => fs.readFile(file)));
  files.forEach(([name], i) => hash.update(name).update(contents[i]!));
  const digest = hash.digest('hex');
  const downloadBytes = await sizesOf(digest, contents);
  const {version} = JSON.parse(await fs.readFile(path.join(PYODIDE_DIR, 'package.json'), 'utf8'));
  const texts = [...new Set([DEFAULT_TEXT, ...(await tryItTexts(siteDir))])];
  const limits = inputLimits();
  const folder = `${RUNTIME_FOLDER}/${digest.slice(0, 12)}/`;
  return {
    files,
    folder,
    runtimeUrl: `${rootBaseUrl}${folder}`,
    workerUrl: `${baseUrl}${folder}worker.mjs`,
    wheel: WHEEL,
    runtimeFiles: files.map(([name]) => name),
    downloadBytes,
    pyodideVersion: version,
    defaultText: DEFAULT_TEXT,
    limits,
    prerendered: prerender(texts, limits),
  };
}

/**
 * Writes the runtime into the site's root folder (`rootDir`) and, for an edition with a base
 * URL of its own, that edition's worker into `editionDir`: a module that imports the runtime's
 * worker, so that the edition's service worker controls it (contract.ts, workerUrl). Each
 * edition's build writes the same bytes, so an edition built alone has its runtime too.
 */
async function writeRuntime({files, folder, runtimeUrl, workerUrl}: Content, rootDir: string, editionDir: string): Promise<void> {
  const target = path.join(rootDir, folder);
  await fs.mkdir(target, {recursive: true});
  await Promise.all(files.map(([name, file]) => fs.copyFile(file, path.join(target, name))));
  if (workerUrl !== `${runtimeUrl}worker.mjs`) {
    await fs.mkdir(path.join(editionDir, folder), {recursive: true});
    await fs.writeFile(path.join(editionDir, folder, 'worker.mjs'), editionWorker(runtimeUrl));
  }
}

/** The worker script of an edition whose base URL is not the site's: all of it is the runtime's worker. */
const editionWorker = (runtimeUrl: string) => `import ${JSON.stringify(`${runtimeUrl}worker.mjs`)};\n`;

export default function playgroundPlugin(context: LoadContext): OutputStepPlugin<Content> & InlineScriptsPlugin<Content> {
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const root = siteRoot(context);
  // The dev server (npm start) serves the runtime from here (the site's root, then the edition's); a build writes it into the site.
  const devRoot = path.join(generatedFilesDir, 'playground');
  const devEdition = path.join(devRoot, 'edition');
  const isDevServer = process.env.NODE_ENV === 'development';
  return {
    name: 'playground',
    loadContent: () => collect(siteDir, root.baseUrl, baseUrl),
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/warmOnIntent.ts')],
    // For the content security policy: the page holds it by way of its route's data, not injectHtmlTags.
    inlineScripts: () => [playgroundPageScript()],
    async contentLoaded({content, actions}) {
      const {runtimeUrl, workerUrl, wheel, runtimeFiles, downloadBytes, pyodideVersion, defaultText, limits, prerendered} = content;
      actions.setGlobalData({
        runtimeUrl,
        workerUrl,
        wheel,
        runtimeFiles,
        downloadBytes,
        pyodideVersion,
        defaultText,
        limits,
        prerendered,
      } satisfies PlaygroundData);
      // The page's inline script (client/addressText.ts) comes with its route, the one page that has it.
      const addressTextScript = await actions.createData('address-text-script.json', JSON.stringify(playgroundPageScript().source));
      actions.addRoute({path: `${baseUrl}playground`, component: '@theme/PlaygroundPage', exact: true, modules: {addressTextScript}});
      if (isDevServer) await writeRuntime(content, devRoot, devEdition);
    },
    configureWebpack(_config, isServer) {
      if (!isDevServer || isServer) return undefined;
      // Core merges `devServer` into the dev server's options (start/webpack.js),
      // concatenating its static list; webpack's own types do not declare it.
      const devServer = {
        static: [
          {directory: path.join(devRoot, RUNTIME_FOLDER), publicPath: `${root.baseUrl}${RUNTIME_FOLDER}`, watch: false},
          ...(baseUrl === root.baseUrl
            ? []
            : [{directory: path.join(devEdition, RUNTIME_FOLDER), publicPath: `${baseUrl}${RUNTIME_FOLDER}`, watch: false}]),
        ],
      };
      return {devServer} as object;
    },
    // Run by the output pipeline (output-pipeline/index.ts), before the offline listing.
    async outputStep({content, outDir}) {
      await writeRuntime(content, root.outDir, outDir);
    },
    getPathsToWatch() {
      return [
        ...OUR_FILES.map((name) => path.join(RUNTIME_DIR, name)),
        ...CONTENT_DIRS.map((dir) => path.join(siteDir, dir, '**/*.{md,mdx}')),
      ];
    },
  };
}
