/**
 * Docusaurus's HTML template (@docusaurus/core lib/ssg/ssgTemplate.html.js,
 * 3.10.2) with one change, for issue #5: the page's scripts are requested
 * after the first paint instead of from <head> with `defer`, main.js last.
 *
 * Why: every page arrives fully rendered from the server, so its text does not
 * wait for JavaScript. But a deferred script in <head> is fetched alongside the
 * HTML and competes with it, and Lighthouse's model counts the ~160 KB bundle
 * as part of the largest contentful paint. Requested once the page is painted,
 * the scripts still run in order (async = false) and hydrate the page; in a
 * background tab they wait until the tab is shown.
 *
 * "Painted" is the first contentful paint's timing entry, which arrives once
 * the frame is on screen; a frame can reach the screen well after the
 * requestAnimationFrame + setTimeout that used to start the requests, and
 * requests started before it were modelled on the LCP path again (Lighthouse
 * on /docs/api/tagging: LCP above FCP in 2 of 5 runs, in none of 5 after).
 * Browsers without paint timing keep requestAnimationFrame + setTimeout.
 *
 * The list holds the route's chunks too (routeChunksInHtml.ts). With main.js last they are installed before it runs,
 * so it hydrates at once instead of requesting them. A chunk that fails to
 * load loses its tag, so that webpack's loader requests it afresh instead of
 * waiting on the dead one.
 */
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
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <% const isMainJs = (file) => file.split('/').pop().startsWith('main.'); %>
    <% const scripts = it.scripts.filter((file) => !isMainJs(file)).concat(it.scripts.filter(isMainJs)); %>
    <script>
      (function () {
        function requestScripts() {
          [<% scripts.forEach((script) => { %>"<%= it.baseUrl %><%= script %>",<% }); %>].forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            script.onerror = function () { script.remove(); };
            document.head.appendChild(script);
          });
        }
        if ((window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            requestScripts();
          }).observe({type: 'paint', buffered: true});
        } else {
          requestAnimationFrame(function () { setTimeout(requestScripts); });
        }
      })();
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
