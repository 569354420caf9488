"""The single source of the app version (read by pyproject.toml, the CLI and save headers)."""

__version__ = "0.1.0"
