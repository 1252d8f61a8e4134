import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type {Element, Root} from 'hast';
import rehypeRunExamples from '@site/src/plugins/playground/rehypeRunExamples';

type Node = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: object;
  children?: Node[];
  attributes?: {name: string; value: string}[];
};

/** A block as a test reads it: an element by its tag (and its marked contents), a component by its name and attributes. */
function describeNode(node: Node): string {
  if (node.type === 'element') {
    if (!('dataRunExample' in node.properties!)) return node.tagName!;
    const [inner] = node.children!;
    return `${node.tagName}[data-run-example] > ${inner!.type === 'text' ? inner!.value : describeNode(inner!)}`;
  }
  if (node.name) return `${node.name} ${JSON.stringify(Object.fromEntries(node.attributes!.map((a) => [a.name, a.value])))}`;
  return String(node.value);
}

/** The page's blocks after the plugin, for the Korean edition or the English one. */
function blocks(markdown: string, locale: 'ko' | 'en' = 'ko'): string[] {
  const processor = unified().use(remarkParse).use(remarkRehype);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  rehypeRunExamples({locale})(tree, {path: 'docs/page.md'});
  return (tree.children as Node[]).filter((node) => node.type !== 'text').map(describeNode);
}

describe('run buttons after the examples (playground/rehypeRunExamples.ts)', () => {
  it('puts one after an example and its output, with the code and the output shown', () => {
    expect(blocks('글\n\n```python run\nprint(1)\n```\n\n```text output\n1\n```\n\n끝')).toEqual([
      "import RunExample from '@theme/RunExample';",
      'p',
      'pre',
      'pre',
      'div[data-run-example] > RunExample {"code":"print(1)\\n","output":"1\\n"}',
      'p',
    ]);
  });

  it('puts one right after an example that prints nothing', () => {
    expect(blocks('```python run\nx = 1\n```\n\n글')).toEqual([
      "import RunExample from '@theme/RunExample';",
      'pre',
      'div[data-run-example] > RunExample {"code":"x = 1\\n"}',
      'p',
    ]);
  });

  it("says why an example does not run in the browser, in the edition's language, and imports nothing", () => {
    const example = '```python run not-in-browser=threads\nprint(1)\n```\n\n```text output\n1\n```';
    expect(blocks(example)).toEqual([
      'pre',
      'pre',
      'p[data-run-example] > 이 예제는 스레드를 씁니다. 브라우저용 파이썬(Pyodide)은 스레드를 만들 수 없으므로 브라우저에서는 실행할 수 없습니다. 위의 출력은 CPython에서 실행한 결과입니다.',
    ]);
    expect(blocks(example.replace('threads', 'processes'), 'en')).toEqual([
      'pre',
      'pre',
      "p[data-run-example] > This example starts processes. Python in the browser (Pyodide) cannot start processes, so it does not run here; the output above is CPython's.",
    ]);
  });

  it('reads the fence as Docusaurus hands it (metastring), and finds examples inside other blocks', () => {
    const processor = unified().use(remarkParse).use(remarkRehype);
    const tree = processor.runSync(processor.parse('> ```python\n> print(1)\n> ```')) as Root;
    // Docusaurus moves the fence's words into `metastring` (its codeCompat plugin).
    const pre = (tree.children[0] as Element).children.find((node) => node.type === 'element') as Element;
    const code = pre.children.find((node) => node.type === 'element') as Element;
    delete code.data;
    code.properties.metastring = 'run';
    rehypeRunExamples({locale: 'ko'})(tree, {path: 'docs/page.md'});
    const quote = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'blockquote')!;
    expect((quote.children as Node[]).filter((node) => node.type === 'element').map(describeNode)).toEqual([
      'pre',
      'div[data-run-example] > RunExample {"code":"print(1)\\n"}',
    ]);
  });

  it('stops the build on a reason it does not know', () => {
    expect(() => blocks('```python run not-in-browser=files\nprint(1)\n```')).toThrow(
      /not-in-browser=files is not one of threads, processes/,
    );
  });

  it('leaves other code and pages without examples as they were', () => {
    expect(blocks('```python\nprint(1)\n```\n\n```bash\nls\n```')).toEqual(['pre', 'pre']);
  });
});
