// @ts-check
/**
 * The two loaders of the code-translations plugin (index.ts), which hands each its options as JSON.
 *
 * - {messages}: a source file's own messages, put into core's translations module before the file's
 *   code runs, so its translate() and <Translate> find them (core reads the module at each call).
 * - {ids}: core's translations module (@generated/codeTranslations) without the messages the source
 *   files bring themselves.
 *
 * @typedef {import('./loaderOptions').LoaderOptions} LoaderOptions
 * @this {{getOptions(): LoaderOptions; addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function codeTranslationsLoader(source) {
  const options = this.getOptions();
  this.addDependency(options.codeJson);
  if ('messages' in options) {
    // On the file's first line, so that its source map stays true line for line.
    const registration = `import codeTranslations from '@generated/codeTranslations';Object.assign(codeTranslations, ${JSON.stringify(options.messages)});`;
    return registration + source;
  }
  const all = JSON.parse(source);
  for (const id of options.ids) delete all[id];
  return JSON.stringify(all);
};
