"""``events.make`` and ``events.redact`` build events without pydantic's generic
``model_construct`` loop (a save's replay makes thousands of them).  What they build must be
what ``Event.model_construct`` builds: the same fields in the same order, the same
``model_fields_set``, no extra or private parts -- so events compare, dump, pickle and copy
as before."""

from __future__ import annotations

import copy
import pickle

import pytest
from pydantic import ValidationError

from game.engine.events import Event, make, redact


def _parts(ev: Event) -> tuple:
    return (type(ev), list(vars(ev).items()), ev.model_fields_set, ev.__pydantic_extra__,
            ev.__pydantic_private__)


CASES = [
    ("TurnStarted", {"player": 1, "round": 2}, None, None),
    ("CardStolen", {"from": 0, "to": 2}, (0, 2), {"card": "axe#1"}),
    ("WasteCleaned", None, None, None),
    ("SearchDrew", {}, (3,), {"card": "can#2"}),
]


@pytest.mark.parametrize(("type_", "data", "to", "secret"), CASES)
def test_make_builds_what_model_construct_builds(type_, data, to, secret) -> None:
    fast = make(type_, data, to=to, secret=secret)
    slow = Event.model_construct(type=type_, data=data or {}, visible_to=to, secret=secret)
    assert _parts(fast) == _parts(slow)
    assert fast == slow
    assert fast.model_dump() == slow.model_dump()
    assert fast.model_dump_json() == slow.model_dump_json()
    assert pickle.loads(pickle.dumps(fast)) == slow
    assert copy.deepcopy(fast) == slow
    assert fast.model_copy(update={"type": "TurnEnded"}).type == "TurnEnded"
    with pytest.raises(ValidationError, match="frozen"):  # frozen, like every event
        fast.type = "TurnEnded"  # type: ignore[misc]


def test_each_event_has_its_own_fields_set() -> None:
    a, b = make("TurnStarted", {"player": 0}), make("TurnStarted", {"player": 0})
    assert a.model_fields_set == b.model_fields_set
    assert a.model_fields_set is not b.model_fields_set


@pytest.mark.parametrize(("type_", "data", "to", "secret"), CASES)
def test_redact_builds_what_model_construct_builds(type_, data, to, secret) -> None:
    ev = make(type_, data, to=to, secret=secret)
    for viewer in (None, 0, 1, 2, 3):
        got = redact(ev, viewer)
        sees = secret is None or (viewer is not None and to is not None and viewer in to)
        want = ev if sees else Event.model_construct(
            type=ev.type, data=ev.data, visible_to=ev.visible_to, secret=None)
        assert _parts(got) == _parts(want)
        assert (got is ev) == sees


def test_unknown_event_type_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown event type"):
        make("NoSuchEvent", {})
