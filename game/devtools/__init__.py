"""Development tools, outside the runtime: client benches, screenshot tours, the layout
sweep and its text check.  Nothing the game imports at run time depends on them."""
