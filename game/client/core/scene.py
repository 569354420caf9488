"""Scene base class and the scene stack (Tuxemon-style state stack).

* ``handle(event) -> bool``: True when the scene consumed the event.  Input is routed
  top-down: the top scene sees it first; an unconsumed event goes to the scene below only
  while the top scene is ``transparent`` (an overlay that lets clicks through is rare, so
  overlays normally consume everything by returning True).
* ``update(dt)``: only the top scene updates, plus the scenes below a transparent one
  when ``update_below`` is set (so an animation on the table keeps running under a banner).
* ``draw(surface)``: the stack draws from the lowest scene that is covered only by
  transparent scenes, upwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame


class Scene:
    """A screen or overlay.  Override what you need."""

    transparent: bool = False  # draw the scene below first (overlays, banners, dialogs)
    update_below: bool = False  # keep updating the scene below while on top
    covers_screen: bool = False  # draws every pixel itself (the app skips its clear)
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

    def retranslate(self) -> None:
        """The interface language changed: texts kept from before must be made again
        (most scenes translate when they draw and need nothing here)."""

    # helpers -----------------------------------------------------------------
    def close(self) -> None:
        """Pop this scene if it is on top."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()


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

    def update(self, dt: float) -> None:
        if not self._scenes:
            return
        active = [self._scenes[-1]]
        i = len(self._scenes) - 1
        while i > 0 and self._scenes[i].transparent and self._scenes[i].update_below:
            i -= 1
            active.append(self._scenes[i])
        for scene in reversed(active):
            scene.update(dt)

    def visible(self) -> list[Scene]:
        """Scenes drawn this frame, bottom first."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
