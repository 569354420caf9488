import sys

from game.client.boot import main

sys.exit(main(sys.argv[1:]))
