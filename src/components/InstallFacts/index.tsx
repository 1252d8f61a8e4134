import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {translate} from '@docusaurus/Translate';
import TableView, {withCode} from '../FiguresTable';
import {captureTitle, installTrapText, type InstallTrapName} from './installTraps';
import {unpinnedFacts, versionsSetup, versionsTable} from './versions';
import {textOf} from './text';

const useText = () => textOf(translate);

export type InstallTrapProps = {readonly of: InstallTrapName};

/** What a reader's terminal shows, verbatim from the capture. */
export function InstallTrap({of}: InstallTrapProps): ReactNode {
  return (
    <CodeBlock language="text" title={captureTitle(useText())}>
      {installTrapText(of)}
    </CodeBlock>
  );
}

/** The sentence that introduces the captured errors: the wrong library's version and the date. */
export function UnpinnedFacts(): ReactNode {
  return <p>{withCode(unpinnedFacts(useText()))}</p>;
}

/** The CPython versions checked, from the results file. */
export function PythonVersions(): ReactNode {
  const text = useText();
  return (
    <>
      <TableView table={versionsTable(text)} />
      <p>{withCode(versionsSetup(text))}</p>
    </>
  );
}
