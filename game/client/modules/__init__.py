"""The client side of the rule modules, one package each (art, panels, presenter
handlers, choreography, log lines, prompts, new-game options)."""
