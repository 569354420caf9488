"""Registry of named card handlers (``{op = "handler", name = "..."}``).

A pack may name a behaviour that cannot be expressed in the effect language.  The pack
validator only accepts handler names listed here; the engine registers the behaviour
itself (``register(name, description)`` at import time of ``game.engine.effects``) and keeps
its own name -> callable table.  This module holds names and one-line descriptions only,
so the content layer never depends on engine code.

The registry starts empty.  :func:`registered` first imports :data:`ENGINE_MODULE` (if it
exists) so that a ``content check`` run without the engine loaded still sees every handler
the engine provides.
"""

from __future__ import annotations

import importlib

# The engine module whose import registers the engine's handlers.
ENGINE_MODULE = "game.engine.effects"

HANDLERS: dict[str, str] = {}

_autoloaded = False
# Why importing ENGINE_MODULE failed (None: it worked or does not exist).  Reported by the
# validator next to "unknown handler" errors instead of crashing the loader.
autoload_error: str | None = None


def register(name: str, description: str) -> None:
    """Declare a handler name.  Registering the same name again replaces its description."""
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a handler name must be a non-empty string")
    if name != name.strip():
        raise ValueError(f"handler name {name!r} has leading or trailing spaces")
    HANDLERS[name] = description


def unregister(name: str) -> None:
    """Remove a handler name (tests); unknown names are ignored."""
    HANDLERS.pop(name, None)


def _autoload() -> None:
    global _autoloaded, autoload_error
    if _autoloaded:
        return
    _autoloaded = True
    try:
        importlib.import_module(ENGINE_MODULE)
    except ModuleNotFoundError as exc:
        # The engine module does not exist (yet): nothing to register.
        if exc.name not in (ENGINE_MODULE, ENGINE_MODULE.rsplit(".", 1)[0]):
            autoload_error = f"{type(exc).__name__}: {exc}"
    except Exception as exc:  # a broken engine must not crash pack loading
        autoload_error = f"{type(exc).__name__}: {exc}"


def registered() -> dict[str, str]:
    """A copy of the registry (name -> description), engine handlers included."""
    _autoload()
    return dict(HANDLERS)


def is_registered(name: str) -> bool:
    _autoload()
    return name in HANDLERS
