"""Checks the site's plain-text edition (issue #17) in the production build.

/llms.txt indexes every doc page and post, /llms-full.txt holds them all, and
each page has a Markdown twin at its address plus ".md". A twin must carry
every heading and every code block of its HTML page (so every executed
example with the output the page shows), and nothing of HTML or MDX.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from examples import markdown_examples

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
SITE_URL = "https://www.hamanlp.org"  # docusaurus.config.ts's default

# Each edition has its own llms.txt, at its base URL, listing its own pages.
LOCALES = {
    "ko": {
        "base": "/",
        "sections": ["개발 가이드", "블로그", "Optional"],
        "docs": ROOT / "docs",
        "blog": ROOT / "blog",
        "other_edition": "/en/llms.txt",
    },
    "en": {
        "base": "/en/",
        "sections": ["Guide", "Blog", "Optional"],
        "docs": ROOT / "i18n/en/docusaurus-plugin-content-docs/current",
        "blog": ROOT / "i18n/en/docusaurus-plugin-content-blog",
        "other_edition": "/llms.txt",
    },
}

# A fenced code block, also indented inside a list item.
FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,})(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=indent)(?P=fence)[ \t]*$", re.M | re.S)
LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<url>[^)\s]+)\)")
# HTML or MDX left in a twin's prose (code blocks and inline code aside).
LEAKS = {
    "HTML tag": re.compile(r"</?[a-zA-Z][\w-]*(\s[^<>]*)?/?>"),
    "HTML comment": re.compile(r"<!--"),
    "MDX comment or expression": re.compile(r"\{/\*|\*/\}|\{[^}\n]*\}"),
    "admonition fence": re.compile(r"^:::", re.M),
    "import or export": re.compile(r"^(import|export) ", re.M),
    "JSX attribute": re.compile(r"\b(className|style)=|/>"),
    "heading anchor mark": re.compile(r"\u200b"),
}


class SidebarParser(HTMLParser):
    """The addresses the docs sidebar links to, in its order."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self._in_sidebar = False
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "ul" and "theme-doc-sidebar-menu" in (attributes.get("class") or "").split():
            self._in_sidebar = True
        elif tag == "a" and self._in_sidebar and "menu__link" in (attributes.get("class") or "").split():
            self.links.append(attributes["href"])

    def handle_endtag(self, tag):
        if tag == "nav":
            self._in_sidebar = False


class ArticleParser(HTMLParser):
    """Headings and code blocks of a page's article, as a reader sees them."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.headings: list[str] = []
        self.blocks: list[dict[str, str]] = []  # {"code", "title", "try_it"}
        self.page_kind = ""
        self.has_article = False
        self._depth = 0  # elements open inside <article>, 0 when outside
        self._heading: list[str] | None = None
        self._pre: list[str] | None = None
        self._title: list[str] | None = None
        self._last_title = ""
        self._try_it_depth: int | None = None
        self._hidden_depth: int | None = None  # inside a closed popover (a tag's, src/plugins/pos-tags): not shown
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "html":
            self.page_kind = next((c for c in classes if c in ("docs-doc-page", "blog-post-page")), "")
        if tag == "article":
            self.has_article = True
            self._depth = 1
            return
        if tag == "br" and self._depth and self._pre is not None:
            self._pre.append("\n")  # the end of a line of code, as the reader sees it
        if not self._depth or tag in ("br", "img", "hr", "input", "meta", "link", "wbr"):
            return
        self._depth += 1
        if "data-try-it" in attributes:
            self._try_it_depth = self._depth
        if "popover" in attributes and self._hidden_depth is None:
            self._hidden_depth = self._depth
        if re.fullmatch(r"h[2-6]", tag):
            self._heading = []
        elif tag == "pre":
            self._pre = []
        elif any(c.startswith("codeBlockTitle") for c in classes):
            self._title = []

    def handle_endtag(self, tag):
        if not self._depth or tag in ("br", "img", "hr", "input", "meta", "link", "wbr"):
            return
        if tag == "article" and self._depth == 1:
            self._depth = 0
            return
        if re.fullmatch(r"h[2-6]", tag) and self._heading is not None:
            self.headings.append(tidy("".join(self._heading)))
            self._heading = None
        elif tag == "pre" and self._pre is not None:
            try_it = self._try_it_depth is not None
            self.blocks.append({"code": "".join(self._pre).rstrip("\n"), "title": self._last_title, "try_it": try_it})
            self._pre = None
            self._last_title = ""
        elif tag == "div" and self._title is not None:
            self._last_title = "".join(self._title)
            self._title = None
        if self._try_it_depth == self._depth:
            self._try_it_depth = None
        if self._hidden_depth == self._depth:
            self._hidden_depth = None
        self._depth -= 1

    def handle_data(self, data):
        if self._hidden_depth is not None:
            return
        for part in (self._heading, self._pre, self._title):
            if part is not None:
                part.append(data)


def fenced(markdown: str) -> list[tuple[str, str]]:
    """(info string, code) of each fenced block, its list indentation removed."""
    blocks = []
    for block in FENCE.finditer(markdown):
        indent = len(block["indent"])
        code = "".join(line[indent:] for line in block["body"].splitlines(keepends=True))
        blocks.append((block["info"].strip(), code.rstrip("\n")))
    return blocks


def tidy(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u200b", "")).strip()


def markdown_heading_text(line: str) -> str:
    """A Markdown heading as the page shows it: no hashes, code or emphasis marks, escapes resolved."""
    text = re.sub(r"^#{1,6} ", "", line)
    text = re.sub(r"\\(.)", r"\1", text)
    return tidy(text.replace("`", "").replace("*", ""))


def prose(markdown: str) -> str:
    """A twin without its fenced code, inline code and autolinks: where HTML or MDX must not appear."""
    text = FENCE.sub("", markdown)
    text = re.sub(r"`[^`\n]+`", "", text)
    return re.sub(r"<https?://[^>\s]+>", "", text)


def locale_of(route: str) -> str:
    return "en" if route.startswith("/en/") else "ko"


def pages() -> list[tuple[str, Path]]:
    """(route, HTML file) of every doc page and post in the build."""
    found = []
    for html in sorted(BUILD.rglob("*.html")):
        if html.name == "index.html":
            continue  # /x/index.html: the same page for the address /x/ (github-pages plugin)
        head = html.read_text(encoding="utf-8")[:2000]
        if re.search(r'<html[^>]*class="[^"]*\b(docs-doc-page|blog-post-page)\b', head):
            route = "/" + html.relative_to(BUILD).with_suffix("").as_posix()
            found.append((route, html))
    return found


PAGES = pages()


def twin_of(route: str) -> Path:
    return BUILD / f"{route.lstrip('/')}.md"


def local_path(url: str) -> Path:
    parts = urlsplit(url)
    assert f"{parts.scheme}://{parts.netloc}" == SITE_URL, f"{url} is not on this site"
    return BUILD / parts.path.lstrip("/")


def source_of(route: str) -> Path:
    """The Markdown source of a doc page or post (posts by their slug), in the page's edition."""
    locale = LOCALES[locale_of(route)]
    path = route.removeprefix(locale["base"].rstrip("/"))
    if path.startswith("/docs/"):
        return next(p for p in locale["docs"].rglob("*.md*") if p.relative_to(locale["docs"]).with_suffix("").as_posix() == path[6:])
    slug = path.removeprefix("/blog/")
    return next(p for p in locale["blog"].glob("*.md*") if re.search(rf"^slug: {re.escape(slug)}$", p.read_text(encoding="utf-8"), re.M))


def index_of(locale: str) -> str:
    return (BUILD / LOCALES[locale]["base"].lstrip("/") / "llms.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_build_has_doc_pages_and_posts(locale):
    base = LOCALES[locale]["base"]
    # As many as the sources hold (no hand count: a new page needs no edit here).
    assert len([r for r, _ in PAGES if locale_of(r) == locale and r.startswith(f"{base}docs/")]) == len(list((ROOT / "docs").rglob("*.md*")))
    assert len([r for r, _ in PAGES if locale_of(r) == locale and r.startswith(f"{base}blog/")]) == len(list((ROOT / "blog").glob("*.md*")))


@pytest.mark.parametrize("locale", LOCALES)
def test_llms_txt_follows_the_format_and_lists_every_page_once(locale):
    text = index_of(locale)
    lines = text.splitlines()
    # llmstxt.org: an H1 with the name, a blockquote summary, then H2 sections of link lists.
    assert lines[0] == "# hama"
    assert next(line for line in lines[1:] if line.strip()).startswith("> ")
    sections = re.findall(r"^## (.+)$", text, re.M)
    assert sections == LOCALES[locale]["sections"], sections
    listed = [m["url"] for m in LINK.finditer(text) if m["url"].endswith(".md")]
    assert sorted(listed) == sorted(f"{SITE_URL}{route}.md" for route, _ in PAGES if locale_of(route) == locale)
    assert f"({SITE_URL}{LOCALES[locale]['other_edition']})" in text, "the other edition's llms.txt is linked"
    for url in [m["url"] for m in LINK.finditer(text)]:
        assert local_path(url).is_file(), f"llms.txt links {url}, which the build does not have"
    # Every entry has its one-line description.
    for line in lines:
        if line.startswith("- ["):
            assert re.fullmatch(r"- \[[^\]]+\]\([^)]+\): \S.*", line), line


@pytest.mark.parametrize("locale", LOCALES)
def test_docs_are_listed_in_the_sidebars_reading_order(locale):
    text = index_of(locale)
    docs = [m["url"] for m in LINK.finditer(text.split(f"## {LOCALES[locale]['sections'][1]}")[0])]
    # The order of the sidebar as a reader sees it on a built page (sidebars.ts), not a list kept here.
    order = SidebarParser((BUILD / LOCALES[locale]["base"].lstrip("/") / "docs/introduction.html").read_text(encoding="utf-8")).links
    assert len(order) == len(list((ROOT / "docs").rglob("*.md*")))
    assert docs == [f"{SITE_URL}{page}.md" for page in order]


@pytest.mark.parametrize("locale,different_library", [("ko", "다른 라이브러리"), ("en", "different library")])
def test_llms_txt_answers_how_to_install_and_call_the_tagger_and_what_nc_means(locale, different_library):
    """The issue's question, from llms.txt and the files it links."""
    index = index_of(locale)
    assert 'pip install "hama==1.0.0"' in index
    assert "1.1.0" in index and different_library in index
    assert "from hama.tagging import tag" in index
    pos_tagging = local_path(next(m["url"] for m in LINK.finditer(index) if m["url"].endswith("/docs/pos_tagging.md"))).read_text(encoding="utf-8")
    assert "| `nc` | 보통 명사 | common noun |" in pos_tagging


@pytest.mark.parametrize("route,html", PAGES, ids=[route for route, _ in PAGES])
def test_twin_has_every_heading_and_code_block_of_its_page(route, html):
    twin = twin_of(route).read_text(encoding="utf-8")
    page = ArticleParser(html.read_text(encoding="utf-8"))
    # A page may have no sections; the twin then has no headings either.
    assert page.has_article, f"{route}: no <article> parsed"
    twin_headings = [markdown_heading_text(line) for line in re.findall(r"^#{2,6} .+$", FENCE.sub("", twin), re.M)]
    assert twin_headings == page.headings

    codes = [code for _, code in fenced(twin)]
    for block in page.blocks:
        assert block["code"] in codes, f"{route}: the code block {block['code'][:60]!r} is missing from the twin"
        if block["try_it"]:
            # The try-it box shows its call as the block's title and its output as the block.
            assert any(code.endswith("\n" + block["title"]) for code in codes), f"{route}: the try-it call {block['title']!r} is missing"
    assert len(codes) >= len(page.blocks)


@pytest.mark.parametrize("route", [route for route, _ in PAGES])
def test_executed_examples_keep_their_output_right_after_them(route):
    twin = twin_of(route).read_text(encoding="utf-8")
    blocks = fenced(twin)
    pairs = {(code, output) for (info, code), (next_info, output) in zip(blocks, blocks[1:]) if info == "python" and next_info == "text"}
    for example in markdown_examples(source_of(route)):
        if example.output is not None:
            assert (example.code.rstrip("\n"), example.output.rstrip("\n")) in pairs, f"{route}: {example.source} is not followed by its output in the twin"


@pytest.mark.parametrize("route", [route for route, _ in PAGES])
def test_twin_leaks_no_html_or_mdx(route):
    text = prose(twin_of(route).read_text(encoding="utf-8"))
    leaks = {name: pattern.findall(text)[:3] for name, pattern in LEAKS.items() if pattern.search(text)}
    assert leaks == {}


@pytest.mark.parametrize("route,html", PAGES, ids=[route for route, _ in PAGES])
def test_twin_names_its_page_and_links_only_to_what_exists(route, html):
    twin = twin_of(route).read_text(encoding="utf-8")
    title = re.search(r"<h1[^>]*>(.*?)</h1>", html.read_text(encoding="utf-8"), re.S)
    assert twin.startswith(f"# {tidy(re.sub('<[^>]+>', '', title[1]))}\n")
    assert f"{SITE_URL}{route}\n" in twin
    for url in [m["url"] for m in LINK.finditer(FENCE.sub("", twin))]:
        if url.startswith(SITE_URL):
            target = local_path(url.split("?")[0].split("#")[0])
            assert target.is_file() or target.with_suffix(".html").is_file() or (target.parent / f"{target.name}.html").is_file(), url


@pytest.mark.parametrize("locale", LOCALES)
def test_llms_full_txt_holds_every_twin_in_the_index_order(locale):
    full = (BUILD / LOCALES[locale]["base"].lstrip("/") / "llms-full.txt").read_text(encoding="utf-8")
    index = index_of(locale)
    positions = []
    for url in [m["url"] for m in LINK.finditer(index) if m["url"].endswith(".md")]:
        twin = local_path(url).read_text(encoding="utf-8").strip()
        assert twin in full, f"{url} is not in llms-full.txt"
        positions.append(full.index(twin))
    assert positions == sorted(positions)
    # The same opening as llms.txt, then one document after another, each after a rule.
    opening = index[: index.index("\n## ")].rstrip()
    assert full.startswith(opening + "\n\n---\n\n# ")
    assert full.count("\n\n---\n\n# ") == len(positions)


def test_robots_txt_names_the_plain_text_editions_and_both_sitemaps():
    robots = (BUILD / "robots.txt").read_text(encoding="utf-8")
    for base in ("/", "/en/"):
        assert f"{SITE_URL}{base}llms.txt" in robots and f"{SITE_URL}{base}llms-full.txt" in robots
        assert f"Sitemap: {SITE_URL}{base}sitemap.xml" in robots
    assert not (BUILD / "en" / "robots.txt").exists(), "robots.txt belongs at the root only"
