"""The Bandits module on the table."""
