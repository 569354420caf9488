"""A running game: engine state, action log, autosave, bots (see session.py)."""
