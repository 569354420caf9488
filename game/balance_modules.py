"""The Long Night modules in the ``balance`` report: how the bots play each module.

Two kinds of rate, read from the legal actions and the events of a game:

* **choices** — for each module turn action (calm an unruly helpless survivor, put a die on
  the Raxxon card, attack a special zombie, use a side effect, attack a bandit, attack or
  search the Hideout, take a stockpile card): the turn decisions that offered it and how
  often the bot chose it there;
* **events** — per game: progress markers placed and improvements completed
  (Improvements); codes matched, containment votes passed, experiments released, special
  zombies placed and killed (Raxxon); unruly tokens made and calmed, traps placed and
  exploded, despair tokens added and removed (the Long Night's own rules).

Both are plain counters (they cross process boundaries); :func:`module_lines` prints them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# turn action type -> report name (the Hideout's two modes are split by ``mode``)
CHOICES = {
    "calm_unruly": "calm unruly",
    "containment": "die on Raxxon card",
    "attack_special": "attack special zombie",
    "use_side_effect": "use side effect",
    "attack_bandit": "attack a bandit",
    "hideout:attack": "attack Hideout",
    "hideout:search": "search Hideout",
    "take_stockpile": "take stockpile card",
}

# event -> (counter, how much it adds)
EVENTS: dict[str, tuple[str, str | None]] = {
    "ProgressAdded": ("progress markers", "count"),
    "ImprovementCompleted": ("improvements completed", None),
    "ContainmentDiePlaced": ("dice on the Raxxon card", None),
    "ExperimentContained": ("experiments contained", None),
    "ReleaseStarted": ("experiments released", None),
    "SpecialZombiePlaced": ("special zombies placed", None),
    "SpecialZombieKilled": ("special zombies killed", None),
    "HelplessMadeUnruly": ("unruly tokens made", "count"),
    "UnrulyCalmed": ("unruly tokens calmed", "count"),
    "TrapPlaced": ("traps placed", None),
    "TrapExploded": ("traps exploded", None),
    "DespairAdded": ("despair tokens added", None),
    "DespairRemoved": ("despair tokens removed", "count"),
}
ORDER = [name for name, _ in EVENTS.values()] + [
    "codes matched",
    "containment votes",
    "containment votes passed",
]


def pct(k: int, n: int) -> float:
    return 100.0 * k / n if n else 0.0


def _kind(a: Any) -> str | None:
    t = a.type
    if t == "hideout":
        return f"hideout:{a.mode}"
    return t if t in CHOICES else None


class ModuleTracker:
    """Counts, for one game, the module choices offered / taken and the module events."""

    def __init__(self) -> None:
        self.choices: dict[str, list[int]] = {}  # kind -> [offered, chosen]
        self.events: dict[str, int] = {}

    def decision(self, legal: Sequence[Any], chosen: Any) -> None:
        if not legal or legal[0].type == "answer":
            return
        kinds = {k for k in (_kind(a) for a in legal) if k is not None}
        for k in kinds:
            self.choices.setdefault(k, [0, 0])[0] += 1
        took = _kind(chosen)
        if took is not None:
            self.choices.setdefault(took, [0, 0])[1] += 1

    def seen(self, events: Sequence[Any]) -> None:
        for e in events:
            hit = EVENTS.get(e.type)
            if hit is not None:
                name, field = hit
                self._add(name, int(e.data.get(field, 1)) if field else 1)
            elif e.type == "ContainmentChecked" and e.data.get("matched"):
                self._add("codes matched", 1)
            elif e.type == "VoteResolved" and e.data.get("purpose") == "containment":
                self._add("containment votes", 1)
                self._add("containment votes passed", int(bool(e.data.get("passed"))))

    def _add(self, name: str, n: int) -> None:
        self.events[name] = self.events.get(name, 0) + n


def module_lines(
    choices: Sequence[dict[str, list[int]]], events: Sequence[dict[str, int]]
) -> list[str]:
    """The report's module part (empty when no game played a module action or event)."""
    games = max(1, len(events))
    ch: dict[str, list[int]] = {}
    for row in choices:
        for k, (offered, chosen) in row.items():
            acc = ch.setdefault(k, [0, 0])
            acc[0] += offered
            acc[1] += chosen
    ev: dict[str, int] = {}
    for row2 in events:
        for k, n in row2.items():
            ev[k] = ev.get(k, 0) + n
    lines: list[str] = []
    if ch:
        lines.append("module choices (chosen: % of the turn decisions that offered it)")
        lines.append(
            f"  {'action':<24} {'offered':>8} {'chosen':>7} {'chosen%':>7} {'per-game':>8}"
        )
        for k, name in CHOICES.items():
            if k in ch:
                offered, chosen = ch[k]
                share = 100.0 * chosen / offered if offered else 0.0
                lines.append(
                    f"  {name:<24} {offered:>8} {chosen:>7} {share:>7.1f} {chosen / games:>8.2f}"
                )
    if ev:
        lines.append("module events (total, per game)")
        for name in ORDER:
            if name in ev:
                lines.append(f"  {name:<28} {ev[name]:>6} {ev[name] / games:>8.2f}")
    return lines


def bandit_lines(outcomes: Sequence[Any]) -> list[str]:
    """What the bandit actions brought, per use (with the Bandits module only)."""
    total: dict[str, list[int]] = {}
    for o in outcomes:
        for kind, row in o.bandit_actions.items():
            acc = total.setdefault(kind, [0] * 6)
            for i, v in enumerate(row):
                acc[i] += v
    if not total:
        return []
    lines = [
        "bandit actions (chosen: % of the turn decisions that offered it; then per use)",
        f"  {'action':<16} {'offered':>7} {'chosen%':>7} {'uses':>5} {'per-game':>8} "
        f"{'wounds%':>8} {'died':>5} {'removed':>7} {'cards':>6}",
    ]
    names = {"bandit": "attack a bandit", "attack": "attack Hideout", "search": "search Hideout"}
    for kind in ("bandit", "attack", "search"):
        offered, n, wounds, died, removed, cards = total.get(kind, [0] * 6)
        if offered or n:
            per = max(1, n)
            lines.append(
                f"  {names[kind]:<16} {offered:>7} {pct(n, offered):>7.1f} {n:>5} "
                f"{n / len(outcomes):>8.2f} {pct(wounds, per):>8.1f} {died:>5} "
                f"{removed / per:>7.2f} {cards / per:>6.2f}"
            )
    return lines


def combination_lines(outcomes: Sequence[Any]) -> list[str]:
    """Colony win per module combination (when the games of a run played more than one)."""
    combos: dict[tuple[str, ...], list[Any]] = {}
    for o in outcomes:
        combos.setdefault(tuple(o.modules), []).append(o)
    if len(combos) < 2:
        return []
    lines = [
        "colony win by module combination",
        f"  {'modules':<36} {'games':>5} {'win%':>6} {'rounds':>6}",
    ]
    for mods, rows in sorted(combos.items()):
        win = 100.0 * sum(1 for o in rows if o.won) / len(rows)
        rnd = sum(o.rounds for o in rows) / len(rows)
        lines.append(f"  {'+'.join(mods) or 'none':<36} {len(rows):>5} {win:>6.1f} {rnd:>6.2f}")
    return lines


__all__ = ["ModuleTracker", "bandit_lines", "combination_lines", "module_lines"]


def _se(p: float, n: int) -> float:
    """One standard error of a rate ``p`` (in %) over ``n`` trials, in points."""
    return 100.0 * ((p / 100.0) * (1 - p / 100.0) / n) ** 0.5 if n else 0.0


def _within(p: float, n: int, band: tuple[float, float]) -> bool:
    se = _se(p, n)
    return band[0] - se <= p <= band[1] + se


def goal_lines(summary: Any, objective_band: Any, secret_band: tuple[float, float]) -> list[str]:
    """Issue 24's goal for one configuration: every main objective in its range and at least
    90% of the secrets dealt 8 or more times in theirs (each range widened by one standard
    error of its own sample); betrayers exiled 20-50% and winning 15-40%; no objective won
    in round 1."""
    objs = summary.objectives
    ok_o = [o for o in objs if _within(o[3], o[2], objective_band(o[1]))]
    r1 = sum(o[5] for o in objs)
    secs = [s for s in summary.secrets if s[2] >= 8]
    ok_s = [s for s in secs if _within(s[3], s[2], secret_band)]
    need = -(-9 * len(secs) // 10)  # 90%, rounded up
    bet = summary.betrayer_games
    ex_ok = not bet or _within(summary.betrayer_exiled, bet, (20.0, 50.0))
    won_ok = not bet or _within(summary.betrayer_won, bet, (15.0, 40.0))
    met = len(ok_o) == len(objs) and len(ok_s) >= need and ex_ok and won_ok and r1 == 0
    out = [
        f"goal (within range by one standard error): objectives {len(ok_o)}/{len(objs)}; "
        f"secrets dealt 8+ times {len(ok_s)}/{len(secs)} (need {need}); round-1 wins {r1}",
    ]
    if bet:
        out.append(
            f"  betrayers exiled {summary.betrayer_exiled:.1f}% "
            f"({'ok' if ex_ok else 'out of 20-50'}), won {summary.betrayer_won:.1f}% "
            f"({'ok' if won_ok else 'out of 15-40'}) of {bet} seats"
        )
    missed = [o[0] for o in objs if o not in ok_o] + [s[0] for s in secs if s not in ok_s]
    if missed:
        out.append("  outside: " + ", ".join(missed))
    out.append(f"  goal {'met' if met else 'not met'}")
    return out
