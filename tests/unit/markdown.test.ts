import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, type Conversion} from '@site/src/plugins/llms-txt/toMarkdown';

const conversion: Conversion = {
  file: 'docs/example.md',
  components: {Box: ({text}) => `Box says: ${text}`},
  admonitionLabels: {warning: '경고', note: '참고'},
  resolveLink: (url) => `https://example.org/${url.replace(/^\.\//, '').replace(/\.md/, '.md')}`,
};
const convert = (source: string) => mdxToMarkdown(source, conversion);

describe('MDX to Markdown (llms-txt/toMarkdown.ts)', () => {
  it('drops front matter, imports, comments and heading anchors', () => {
    const out = convert("---\ntitle: T\n---\n\nimport X from 'x';\n\n## 제목 {/* #anchor */}\n\n{/* truncate */}\n\n본문");
    expect(out).toBe('## 제목\n\n본문');
  });

  it('keeps a code block with its language and writes its title above it', () => {
    expect(convert('```text output title="출력"\n[1]\n```')).toBe('출력:\n\n```text\n[1]\n```');
    expect(convert('```python run\nprint(1)\n```')).toBe('```python\nprint(1)\n```');
    expect(convert('```python run not-in-browser=threads\nprint(1)\n```')).toBe('```python\nprint(1)\n```');
  });

  it('writes an admonition as a labelled quote, with its title', () => {
    expect(convert(':::warning[버전을 고정하세요]\n\n본문\n\n:::')).toBe('> **경고: 버전을 고정하세요**\n>\n> 본문');
    expect(convert(':::note\n\n본문\n\n:::')).toBe('> **참고**\n>\n> 본문');
  });

  it('turns links into absolute addresses of the other twins', () => {
    expect(convert('[설치](./installation.md)')).toBe('[설치](https://example.org/installation.md)');
  });

  it('renders a registered component and writes an exponent in plain text', () => {
    expect(convert('<Box text="hi" />')).toBe('Box says: hi');
    expect(convert('2<sup>n−1</sup>')).toBe('2^(n−1)');
  });

  it('fails on what it cannot write, instead of leaking it', () => {
    expect(() => convert('<Unknown />')).toThrow(/<Unknown> has no Markdown form/);
    expect(() => convert('{1 + 1}')).toThrow(/has no Markdown form/);
  });
});
