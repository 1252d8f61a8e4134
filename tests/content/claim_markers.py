"""Where a page's source says which sentence a registered claim is (claims.toml).

A claim's sentence carries its id in the source, so that a copy edit needs no
register edit: `{/* claim: id */}` in Markdown, before the words that make the
claim, and `# claim: id` on the line above a front-matter field. What the
claim says runs from the marker to the end of its sentence, or of its table
row, or to `{/* /claim: id */}` where a claim takes more than one sentence
(claims may overlap: other markers are not words); a marker on a line of its
own marks the block below it (a component that draws a results file). A claim
inside a code block cannot carry a marker, and is quoted in the register. Its
figures (every number in it) are held in the register: a sentence that loses
its marker, or whose figures change, fails the register's test
(test_claims.py). src/plugins/shared/remarkClaimMarkers.ts takes the same
markers out of the built pages.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

# The id charset of claims.toml: page.short-name.
MARKER = re.compile(r"\{/\*\s*claim:\s*([\w.-]+)\s*\*/\}")
END_MARKER = re.compile(r"\{/\*\s*/claim:\s*([\w.-]+)\s*\*/\}")
FRONT_MATTER_MARKER = re.compile(r"^# claim: ([\w.-]+)\n([\w-]+):(.*)$", re.M)
# Every marker of a Markdown body: a claim's start and end, and the two that say why a sentence needs no claim. The
# pattern is the one the build takes out of the pages (src/plugins/shared/claimMarker.json, remarkClaimMarkers.ts).
_MARKER_COMMENT = json.loads((Path(__file__).resolve().parents[2] / "src/plugins/shared/claimMarker.json").read_text())["comment"]
ACCOUNTED = re.compile(r"\{" + _MARKER_COMMENT + r"\}")

# Where a marked sentence ends: . ! ? followed by a space, a line's end or the
# text's (not inside 1.0.0 or hama.tagging, nor after e.g. or i.e.); a cell's
# edge; a blank line or a new list item, table row, heading or box; a block of
# code.
SENTENCE_END = re.compile(
    r"(?<!\be\.g)(?<!\bi\.e)[.!?](?=[*_\"')\]]*(?:\s|$))|\|| *\n *(?:\n|[-*|#>:<]|\d+\. |```)",
)

# A figure is a number as a reader reads it: 19, 0.15, 1,000, 1.0.0 or 2020;
# not the digits of a name (mmh3, POS22, x86).
FIGURE = re.compile(r"(?<![A-Za-z_\d.])\d+(?:[.,]\d+)*")

# What a reader does not read as the sentence's words: link targets, comments.
NOT_READ = re.compile(r"\]\([^)]*\)|\{/\*.*?\*/\}|<!--.*?-->", re.S)


@dataclass(frozen=True)
class MarkedSentence:
    claim: str
    text: str

    @property
    def figures(self) -> list[str]:
        return FIGURE.findall(NOT_READ.sub(" ", self.text))


def _inline_code_hidden(text: str) -> str:
    """The text with the inside of each `code span` blanked, so that a "." in code ends no sentence."""
    return re.sub(r"`[^`\n]*`", lambda code: "`" + "x" * (len(code.group()) - 2) + "`", text)


def _claim_text(rest: str, claim: str, in_table_row: bool, on_own_line: bool) -> str:
    """The words of the claim whose marker ends just before `rest`."""
    closed = next((end.start() for end in END_MARKER.finditer(rest) if end.group(1) == claim), None)
    if closed is not None:
        return without_markers(rest[:closed])
    rest = without_markers(rest)
    if on_own_line:
        return rest.strip("\n").split("\n\n", 1)[0]
    if in_table_row:
        return rest.split("\n", 1)[0]
    end = SENTENCE_END.search(_inline_code_hidden(rest))
    if not end:
        return rest
    return rest[: end.start() + (1 if rest[end.start()] in ".!?" else 0)]


def marked_sentences(source: str) -> list[MarkedSentence]:
    """Every marked sentence of a page's source, in order."""
    found = [MarkedSentence(claim, value.strip()) for claim, _, value in FRONT_MATTER_MARKER.findall(source)]
    for marker in MARKER.finditer(source):
        line_start = source.rfind("\n", 0, marker.start()) + 1
        line_end = source.find("\n", marker.end())
        if line_end < 0:
            line_end = len(source)
        in_table_row = source[line_start:].lstrip().startswith("|")
        on_own_line = not source[line_start : marker.start()].strip() and not source[marker.end() : line_end].strip()
        text = _claim_text(source[marker.end() :], marker.group(1), in_table_row, on_own_line)
        found.append(MarkedSentence(marker.group(1), re.sub(r"\s+", " ", text).strip()))
    return found


def without_markers(source: str) -> str:
    """The source as it was before its claims were marked (markers are invisible on the page)."""
    return FRONT_MATTER_MARKER.sub(lambda m: f"{m.group(2)}:{m.group(3)}", ACCOUNTED.sub("", source))


# The sentences a reader could act on that the register must account for (issue #52): those with a figure, or
# with a word that makes a sentence absolute or a comparison. Each carries a claim's marker, or says why it needs
# none: `{/* restates: id */}` (it repeats a claim registered elsewhere) or `{/* not-a-claim: why */}` (a
# definition, advice, an opinion, a word such as "most" that claims nothing: "the simplest way").
RESTATES = re.compile(r"(?:\{/\*|^#)\s*restates:\s*([\w.-]+)", re.M)
ABSOLUTES = {
    "ko": re.compile(r"항상|언제나|절대|결코|반드시|전혀|유일|뿐|가장|\S보다 |모든|모두|한 번도|최대|더 "),
    # Case kept: `None` is Python's.
    "en": re.compile(
        r"\b(?:[Aa]lways|[Nn]ever|[Oo]nly|than|[Mm]ost|[Ll]east|fastest|slowest|none|[Ee]xactly"
        r"|[Ee]very\w*|[Aa]ll|[Aa]ny\w*|[Nn]o|best|last)\b"
    ),
}
# The release the guide is about, and the one it warns of: names where they stand in a sentence, not figures.
RELEASE_NAMES = re.compile(r"(?<![\d.])1\.0(?:\.0)?(?![\d.]*\d)")


def _without_code_blocks(text: str) -> str:
    """The text with each fenced code block blank: a fence closes only with its own character, at least as long
    (a ````md block may hold ``` fences)."""
    kept, fence = [], None
    for line in text.split("\n"):
        opening = re.match(r"\s*(`{3,}|~{3,})", line)
        if fence is None and opening:
            fence = opening.group(1)
        elif fence is not None:
            if re.fullmatch(rf"\s*{re.escape(fence[0])}{{{len(fence)},}}\s*", line):
                fence = None
        else:
            kept.append(line)
            continue
        kept.append("")
    return "\n".join(kept)


def _units(source: str):
    """The page's prose, unit by unit, each with whether a marker accounts for it: each sentence of a paragraph or
    list item, each table whole (a marker on the line above marks it), each front-matter description. Code,
    headings (a section's name; its sentences say what it holds), boxes' titles and components are left out."""
    front, body = ("", source)
    if source.startswith("---"):
        _, front, body = source.split("---", 2)
    for match in re.finditer(r"(?:^# (?:claim|restates|not-a-claim): .+\n)?^description:(.*)$", front, re.M):
        yield match.group(1), match.group(0).startswith("#")
    body = _without_code_blocks(body)
    blocks = re.split(r"\n\s*\n", body)
    for previous, block in zip([""] + blocks, blocks):
        text = block.strip()
        if not text or text.startswith(("import ", "#", ":::", "<")) or ACCOUNTED.fullmatch(text):
            continue
        if text.startswith("|"):
            yield text, bool(ACCOUNTED.search(text) or ACCOUNTED.fullmatch(previous.strip().split("\n")[-1].strip()))
            continue
        for item in re.split(r"\n(?=\s*(?:[-*]|\d+\.)\s)", text):
            item = re.sub(r"^\s*(?:[-*]|\d+\.)\s+", "", item)
            hidden, start = _inline_code_hidden(item), 0
            for end in [*SENTENCE_END.finditer(hidden), None]:
                stop = (end.start() + (1 if hidden[end.start()] in ".!?" else 0)) if end else len(item)
                yield item[start:stop], bool(ACCOUNTED.search(item[start:stop]))
                start = end.end() if end else len(item)


def unaccounted_sentences(source: str, edition: str) -> list[str]:
    """The sentences with a figure or an absolute word that no marker accounts for."""
    found = []
    for unit, accounted in _units(source):
        sentence = re.sub(r"\s+", " ", unit).strip()
        read = RELEASE_NAMES.sub(" ", NOT_READ.sub(" ", sentence))
        if sentence and not accounted and (FIGURE.search(read) or ABSOLUTES[edition].search(read)):
            found.append(sentence)
    return found
