import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * A group title in the sidebar. Plain text rather than a category: a
 * category without a page renders an <a> without href, which crawlers and
 * Lighthouse's crawlable-anchors audit count as a broken link.
 */
const groupTitle = (label: string) => ({type: 'html', value: label, className: 'sidebar-group-title', defaultStyle: true}) as const;

/**
 * The group titles in the language being built. Docusaurus translates doc
 * labels and categories (i18n/<locale>/docusaurus-plugin-content-docs/), but
 * not html items, so these follow the locale it sets while building.
 */
const GROUPS = {
  ko: {start: '시작하기', guide: '가이드', api: 'API', project: '프로젝트'},
  en: {start: 'Getting started', guide: 'Guide', api: 'API', project: 'Project'},
}[process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'ko'];

// The ten pages of the spec, in the order a newcomer reads them, the
// benchmark right after the introduction (the first question is whether to use
// hama at all), running it in a service after the guide it builds on, and
// troubleshooting last in the guide: it points back into every page above it.
const sidebars = {
  guide: [
    groupTitle(GROUPS.start),
    'introduction',
    'benchmark',
    'installation',
    'initialization',
    groupTitle(GROUPS.guide),
    'dict',
    'morphemes',
    'pos_tagging',
    'service',
    'troubleshooting',
    groupTitle(GROUPS.api),
    'api/tagging',
    groupTitle(GROUPS.project),
    'contributing',
    'license',
    'roadmap',
  ],
} satisfies SidebarsConfig;

export default sidebars;
