// Types only, for `// @ts-check` in worker.mjs: the Emscripten module factory of Pyodide's pyodide.asm.mjs, as far
// as the worker uses it. The build copies the real file beside worker.mjs; this one is not served.
export type PyodideModule = {HEAP8: Int8Array; _malloc(bytes: number): number};

declare function createPyodideModule(options: {INITIAL_MEMORY: number}): Promise<PyodideModule>;
export default createPyodideModule;
