import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The ten pages of the spec, in the order a newcomer reads them.
const sidebars = {
  guide: [
    {type: 'category', label: '시작하기', collapsible: false, items: ['introduction', 'installation', 'initialization']},
    {type: 'category', label: '가이드', collapsible: false, items: ['dict', 'morphemes', 'pos_tagging']},
    {type: 'category', label: 'API', collapsible: false, items: ['api/tagging']},
    {type: 'category', label: '프로젝트', collapsible: false, items: ['contributing', 'license', 'roadmap']},
  ],
} satisfies SidebarsConfig;

export default sidebars;
