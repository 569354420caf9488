"""The ruleset part of New game, a mixin of ``NewGameScene``, and the registry the rule
modules add their choices to (:func:`register_setup`, from their package ``__init__``):

* the "Ruleset" tab — the ruleset (Base, and the rulesets registered: The Long Night, Both
  mixed), the modules registered (Improvements, Bandits, Raxxon) with one line each, and the
  scenario (None, or one registered: the Raxxon or Bandits introduction), which switches its
  module on and locks it, and leaves the main objective to the scenario;
* a registered options tab ("Long Night rules") — every option the module adds, with its
  explanation, greyed out (and saying why) while its rules are off.

A choice that cannot be played is greyed out with the reason the engine's configuration
check gives (``GameConfig`` validation), as one readable sentence.  The defaults are the
first registered ruleset that can be played (The Long Night without modules when its pack
is installed), else the base game.  The last game's choices are remembered in the settings
(``remember_setup``), like the seat names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App

Choice = tuple[str, str, str]  # (id, label, its one-line explanation)
# an option: (RulesOptions field, label, [(value, shown)], explanation, what it needs:
# "ln" for a non-base ruleset, else a module id)
RuleOption = tuple[str, str, list[tuple[Any, str]], str, str]


@dataclass(eq=False)
class SetupChoices:
    """What a rule module adds to New game."""

    rulesets: list[Choice] = field(default_factory=list)  # after "Base game"
    modules: list[Choice] = field(default_factory=list)
    scenarios: list[Choice] = field(default_factory=list)  # after "None"
    options: Callable[[], list[RuleOption]] = list
    # its options tab: (key, label), placed after "Rules", and its groups of options:
    # (title, "left" / "right" column, the options' "needs")
    tab: tuple[str, str] | None = None
    groups: list[tuple[str, str, str]] = field(default_factory=list)
    # why its rulesets cannot be played now (None: they can), asked once per New game
    problem: Callable[[], str | None] = lambda: None
    # its fixed rules on the other choices, after every change (e.g. a scenario that
    # forbids a variant): called with the scene
    constraints: Callable[[Any], None] = lambda scene: None


BASE_RULESET: Choice = ("base", N_("Base game"), N_("The original colony, cards and rules."))
NO_SCENARIO: tuple[None, str, str] = (None, N_("None"), N_("A normal game with a main objective."))

_SETUP: list[SetupChoices] = []


def register_setup(choices: SetupChoices) -> None:
    """Add a module's choices to every New game opened afterwards (once)."""
    if choices not in _SETUP:
        _SETUP.append(choices)


def ruleset_choices() -> list[Choice]:
    return [BASE_RULESET, *(c for part in _SETUP for c in part.rulesets)]


def module_choices() -> list[Choice]:
    return [c for part in _SETUP for c in part.modules]


def scenario_choices() -> list[tuple[str | None, str, str]]:
    return [NO_SCENARIO, *(c for part in _SETUP for c in part.scenarios)]


def setup_tabs() -> list[tuple[str, str]]:
    """The registered options tabs (key, label)."""
    return [part.tab for part in _SETUP if part.tab is not None]


def readable(msg: str) -> str:
    """The engine's configuration message as one sentence for a player: the ruleset ids
    become their names, it starts with a capital and ends with a full stop."""
    msg = msg.removeprefix("Value error, ").strip()
    for rid, name in (("'ln'", "The Long Night"), ("'mixed'", "Both mixed"),
                      ("'base'", "Base game")):
        msg = msg.replace(rid, name)
    msg = msg.replace("choose ruleset ", "choose ")
    if msg:
        msg = msg[:1].upper() + msg[1:]
        if msg[-1] not in ".!?":
            msg += "."
    return msg


class RulesetSetup:
    """Ruleset, modules, scenario and the registered rulesets' options of ``NewGameScene``
    (the choices come from :func:`register_setup`)."""

    # provided by NewGameScene
    app: App
    tab: str
    rules: dict[str, ui.Cycle]
    rules_help: dict[str, str]
    variants: dict[str, ui.Toggle]
    objective: ui.Cycle
    content: Any
    error: str
    b_defaults: ui.Button
    focus: Any

    if TYPE_CHECKING:  # provided by NewGameScene
        def _changed(self, _value: Any) -> None: ...
        def _packs_changed(self, _value: Any) -> None: ...
        def config(self, **over: Any) -> Any: ...
        def seat_count(self) -> int: ...
        def changed_rules(self) -> list[str]: ...
        def _help(self, surface: pygame.Surface, text: str, col: pygame.Rect, y: int,
                  colour: Any = None, prefix: str = "", lines: int = 1) -> int: ...

    # ------------------------------------------------------------------ set up
    def _init_ln(self) -> None:
        from game.engine import RulesOptions

        self._problems: dict[str, str] = {}  # why a ruleset cannot be played
        for part in _SETUP:
            problem = part.problem() if part.rulesets else None
            if problem:
                self._problems.update({k: problem for k, _, _ in part.rulesets})
        self.ruleset = next((k for k, _, _ in ruleset_choices()
                             if k != "base" and not self.ruleset_blocked(k)), "base")
        self.scenario: str | None = None
        self._modules_before_base: set[str] = set()
        self._scenario_before_base: str | None = None
        self._radio_labels: dict[int, str] = {}
        self.ruleset_buttons = {k: ui.Button(label, partial(self.set_ruleset, k))
                                for k, label, _ in ruleset_choices()}
        self.ruleset_help = {k: text for k, _, text in ruleset_choices()}
        self.module_toggles = {k: ui.Toggle(label, False, self._modules_changed)
                               for k, label, _ in module_choices()}
        self.module_help = {k: text for k, _, text in module_choices()}
        self.module_wanted: set[str] = set()  # the player's own ticks (a scenario adds one)
        self.scenario_buttons = {k: ui.Button(label, partial(self.set_scenario, k))
                                 for k, label, _ in scenario_choices()}
        self.scenario_help = {k: text for k, _, text in scenario_choices()}
        self.ln_keys: list[str] = []
        self.rules_needs: dict[str, str] = {}
        defaults = RulesOptions()
        self.tab_keys: dict[str, list[str]] = {}  # a registered options tab: its options
        for part in _SETUP:
            keys = self.tab_keys.setdefault(part.tab[0], []) if part.tab else []
            for key, label, values, text, needs in part.options():
                self.rules[key] = ui.Cycle(label, values, getattr(defaults, key))
                self.rules_help[key] = text
                self.rules_needs[key] = needs
                self.ln_keys.append(key)
                keys.append(key)
        self._apply_ruleset_defaults("base", self.ruleset)
        self._restore_setup()

    def _restore_setup(self) -> None:
        """The last game's choices (settings ``remember_setup``), each part only when the
        engine accepts it now."""
        from game.engine.config import MODULES, RULESETS, SCENARIOS

        mem = self.app.settings.remember_setup or {}
        rs = mem.get("ruleset")
        if rs in RULESETS and rs in self.ruleset_buttons and not self.ruleset_blocked(rs):
            self._apply_ruleset_defaults(self.ruleset, rs)
            self.ruleset = rs
        mods = mem.get("modules")
        if isinstance(mods, list) and self.ruleset != "base":
            self.module_wanted = {m for m in mods if m in MODULES}
        sc = mem.get("scenario")
        if sc in SCENARIOS and self.ruleset != "base":
            self.scenario = sc
        opts = mem.get("options")
        if isinstance(opts, dict):
            for key, value in opts.items():
                c = self.rules.get(key)
                if c is not None and value in [v for v, _ in c.options]:
                    c.set_value(value)
        self._sync_ln()

    def remember_setup(self) -> None:
        self.app.settings.remember_setup = {
            "ruleset": self.ruleset, "modules": sorted(self.module_wanted),
            "scenario": self.scenario,
            "options": {k: c.value for k, c in self.rules.items()}}

    # ------------------------------------------------------------------ choices
    def modules(self) -> frozenset[str]:
        """The modules the game will use (a scenario's own module included)."""
        from game.engine.config import SCENARIO_MODULE

        if self.ruleset == "base":
            return frozenset()
        mods = set(self.module_wanted)
        if self.scenario in SCENARIO_MODULE:
            mods.add(SCENARIO_MODULE[self.scenario])
        return frozenset(mods)

    def rule_defaults(self, ruleset: str | None = None) -> Any:
        """The options' defaults for a ruleset (§28: noise and the first player vote
        default differently with The Long Night)."""
        from game.engine import RulesOptions
        from game.engine.config import RULESET_DEFAULTS

        ln = (ruleset or self.ruleset) != "base"
        return RulesOptions().model_copy(update={k: v[1 if ln else 0]
                                                 for k, v in RULESET_DEFAULTS.items()})

    def _apply_ruleset_defaults(self, old: str, new: str) -> None:
        """Options still at the old ruleset's default take the new one's."""
        from game.engine.config import RULESET_DEFAULTS

        before, after = self.rule_defaults(old), self.rule_defaults(new)
        for key in RULESET_DEFAULTS:
            c = self.rules.get(key)
            if c is not None and c.value == getattr(before, key):
                c.set_value(getattr(after, key))

    def set_ruleset(self, ruleset: str) -> None:
        if self.ruleset_blocked(ruleset) or ruleset == self.ruleset:
            return
        old = self.ruleset
        if ruleset == "base":  # modules and scenarios are Long Night only: kept for later
            self._modules_before_base = set(self.module_wanted)
            self._scenario_before_base = self.scenario
            self.module_wanted, self.scenario = set(), None
        elif old == "base":
            self.module_wanted = set(self._modules_before_base)
            self.scenario = self._scenario_before_base
        self._apply_ruleset_defaults(old, ruleset)
        self.ruleset = ruleset
        self._packs_changed(None)
        self._changed(None)

    def set_scenario(self, scenario: str | None) -> None:
        if self.scenario_blocked(scenario):
            return
        self.scenario = scenario
        self._changed(None)

    def _modules_changed(self, _value: Any) -> None:
        if getattr(self, "_syncing", False):
            return
        locked = self.modules() - self.module_wanted
        self.module_wanted = {k for k, t in self.module_toggles.items()
                              if t.value and k not in locked}
        self._changed(None)

    def _sync_ln(self) -> None:
        """Widgets follow the choices: the radio marks, the module ticks (a scenario's
        module ticked and locked), the main objective left to a scenario."""
        self._syncing = True
        try:
            for k, b in self.ruleset_buttons.items():
                b.selected = k == self.ruleset
                b.enabled = not self.ruleset_blocked(k)
            for sk, b in self.scenario_buttons.items():
                b.selected = sk == self.scenario
                b.enabled = sk == self.scenario or not self.scenario_blocked(sk)
            mods = self.modules()
            for k, t in self.module_toggles.items():
                t.set_value(k in mods)
                t.enabled = not self.module_blocked(k)
            for key in self.ln_keys:
                self.rules[key].enabled = not self.rule_blocked(key)
        finally:
            self._syncing = False
        if self.scenario is not None:
            self.objective.set_value(None)
        self.objective.enabled = self.scenario is None

    def _ln_constraints(self) -> None:
        """Called by ``_changed``: a scenario that the seats or variants no longer allow
        is switched off (and the player told why); then the widgets follow."""
        if self.scenario is not None:
            self.objective.set_value(None)  # a scenario brings its own objectives
        if self.scenario is not None:
            errs = self._errors()
            if errs and not self._errors(scenario=None):
                name = _(self._label(scenario_choices(), self.scenario))
                self.scenario = None
                self.error = _("{scenario} switched off: {problem}").format(scenario=name,
                                                                            problem=errs[0])
        for part in _SETUP:
            part.constraints(self)
        self._sync_ln()

    # ------------------------------------------------------------------ why not
    def _errors(self, **over: Any) -> list[str]:
        from pydantic import ValidationError

        try:
            self.config(**over)
        except ValidationError as exc:
            return [readable(e["msg"]) for e in exc.errors()]
        except ValueError as exc:
            return [readable(str(exc))]
        return []

    def _why_not(self, **over: Any) -> str:
        """The first configuration error this change would add ("" when none)."""
        before = set(self._errors())
        return next((e for e in self._errors(**over) if e not in before), "")

    def ruleset_blocked(self, ruleset: str) -> str:
        return self._problems.get(ruleset, "") if ruleset != "base" else ""

    def scenario_blocked(self, scenario: str | None) -> str:
        if scenario is None or scenario == self.scenario:
            return ""
        if self.ruleset == "base":
            return self._why_not(scenario=scenario, modules=frozenset())
        return self._why_not(scenario=scenario, main_objective=None)

    def module_blocked(self, module: str) -> str:
        from game.engine.config import SCENARIO_MODULE

        if self.ruleset == "base":
            return self._why_not(modules=frozenset({module})) or \
                N_("The modules are part of The Long Night.")
        if self.scenario is not None and SCENARIO_MODULE.get(self.scenario) == module:
            return _("The {scenario} brings this module in, stage by stage.").format(
                scenario=_(self._label(scenario_choices(), self.scenario)))
        return ""

    def rule_blocked(self, key: str) -> str:
        needs = self.rules_needs.get(key)
        if needs == "ln" and self.ruleset == "base":
            return N_("Only with The Long Night rules (Ruleset tab).")
        if needs in self.module_toggles and needs not in self.modules():
            return _("Only with the {module} module (Ruleset tab).").format(
                module=_(self._label(module_choices(), needs)))
        return ""

    @staticmethod
    def _label(choices: list[Any], key: str | None) -> str:
        """The label of a ruleset / module / scenario choice."""
        return str(next(label for k, label, _text in choices if k == key))

    def setup_summary(self) -> str:
        """"The Long Night + Bandits, Raxxon · scenario Raxxon introduction"."""
        text = _(self._label(ruleset_choices(), self.ruleset))
        mods = [_(label) for m, label, _text in module_choices() if m in self.modules()]
        if mods:
            text = f"{text} + {', '.join(mods)}"
        if self.scenario:
            text = f"{text} · {_(self._label(scenario_choices(), self.scenario))}"
        return text

    # ------------------------------------------------------------------ drawing
    def _radio(self, surface: pygame.Surface, b: ui.Button, r: pygame.Rect) -> None:
        b.rect = r
        mark = "●" if b.selected else "○"
        raw = self._radio_labels.setdefault(id(b), b.label)  # the msgid, before any mark
        b.label = f"{mark}  {_(raw)}"  # (translated here: the marked label is no msgid)

    def _draw_ruleset(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        app = self.app
        pal = app.art.pal
        rh, help_h, gap = app.px(36), app.px(18), app.px(6)
        col_w = (body.width - app.px(28)) // 2
        left = pygame.Rect(body.x, body.y, col_w, body.height)
        right = pygame.Rect(body.right - col_w, body.y, col_w, body.height)
        ui.text(surface, app, _("Ruleset"), (left.x, left.y - app.px(28)), 16, pal.accent, True)
        y = left.y
        for k, b in self.ruleset_buttons.items():
            self._radio(surface, b, pygame.Rect(left.x, y, left.width, rh))
            why = self.ruleset_blocked(k)
            used = self._help(surface, why or self.ruleset_help[k], left, y + rh,
                              pal.warn if why else None, N_("Not available: ") if why else "", 2)
            y += rh + max(help_h, used) + gap
        y += app.px(34)
        ui.text(surface, app, _("Modules"), (left.x, y - app.px(28)), 16, pal.accent, True)
        for k, t in self.module_toggles.items():
            t.rect = pygame.Rect(left.x, y, left.width, rh)
            why = self.module_blocked(k)
            locked = t.value and why
            used = self._help(surface, why or self.module_help[k], left, y + rh,
                              (pal.text_dim if locked else pal.warn) if why else None,
                              "" if locked or not why else N_("Not available: "), 2)
            y += rh + max(help_h, used) + gap
        ui.text(surface, app, _("Scenario"), (right.x, right.y - app.px(28)), 16, pal.accent,
                True)
        y = right.y
        for sk, b in self.scenario_buttons.items():
            self._radio(surface, b, pygame.Rect(right.x, y, right.width, rh))
            why = "" if sk == self.scenario else self.scenario_blocked(sk)
            used = self._help(surface, why or self.scenario_help[sk], right, y + rh,
                              pal.warn if why else None, N_("Not available: ") if why else "", 2)
            y += rh + max(help_h, used) + gap
        info = pygame.Rect(right.x, y + app.px(4), right.width, right.bottom - y - app.px(4))
        if self.scenario is None:  # a short note: no more panel than words
            lines = app.fonts.wrap(self._no_scenario_text(), app.px(14),
                                   info.width - app.px(24))
            info.height = min(info.height, int(len(lines) * app.fonts.line_height(
                app.px(14)) * 1.15) + app.px(22))
        ui.panel(surface, app, info, pal.bg2)
        self._draw_scenario_info(surface, info.inflate(-app.px(24), -app.px(16)))

    def _no_scenario_text(self) -> str:
        if self.ruleset == "base":
            return _("Modules and scenarios are part of The Long Night: choose it or Both "
                     "mixed above to add them.")
        return _("Each module on the left can be added to any Long Night game. A scenario "
                 "tells a story in three stages and brings its own objectives instead of a "
                 "main objective.")

    def _draw_scenario_info(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        app = self.app
        pal = app.art.pal
        sc = getattr(self.content, "scenarios", {}).get(self.scenario or "")
        if sc is None:
            ui.paragraph(surface, app, self._no_scenario_text(), inner, 14, pal.text_dim)
            return
        ui.text(surface, app, app.fonts.fit(f"“{sc.name}”", app.px(16), inner.width, True),
                inner.topleft, 16, bold=True)
        y = inner.y + app.px(26)
        stages = sorted((o for o in self.content.scenario_objectives.values()
                         if o.scenario == self.scenario), key=lambda o: o.stage)
        stage_h = len(stages) * app.fonts.line_height(app.px(13))
        room = inner.bottom - y - stage_h - app.px(10)
        used = ui.paragraph(surface, app, sc.intro, pygame.Rect(inner.x, y, inner.width,
                                                                 room), 13, pal.text)
        y += min(used, room) + app.px(8)
        for o in stages:
            ui.text(surface, app, app.fonts.fit(f"Stage {o.stage}: {o.name}", app.px(13),
                                                inner.width), (inner.x, y), 13, pal.highlight)
            y += app.fonts.line_height(app.px(13))

    def _draw_ln_rules(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        app = self.app
        pal = app.art.pal
        rh, help_h, gap = app.px(34), app.px(18), app.px(6)
        col_w = (body.width - app.px(28)) // 2
        left = pygame.Rect(body.x, body.y, col_w, body.height)
        right = pygame.Rect(body.right - col_w, body.y, col_w, body.height)
        defaults = self.rule_defaults()
        part = next((p for p in _SETUP if p.tab is not None and p.tab[0] == self.tab), None)
        cols = {"left": left, "right": right}
        keys = self.tab_keys.get(self.tab, [])
        groups = [(title, cols[col], [k for k in keys if self.rules_needs[k] == needs])
                  for title, col, needs in (part.groups if part is not None else [])]
        ys = {id(left): left.y, id(right): right.y}
        bw = app.px(190)
        self.b_defaults.rect = pygame.Rect(right.right - bw, right.y - app.px(36), bw,
                                           app.px(30))
        self.b_defaults.enabled = bool(self.changed_rules())
        for title, col, keys in groups:
            y = ys[id(col)]
            if y > col.y:
                y += app.px(30)
            ui.text(surface, app, _(title), (col.x, y - app.px(28)), 16, pal.accent, True,
                    max_w=col.width)
            for k in keys:
                c = self.rules[k]
                c.rect = pygame.Rect(col.x, y, col.width, rh)
                why = self.rule_blocked(k)
                changed = c.value != getattr(defaults, k)
                if why:  # the explanation, then why it is off
                    used = self._help(surface, self.rules_help[k], col, y + rh)
                    used += self._help(surface, why, col, y + rh + used, pal.warn,
                                       N_("Off: "))
                else:
                    used = self._help(surface, self.rules_help[k], col, y + rh,
                                      pal.warn if changed else None,
                                      "changed: " if changed else "", 2)
                y += rh + max(help_h, used) + gap
            ys[id(col)] = y
