"""Scenes of the client (title, settings, rules, hand-off, pause, game screens)."""
