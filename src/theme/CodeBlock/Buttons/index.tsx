import type {ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

/**
 * A code block's copy and wrap buttons, a wrapper (not a copy) of the theme's
 * that gives their group a class of its own for src/css/custom.css. The
 * stylesheet used to find the group by `[class*='buttonGroup']`, and a rule on
 * the class attribute makes Chromium restyle the whole page at every class
 * change on <html>, which hydration makes four or five times, one class at a time.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  return <Buttons {...props} className={clsx(props.className, 'code-block-buttons')} />;
}
