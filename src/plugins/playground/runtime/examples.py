"""Runs a page's example inside the playground's Pyodide as `python -c` runs it
in CPython: in a fresh __main__, with what it prints captured, and an error
reported as CPython's traceback. The page (theme/RunExample) shows the result."""
import io
import json
import sys
import traceback


class OutputLimit(BaseException):
    """Stops an example that prints too much. A BaseException, like
    KeyboardInterrupt, so that an example's `except Exception` lets it through."""


class CappedOutput(io.TextIOBase):
    """A text stream that keeps at most `limit` characters, then stops the example."""

    def __init__(self, limit):
        self.parts = []
        self.room = limit

    def writable(self):
        return True

    def write(self, text):
        if len(text) > self.room:
            self.parts.append(text[: self.room])
            self.room = 0
            raise OutputLimit
        self.parts.append(text)
        self.room -= len(text)
        return len(text)

    def text(self):
        return "".join(self.parts)


def run_example(code, max_output):
    stdout = CappedOutput(max_output)
    stderr = CappedOutput(max_output)
    streams = sys.stdin, sys.stdout, sys.stderr
    # No one can type into a worker: input() ends at once with EOFError, as with `python -c ... < /dev/null`.
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(""), stdout, stderr
    stopped = False
    try:
        exec(compile(code, "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
    except OutputLimit:
        stopped = True
    except SystemExit as error:  # the example ends, the worker stays; CPython prints a code that is not a number
        if error.code is not None and not isinstance(error.code, int):
            stderr.parts.append(f"{error.code}\n")
    except BaseException as error:
        # Without this function's own frame, as CPython would print it.
        lines = traceback.format_exception(type(error), error, error.__traceback__.tb_next)
        stderr.parts.append("".join(lines))
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
    return json.dumps({"stdout": stdout.text(), "stderr": stderr.text(), "stopped": stopped}, ensure_ascii=False)
