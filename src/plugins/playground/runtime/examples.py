"""Runs a page's example inside the playground's Pyodide as `python -c` runs it
in CPython: as the module __main__ of its own, with what it prints captured,
and an error reported as CPython's traceback. The page (theme/RunExample)
shows the result.

The interpreter is shared with the page's other boxes, so what an example may
change of it is put back afterwards: __main__, sys.argv, sys.path, the
working folder, the recursion limit and the warnings filters. (An example
that patches a module it imported, hama's among them, changes it until the
page is reloaded; none of the site's examples does.)"""
import io
import json
import os
import sys
import traceback
import types
import warnings


class OutputLimit(BaseException):
    """Stops an example that prints too much. A BaseException, like
    KeyboardInterrupt, so that an example's `except Exception` lets it through."""


class CappedOutput(io.TextIOBase):
    """A text stream that keeps at most `limit` characters, then stops the example."""

    encoding = "utf-8"
    errors = "strict"

    def __init__(self, limit):
        self.parts = []
        self.room = limit
        self.overflowed = False

    def writable(self):
        return True

    def reconfigure(self, **options):
        """What `sys.stdout.reconfigure(encoding='utf-8')` asks is already so: text stays text here."""

    def write(self, text):
        if len(text) > self.room:
            self.parts.append(text[: self.room])
            self.room = 0
            # Kept even if the example catches OutputLimit with a bare `except:`.
            self.overflowed = True
            raise OutputLimit
        self.parts.append(text)
        self.room -= len(text)
        return len(text)

    def text(self):
        return "".join(self.parts)


def run_example(code, max_output):
    stdout = CappedOutput(max_output)
    stderr = CappedOutput(max_output)
    main = types.ModuleType("__main__")
    saved = (sys.stdin, sys.stdout, sys.stderr, sys.modules["__main__"], sys.argv, sys.path[:], os.getcwd(), sys.getrecursionlimit())
    # No one can type into a worker: input() ends at once with EOFError, as with `python -c ... < /dev/null`.
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(""), stdout, stderr
    sys.modules["__main__"], sys.argv = main, ["-c"]
    try:
        with warnings.catch_warnings():
            exec(compile(code, "<string>", "exec"), main.__dict__)
    except OutputLimit:
        pass
    except SystemExit as error:  # the example ends, the worker stays; CPython prints a code that is not a number
        if error.code is not None and not isinstance(error.code, int):
            stderr.parts.append(f"{error.code}\n")
    except BaseException as error:
        # Without this function's own frame, as CPython would print it.
        lines = traceback.format_exception(type(error), error, error.__traceback__.tb_next)
        stderr.parts.append("".join(lines))
    finally:
        sys.stdin, sys.stdout, sys.stderr, sys.modules["__main__"], sys.argv, sys.path[:], cwd, limit = saved
        os.chdir(cwd)
        sys.setrecursionlimit(limit)
    stopped = stdout.overflowed or stderr.overflowed
    return json.dumps({"stdout": stdout.text(), "stderr": stderr.text(), "stopped": stopped}, ensure_ascii=False)
