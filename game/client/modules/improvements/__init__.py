"""The Improvements module on the table."""
