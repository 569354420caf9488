import sys

from game.client.app import main

sys.exit(main(sys.argv[1:]))
