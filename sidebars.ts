import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * A group title in the sidebar. Plain text rather than a category: a
 * category without a page renders an <a> without href, which crawlers and
 * Lighthouse's crawlable-anchors audit count as a broken link.
 */
const groupTitle = (label: string) =>
  ({type: 'html', value: label, className: 'sidebar-group-title', defaultStyle: true}) as const;

// The ten pages of the spec, in the order a newcomer reads them.
const sidebars = {
  guide: [
    groupTitle('시작하기'),
    'introduction',
    'installation',
    'initialization',
    groupTitle('가이드'),
    'dict',
    'morphemes',
    'pos_tagging',
    groupTitle('API'),
    'api/tagging',
    groupTitle('프로젝트'),
    'contributing',
    'license',
    'roadmap',
  ],
} satisfies SidebarsConfig;

export default sidebars;
