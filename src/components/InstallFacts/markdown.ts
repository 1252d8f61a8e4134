import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import {tableAsMarkdown} from '../FiguresTable/markdown';
import {captureTitle, installTrapNames, installTrapText, type InstallTrapName} from './installTraps';
import {unpinnedFacts, versionsSetup, versionsTable} from './versions';
import {textOf} from './text';

/** What the installation components read as in the Markdown twins (llms-txt plugin), from the same results files. */
export const installTrapAsMarkdown: ComponentToMarkdown = ({of}, {translate}) => {
  if (!installTrapNames.includes(of as InstallTrapName)) throw new Error(`<InstallTrap of="${of}">: no such capture`);
  return `\`\`\`text title="${captureTitle(textOf(translate))}"\n${installTrapText(of as InstallTrapName)}\n\`\`\``;
};

export const unpinnedFactsAsMarkdown: ComponentToMarkdown = (_, {translate}) => unpinnedFacts(textOf(translate));

export const pythonVersionsAsMarkdown: ComponentToMarkdown = (_, {translate}) =>
  `${tableAsMarkdown(versionsTable(textOf(translate)))}\n\n${versionsSetup(textOf(translate))}`;
