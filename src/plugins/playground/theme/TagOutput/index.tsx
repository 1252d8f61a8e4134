import {useId, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import PosTag from '@theme/PosTag';
import PosTagScope from '@theme/PosTagScope';
import AnalysisDiagram from '@theme/AnalysisDiagram';
import DiagramActions from '@theme/DiagramActions';
import {tagsOf, type TagResult} from '@site/src/plugins/playground/contract';
import type {ResultSource} from '@site/src/plugins/playground/client/resultSource';
import {describeSource} from '@site/src/plugins/playground/client/messages';
import names from '@generated/pos-tags/default/names.json';
import styles from './styles.module.css';
import Translate from '@docusaurus/Translate';

export type Props = {
  /** The text analysed. */
  readonly text: string;
  readonly result: TagResult;
  readonly source: ResultSource;
};

/** A tagging result: drawn, then the morphemes with their tags (the drawing's text), what Python prints, and code that reproduces it. */
export default function TagOutput({text, result, source}: Props): ReactNode {
  const scope = useId();
  const snippet = [
    '# pip install "hama==1.0.0"',
    'from hama.tagging import tag',
    '',
    `text = ${result.textRepr}`,
    'print(tag(text))',
    'print(tag(text, zipped=True))',
  ].join('\n');
  // The table's tags and those of the printed output explain themselves (src/plugins/pos-tags).
  return (
    <PosTagScope id={scope} tags={tagsOf(result)}>
      <div className={styles.output}>
        {result.pairs.length === 0 ? (
          <p>
            <Translate id="playground.output.nothing">
              hama가 분석할 낱말이 없습니다. hama는 글자·숫자와 마침표, 쉼표 같은 일부 문장 부호만 봅니다.
            </Translate>
          </p>
        ) : (
          <>
            <AnalysisDiagram text={text} pairs={result.pairs}>
              {/* A new text starts without the last one's message. */}
              <DiagramActions key={text} text={text} pairs={result.pairs} />
            </AnalysisDiagram>
            <div className={styles.tableScroll}>
              <table>
                <caption className={styles.caption}>
                  <Translate id="playground.output.caption" values={{count: result.pairs.length}}>
                    {'형태소와 품사 ({count}개)'}
                  </Translate>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Translate id="playground.output.morpheme">형태소</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="playground.output.tag">태그</Translate>
                    </th>
                    <th scope="col">
                      <Translate id="playground.output.koreanName">한국어 이름</Translate>
                    </th>
                    <th scope="col">English</th>
                  </tr>
                </thead>
                <tbody>
                  {result.pairs.map(([morpheme, tag], i) => (
                    <tr key={i}>
                      <td lang="ko">{morpheme}</td>
                      <td>
                        <code>
                          <PosTag tag={tag} />
                        </code>
                      </td>
                      <td>{names[tag]?.ko ?? '—'}</td>
                      <td lang="en">{names[tag]?.en ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <p className={styles.source}>{describeSource(source)}</p>
        <h2 className={styles.heading}>
          <Translate id="playground.output.printed">파이썬이 출력하는 결과</Translate>
        </h2>
        <CodeBlock language="text" title="print(tag(text))">
          {result.listsRepr}
        </CodeBlock>
        <CodeBlock language="text" title="print(tag(text, zipped=True))">
          {result.zippedRepr}
        </CodeBlock>
        <h2 className={styles.heading}>
          <Translate id="playground.output.code">같은 결과를 내는 코드</Translate>
        </h2>
        <CodeBlock language="python">{snippet}</CodeBlock>
      </div>
    </PosTagScope>
  );
}
