from __future__ import annotations

import pytest

from game.client.core.director import Director
from game.client.core.tween import Call, Parallel, Sequence, Tween, Wait, out_back, out_bounce


def test_tween_reaches_end_exactly_and_returns_leftover():
    vals: list[float] = []
    t = Tween(vals.append, 0.0, 10.0, 1.0, "linear")
    assert t.update(0.25) == 0.0
    assert vals[-1] == pytest.approx(2.5)
    left = t.update(1.0)
    assert t.done and vals[-1] == 10.0
    assert left == pytest.approx(0.25)


def test_tween_tuple_and_delay():
    vals: list = []
    t = Tween(vals.append, (0.0, 0.0), (10.0, 20.0), 1.0, "linear", delay=0.5)
    t.update(0.4)
    assert vals == []
    t.update(0.2)  # 0.1 s into the tween
    assert vals[-1] == pytest.approx((1.0, 2.0))


def test_easings_endpoints():
    for f in (out_back, out_bounce):
        assert f(0.0) == pytest.approx(0.0, abs=1e-9)
        assert f(1.0) == pytest.approx(1.0)


def test_sequence_carries_leftover_time():
    log: list = []
    seq = Sequence([Wait(0.3), Call(lambda: log.append("a")), Wait(0.3),
                    Call(lambda: log.append("b"))])
    seq.update(0.35)
    assert log == ["a"]
    seq.update(0.3)
    assert log == ["a", "b"] and seq.done


def test_big_dt_equals_many_small_steps():
    a: list = []
    b: list = []
    s1 = Sequence([Tween(a.append, 0.0, 1.0, 0.5, "in_out_quad"),
                   Tween(a.append, 1.0, 3.0, 0.5, "linear")])
    s2 = Sequence([Tween(b.append, 0.0, 1.0, 0.5, "in_out_quad"),
                   Tween(b.append, 1.0, 3.0, 0.5, "linear")])
    s1.update(0.75)
    for _ in range(75):
        s2.update(0.01)
    assert a[-1] == pytest.approx(b[-1])


def test_parallel_done_when_all_done():
    p = Parallel([Wait(0.2), Wait(0.5)])
    p.update(0.3)
    assert not p.done
    left = p.update(0.3)
    assert p.done and left == pytest.approx(0.1)


def test_director_busy_idle_and_order():
    d = Director()
    log: list = []
    d.add(Sequence([Wait(0.5), Call(lambda: log.append(1))]))
    d.add(Sequence([Wait(0.5), Call(lambda: log.append(2))]))
    assert d.busy and len(d) == 2
    d.update(0.6)
    assert log == [1] and d.busy
    d.update(0.6)
    assert log == [1, 2] and d.idle and d.played == 2


def test_director_speed_scales_time():
    d = Director(speed=2.0)
    d.add(Wait(1.0))
    d.update(0.4)
    assert d.busy
    d.update(0.1)
    assert d.idle


def test_director_fast_forward_applies_end_states():
    d = Director()
    box = {"x": 0.0}
    d.add(Tween(lambda v: box.__setitem__("x", v), 0.0, 100.0, 3.0))
    d.add(Call(lambda: box.__setitem__("done", True)))
    d.update(0.1)
    d.finish_all()
    assert box["x"] == 100.0 and box["done"] and d.idle


def test_director_speed_zero_is_instant_and_when_idle():
    d = Director(speed=0.0)
    hit: list = []
    d.add(Wait(5.0))
    assert d.idle
    d.when_idle(lambda: hit.append("now"))
    assert hit == ["now"]
    d2 = Director()
    d2.add(Wait(1.0))
    d2.when_idle(lambda: hit.append("later"))
    d2.update(0.5)
    assert hit == ["now"]
    d2.update(0.6)
    assert hit == ["now", "later"]


def test_zero_length_steps_run_in_same_frame():
    d = Director()
    log: list = []
    d.add(Call(lambda: log.append("a")))
    d.add(Call(lambda: log.append("b")))
    d.add(Wait(1.0))
    d.update(0.0)
    assert log == ["a", "b"] and d.busy
