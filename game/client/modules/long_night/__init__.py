"""The Long Night's always-on pieces on the table and its New game tabs."""
