"""Issue 23 item 5: hostile input over the wire -- every message refused with a reason and
the game unchanged; the size and rate limits; never pickle or eval."""

from __future__ import annotations

import json
import random
from pathlib import Path

from websockets.sync.client import connect

from game.net.host import Limits
from game.net.remote import _DIRECT
from tests.net.conftest import config

FUZZ = 10_000


def _junk(rng: random.Random, seat: int, other: int, legal: list[dict]) -> str | bytes:
    """One hostile message (a valid action of the seat itself is never among them)."""
    kind = rng.randrange(12)
    if kind == 0:  # garbage bytes
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    if kind == 1:  # not JSON
        return "".join(
            rng.choice("{}[]:,\"'\\ abc01\u00e9\u2603") for _ in range(rng.randrange(1, 80))
        )
    if kind == 2:  # JSON, not an object
        return json.dumps(rng.choice([1, "x", None, [1, 2], True, 3.5, []]))
    if kind == 3:  # unknown type
        return json.dumps(
            {
                "type": rng.choice(
                    ["hello", "eval", "pickle", "", "JOIN", 5, None, "state", "error"]
                ),
                "x": 1,
            }
        )
    if kind == 4:  # wrong field types
        return json.dumps(
            {
                "type": "action",
                "action": rng.choice([1, "a", [], None]),
                "id": rng.choice(["1", -1, 2.5, None, True]),
            }
        )
    if kind == 5:  # extra fields
        return json.dumps({"type": "ping", "evil": "__import__('os')"})
    if kind == 6:  # another seat's action
        a = dict(rng.choice(legal)) if legal else {"type": "end_turn"}
        a["actor"] = other
        return json.dumps({"type": "action", "action": a, "id": rng.randrange(10**6)})
    if kind == 7:  # oversized
        return json.dumps(
            {
                "type": "action",
                "action": {
                    "type": "end_turn",
                    "actor": seat,
                    "pad": "x" * rng.randrange(17_000, 200_000),
                },
            }
        )
    if kind == 8:  # deeply nested
        depth = rng.randrange(20, 3000)
        return '{"type":"action","action":' + "[" * depth + "]" * depth + "}"
    if kind == 9:  # an action that names nothing real, for this seat
        return json.dumps(
            {
                "type": "action",
                "action": {
                    "type": rng.choice(["move", "attack", "search", "play_card", "answer"]),
                    "actor": seat,
                    "survivor": "s_nobody",
                    "to": "../../etc",
                    "die": 99,
                    "key": "x" * 300,
                },
            }
        )
    if kind == 10:  # a pickle, a Python expression
        return rng.choice(
            [
                b"\x80\x04\x95\x05\x00\x00\x00\x00\x00\x00\x00N.",
                "__import__('os').system('true')",
                json.dumps({"type": "join", "code": {"$msg": "{0.__class__}"}}),
            ]
        )
    return json.dumps(
        {
            "type": "join",
            "code": "".join(rng.choice("abcXYZ-_019") for _ in range(rng.randrange(1, 20))),
        }
    )


def test_ten_thousand_hostile_messages_are_refused_game_unchanged(host):
    h = host(config("ABC", seed=4), Limits(rate=1e9, burst=1e9))  # nobody moves but us
    before = h.hash()
    n_before = h.call(lambda: len(h.game.session.log))
    rng = random.Random(23)
    with connect(h.url, max_size=None, **_DIRECT) as ws:
        ws.send(json.dumps({"type": "join", "code": h.codes[2]}))
        assert json.loads(ws.recv(10))["type"] == "welcome"
        state = json.loads(ws.recv(10))
        legal = state.get("legal") or []
        assert json.loads(ws.recv(10))["type"] == "seats"  # seat 3 is connected now
        refused = 0
        for _ in range(FUZZ):
            msg = _junk(rng, 2, 0, legal)
            if isinstance(msg, str) and '"type": "join"' in msg:
                continue  # a wrong join is refused too, but it would re-join on a hit
            ws.send(msg)
            answer = json.loads(ws.recv(10))
            assert answer["type"] == "error", (msg[:200], answer)
            assert answer["reason"]
            refused += 1
        assert refused > FUZZ * 0.85
    # joins with wrong codes on a fresh connection
    with connect(h.url, **_DIRECT) as ws:
        for _ in range(300):
            ws.send(
                json.dumps(
                    {"type": "join", "code": "".join(rng.choice("abcXYZ-_019") for _ in range(12))}
                )
            )
            assert json.loads(ws.recv(10)) == {"type": "error", "reason": "wrong code"}
        ws.send(json.dumps({"type": "action", "action": {"type": "end_turn", "actor": 0}}))
        assert "join first" in json.loads(ws.recv(10))["reason"]
    assert h.hash() == before
    assert h.call(lambda: len(h.game.session.log)) == n_before


def test_illegal_action_gets_the_engines_reason(host):
    h = host(config("AB", seed=5), Limits(rate=1e9, burst=1e9))
    before = h.hash()
    with connect(h.url, **_DIRECT) as ws:
        ws.send(json.dumps({"type": "join", "code": h.codes[0]}))
        ws.recv(10)
        state = json.loads(ws.recv(10))
        assert json.loads(ws.recv(10))["type"] == "seats"
        to_move = state["view"]["decision"]["player"]
        if to_move != 0:
            ws.send(
                json.dumps({"type": "action", "action": {"type": "end_turn", "actor": 0}, "id": 7})
            )
            assert json.loads(ws.recv(10)) == {
                "type": "error",
                "ack": 7,
                "reason": "it is not your turn to decide",
            }
        else:  # the draft: a turn action is refused by the engine with its reason
            ws.send(
                json.dumps({"type": "action", "action": {"type": "end_turn", "actor": 0}, "id": 8})
            )
            answer = json.loads(ws.recv(10))
            assert answer["type"] == "error" and answer["ack"] == 8 and answer["reason"]
            assert "message" in answer
    assert h.hash() == before


def test_rate_limit_refuses_a_flood(host):
    h = host(config("AB", seed=5), Limits(rate=5, burst=10))
    with connect(h.url, **_DIRECT) as ws:
        for i in range(40):
            ws.send(json.dumps({"type": "ping", "id": i}))
        answers = [json.loads(ws.recv(10)) for _ in range(40)]
    pongs = [a for a in answers if a["type"] == "pong"]
    slow = [a for a in answers if a["type"] == "error"]
    assert 10 <= len(pongs) < 40 and slow
    assert "too many messages" in slow[0]["reason"]


def test_no_pickle_or_eval_in_the_network_code():
    root = Path(__file__).resolve().parents[2] / "game" / "net"
    for path in root.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for word in ("import pickle", "pickle.", "eval(", "exec(", "marshal", "shelve"):
            assert word not in text, (path.name, word)


def test_a_connection_that_never_joins_is_closed(host, monkeypatch):
    from websockets.exceptions import ConnectionClosed

    from game.net import server

    monkeypatch.setattr(server, "JOIN_TIMEOUT", 0.3)
    h = host(config("AB", seed=5))
    with connect(h.url, **_DIRECT) as ws:
        ws.send(json.dumps({"type": "ping", "id": 1}))
        assert json.loads(ws.recv(10))["type"] == "pong"
        try:
            ws.recv(10)
        except ConnectionClosed as exc:
            assert exc.rcvd is not None and exc.rcvd.code == 1008
        else:
            raise AssertionError("an idle connection stayed open")


def test_the_host_refuses_connections_past_its_limit(host, monkeypatch):
    from websockets.exceptions import ConnectionClosed

    from game.net import server

    monkeypatch.setattr(server, "MAX_CONNECTIONS", 1)
    h = host(config("AB", seed=5))
    with connect(h.url, **_DIRECT) as first:
        first.send(json.dumps({"type": "join", "code": h.codes[0]}))
        assert json.loads(first.recv(10))["type"] == "welcome"
        with connect(h.url, **_DIRECT) as second:
            try:
                second.recv(10)
            except ConnectionClosed as exc:
                assert exc.rcvd is not None and exc.rcvd.code == 1013
            else:
                raise AssertionError("a connection past the limit was served")
