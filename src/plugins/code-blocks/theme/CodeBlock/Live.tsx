import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-init/CodeBlock';

// The live code block with Prism and the site's extra languages (bash): a
// chunk of its own, loaded when the first block goes live
// (src/plugins/code-blocks).
prismIncludeLanguages(Prism);

export default CodeBlock;
