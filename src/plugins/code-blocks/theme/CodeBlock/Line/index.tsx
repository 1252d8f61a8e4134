import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
// The stock line's styles (line numbers, highlighted lines), used as they are.
import stockStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import styles from './styles.module.css';

/** A line holding only its line break renders empty, so that the <br> below does not make it two lines tall. */
function withoutLoneLineBreak(line: Props['line']): Props['line'] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

/**
 * theme-classic's code line (3.10.2; src/plugins/shared/upstream.ts,
 * codeBlockLine) with one change, for issue #25: each line is a <span> shown
 * as a block, not a <div>. A <code> element may hold only phrasing content, so
 * stock code blocks fail the W3C checker once per line; the look is the same.
 * And the line carries no inline colour (below).
 */
export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = withoutLoneLineBreak(lineProp);
  // Without Prism's style: it only sets the block's own colour, which the line inherits from <pre>, and it was
  // 50–120 bytes (gzip) of a guide page's HTML (src/components/MaskIcon says why that matters).
  const {style: _blockColour, ...lineProps} = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? stockStyles.codeLine : styles.line),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={stockStyles.codeLineNumber} />
          <span className={stockStyles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Keeps an empty line from collapsing. */}
      <br />
    </span>
  );
}
