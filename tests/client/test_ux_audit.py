"""``python -m game ux-audit`` (issue 22 item 7), small: a seeded game played through the
table's real input handling (posted events); every action kind it reaches takes at most
two gestures and no list holds more than six entries."""

from __future__ import annotations

from game.devtools.ux_audit import BOARD, KINDS, audit


def test_every_action_takes_at_most_two_gestures_and_lists_hold_six():
    a, cpu = audit(seed=3, turns=2, idle_seconds=0)
    assert set(BOARD) - {"clean_waste"} <= set(a.counts), a.counts  # reached in two turns
    assert not a.failed, a.failed
    assert all(n <= 2 for n in a.counts.values()), a.counts
    # every list the turns offer is looked at (the action bar's, each survivor's, their
    # groups); the hand's cards are dragged (item 1), no list
    assert 0 < a.longest <= 6
    assert all(a.counts[k] == 1 for k in ("to_crisis", "play_card", "equip") if k in a.counts)
    line = a.line(cpu)
    assert line.startswith("ux: clicks move=2 attack=2 ")
    assert all(f"{k}=" in line for k in KINDS) and "; longest-list=" in line
