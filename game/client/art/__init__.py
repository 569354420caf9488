"""The look of the table: the palette and the pieces drawn in code (original vector art)."""
