/**
 * Docusaurus's HTML template (@docusaurus/core lib/ssg/ssgTemplate.html.js,
 * 3.10.2) with two changes, for issue #51: the route's chunks are listed with
 * runtime~main and main.js, main.js last, and a capturing `error` listener
 * comes before them.
 *
 * The scripts stay stock's `<script defer>` in <head>, where the browser's
 * preload scanner finds them with the first bytes of the page; the stylesheet
 * is written into each page (inline-stylesheet/inlineStylesheet.ts, after the build), so the
 * scripts have the connection to themselves once the HTML has arrived
 * (benchmarks/first-view/variants.md: variant I, then "Shipped").
 *
 * The list holds the route's chunks (routeChunksInHtml.ts). With main.js last
 * they are installed before it runs, so it hydrates at once instead of
 * requesting them. After the build, joinRouteChunks.ts replaces most of them
 * by a file or two that join them. A chunk that fails to load (a network
 * that drops, a tab left open while a new build replaced the files) loses its
 * tag: webpack's loader waits on a tag already in the document with the
 * chunk's address, so without the listener it would wait on the dead one
 * instead of asking again.
 */
import {scriptCalling, type InlineScript} from '../shared/inlineScript';

/** Self-contained: it runs as the text of the template's inline script. */
function dropFailedScripts(): void {
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) event.target.remove();
    },
    true,
  );
}

/** The template's inline script; the plugin declares it (index.ts), so that the page's policy allows it. */
export const DROP_FAILED_SCRIPTS: InlineScript = {
  name: 'page-scripts: a script that failed to load loses its tag (ssrTemplate.ts)',
  source: scriptCalling(dropFailedScripts),
};

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>${DROP_FAILED_SCRIPTS.source}</script>
    <% const isMainJs = (file) => file.split('/').pop().startsWith('main.'); %>
    <% it.scripts.filter((file) => !isMainJs(file)).concat(it.scripts.filter(isMainJs)).forEach((script) => { %>
      <script defer src="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
