import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {translate} from '@docusaurus/Translate';
import TableView from '../FiguresTable';
import {captureTitle, installTrapText, type InstallTrapName} from './installTraps';
import {unpinnedFacts, versionsSetup, versionsTable} from './versions';

/** Inline code in a sentence, as on the rest of the page. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

export type InstallTrapProps = {readonly of: InstallTrapName};

/** What a reader's terminal shows, verbatim from the capture. */
export function InstallTrap({of}: InstallTrapProps): ReactNode {
  return (
    <CodeBlock language="text" title={captureTitle(translate)}>
      {installTrapText(of)}
    </CodeBlock>
  );
}

/** The sentence that introduces the captured errors: the wrong library's version and the date. */
export function UnpinnedFacts(): ReactNode {
  return <p>{withCode(unpinnedFacts(translate))}</p>;
}

/** The CPython versions checked, from the results file. */
export function PythonVersions(): ReactNode {
  return (
    <>
      <TableView table={versionsTable(translate)} />
      <p>{withCode(versionsSetup(translate))}</p>
    </>
  );
}
