"""Proofs of the feeds post's claims (registered in claims.toml): what each feed of the
built blog holds, read from build/ (the Korean and English editions)."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

BUILD = Path(__file__).resolve().parents[2] / "build"
ATOM = "{http://www.w3.org/2005/Atom}"
CONTENT = "{http://purl.org/rss/1.0/modules/content/}encoded"


@pytest.mark.parametrize("blog", ["blog", "en/blog"])
def test_every_feed_item_has_title_summary_text_date_tags_and_address(blog):
    for item in ET.parse(BUILD / blog / "rss.xml").getroot().iter("item"):
        for field in ("title", "link", "pubDate", "description", CONTENT, "category"):
            assert item.find(field) is not None and (item.find(field).text or "").strip(), field
    for entry in ET.parse(BUILD / blog / "atom.xml").getroot().iter(f"{ATOM}entry"):
        for field in ("title", "link", "updated", "summary", "content", "category"):
            assert entry.find(f"{ATOM}{field}") is not None, field
    for item in json.loads((BUILD / blog / "feed.json").read_text(encoding="utf-8"))["items"]:
        assert {"title", "summary", "content_html", "date_modified", "tags", "url"} <= item.keys()


@pytest.mark.parametrize("blog", ["blog", "en/blog"])
def test_authors_are_in_atom_and_json_only(blog):
    rss = ET.parse(BUILD / blog / "rss.xml").getroot()
    assert all(item.find("author") is None for item in rss.iter("item"))
    assert all(entry.find(f"{ATOM}author") is not None for entry in ET.parse(BUILD / blog / "atom.xml").getroot().iter(f"{ATOM}entry"))
    assert all("author" in item for item in json.loads((BUILD / blog / "feed.json").read_text(encoding="utf-8"))["items"])


def test_every_page_of_the_site_announces_the_three_feeds():
    """Every page of both editions, its address variants and the not-found page among them: each edition's own feeds."""
    pages = list(BUILD.rglob("*.html"))
    english = [page for page in pages if page.is_relative_to(BUILD / "en")]
    assert len(pages) - len(english) > 50 and len(english) > 50
    for page in pages:
        html = page.read_text(encoding="utf-8")
        blog = "/en/blog" if page in english else "/blog"
        # The minifier drops the attribute quotes.
        for feed in (f"type=application/rss+xml href={blog}/rss.xml", f"type=application/atom+xml href={blog}/atom.xml", f"type=application/json href={blog}/feed.json"):
            assert feed in html, (page, feed)


@pytest.mark.parametrize("blog", ["blog", "en/blog"])
def test_the_feeds_carry_the_blog_posts_and_nothing_else(blog):
    """"The feeds carry blog posts only": each feed lists exactly the edition's posts (a page of blog/ with a date
    in its file name), no guide page, tag or archive page."""
    posts = {path.stem.split("-", 3)[3] for path in (BUILD.parent / "blog").glob("20*.md")}
    slugs = lambda urls: sorted(url.rstrip("/").rsplit("/", 1)[1] for url in urls)
    json_urls = [item["url"] for item in json.loads((BUILD / blog / "feed.json").read_text(encoding="utf-8"))["items"]]
    rss_urls = [item.find("link").text for item in ET.parse(BUILD / blog / "rss.xml").getroot().iter("item")]
    atom_urls = [entry.find(f"{ATOM}link").get("href") for entry in ET.parse(BUILD / blog / "atom.xml").getroot().iter(f"{ATOM}entry")]
    for urls in (json_urls, rss_urls, atom_urls):
        assert all(f"/{blog}/" in url for url in urls) and slugs(urls) == sorted(posts), urls
