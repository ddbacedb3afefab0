"""What of PyScript's dist the pages run, and how to keep its plugins off the start path.

PyScript's dist is a few dozen chunks named by content hash; a page runs
only ``core.js``, what it imports statically, and the plugins it does not
switch off. Every plugin (editor, terminal, game, donkey, deprecation
warnings, error banner) is imported on every page unless the config of
*each* interpreter type lists it as ``"!name"``: the ``plugins`` list of our
JSON config covers ``<script type="py">``, but MicroPython's type (``mpy``)
has no config on our pages and would load them all, so the pages carry an
``<mpy-config>`` too (measured: without it seven plugin chunks are fetched).
The ``error`` plugin's chunk is imported even when switched off (to take the
plugin off the page), so it is shipped.

PyScript keeps a cache of packages in IndexedDB (its ``IDBMap``, and the
``IDBMapSync`` over it) and opens it on every start, needed or not, as it
opens one for its file-system handles when its core is imported. Where the
browser refuses IndexedDB (a board in another site's iframe with third-party
storage blocked, a private window, privacy settings) the start would stop
there for good: ``storage_proof`` makes a refused database an empty map kept in
memory, and drops the handler that re-dispatched the error event (itself an
uncaught error).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

_STATIC_IMPORT = re.compile(r"""(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\./[^"']+)["']""")
_PLUGIN = re.compile(r"""["']?([\w-]+)["']?\]?\s*:\s*\(\)\s*=>\s*import\(""")


def plugin_names(core: Path) -> list[str]:
    """The plugins PyScript would load (from its own ``src/plugins.js``)."""
    text = (core / "src" / "plugins.js").read_text()
    return sorted(set(_PLUGIN.findall(text)))


def plugins_off(core: Path) -> list[str]:
    """The config's ``plugins`` list that switches every plugin off."""
    return [f"!{name}" for name in plugin_names(core)]


def mpy_config(core: Path) -> str:
    """The ``<mpy-config>`` element that keeps the plugins off for MicroPython's type too (never shown)."""
    return f'<mpy-config hidden>{json.dumps({"plugins": plugins_off(core)})}</mpy-config>'


def chunks(dist_dir: Path) -> list[str]:
    """The files of PyScript's dist a page runs: ``core.js``, its static imports, and the error plugin's."""
    names = {p.name for p in dist_dir.iterdir()}
    todo = ["core.js"] + [n for n in names if n.startswith("error-") and n.endswith(".js")]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for ref in _STATIC_IMPORT.findall((dist_dir / name).read_text()):
            target = ref[2:]
            if target in names:
                todo.append(target)
    return sorted(seen)


# (what PyScript's minified core says, what it says instead, how many times: the worker's copy of IDBMapSync too)
STORAGE_PROOF = (
    # IDBMap: the request's error handler re-dispatched the event being dispatched (an uncaught InvalidStateError).
    ("onerror(e){n(e),this.dispatchEvent(e)}", "onerror(e){n(e)}", 1),
    # IDBMap: a database that cannot be opened is a refusal its methods report, never an unhandled rejection.
    ("return e})}dispatchEvent(e){", "return e}),this.#e.catch(()=>{})}dispatchEvent(e){", 1),
    # IDBMapSync: a database it cannot read leaves it a plain Map, its writes kept in memory only.
    ("this.#o=this.#s.entries().then(e=>{for(const[t,n]of e)super.set(t,n)})}",
     "this.#o=this.#s.entries().then(e=>{for(const[t,n]of e)super.set(t,n)}).catch(()=>{this.#s=null})}", 2),
    ("await this.#s.close()", "await this.#s?.close()", 2),
    ("()=>this.#s.clear()", "()=>this.#s?.clear()", 2),
    ("()=>this.#s.delete(e)", "()=>this.#s?.delete(e)", 2),
    ("()=>this.#s.set(e,t)", "()=>this.#s?.set(e,t)", 2),
)


def storage_proof(core_js: str) -> str:
    """PyScript's core (``core-*.js``) starting where IndexedDB is refused (see the module's docstring)."""
    for old, new, count in STORAGE_PROOF:
        assert core_js.count(old) == count, f"PyScript's core changed: find how its IDBMap opens IndexedDB ({old})"
        core_js = core_js.replace(old, new)
    return core_js
