import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import {tableAsMarkdown} from '../FiguresTable/markdown';
import {captureTitle, installTrapNames, installTrapText, type InstallTrapName} from './installTraps';
import {unpinnedFacts, versionsSetup, versionsTable} from './versions';
import {textOf} from './text';

/** What the installation components read as in the Markdown twins (llms-txt plugin), from the same results files. */
export const installTrapAsMarkdown: ComponentToMarkdown = ({of}, {locale}) => {
  if (!installTrapNames.includes(of as InstallTrapName)) throw new Error(`<InstallTrap of="${of}">: no such capture`);
  return `\`\`\`text title="${captureTitle(textOf(locale))}"\n${installTrapText(of as InstallTrapName)}\n\`\`\``;
};

export const unpinnedFactsAsMarkdown: ComponentToMarkdown = (_, {locale}) => unpinnedFacts(textOf(locale));

export const pythonVersionsAsMarkdown: ComponentToMarkdown = (_, {locale}) =>
  `${tableAsMarkdown(versionsTable(textOf(locale)))}\n\n${versionsSetup(textOf(locale))}`;
