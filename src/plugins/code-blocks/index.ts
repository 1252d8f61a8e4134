import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModules, type Replacement} from '../shared/replaceModules';
import {UPSTREAM} from '../shared/upstream';
import {prismLight, prismDark} from '../../utils/prismThemes';
import {darkCodeCss} from './darkCodeCss';

/**
 * Code blocks as the build highlighted them, until the reader reaches for one
 * (issue #5: total blocking time; issue #54 moved it out of the first-view plugin).
 *
 * - noStartupLanguages.ts replaces theme-classic's Prism client module, which
 *   imports Prism (about 85 KB of prism-react-renderer and its grammars) to
 *   add the site's extra languages at start-up: a fifth of main.js and most
 *   of the code it ran before the page could respond. Pages arrive with their
 *   code highlighted at build time; theme/CodeBlock/Live adds the
 *   languages when a code block goes live.
 * - theme/CodeBlock keeps a block's build-time HTML until the reader points at,
 *   touches or focuses it; theme/CodeBlock/Line writes valid HTML lines.
 * - darkCodeCss.ts recolours the build's light-theme blocks in dark mode with a
 *   few CSS rules, which go into the site's stylesheet (cached once) rather
 *   than into every page.
 */
const REPLACEMENTS: Replacement[] = [{upstream: UPSTREAM.prismIncludeLanguages, ours: 'noStartupLanguages.ts'}];

export default function codeBlocksPlugin({generatedFilesDir}: LoadContext): Plugin {
  const darkCodeFile = path.join(generatedFilesDir, 'code-blocks', 'dark-code.css');
  fs.mkdirSync(path.dirname(darkCodeFile), {recursive: true});
  fs.writeFileSync(darkCodeFile, darkCodeCss(prismLight, prismDark));
  return {
    name: 'code-blocks',
    // Its code block (theme/CodeBlock) wraps theme-classic's.
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [darkCodeFile],
    configureWebpack: replaceModules(__dirname, REPLACEMENTS),
  };
}
