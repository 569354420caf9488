from __future__ import annotations

from game.client.core.scene import Scene, SceneStack


class Rec(Scene):
    def __init__(self, name: str, log: list, consume: bool = True, transparent: bool = False,
                 update_below: bool = False) -> None:
        super().__init__()
        self.name = name
        self.log = log
        self.consume = consume
        self.transparent = transparent
        self.update_below = update_below

    def enter(self) -> None:
        self.log.append(("enter", self.name))

    def exit(self) -> None:
        self.log.append(("exit", self.name))

    def pause(self) -> None:
        self.log.append(("pause", self.name))

    def resume(self) -> None:
        self.log.append(("resume", self.name))

    def handle(self, event) -> bool:
        self.log.append(("handle", self.name))
        return self.consume

    def update(self, dt: float) -> None:
        self.log.append(("update", self.name))

    def draw(self, surface) -> None:
        self.log.append(("draw", self.name))


def test_push_pop_replace_lifecycle():
    log: list = []
    st = SceneStack()
    a, b, c = Rec("a", log), Rec("b", log), Rec("c", log)
    st.push(a)
    st.push(b)
    assert st.top is b and len(st) == 2
    st.replace(c)
    assert st.top is c
    assert st.pop() is c
    assert st.top is a
    assert log == [("enter", "a"), ("pause", "a"), ("enter", "b"), ("exit", "b"),
                   ("enter", "c"), ("exit", "c"), ("resume", "a")]
    assert c.stack is None and a.stack is st


def test_input_routed_top_down_stops_at_opaque():
    log: list = []
    st = SceneStack()
    st.push(Rec("bottom", log))
    st.push(Rec("middle", log, consume=False))
    st.push(Rec("overlay", log, consume=False, transparent=True))
    log.clear()
    assert st.handle(object()) is False
    # overlay passes through (transparent), middle does not consume and is opaque: stop
    assert log == [("handle", "overlay"), ("handle", "middle")]


def test_consumed_event_stops():
    log: list = []
    st = SceneStack()
    st.push(Rec("bottom", log))
    st.push(Rec("top", log, consume=True, transparent=True))
    log.clear()
    assert st.handle(object()) is True
    assert log == [("handle", "top")]


def test_draw_transparent_over_scene_below():
    log: list = []
    st = SceneStack()
    st.push(Rec("hidden", log))
    st.push(Rec("table", log))
    st.push(Rec("banner", log, transparent=True))
    st.push(Rec("dialog", log, transparent=True))
    log.clear()
    st.draw(None)
    assert log == [("draw", "table"), ("draw", "banner"), ("draw", "dialog")]


def test_update_only_top_unless_update_below():
    log: list = []
    st = SceneStack()
    st.push(Rec("table", log))
    st.push(Rec("pause", log, transparent=True))
    log.clear()
    st.update(0.1)
    assert log == [("update", "pause")]
    st.pop()
    st.push(Rec("banner", log, transparent=True, update_below=True))
    log.clear()
    st.update(0.1)
    assert log == [("update", "table"), ("update", "banner")]


def test_close_and_clear():
    log: list = []
    st = SceneStack()
    a = st.push(Rec("a", log))
    b = st.push(Rec("b", log))
    a.close()  # not on top: no effect
    assert st.top is b
    b.close()
    assert st.top is a
    st.clear()
    assert not st and st.pop() is None
