"""Parts of the table as small classes (``shared/DESIGN.md``, "The table as panels").

A panel knows its area (``layout(lay)``), what it draws from (``key(...)``: equal keys,
equal pixels) and how to draw it (``draw(surface, lay, ...)``); the table composes them
into its cached layers (:mod:`game.client.regions`).  The split has begun with the private
panel; the board's parts are still drawn by ``game.client.board.BoardPainter``.
"""
