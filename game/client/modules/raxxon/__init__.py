"""The Raxxon module on the table."""
