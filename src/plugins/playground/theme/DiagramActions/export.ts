import type {Words} from './index';

/**
 * What the diagram's buttons do (index.tsx), loaded when one is pressed. The SVG is
 * drawn from the diagram as laid out on the page: its boxes and words where
 * the reader sees them, in the colours of the scheme they read in, on the
 * page's background. The PNG is that SVG at twice the size.
 */

const FILE = 'hama-analysis';
const PADDING = 12;

/** The characters XML 1.0 forbids, which a pasted text may hold. */
// eslint-disable-next-line no-control-regex -- the very characters to leave out
const NOT_IN_XML = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g;
/** Text as XML takes it: markup escaped, what XML forbids left out. */
const escapeXml = (text: string) => text.replace(NOT_IN_XML, '').replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A computed colour as SVG 1.1 paint: rgba() becomes rgb() with an opacity, which every program
 * that opens SVG reads.
 */
function paint(colour: string): string {
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  return rgba ? `fill="rgb(${rgba[1]}, ${rgba[2]}, ${rgba[3]})" fill-opacity="${rgba[4]}"` : `fill="${colour}"`;
}

/** The nearest background colour that is not transparent: what the diagram is drawn on. */
function backgroundOf(element: Element | null): string {
  for (; element; element = element.parentElement) {
    const colour = getComputedStyle(element).backgroundColor;
    if (!/^(transparent|rgba\(.*, 0\))$/.test(colour)) return colour;
  }
  return '#fff';
}

/**
 * The drawing as an SVG document, with its size in CSS pixels; `scale` enlarges the
 * document's own size (not its drawing), so that what rasterises it does so that large.
 */
function svgOf(drawing: HTMLElement, scale = 1): {svg: string; width: number; height: number} {
  const origin = drawing.getBoundingClientRect();
  const at = (value: number, from: number) => (value - from + PADDING).toFixed(1);
  const shapes: string[] = [];
  // Boxes: each morpheme's tint, and its top rule (its group's colour) with the same rounded corners.
  for (const box of Array.from(drawing.querySelectorAll<HTMLElement>('[data-class]'))) {
    const {left, top, width, height} = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    const [x, y, rule, r] = [
      +at(left, origin.left),
      +at(top, origin.top),
      parseFloat(style.borderTopWidth),
      parseFloat(style.borderTopLeftRadius) || 0,
    ];
    shapes.push(
      `<rect x="${x}" y="${y}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${r}" ${paint(style.backgroundColor)}/>`,
      `<path d="M${x},${y + rule}V${y + r}Q${x},${y} ${x + r},${y}H${(x + width - r).toFixed(1)}Q${(x + width).toFixed(1)},${y} ${(x + width).toFixed(1)},${y + r}V${y + rule}Z" ${paint(style.borderTopColor)}/>`,
    );
  }
  // Words: every text where it stands, centred in its own box (dy, which every program reads, rather than dominant-baseline).
  const walker = document.createTreeWalker(drawing, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    const style = getComputedStyle(node.parentElement!);
    shapes.push(
      `<text x="${at(rect.left + rect.width / 2, origin.left)}" y="${at(rect.top + rect.height / 2, origin.top)}" dy="0.35em" text-anchor="middle" ` +
        `font-family="${escapeXml(style.fontFamily)}" font-size="${style.fontSize}" font-weight="${style.fontWeight}" ${paint(style.color)}>${escapeXml(node.textContent)}</text>`,
    );
  }
  // As wide as the widest thing drawn, not as the page.
  const right = Math.max(...Array.from(drawing.querySelectorAll('*'), (element) => element.getBoundingClientRect().right));
  const width = Math.ceil(right - origin.left + 2 * PADDING);
  const height = Math.ceil(origin.height + 2 * PADDING);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" ${paint(backgroundOf(drawing))}/>${shapes.join('')}</svg>`;
  return {svg, width: width * scale, height: height * scale};
}

function download(blob: Blob, name: string, words: Words): string {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  // Long enough for the browser to have started the download.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return words.saved(name);
}

export async function saveSvg(drawing: HTMLElement, words: Words): Promise<string> {
  return download(new Blob([svgOf(drawing).svg], {type: 'image/svg+xml'}), `${FILE}.svg`, words);
}

export async function savePng(drawing: HTMLElement, words: Words): Promise<string> {
  // Twice the size, drawn so by the SVG itself: sharp on a slide or a high-density screen.
  const {svg, width, height} = svgOf(drawing, 2);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error('The PNG could not be made');
  return download(png, `${FILE}.png`, words);
}

export async function copyText(text: string, words: Words): Promise<string> {
  await navigator.clipboard.writeText(text);
  return words.copied;
}
