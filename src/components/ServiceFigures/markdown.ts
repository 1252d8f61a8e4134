import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import {tableAsMarkdown} from '../FiguresTable/markdown';
import {TABLES, serviceFacts, serviceSetup, type ServiceTableName} from './tables';
import {textOf} from './text';

/**
 * What the service components read as in the Markdown twins (llms-txt
 * plugin): the same tables, sentences and captures, from the same results files.
 */
export const serviceTableAsMarkdown: ComponentToMarkdown = ({of}, {translate}) => {
  if (!of || !(of in TABLES)) throw new Error(`<ServiceTable of="${of}">: no such table`);
  return tableAsMarkdown(TABLES[of as ServiceTableName](textOf(translate)));
};

export const serviceFactsAsMarkdown: ComponentToMarkdown = ({of}, {translate}) => {
  const facts = serviceFacts(textOf(translate));
  if (!of || !(of in facts)) throw new Error(`<ServiceFacts of="${of}">: no such topic`);
  return facts[of as keyof typeof facts].map((sentence) => `- ${sentence}`).join('\n');
};

export const serviceSetupAsMarkdown: ComponentToMarkdown = (_, {translate}) => serviceSetup(textOf(translate));
