"""Learn to play: the coach, what it keeps in view, and its headless run."""
