import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkClaimMarkers, {withoutClaimMarkers} from '@site/src/plugins/shared/remarkClaimMarkers';

const page = [
  '## 설치 {/* #install */}',
  '',
  '이 가이드가 다루는 것은 {/* claim: installation.only */}1.0.0이 유일한 배포판입니다. {/* claim: a.b */}둘째 문장.{/* /claim: a.b */}',
  '{/* restates: a.b */}셋째 문장. {/* not-a-claim: advice */}넷째 문장.',
  '',
  '| 파일 | 라이선스 |',
  '| --- | --- |',
  '| {/* claim: license.code */}코드 | MIT |',
  '',
  '{/* claim: x.table */}',
  '<Table of="cost" />',
].join('\n');

const compiled = async (source: string, marked: boolean) =>
  String(await compile(source, {remarkPlugins: marked ? [remarkClaimMarkers] : []}));

describe('claim markers', () => {
  it('leave a page compiled as if they had never been written', async () => {
    expect(await compiled(page, true)).toBe(await compiled(withoutClaimMarkers(page), false));
  });

  it('are the only comments taken out: a heading keeps its anchor', async () => {
    expect(withoutClaimMarkers(page)).toContain('{/* #install */}');
    expect(await compiled(page, true)).toContain('#install');
  });

  it('left in, would split a sentence into two texts', async () => {
    expect(await compiled(page, false)).not.toBe(await compiled(withoutClaimMarkers(page), false));
  });
});
