import {maskIcon} from '@site/src/components/MaskIcon';

/** Drawn by the stylesheet, not inline SVG (src/components/MaskIcon says why). */
export default maskIcon('menu');
