"""The single source of the app version (read by pyproject.toml, the CLI and save headers)."""

__version__ = "0.1.0"


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``: the OS and processor a build
    runs on (the executable's name carries it)."""
    import platform

    system = (system or platform.system()).lower()
    system = {"darwin": "macos", "win32": "windows"}.get(system, system)
    machine = (machine or platform.machine() or "unknown").lower()
    return f"{system}-{machine}"


def dist_name(system: str | None = None, machine: str | None = None) -> str:
    """The executable's file name without ``.exe``: ``winter-colony-0.1.0-linux-x86_64``."""
    return f"winter-colony-{__version__}-{platform_tag(system, machine)}"
