import type {Element, ElementContent, Root, RootContent} from 'hast';
import {mdxImport, mdxJsx, textOf} from '../shared/mdx';
import {NOT_IN_BROWSER, type NotInBrowser} from './contract';

/**
 * Every executed example of a Markdown page (```python run, tested by
 * tests/content/test_examples.py) gets a <RunExample> after it, and after the
 * ```text output block that shows what it printed: a button that runs it in
 * the playground's Pyodide (theme/RunExample). An example that cannot run
 * there says why in its fence (`not-in-browser=threads`), and the page says
 * so instead, in the edition's language. Both are marked `data-run-example`
 * (search leaves them out). The docs and blog plugins take this as a rehype
 * plugin (docusaurus.config.ts); pages without examples are left as they were.
 */

/** Why an example does not run in the browser, as each edition says it. */
const NOT_IN_BROWSER_TEXT: Record<'ko' | 'en', Record<NotInBrowser, string>> = {
  ko: {
    threads:
      '이 예제는 스레드를 씁니다. 브라우저용 파이썬(Pyodide)은 스레드를 만들 수 없으므로 브라우저에서는 실행할 수 없습니다. 위의 출력은 CPython에서 실행한 결과입니다.',
    processes:
      '이 예제는 프로세스를 띄웁니다. 브라우저용 파이썬(Pyodide)은 프로세스를 띄울 수 없으므로 브라우저에서는 실행할 수 없습니다. 위의 출력은 CPython에서 실행한 결과입니다.',
  },
  en: {
    threads:
      "This example uses threads. Python in the browser (Pyodide) cannot start threads, so it does not run here; the output above is CPython's.",
    processes:
      "This example starts processes. Python in the browser (Pyodide) cannot start processes, so it does not run here; the output above is CPython's.",
  },
};

type Parent = Root | Element;

/** The fence's words after its language: Docusaurus keeps them as `metastring`, MDX as `data.meta`. */
function fenceWords(code: Element): string[] {
  const meta = code.properties.metastring ?? (code.data as {meta?: string} | undefined)?.meta ?? '';
  return String(meta).split(/\s+/).filter(Boolean);
}

const codeOf = (node: RootContent | undefined): Element | undefined =>
  node?.type === 'element' && node.tagName === 'pre'
    ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code')
    : undefined;

const language = (code: Element) =>
  [code.properties.className ?? []]
    .flat()
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);

/** The example's words, or null for any other block. */
function exampleOf(node: RootContent, file: string): {code: string; notInBrowser?: NotInBrowser} | null {
  const code = codeOf(node);
  if (!code || language(code) !== 'python') return null;
  const words = fenceWords(code);
  if (!words.includes('run')) return null;
  const reason = words.find((word) => word.startsWith('not-in-browser='))?.slice('not-in-browser='.length);
  if (reason !== undefined && !(NOT_IN_BROWSER as readonly string[]).includes(reason)) {
    throw new Error(`${file}: not-in-browser=${reason} is not one of ${NOT_IN_BROWSER.join(', ')} (src/plugins/playground/contract.ts)`);
  }
  return {code: textOf(code), notInBrowser: reason as NotInBrowser | undefined};
}

/** A ```text output block, as tests/content/examples.py finds it. */
const isOutput = (node: RootContent | undefined) => {
  const code = codeOf(node);
  return Boolean(code && language(code) === 'text' && fenceWords(code)[0] === 'output');
};

/**
 * The button's box or the note, marked; styled inline rather than in the site's stylesheet, which
 * every page loads first: only pages with examples carry these few bytes.
 */
const marked = (tagName: 'div' | 'p', children: ElementContent[]): RootContent => ({
  type: 'element',
  tagName,
  properties: {
    dataRunExample: '',
    style: tagName === 'div' ? 'margin-bottom: var(--ifm-leading)' : 'font-size: 0.875rem; color: var(--ifm-color-emphasis-700)',
  },
  children,
});

export default function rehypeRunExamples({locale}: {locale: 'ko' | 'en'}) {
  return (tree: Root, file: {path?: string}) => {
    let found = false;
    const visit = (node: Parent) => {
      const children: RootContent[] = [];
      const old = node.children as RootContent[];
      for (let i = 0; i < old.length; i += 1) {
        const child = old[i]!;
        children.push(child);
        const example = exampleOf(child, file.path ?? '');
        if (!example) {
          if ('children' in child) visit(child as Parent);
          continue;
        }
        // The page's output block, when the next block (past white space) is one.
        let next = i + 1;
        while (old[next]?.type === 'text' && !(old[next] as {value: string}).value.trim()) next += 1;
        let output: string | undefined;
        if (isOutput(old[next])) {
          output = textOf(codeOf(old[next])!);
          children.push(...old.slice(i + 1, next + 1));
          i = next;
        }
        if (example.notInBrowser) {
          children.push(marked('p', [{type: 'text', value: NOT_IN_BROWSER_TEXT[locale][example.notInBrowser]}]));
        } else {
          children.push(marked('div', [mdxJsx('mdxJsxFlowElement', 'RunExample', {code: example.code, output})]));
          found = true;
        }
      }
      node.children = children as typeof node.children;
    };
    visit(tree);
    if (found) tree.children.unshift(mdxImport('RunExample', '@theme/RunExample'));
  };
}
