"""The bots play the Long Night modules (issue 24): with the real Long Night pack, the normal
bot reads the module quantities of its main objective from its view and acts on them --
it searches the Hideout while the stockpile is too big (BAND-13, Drive Them Off), attacks
bandits while too many stand (BAND-08), calms an unruly token (LN-12, Quiet Hearts), puts
progress markers where they complete an improvement (IMPR-03/04, Built to Last), prefers
traps while the objective wants one (LN-14, Mined Approaches), votes containment on the
merits (RAX-10/11) and counts despair as wounds (LN-10).  And in whole games every module
action is taken."""

from __future__ import annotations

from typing import Any

from game.balance import Task, config_for, content_for
from game.balance_modules import ModuleTracker
from game.bots import HeuristicBot, make_bot
from game.bots.heuristic.context import _Ctx, _Memory
from game.bots.heuristic_ln import _progress_value, ln_op_value
from game.content import schema as S
from game.engine import apply, legal_actions, new_game, player_view
from game.engine.state import COLONY

ALL = frozenset({"improvements", "bandits", "raxxon"})
LN = content_for(None, "ln")


def started(objective: str, modules: frozenset[str] = ALL, seed: int = 3) -> Any:
    """A 4-player Long Night game with ``objective``, at the first turn decision (the bots
    draft); no crossroads and no crisis, so the test's set-up decides."""
    task = Task(0, seed, 4, frozenset(), objective, ("normal",) * 4, None, 4, "ln", modules)
    s = new_game(config_for(task), LN)
    bots = [make_bot("normal", f"t{i}", LN, state_source=lambda: s) for i in range(4)]
    while s.pending["kind"] != "turn":
        legal = legal_actions(s)
        apply(s, bots[legal[0].actor].choose(legal, player_view(s, legal[0].actor)))
    s.held = None
    s.crossroads_deck = []
    s.crisis = None
    s.food = 20
    return s


def ctx(s: Any, seat: int) -> _Ctx:
    bot = HeuristicBot(1, LN)
    return _Ctx(bot.pack, player_view(s, seat), _Memory())


def choose(s: Any, seat: int | None = None) -> Any:
    seat = s.pending["player"] if seat is None else seat
    legal = legal_actions(s)
    a = HeuristicBot(1, LN).choose(legal, player_view(s, seat))
    assert a in legal
    return a


def loyal(s: Any, seat: int) -> None:
    """Give ``seat`` a normal secret objective (betrayers vote and act otherwise)."""
    p = s.players[seat]
    if LN.secret_objectives[p.secret].kind == "betrayal":
        other = next(q for q in s.players if LN.secret_objectives[q.secret].kind != "betrayal")
        p.secret, other.secret = other.secret, p.secret


# ------------------------------------------------------------------------ whole games
def test_ln_bots_take_the_module_actions_in_all_module_games() -> None:
    mt = ModuleTracker()
    objectives = [
        "lm_drive_them_off",
        "lm_quiet_hearts",
        "lm_lights_out_on_the_hill",
        "lm_built_to_last",
    ]
    for i in range(8):
        task = Task(
            i, 700 + i, 4, frozenset(), objectives[i % 4], ("normal",) * 4, None, 4, "ln", ALL
        )
        s = new_game(config_for(task), LN)
        bots = [make_bot("normal", f"g{i}-{k}", LN, state_source=lambda s=s: s) for k in range(4)]
        steps = 0
        while (legal := legal_actions(s)) and steps < 20000:
            a = bots[legal[0].actor].choose(legal, player_view(s, legal[0].actor))
            mt.decision(legal, a)
            mt.seen(apply(s, a))
            steps += 1
        assert s.over
    chosen = {k: v[1] for k, v in mt.choices.items()}
    for kind in ("calm_unruly", "containment", "attack_special", "attack_bandit"):
        assert chosen.get(kind, 0) > 0, (kind, mt.choices)
    for event in (
        "progress markers",
        "improvements completed",
        "traps placed",
        "containment votes",
        "unruly tokens calmed",
    ):
        assert mt.events.get(event, 0) > 0, (event, mt.events)


# ------------------------------------------------------------------------ Bandits
def test_band_13_drive_them_off_the_bot_searches_the_hideout_while_the_stockpile_is_big() -> None:
    s = started("lm_drive_them_off")
    seat = s.pending["player"]
    loyal(s, seat)
    hideout = s.band and next(lid for lid, loc in LN.locations.items() if loc.kind == "hideout")
    sid = s.players[seat].leader
    s.survivors[sid].loc = hideout
    cards = [c for pl in s.places.values() for c in pl.deck][:20]
    for pl in s.places.values():
        pl.deck = [c for c in pl.deck if c not in cards]
    s.band.stockpile = cards  # 20 cards: over the objective's 18
    s.players[seat].unused = [5]
    s.players[seat].hand = []
    cx = ctx(s, seat)
    assert cx.unmet("stockpile<=") == 2
    a = choose(s, seat)
    assert a.type == "hideout" and a.mode == "search"


def test_band_08_the_bot_attacks_bandits_harder_while_the_objective_counts_them() -> None:
    def score(objective: str) -> float:
        s = started(objective)
        seat = s.pending["player"]
        loyal(s, seat)
        sid = s.players[seat].leader
        s.survivors[sid].loc = "school"
        for pl in s.places.values():
            pl.bandits = 0
        s.places["school"].bandits = 2
        s.places["library"].bandits = 3  # 5 at locations: over Drive Them Off's 3
        s.players[seat].unused = [6]
        bot = HeuristicBot(1, LN)
        a = next(a for a in legal_actions(s) if a.type == "attack_bandit")
        return bot.band_score(ctx(s, seat), a)

    assert score("lm_drive_them_off") > score("lm_lift_the_gloom") + 0.3


# ------------------------------------------------------------------------ Long Night rules
def test_ln_12_quiet_hearts_the_bot_calms_an_unruly_token_with_a_medicine() -> None:
    s = started("lm_quiet_hearts")
    seat = s.pending["player"]
    loyal(s, seat)
    s.ln.unruly = 1
    s.helpless = max(s.helpless, 1)
    med = next(
        c
        for pl in s.places.values()
        for c in pl.deck
        if LN.items[c.split("#")[0]].type == "medicine"
    )
    for pl in s.places.values():
        if med in pl.deck:
            pl.deck.remove(med)
    s.players[seat].hand = [med]
    s.players[seat].unused = []
    a = choose(s, seat)
    assert a.type == "calm_unruly"


def test_ln_14_mined_approaches_a_trap_is_worth_more_while_none_is_set() -> None:
    trap = S.OpTrap.model_validate({"op": "trap", "at": "colony", "count": 1})

    def value(objective: str) -> float:
        s = started(objective)
        seat = s.pending["player"]
        loyal(s, seat)
        return ln_op_value(ctx(s, seat), trap, COLONY, None, 0)

    assert value("lm_mined_approaches") > value("lm_lift_the_gloom") + 0.5


def test_impr_03_built_to_last_progress_is_worth_more_and_goes_where_it_completes() -> None:
    s = started("lm_built_to_last")
    seat = s.pending["player"]
    loyal(s, seat)
    other = started("lm_lift_the_gloom")
    oseat = other.pending["player"]
    loyal(other, oseat)
    assert _progress_value(ctx(s, seat), 1) > _progress_value(ctx(other, oseat), 1)
    row = s.impr.row
    s.impr.progress[row[1]] = LN.improvements[row[1]].progress - 1  # one marker short
    cx = ctx(s, seat)
    assert _progress_value(cx, 1) > 0.5 + 0.6  # completes one: worth more
    assert HeuristicBot(1, LN)._ans_choose_improvement(cx, list(row), {}) == row[1]


def test_ln_10_despair_counts_as_a_wound_for_the_bot() -> None:
    s = started("lm_lift_the_gloom")
    seat = s.pending["player"]
    sid = s.players[seat].leader
    before = ctx(s, seat).dmg(sid)
    s.survivors[sid].despair = 2
    assert ctx(s, seat).dmg(sid) == before + 2
    assert ctx(s, seat).quantity("despair", None, None) >= 2


# ------------------------------------------------------------------------ Raxxon
def _ballot(s: Any, seat: int) -> str:
    d = {"info": {"purpose": "containment"}}
    out = HeuristicBot(1, LN).containment_ballot(ctx(s, seat), d)
    assert out in ("yes", "no")
    return out


def test_rax_10_a_loyal_bot_contains_when_no_place_is_in_danger() -> None:
    s = started("lm_lights_out_on_the_hill")
    seat = s.pending["player"]
    loyal(s, seat)
    for pl in s.places.values():
        pl.zombies = [0] * len(pl.zombies)
    assert _ballot(s, seat) == "yes"


def test_rax_11_a_loyal_bot_takes_the_relief_when_the_colony_is_about_to_fall() -> None:
    s = started("lm_lift_the_gloom")
    seat = s.pending["player"]
    loyal(s, seat)
    col = s.places[COLONY]
    col.barricades = [0] * len(col.barricades)
    col.zombies = [2] * len(col.zombies)  # 3 spaces an entrance: full next round
    cx = ctx(s, seat)
    assert cx.best_defend(COLONY) > 0.5  # an overrun with people at the colony is near
    assert _ballot(s, seat) == "no"


def test_a_go_bag_betrayer_keeps_its_cards() -> None:
    s = started("lm_lift_the_gloom")
    seat = s.pending["player"]
    p = s.players[seat]
    p.secret = "lo_b_go_bag"  # betrayal: at least 2 cards in hand at the end
    cx = ctx(s, seat)
    assert cx.betrayal is not None and cx.hoard == 0.5
