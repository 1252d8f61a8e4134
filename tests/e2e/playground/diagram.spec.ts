import fs from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {test, expect, open, emptyClipboard} from '../../test';
import {cpythonTag} from '../../fixtures/cpython';
import {DEFAULT_TEXT} from '../../../src/plugins/playground/contract';

/**
 * The analysis drawn (issue #33, part 2; src/plugins/playground/theme/AnalysisDiagram): each
 * eojeol with its morphemes and their tags, coloured by hama's groups, in the playground and the
 * try-it box, in the HTML before any script; saved as SVG and PNG, copied as text.
 */

const START_TIMEOUT = 90_000;
const TRY_IT_TEXT = '아이들이 공원에서 논다';

/** The drawing as the reader reads it: each eojeol, then its morphemes as form/tag. */
async function drawn(figure: Locator): Promise<string[][]> {
  const eojeols = await figure.locator('[data-drawing] > *').allInnerTexts();
  return eojeols.map((text) => {
    const [surface, ...lines] = text.split('\n');
    const morphemes = [];
    for (let i = 0; i < lines.length; i += 2) morphemes.push(`${lines[i]}/${lines[i + 1]}`);
    return [surface!, ...morphemes];
  });
}

/**
 * What the drawing must show for `text`: hama's pairs as CPython prints them (run now), under the
 * text's eojeols. Written for texts each of whose eojeols hama reads something of.
 */
function expectedDrawing(text: string): string[][] {
  const [{zippedRepr}] = cpythonTag([text]);
  const pairs = [...zippedRepr.matchAll(/\((['"])(.*?)\1, '(\w+)'\)/g)].map(([, , form, tag]) => `${form}/${tag}`);
  const eojeols = text.split(/\s+/).filter(Boolean);
  // Morphemes go to the eojeol whose letters they take, in order.
  let rest = pairs;
  return eojeols.map((surface) => {
    const letters = surface.replace(/[^\p{L}\p{N}_'.,!?;]/gu, '');
    let taken = '';
    const mine: string[] = [];
    while (taken.length < letters.length && rest.length) {
      mine.push(rest[0]!);
      taken += rest[0]!.slice(0, rest[0]!.lastIndexOf('/'));
      rest = rest.slice(1);
    }
    return [surface, ...mine];
  });
}

const diagram = (scope: Page | Locator) => scope.locator('[data-analysis-diagram]');

test.describe('the analysis diagram', () => {
  test.describe('in the HTML, before any script and with JavaScript off', () => {
    test.use({javaScriptEnabled: false});

    for (const [path, text, legend, buttons] of [
      ['/playground', DEFAULT_TEXT, 'nouns()\npredicates()\npostpositions()', ['SVG로 저장', 'PNG로 저장', '텍스트로 복사']],
      ['/en/playground', DEFAULT_TEXT, 'nouns()\npredicates()\npostpositions()', ['Save as SVG', 'Save as PNG', 'Copy as text']],
      ['/docs/pos_tagging', TRY_IT_TEXT, 'nouns()\npredicates()\npostpositions()', ['SVG로 저장', 'PNG로 저장', '텍스트로 복사']],
      ['/en/docs/pos_tagging', TRY_IT_TEXT, 'nouns()\npredicates()\npostpositions()', ['Save as SVG', 'Save as PNG', 'Copy as text']],
    ] as const) {
      test(`${path} draws "${text}" as hama analyses it`, async ({page}) => {
        await page.goto(path);
        const figure = diagram(page);
        await expect(figure).toHaveCount(1);
        expect(await drawn(figure)).toEqual(expectedDrawing(text));
        expect(await figure.locator('[data-legend]').innerText()).toBe(legend);
        // The buttons need the scripts: until then they keep their place, unseen and out of reach.
        await expect(figure.getByRole('button')).toHaveCount(0);
        for (const name of buttons) await expect(figure.getByText(name, {exact: true})).toBeHidden();
        // Drawn for the eye only: screen readers read the table or the printed output beside it.
        // (The status line is there, empty, for the buttons' messages.)
        expect(await figure.ariaSnapshot()).toBe('- status');
      });
    }
  });

  test.describe('live', () => {
    test.describe.configure({timeout: 180_000});
    // About the drawing, not Python's first start.
    test.use({storedRuntime: true, acceptDownloads: true});

    test('draws each new analysis, coloured by group; saves it as SVG and PNG and copies it as text', async ({page}) => {
      const text = 'hama는 NLP 도구(2020)다. 나는 "서울"까지 간다!';
      await open(page, `/playground?text=${encodeURIComponent(text)}`);
      const figure = diagram(page);
      await expect(page.getByText(/^이 브라우저의 hama 1\.0\.0이 \d+ ms 만에 분석했습니다\.$/)).toBeVisible({timeout: START_TIMEOUT});
      const expected = expectedDrawing(text);
      expect(await drawn(figure)).toEqual(expected);
      expect(expected.map(([surface]) => surface)).toEqual(['hama는', 'NLP', '도구(2020)다.', '나는', '"서울"까지', '간다!']);

      // Each morpheme wears its group's colour, the legend's; the groups' colours differ, and other tags are plain.
      const colours = await figure.evaluate((element) => {
        const legend = Object.fromEntries(
          Array.from(element.querySelectorAll('[data-legend] > *')).map((item) => [
            item.textContent,
            getComputedStyle(item, '::before').backgroundColor,
          ]),
        );
        const morphemes = Array.from(element.querySelectorAll('[data-drawing] [data-class]')).map((cell) => [
          cell.lastElementChild!.textContent!,
          getComputedStyle(cell).borderTopColor,
        ]);
        return {legend, morphemes};
      });
      const group: Record<string, string> = {nc: 'nouns()', jc: 'postpositions()', np: 'nouns()', u: 'u'};
      for (const [tag, colour] of colours.morphemes) {
        if (group[tag]) expect(colour, tag).toBe(colours.legend[group[tag]]);
        else expect(Object.values(colours.legend), tag).not.toContain(colour);
      }
      expect(new Set(Object.values(colours.legend)).size).toBe(Object.keys(colours.legend).length);
      expect(Object.keys(colours.legend)).toEqual(['nouns()', 'postpositions()', 'u']);

      // SVG: the same words in the same order, a picture any program can open.
      const svgDownload = page.waitForEvent('download');
      await figure.getByRole('button', {name: 'SVG로 저장'}).click();
      const svgFile = await svgDownload;
      expect(svgFile.suggestedFilename()).toBe('hama-analysis.svg');
      await expect(figure.getByRole('status')).toHaveText('hama-analysis.svg로 저장했습니다.');
      const svg = fs.readFileSync(await svgFile.path(), 'utf8');
      const svgRead = await page.evaluate(async (source) => {
        const document = new DOMParser().parseFromString(source, 'image/svg+xml');
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        return {
          errors: document.getElementsByTagName('parsererror').length,
          words: Array.from(document.querySelectorAll('text')).map((word) => word.textContent),
          width: image.naturalWidth,
          height: image.naturalHeight,
        };
      }, svg);
      expect(svgRead.errors).toBe(0);
      // Colours as SVG 1.1 writes them, for programs other than browsers; a tint and a rule per morpheme, one background.
      expect(svg).not.toContain('rgba(');
      expect(svg).toContain('fill-opacity="0.16"');
      expect(svg.match(/<rect /g)).toHaveLength(expected.flat().length - expected.length + 1);
      expect(svg.match(/<path /g)).toHaveLength(expected.flat().length - expected.length);
      expect(svgRead.words).toEqual(
        expected.flatMap(([surface, ...morphemes]) => [surface, ...morphemes.flatMap((m) => m.split(/\/(?=\w+$)/))]),
      );

      // PNG: the SVG at twice its size, and not blank.
      const pngDownload = page.waitForEvent('download');
      await figure.getByRole('button', {name: 'PNG로 저장'}).click();
      const pngFile = await pngDownload;
      expect(pngFile.suggestedFilename()).toBe('hama-analysis.png');
      const png = fs.readFileSync(await pngFile.path());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([svgRead.width * 2, svgRead.height * 2]);
      const inked = await page.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let inkedPixels = 0;
        for (let i = 0; i < pixels.length; i += 4)
          if (Math.abs(pixels[i]! - pixels[0]!) + Math.abs(pixels[i + 1]! - pixels[1]!) + Math.abs(pixels[i + 2]! - pixels[2]!) > 60)
            inkedPixels += 1;
        return inkedPixels / (pixels.length / 4);
      }, png.toString('base64'));
      expect(inked).toBeGreaterThan(0.1);

      // Text: the sentence, then each eojeol's morphemes joined by +. Pressed while the SVG is still being
      // saved and announced, it is done all the same, and its answer is the one shown.
      const clipboard = await emptyClipboard(page);
      const svgAgain = page.waitForEvent('download');
      await figure.getByRole('button', {name: 'SVG로 저장'}).click();
      await figure.getByRole('button', {name: '텍스트로 복사'}).click();
      expect((await svgAgain).suggestedFilename()).toBe('hama-analysis.svg');
      await expect.poll(clipboard).toBe(`${text}\n${expected.map(([, ...morphemes]) => morphemes.join('+')).join(' ')}\n`);
      await expect(figure.getByRole('status')).toHaveText('분석 결과를 텍스트로 복사했습니다.');

      // Another sentence typed: drawn anew.
      await page.getByLabel('분석할 문장').fill('모든 사람이 빨리 달렸다');
      await expect.poll(() => drawn(figure)).toEqual(expectedDrawing('모든 사람이 빨리 달렸다'));
    });

    test('in English, the buttons speak English; in the dark scheme, the drawing is saved on its dark background', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await open(page, `/en/playground?text=${encodeURIComponent('나는 서울까지 간다')}`);
      const figure = diagram(page);
      await expect.poll(() => drawn(figure), {timeout: START_TIMEOUT}).toEqual(expectedDrawing('나는 서울까지 간다'));
      const clipboard = await emptyClipboard(page);
      await figure.getByRole('button', {name: 'Copy as text'}).click();
      const expected = expectedDrawing('나는 서울까지 간다');
      await expect.poll(clipboard).toBe(`나는 서울까지 간다\n${expected.map(([, ...morphemes]) => morphemes.join('+')).join(' ')}\n`);
      await expect(figure.getByRole('status')).toHaveText('Copied the analysis as text.');
      const download = page.waitForEvent('download');
      await figure.getByRole('button', {name: 'Save as SVG'}).click();
      const svg = fs.readFileSync(await (await download).path(), 'utf8');
      await expect(figure.getByRole('status')).toHaveText('Saved as hama-analysis.svg.');
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe('rgb(27, 27, 29)');
      expect(svg).toContain(`<rect width="100%" height="100%" fill="${background}"/>`);
    });

    test.describe('at 375 px', () => {
      test.use({viewport: {width: 375, height: 800}});

      test("the try-it box draws its new result, wrapping eojeol by eojeol, and the page doesn't scroll sideways; it copies the result", async ({
        page,
      }) => {
        const text = '아이들이 공원에서 즐겁게 논다. 나는 서울까지 친구와 함께 버스를 타고 간다';
        await open(page, '/docs/pos_tagging');
        await page.getByLabel('직접 해 보기').fill(text);
        await page.getByRole('button', {name: 'hama로 분석'}).click();
        const figure = diagram(page);
        await expect.poll(() => drawn(figure), {timeout: START_TIMEOUT}).toEqual(expectedDrawing(text));
        const layout = await figure.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const eojeols = Array.from(element.querySelectorAll('[data-drawing] > *')).map((eojeol) => eojeol.getBoundingClientRect());
          return {
            rows: new Set(eojeols.map((eojeol) => Math.round(eojeol.top))).size,
            outside: eojeols.filter((eojeol) => eojeol.left < box.left - 0.5 || eojeol.right > box.right + 0.5).length,
            pageWidth: document.documentElement.scrollWidth,
          };
        });
        expect(layout.rows).toBeGreaterThan(2);
        expect(layout.outside).toBe(0);
        expect(layout.pageWidth).toBeLessThanOrEqual(375);
        // The try-it box's drawing has the playground's buttons too.
        const clipboard = await emptyClipboard(page);
        await figure.getByRole('button', {name: '텍스트로 복사'}).click();
        const expected = expectedDrawing(text);
        await expect.poll(clipboard).toBe(`${text}\n${expected.map(([, ...morphemes]) => morphemes.join('+')).join(' ')}\n`);
        await expect(figure.getByRole('status')).toHaveText('분석 결과를 텍스트로 복사했습니다.');
      });
    });
  });
});
