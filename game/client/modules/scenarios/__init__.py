"""The introductory scenarios on the table: story pages, the stage objective, log lines."""
