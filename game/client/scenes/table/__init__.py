"""The table scene: the scene itself, its input and how it shows what happened."""
