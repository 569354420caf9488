"""The Long Night's part of New game (issue 9 item 1), registered with the scenes'
New game (``game.client.scenes.newgame_setup``) from the package ``__init__``:

* on the "Ruleset" tab — the rulesets The Long Night and Both mixed, the modules
  (Improvements, Bandits, Raxxon) with one line each, and the scenarios (the Raxxon or
  Bandits introduction);
* the "Long Night rules" tab — every option RULES.md §28 added for The Long Night and its
  modules, with its explanation, in three groups;
* why its rulesets cannot be played (its pack missing or broken), and the Bandits
  introduction's rule on the variants (no cooperative game with more than two seats).
"""

from __future__ import annotations

from typing import Any

from game.client.scenes.newgame_setup import SetupChoices, readable, register_setup
from game.i18n import N_

__all__ = ["SETUP", "ln_pack_problem", "ln_rules", "readable"]

RULESET_CHOICES = [
    ("ln", N_("The Long Night"),
     N_("The Long Night's own board and cards, with its always-on rules.")),
    ("mixed", N_("Both mixed"),
     N_("Base and Long Night cards together, under the Long Night rules.")),
]
MODULE_CHOICES = [
    ("improvements", N_("Improvements"),
     N_("Build improvements at the colony: finished ones help for the rest of the game.")),
    ("bandits", N_("Bandits"),
     N_("Bandits raid the locations, hoard cards in their camp; an exile may lead them.")),
    ("raxxon", N_("Raxxon"),
     N_("Contain the lab's experiments with dice and votes, or special zombies break out.")),
]
SCENARIO_CHOICES = [
    ("raxxon_intro", N_("Raxxon introduction"),
     N_("Three story stages that open the lab step by step (needs no module knowledge).")),
    ("bandits_intro", N_("Bandits introduction"),
     N_("Three story stages against the bandits, with an infiltrator among the players.")),
]
# the "Long Night rules" tab: (title, column, the options it holds by what they need)
RULE_GROUPS = [(N_("Advanced rules: The Long Night"), "left", "ln"),
               (N_("Raxxon module"), "left", "raxxon"),
               (N_("Bandits module"), "right", "bandits")]


# the Long Night options: (option, label, [(value, shown)], explanation, what it needs)
def ln_rules() -> list[tuple[str, str, list[tuple[Any, str]], str, str]]:
    return [
        ("first_player_vote", N_("First player vote"), [(True, N_("Yes")), (False, N_("No"))],
         N_("At round end anyone may call a vote to let the first player keep the token."), "ln"),
        ("unruly_weight", N_("Unruly helpless count as"),
         [(1, N_("1 survivor")), (2, N_("2 survivors")), (3, N_("3 survivors")),
          (4, N_("4 survivors")), (5, N_("5 survivors"))],
         N_("How many survivors an unruly helpless token counts for food and zombies."), "ln"),
        ("enforce_component_limits", N_("Limited tokens"), [(False, N_("No")), (True, N_("Yes"))],
         N_("Despair, progress markers, barricades and traps run out as in the box."), "ln"),
        ("containment_dice_limit_per_player", N_("Containment dice per player"),
         [(None, N_("No limit")), (1, N_("At most 1")), (2, N_("At most 2")), (3, N_("At most 3"))],
         N_("How many action dice one player may put on the lab's containment code."), "raxxon"),
        ("base_crisis_bandits", N_("Bandits for a base crisis"),
         [(2, N_("2 bandits")), (0, N_("None"))],
         N_("Bandits a base-game crisis brings at Reveal Crisis (it shows no bandits)."),
         "bandits"),
        ("bandit_leader_places", N_("Bandit leader places"),
         [("all", N_("Every bandit")), ("reveal_crisis_only", N_("At Reveal Crisis only"))],
         N_("Which bandit placements the bandit leader chooses the place of."), "bandits"),
        ("bandit_leader_takes_card", N_("Bandit leader takes a card"), [(True, N_("Yes")),
                                                                    (False, N_("No"))],
         N_("The bandit leader may take 1 card from the bandits' stockpile each round."),
         "bandits"),
        ("bandit_removal", N_("Removed bandits go"),
         [("supply", N_("Back to the supply")), ("out_of_game", N_("Out of the game"))],
         N_("Where a bandit killed by an attack or an overrun goes."), "bandits"),
        ("hideout_exiled_access", N_("Exiles may raid the bandits' camp"), [(False, N_("No")),
                                                                  (True, N_("Yes"))],
         N_("Whether exiled players' survivors may attack or search the bandits' camp."),
         "bandits"),
    ]


def ln_pack_problem() -> str | None:
    """Why the Long Night pack cannot be played (None when it can)."""
    from game.content.loader import LN_PACK_ID, available_packs

    info = next((i for i in available_packs(validate=False) if i.id == LN_PACK_ID), None)
    if info is None:
        return "The Long Night pack is not installed."
    if info.error is not None:
        return f"The Long Night pack cannot be used: {info.error}"
    return None


def bandits_intro_seats(scene: Any) -> None:
    """The Bandits introduction with more than two seats has an infiltrator: no
    cooperative game."""
    if scene.scenario == "bandits_intro" and scene.seat_count() > 2:
        scene.variants["cooperative"].enabled = False


SETUP = SetupChoices(rulesets=RULESET_CHOICES, modules=MODULE_CHOICES,
                     scenarios=SCENARIO_CHOICES, options=ln_rules,
                     tab=("ln_rules", N_("Long Night rules")), groups=RULE_GROUPS,
                     problem=ln_pack_problem, constraints=bandits_intro_seats)

register_setup(SETUP)
