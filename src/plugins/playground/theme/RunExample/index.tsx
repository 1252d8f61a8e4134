import {useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import type {Props} from './Runner';

export type {Props};

/**
 * The button after an executed example (```python run) and its output on a page
 * (src/plugins/playground/rehypeRunExamples.ts puts it there): it opens an
 * editable copy of the code and runs it with the playground's hama in Pyodide
 * (Runner.tsx, a chunk of its own: this is all a page carries until a reader
 * presses it). Until the scripts arrive the button keeps its place but is not
 * shown: it could do nothing.
 */
export default function RunExample(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [Runner, setRunner] = useState<ComponentType<Props> | 'loading' | 'failed' | null>(null);
  if (typeof Runner === 'function') return <Runner {...props} />;
  const load = () => {
    setRunner('loading');
    // Named so that the offline worker keeps it with the playground's runtime (contract.ts, isRuntimeFile).
    import(/* webpackChunkName: "run-example" */ './Runner').then(
      (module) => setRunner(() => module.default),
      () => setRunner('failed'),
    );
  };
  return (
    <div style={isBrowser ? undefined : {visibility: 'hidden'}}>
      <button type="button" className="button button--secondary button--sm" disabled={Runner === 'loading'} onClick={load}>
        <span aria-hidden="true">▶ </span>
        {translate({id: 'playground.runExample.run', message: '브라우저에서 실행'})}
      </button>
      {Runner === 'failed' && (
        <p role="alert">{translate({id: 'playground.runExample.loadFailed', message: '불러오지 못했습니다. 다시 눌러 주세요.'})}</p>
      )}
    </div>
  );
}
