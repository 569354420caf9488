"""Issue 23 item 2, the privacy harness over the wire: every byte the host sends to one seat
(and to a spectator) is scanned for the private ids of every other seat."""

from __future__ import annotations

import json
import random

from game.engine import redact
from game.net.codes import SPECTATOR
from game.net.remote import RemoteGame
from tests.client.test_privacy import private_tokens
from tests.net.conftest import config, drain, play


def test_no_seat_receives_another_seats_private_ids(host):
    h = host(config("ABCD", bots="BC", seed=17))
    taps: dict[int | None, list[str]] = {0: [], 3: [], None: []}
    a = RemoteGame(h.url, h.codes[0], tap=taps[0])
    d = RemoteGame(h.url, h.codes[3], tap=taps[3])
    spec = RemoteGame(h.url, h.codes[SPECTATOR], tap=taps[None])
    s = h.game.session
    seen = {k: 0 for k in taps}
    scanned = {"messages": 0, "tokens": 0}

    ever: dict[int | None, set[str]] = {k: set() for k in taps}  # what each seat held
    # every public view the table has had, recorded on the host's thread after each
    # action: an id shown to everyone (a survivor drafted face up that later goes back to
    # a deck and into a hand) is no secret in the messages sent while it was public
    public_views: list[str] = [json.dumps(s.public(), default=str)]
    h.call(
        lambda: s.listeners.append(
            lambda _events: public_views.append(json.dumps(s.public(), default=str))
        )
    )

    def known() -> tuple[dict[int, set[str]], str, dict[int, str]]:
        """Each seat's private ids now, everything public so far (a card shown to
        everyone is no secret any more) and, per seat, the secrets of the events it was
        shown (a card it drew and gave away between two scans: bots act meanwhile)."""
        tokens = {i: private_tokens(s, i) for i in range(s.n)}
        public = json.dumps(
            [s.public(), [redact(e, None).model_dump() for e in s.events]], default=str
        ) + "".join(public_views)
        shown = {
            i: json.dumps(
                [e.secret for e in s.events if e.secret and i in (e.visible_to or ())],
                default=str,
            )
            for i in range(s.n)
        }
        return tokens, public, shown

    def scan(*_: object) -> None:
        # the messages received so far were all sent before ``known`` runs on the host:
        # one that arrives meanwhile is newer than that picture and waits for the next scan
        ends = {viewer: len(tap) for viewer, tap in taps.items()}
        tokens, public, shown = h.call(known)
        for viewer, tap in taps.items():
            new = tap[seen[viewer] : ends[viewer]]
            seen[viewer] = ends[viewer]
            if viewer is not None:
                ever[viewer] |= tokens[viewer]
            mine = ever[viewer]
            for text in new:
                scanned["messages"] += 1
                for other in range(s.n):
                    if other == viewer:
                        continue
                    for token in tokens[other] - mine:
                        quoted = f'"{token}"'
                        if quoted in public or (viewer is not None and quoted in shown[viewer]):
                            continue
                        scanned["tokens"] += 1
                        assert quoted not in text, (viewer, other, token)

    # the seed never leaves the host: with it the setup (every hand, every secret
    # objective, the decks' order) could be replayed
    seed = h.game.session.config.seed
    assert a.config.seed == d.config.seed == spec.config.seed == 0 != seed
    assert all(f'"seed":{seed}' not in t and f'"seed": {seed}' not in t for t in taps[0])
    play([a, d], random.Random(8), actions=80, each=scan)
    drain(spec)
    scan()
    assert scanned["messages"] > 100 and scanned["tokens"] > 1000
    for g in (a, d, spec):
        g.close()
