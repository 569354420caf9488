import sys

from game.client.core.app import main

sys.exit(main(sys.argv[1:]))
