"""Finds the Python examples that the site shows, with the output shown beside them.

In Markdown, a runnable example is a fenced block whose info string is
``python run``; the block right after it, fenced as ``text output``, is what
it prints. The home page keeps its example in ``src/data/homeExample.json``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Both editions: the Korean sources and their English translations.
CONTENT_DIRS = ("docs", "blog", "i18n/en/docusaurus-plugin-content-docs/current", "i18n/en/docusaurus-plugin-content-blog")
FENCE = re.compile(r"^(?P<fence>`{3,})(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=fence)[ \t]*$", re.M | re.S)


@dataclass(frozen=True)
class Example:
    source: str  # "path:start-end", the id of the test case
    code: str
    output: str | None


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def markdown_examples(path: Path) -> list[Example]:
    text = path.read_text(encoding="utf-8")
    blocks = list(FENCE.finditer(text))
    examples = []
    for index, block in enumerate(blocks):
        info = block["info"].split()
        if info[:1] != ["python"] or "run" not in info[1:]:
            continue
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        has_output = (
            following is not None
            and following["info"].split()[:2] == ["text", "output"]
            and text[block.end() : following.start()].strip() == ""
        )
        end = following.end() if has_output else block.end()
        examples.append(
            Example(
                source=f"{path.relative_to(ROOT)}:{_line(text, block.start())}-{_line(text, end)}",
                code=block["body"],
                output=following["body"] if has_output else None,
            )
        )
    return examples


def all_examples() -> list[Example]:
    examples = []
    for directory in CONTENT_DIRS:
        for path in sorted((ROOT / directory).rglob("*.md*")):
            examples.extend(markdown_examples(path))
    home = json.loads((ROOT / "src/data/homeExample.json").read_text(encoding="utf-8"))
    examples.append(Example("src/data/homeExample.json", home["code"], home["output"]))
    return examples
