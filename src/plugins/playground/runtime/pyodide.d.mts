// Types only, for `// @ts-check` in worker.mjs: the part of Pyodide's loader it uses, with the private snapshot
// options that pyodide.d.ts does not declare (pinned to the pyodide version in package.json). The build copies the
// real pyodide.mjs beside worker.mjs; this file is not served.
import type {PyodideModule} from './pyodide.asm.d.mts';

export type Pyodide = {
  /** Python values come back converted (str → string) or as proxies (a function → a callable). */
  runPython(code: string): unknown;
  unpackArchive(buffer: Uint8Array, format: string): void;
  FS: {writeFile(path: string, data: Uint8Array): void};
  makeMemorySnapshot(): Uint8Array;
  _module: PyodideModule;
};

export function loadPyodide(options: {
  indexURL: string;
  _loadSnapshot?: Promise<Uint8Array>;
  _makeSnapshot?: boolean;
  createPyodideModule?: (options: {INITIAL_MEMORY: number}) => Promise<PyodideModule>;
}): Promise<Pyodide>;
