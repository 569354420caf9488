"""The table: layout, painter and panels, presenter, choreographer, dice, the turn driver,
cards, decisions' words and the log.  Modules plug into its registries."""
