"""The standard library the site ships: Pyodide's ``python_stdlib.zip``, trimmed and stored.

npm's zip is deflated, so no server's brotli or gzip can shrink it on the
wire (4.0 MB → 3.9 MB). The build writes it **stored**, so they can, and:

* modules imported at start-up get an unchecked hash-based ``.pyc``
  (compiled by Pyodide's own Python under Node) *instead of* their source:
  zipimport loads a sourceless ``.pyc`` as it is;
* packages and modules no page can import are left out (``DROP``): what
  the engine, ``web/`` and PyScript's and Pyodide's Python import stays, and
  so does every package they might import lazily (``asyncio``,
  ``concurrent``, ``json``, ``urllib``, ``zipfile``, ``tarfile``,
  ``argparse`` for the engine's command line…). Gone are, among others, the
  mail and HTTP packages (only ``urllib.request`` would want them), ctypes,
  and the pure-Python ``datetime`` (Pyodide has the C one). The tests that
  run in Pyodide under Node (``tests/test_pyodide.py``) use npm's zip.
* of the ``encodings`` package only the codecs Python can be asked for by
  this code (UTF-8/16/32, Latin-1, ASCII, cp437 for zip names, the escape
  and IDNA codecs); the hundred charmap tables go.
"""

from __future__ import annotations

# Top-level packages and modules of the standard library nothing on the pages imports.
DROP = (
    "_pyrepl", "pydoc_data", "unittest", "xml", "xmlrpc", "multiprocessing", "idlelib", "tkinter", "turtledemo",
    "lib2to3", "ensurepip", "venv", "curses", "dbm", "sqlite3", "wsgiref", "test", "email", "http", "ctypes",
    "_pydatetime.py", "difflib.py", "optparse.py", "configparser.py", "bdb.py", "plistlib.py",
    "pdb.py", "pydoc.py", "doctest.py", "mailbox.py", "imaplib.py", "smtplib.py", "poplib.py", "ftplib.py",
    "nntplib.py", "telnetlib.py", "turtle.py", "pickletools.py", "_pyio.py",
    "tabnanny.py", "trace.py", "cProfile.py", "profile.py", "pstats.py", "timeit.py", "webbrowser.py",
    "mimetypes.py", "imghdr.py", "sndhdr.py", "mailcap.py", "cgi.py", "cgitb.py", "pty.py", "tty.py",
)

# The codecs kept in ``encodings`` (besides the package's own modules).
CODECS = (
    "__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_be", "utf_16_le",
    "utf_32", "utf_32_be", "utf_32_le", "cp437", "idna", "punycode", "raw_unicode_escape", "unicode_escape",
    "charmap", "base64_codec", "hex_codec",
)


def keep(name: str) -> bool:
    """Whether a member of Pyodide's ``python_stdlib.zip`` is shipped."""
    top, _, rest = name.partition("/")
    if top in DROP:
        return False
    if top == "encodings" and rest:
        stem = rest.rsplit(".", 1)[0]
        return stem in CODECS
    return True
