"""The reference model's Long Night module operations (part of ``harness_cards.Model``).

Plain edits of a copy of the state, as the rules say, with the choices the tests make
(:class:`~tests.content.harness_cards.Policy`: the first option offered) and the
deterministic chance of ``harness_positions.det`` (every d6 is a 4, ``pick`` takes the
first).  BAND-01/05 (bandits placed), BAND-11 (the hideout stockpile), RAX-07 (pill side
effects), RAX-12..14 (releasing an experiment), and the card transfers of the effect
language.
"""

from __future__ import annotations

from typing import Any

from game.engine.state import COLONY, State
from tests.content.harness_positions import D6


class LnModelOps:
    s: State

    # provided by Model
    def locs(self, ref: str, ctx: dict[str, Any], allowed: Any = None) -> list[str]:
        raise NotImplementedError

    def targets(self, ref: str, ctx: dict[str, Any]) -> list[str]:
        raise NotImplementedError

    def add_zombie(self, lid: str, e: int) -> None:
        raise NotImplementedError

    def morale(self, d: int) -> None:
        raise NotImplementedError

    # ---------------------------------------------------------------- Bandits
    def _can_take(self, lid: str) -> bool:  # BAND-01/05: a bandit takes a survivor space
        return lid != COLONY and lid in self.s.places and self.s.has_space(lid)

    def op_bandits_add(self, o: Any, ctx: dict) -> None:
        m = self.s
        if o.at == "random":  # a die per bandit: always the same location here
            lids = [lid for lid, pl in m.places.items() if pl.number == D6] * o.count
            count = 1
        else:
            lids = self.locs(o.at, ctx, self._can_take)
            count = o.count
        for lid in lids:
            n = 0
            while n < count and self._can_take(lid):
                m.places[lid].bandits += 1
                n += 1

    def op_stockpile_take(self, o: Any, ctx: dict) -> None:  # the first card offered
        st = self.s.band
        assert st is not None
        for _ in range(o.count):
            if not st.stockpile:
                return
            self.s.players[ctx.get("player", 0)].hand.append(st.stockpile.pop(0))

    # ---------------------------------------------------------------- cards between players
    def _others(self, seat: int) -> list[int]:
        m = self.s
        order = [(seat + k) % m.n for k in range(1, m.n)]
        return [i for i in order if not m.players[i].exiled and not m.players[i].eliminated]

    def _cands(self, seat: int, o: Any) -> list[str]:
        return [c for c in self.s.players[seat].hand
                if o.item_type is None or self.s.content.item(c).type == o.item_type]

    def op_transfer_cards(self, o: Any, ctx: dict) -> None:
        m = self.s
        me = ctx.get("player", 0)
        chosen = None
        if "choose_other" in (o.giver, o.taker):
            others = self._others(me)
            if o.giver == "choose_other":
                others = [i for i in others if self._cands(i, o)]
            if not others:
                return
            chosen = others[0]

        def seat(ref: str) -> int:
            return {"self": me, "first": m.first_player}.get(
                ref, chosen if chosen is not None else me)

        if o.giver == "each_other":
            pairs = [(i, me) for i in self._others(me)]
        elif o.taker == "each_other":
            pairs = [(me, i) for i in self._others(me)]
        else:
            pairs = [(seat(o.giver), seat(o.taker))]
        for giver, taker in pairs:
            if giver == taker:
                continue
            for _ in range(o.count):
                cands = self._cands(giver, o)
                if not cands:
                    break
                m.players[giver].hand.remove(cands[0])
                m.players[taker].hand.append(cands[0])

    # ---------------------------------------------------------------- Raxxon
    def op_side_effect(self, o: Any, ctx: dict) -> None:  # RAX-07
        st = self.s.rax
        assert st is not None
        for sid in self.targets(o.target, ctx):
            if o.card == "top":
                if not st.side_effects:
                    return
                card = st.side_effects.pop(0)
            elif o.card in st.side_effects:
                card = o.card
                st.side_effects.remove(card)
            else:
                return
            self.s.survivors[sid].side_effects.append(card)

    def op_release(self, o: Any, ctx: dict) -> None:  # RAX-12..14
        m = self.s
        st = m.rax
        assert st is not None
        for _ in range(o.count):
            if not st.experiments:
                return
            card = st.experiments[0]
            for rel in m.content.experiments[card].audio_log.releases:
                for _ in range(rel.count):
                    self._place_special(rel.zombie, card)
            st.experiments.remove(card)
            if any(z["card"] == card for z in st.specials):
                st.encounters.append(card)
            else:
                st.discarded.append(card)

    def _card_for(self, typ: str) -> str | None:  # an encounter card of the type
        st = self.s.rax
        assert st is not None
        for card in st.encounters + list(self.s.content.experiments):
            if any(r.zombie == typ for r in self.s.content.experiments[card].audio_log.releases):
                return card
        return None

    def op_special_zombie_add(self, o: Any, ctx: dict) -> None:  # RAX-12/13
        lids = [None] * o.count if o.at == "random" else self.locs(o.at, ctx)
        for lid in lids:
            for _ in range(1 if o.at == "random" else o.count):
                self._place_special(o.zombie, self._card_for(o.zombie), lid)

    def _special(self, ctx: dict) -> dict[str, Any] | None:
        st = self.s.rax
        assert st is not None
        return next((z for z in st.specials if z["id"] == ctx.get("special")), None)

    def op_special_zombie_kill(self, o: Any, ctx: dict) -> None:  # RAX-15, RAX-19
        m = self.s
        st = m.rax
        assert st is not None
        z = self._special(ctx)
        if z is None:
            return
        st.specials.remove(z)
        specials = m.places[z["loc"]].specials
        assert specials is not None
        specials[z["entrance"]] -= 1
        m.stats["zombies_killed"] = m.stats.get("zombies_killed", 0) + 1
        by = ctx.get("survivor")
        if by in m.survivors:
            m.players[m.survivors[by].owner].zombies_killed += 1
        if any(x["type"] == z["type"] for x in st.specials):
            return
        for card in list(st.encounters):
            if not any(x["card"] == card for x in st.specials):
                st.encounters.remove(card)
                st.discarded.append(card)

    def op_special_zombie_move(self, o: Any, ctx: dict) -> None:  # RAX-16
        m = self.s
        z = self._special(ctx)
        if z is None:
            return

        def room(lid: str) -> bool:
            pl = m.places[lid]
            return any(pl.free(e) > 0 for e in range(len(pl.zombies)))

        for lid in self.locs(o.to, ctx, lambda x: x != z["loc"] and room(x)):
            old, new = m.places[z["loc"]], m.places[lid]
            assert old.specials is not None and new.specials is not None
            old.specials[z["entrance"]] -= 1
            e = max(range(len(new.zombies)), key=lambda i: (new.free(i), -i))
            new.specials[e] += 1
            z["loc"], z["entrance"] = lid, e

    def _place_special(self, typ: str, card: str | None, lid: str | None = None) -> None:
        """RAX-13 at ``lid`` (None: the random location, the d6 is a 4): an empty entrance
        space, or as for any zombie a barricade is destroyed or the place overrun."""
        m = self.s
        st = m.rax
        assert st is not None
        if sum(1 for z in st.specials if z["type"] == typ) >= \
                m.content.special_zombies[typ].standees:
            return
        if lid is None:
            lid = next(lid for lid, pl in m.places.items() if pl.number == D6)
        pl = m.places[lid]
        assert pl.specials is not None
        e = max(range(len(pl.zombies)), key=lambda e: (pl.free(e), -e))
        if pl.free(e) > 0:
            st.specials.append({"id": f"sz{st.next_id}", "type": typ, "card": card,
                                "loc": lid, "entrance": e})
            st.next_id += 1
            pl.specials[e] += 1
            return
        assert not (pl.traps and pl.traps[e]), "the model does not set traps off"
        self.add_zombie(lid, e)  # no room: a barricade goes or the place is overrun
