"""Network play (issue 23): a host runs the game, players join from their own computers.

- :mod:`game.net.wire` -- JSON on the wire (the engine's texts kept translatable, limits);
- :mod:`game.net.messages` -- what a client may send (pydantic models);
- :mod:`game.net.codes` -- seat codes (random, hashed, compared in constant time);
- :mod:`game.net.host` -- the hosted game: the one authority, no I/O;
- :mod:`game.net.server` -- WebSockets transport, bots, a host in a background thread;
- :mod:`game.net.cli` -- ``python -m game host``;
- :mod:`game.net.remote` -- the client side: a remote game the table plays like a local one;
- :mod:`game.net.localhost` -- a local game the table plays and serves to remote seats;
- :mod:`game.net.bench` -- ``python -m game bench --net``.

docs/NETWORK.md has the whole message contract.
"""
