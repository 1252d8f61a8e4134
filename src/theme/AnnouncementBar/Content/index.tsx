import type {MouseEvent, ReactNode} from 'react';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';

type Props = WrapperProps<typeof ContentType>;

/**
 * The announcement bar's text, a wrapper (not a copy) of the theme's. Its
 * content is HTML from the config, so its link is a plain anchor, and a click
 * loaded the whole site again (issue #13). A click on a link to one of this
 * site's pages becomes a client-side navigation, like any <Link>; new-tab
 * clicks, files and other sites are left to the browser. Before the scripts
 * arrive, the anchor works as an anchor.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    // Files (feeds, images) are not routes of the app.
    if (url.origin !== window.location.origin || /\.\w+$/.test(url.pathname)) return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  };
  return <Content {...props} onClick={onClick} />;
}
