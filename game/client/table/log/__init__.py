"""The game log: an event told as one line in the interface language."""
