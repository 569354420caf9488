"""``python -m game.client [--smoke [--screenshots DIR]] [--size WxH] ...``: the window, or
the headless smoke run (which sits above the composition root it exercises)."""

import sys

from game.client.boot import main, parser

ns = parser().parse_args(sys.argv[1:])
if ns.smoke:
    from game import i18n
    from game.client import smoke

    i18n.FORCED = ns.lang or i18n.FORCED

    sys.exit(smoke.run(str(ns.screenshots) if ns.screenshots else None))
sys.exit(main(ns))
