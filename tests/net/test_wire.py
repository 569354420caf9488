"""The wire format and the seat codes (issue 23 items 3 and 7)."""

from __future__ import annotations

import json

import pytest

from game.engine.messages import CardRef, Msg
from game.net import messages as M
from game.net.codes import SPECTATOR, SeatCodes, side_path
from game.net.wire import BadMessage, decode, dumps, encode, parse


def test_engine_texts_cross_the_wire_translatable():
    m = Msg("{player} cannot search: {card}", player="Ana", card=CardRef("i_axe", "Axe"))
    back = decode(json.loads(dumps({"prompt": m, "list": [m, 3]})))
    assert isinstance(back["prompt"], Msg) and back["prompt"].key == m.key
    assert isinstance(back["prompt"].params["card"], CardRef)
    assert back["prompt"].params["card"].card == "i_axe"
    assert str(back["prompt"]) == str(m)
    # a template that looks things up is never formatted
    assert decode({"$msg": "{0.__class__}", "p": {}}) == "{0.__class__}"
    assert decode({"$msg": "{x.__init__}", "p": {"x": 1}}) == "{x.__init__}"
    assert encode({1, 2}) == [1, 2]


def test_client_messages_are_validated():
    assert isinstance(M.client_message({"type": "join", "code": "abc"}), M.Join)
    for bad in (
        {"type": "nope"},
        {"type": "join"},
        {"type": "join", "code": 5},
        {"type": "action", "action": {}, "id": "1"},
        {"type": "ping", "extra": 1},
        {"type": "join", "code": "x" * 65},
    ):
        with pytest.raises(BadMessage):
            M.client_message(bad)
    with pytest.raises(BadMessage, match="too large"):
        parse("{" + " " * 20000 + "}")
    with pytest.raises(BadMessage, match="nested"):
        parse("[" * 40 + "]" * 40)
    with pytest.raises(BadMessage, match="not valid JSON"):
        parse(b"\xff\xfe")


def test_seat_codes_are_hashed_and_kept_beside_the_save(tmp_path):
    codes, plain = SeatCodes.create([0, 2])
    assert set(plain) == {0, 2, SPECTATOR} and len(set(plain.values())) == 3
    assert all(len(c) >= 12 for c in plain.values())
    assert codes.seat_of(plain[2]) == 2 and codes.seat_of(plain[SPECTATOR]) == SPECTATOR
    assert codes.seat_of(plain[2] + "x") is None
    path = side_path(tmp_path / "g.jsonl")
    assert path.name == "g.jsonl.seats"
    codes.save(path)
    assert all(c not in path.read_text() for c in plain.values())
    assert SeatCodes.load(path).seat_of(plain[0]) == 0
    path.write_text("{}")
    with pytest.raises(ValueError):
        SeatCodes.load(path)


def test_deleting_a_hosted_save_removes_its_seat_codes(tmp_path):
    from game.saves.manage import delete_save

    save = tmp_path / "hosted.jsonl"
    save.write_text("{}\n")
    codes, _plain = SeatCodes.create([0])
    codes.save(side_path(save))
    delete_save(save, tmp_path)
    assert not save.exists() and not side_path(save).exists()
