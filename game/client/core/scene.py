"""Scene base class and the scene stack (Tuxemon-style state stack).

* ``handle(event) -> bool``: True when the scene consumed the event.  Input is routed
  top-down: the top scene sees it first; an unconsumed event goes to the scene below only
  while the top scene is ``transparent`` (an overlay that lets clicks through is rare, so
  overlays normally consume everything by returning True).
* ``update(dt)``: only the top scene updates, plus the scenes below a transparent one
  when ``update_below`` is set (so an animation on the table keeps running under a banner).
* ``draw(surface)``: the stack draws from the lowest scene that is covered only by
  transparent scenes, upwards.
* ``animating() -> bool`` / ``redraw_in() -> float | None``: whether an updated scene moves
  by itself (every frame) or when its picture changes next; the app's real loop draws
  nothing while no scene moves and no event comes (``App.loop``).

Scenes know each other by name, never by import: a scene class registers itself with
``@scene("title")`` (or ``register_scene``) when its module is imported
(``game.client.scenes`` imports every scene module; ``game.client.boot.load()`` imports it),
and a scene that opens another asks for it by name:
``app.stack.push(make_scene("gameover", app, table))``.  A way in that does more than make a
scene (open a save on the table, or tell why it cannot be opened) registers with
``@opener("open_save")`` and is run with ``open_by_name("open_save", app, path)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import pygame


class Scene:
    """A screen or overlay.  Override what you need."""

    transparent: bool = False  # draw the scene below first (overlays, banners, dialogs)
    update_below: bool = False  # keep updating the scene below while on top
    covers_screen: bool = False  # draws every pixel itself (the app skips its clear)
    # the largest interface scale (Settings, 90-150 %) this scene's layout holds: while it
    # is visible, ``App.scale`` uses at most this (``App.ui_scale``); never below 1.0
    max_ui_scale: float = 1.5
    name: str = "scene"

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    # lifecycle ---------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (or became the replacement)."""

    def exit(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # frame -------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def animating(self) -> bool:
        """True while something on this scene moves by itself (a tween, the director, dice,
        falling snow): the real loop draws every frame while an updated scene says so.
        The default: nothing moves -- the picture changes on input only, or when the
        scene stack, the toasts or the window change (the app sees those itself); a scene
        whose picture changes otherwise calls ``app.invalidate()``."""
        return False

    def redraw_in(self) -> float | None:
        """Seconds until this scene's picture changes by itself (0: every frame, while
        ``animating``; a caret's next blink), None: not by itself.  The real loop rests,
        drawing nothing, while every updated scene says None."""
        return 0.0 if self.animating() else None

    def retranslate(self) -> None:
        """The interface language changed: texts kept from before must be made again
        (most scenes translate when they draw and need nothing here)."""

    # helpers -----------------------------------------------------------------
    def close(self) -> None:
        """Pop this scene if it is on top."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()


SceneMaker = Callable[..., "Scene"]
_T = TypeVar("_T")

_SCENES: dict[str, SceneMaker] = {}
_OPENERS: dict[str, Callable[..., Any]] = {}


def register_scene(name: str, maker: SceneMaker) -> None:
    """``maker(*args)`` makes the scene called ``name`` (a Scene class, or a function that
    returns one); registering a name again replaces it."""
    _SCENES[name] = maker


def scene(name: str) -> Callable[[_T], _T]:
    """Class decorator: register the scene class under ``name``."""
    def register(cls: _T) -> _T:
        register_scene(name, cls)  # type: ignore[arg-type]
        return cls
    return register


def make_scene(name: str, *args: Any, **kwargs: Any) -> Scene:
    """A new scene of the one registered as ``name`` (not yet on the stack)."""
    try:
        maker = _SCENES[name]
    except KeyError:
        raise LookupError(f"no scene registered as {name!r} (game.client.boot.load() "
                          "registers them)") from None
    return maker(*args, **kwargs)


def is_scene(obj: object, name: str) -> bool:
    """Is ``obj`` a scene of the class registered as ``name``?"""
    maker = _SCENES.get(name)
    return isinstance(maker, type) and isinstance(obj, maker)


def registered_scenes() -> tuple[str, ...]:
    return tuple(_SCENES)


def register_opener(name: str, fn: Callable[..., Any]) -> None:
    """``fn(app, *args)`` opens something by name (e.g. a save on the table, telling why
    when it cannot); registering a name again replaces it."""
    _OPENERS[name] = fn


def opener(name: str) -> Callable[[_T], _T]:
    """Function decorator: register the function as the opener ``name``."""
    def register(fn: _T) -> _T:
        register_opener(name, fn)  # type: ignore[arg-type]
        return fn
    return register


def open_by_name(name: str, *args: Any, **kwargs: Any) -> Any:
    """Run the opener registered as ``name`` with ``args`` (the app first); its answer."""
    try:
        fn = _OPENERS[name]
    except KeyError:
        raise LookupError(f"nothing registered to open {name!r} (game.client.boot.load() "
                          "registers it)") from None
    return fn(*args, **kwargs)


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    # inspection --------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        return bool(self._scenes)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    # changes -----------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.stack = self
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        scene.stack = None
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed/paused)."""
        if self._scenes:
            old = self._scenes.pop()
            old.exit()
            old.stack = None
        self._scenes.append(scene)
        scene.stack = self
        scene.enter()
        return scene

    def clear(self) -> None:
        while self._scenes:
            scene = self._scenes.pop()
            scene.exit()
            scene.stack = None

    def reset(self, scene: Scene) -> Scene:
        """Clear everything and start again from ``scene``."""
        self.clear()
        return self.push(scene)

    def retranslate(self) -> None:
        """Every open scene in the language just chosen (Settings -> Language)."""
        for scene in list(self._scenes):
            scene.retranslate()

    # frame -------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        for scene in reversed(list(self._scenes)):
            if scene.handle(event):
                return True
            if not scene.transparent:
                return False
        return False

    def active(self) -> list[Scene]:
        """The scenes updated each frame, bottom first: the top one, and the ones below
        it that a transparent ``update_below`` scene keeps running."""
        if not self._scenes:
            return []
        active = [self._scenes[-1]]
        i = len(self._scenes) - 1
        while i > 0 and self._scenes[i].transparent and self._scenes[i].update_below:
            i -= 1
            active.append(self._scenes[i])
        return active[::-1]

    def update(self, dt: float) -> None:
        for scene in self.active():
            scene.update(dt)

    def redraw_in(self) -> float | None:
        """The soonest ``redraw_in`` of the updated scenes (None: none changes by itself;
        a scene that is not updated cannot move)."""
        due = [r for r in (s.redraw_in() for s in self.active()) if r is not None]
        return min(due) if due else None

    def visible(self) -> list[Scene]:
        """Scenes drawn this frame, bottom first."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
