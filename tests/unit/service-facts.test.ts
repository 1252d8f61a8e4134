import {describe, expect, it} from 'vitest';
import {mib} from '../../src/components/FiguresTable/format';
import {service, serviceFacts} from '../../src/components/ServiceFigures/tables';
import {textOf} from '../../src/components/ServiceFigures/text';
import {translateWithCodeJson} from './codeJson';

/**
 * Issue #52: the initialization page's cost list said the memory of tagging long eojeol "comes on top" with
 * no figure, and a reader sizing a container from that page saw only the loaded process's growth.
 */
describe('the initialization facts give the memory a long eojeol takes', () => {
  const worst = [...service.memory].sort((a, b) => b.peakMiB - a.peakMiB)[0]!;
  for (const locale of ['ko', 'en']) {
    it(`${locale}: names the results file's largest peak and its eojeol`, () => {
      const facts = serviceFacts(textOf(translateWithCodeJson(locale))).init.join(' ');
      expect(facts).toContain(mib(worst.peakMiB));
      expect(facts).toContain(`"${worst.word}"`);
    });
  }
});
