import {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {twinPathOf} from '../../twinPath';
import styles from './styles.module.css';

export type Props = {
  /** The page's path, base URL included (the llms-txt plugin writes its twin beside it). */
  readonly permalink: string;
};

type Copying = 'idle' | 'copied' | 'failed';

/** The twin as plain text; the clipboard takes text/plain, not text/markdown. */
async function twinText(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * "Markdown으로 보기 / 복사": the page's Markdown twin, to open or to copy, and
 * its <link rel="alternate" type="text/markdown"> in the head. Both controls
 * are plain links to the twin: before the scripts arrive (or without them)
 * "복사" opens it too, so a click is never lost. Nothing is fetched until
 * "복사" is pressed.
 */
export default function MarkdownTwin({permalink}: Props): ReactNode {
  const href = twinPathOf(permalink);
  const [copying, setCopying] = useState<Copying>('idle');

  useEffect(() => {
    if (copying !== 'copied') return undefined;
    const timer = window.setTimeout(() => setCopying('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [copying]);

  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The clipboard item is made during the click, its text fetched after:
    // browsers that require a click for clipboard writes (Safari) accept that.
    const written =
      typeof ClipboardItem === 'function'
        ? navigator.clipboard.write([new ClipboardItem({'text/plain': twinText(href)})])
        : twinText(href)
            .then((blob) => blob.text())
            .then((text) => navigator.clipboard.writeText(text));
    written.then(
      () => setCopying('copied'),
      () => setCopying('failed'),
    );
  };

  return (
    <div className={styles.twin}>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      {/* The twin is a file, not a page of the app: a plain link, which also works before hydration. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={href} className={styles.action}>
        <Translate id="markdownTwin.view">Markdown으로 보기</Translate>
      </a>
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a
        href={href}
        className={styles.action}
        onClick={copy}
        aria-label={translate({id: 'markdownTwin.copyLabel', message: 'Markdown 복사'})}>
        <Translate id="markdownTwin.copy">복사</Translate>
      </a>
      <span role="status" className={styles.status}>
        {copying === 'copied' && translate({id: 'markdownTwin.copied', message: '복사했습니다'})}
        {copying === 'failed' &&
          translate({id: 'markdownTwin.failed', message: '복사하지 못했습니다. "Markdown으로 보기"로 열어 복사하세요.'})}
      </span>
    </div>
  );
}
