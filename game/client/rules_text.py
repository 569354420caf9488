"""The in-game rules reference, in our own words.

Each topic has an id, a title, a short list of keywords for searching and its text.  The
text summarises the rules the engine enforces (rule IDs in brackets point into RULES.md for
the curious).  Paragraphs are separated by blank lines; lines starting with "• " are bullets.

The Long Night's topics (its always-on rules, modules, scenarios and options) live in
``rules_text_ln`` and follow the base topics.  The same topics in Portuguese and German live
in ``rules_text_pt`` / ``rules_text_de`` and ``rules_text_ln_pt`` / ``rules_text_ln_de``
(same ids, same order); :func:`topics` gives those of the interface language and
:func:`search` looks in them (accents optional: "exploracao" finds "exploração").
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass


def fold(text: str) -> str:
    """Lower case without accents (and ß as ss): what a search compares."""
    norm = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    return "".join(c for c in norm if not unicodedata.combining(c))


@dataclass(frozen=True)
class Topic:
    id: str
    title: str
    body: str
    keywords: tuple[str, ...] = ()

    def matches(self, query: str) -> bool:
        q = fold(query.strip())
        if not q:
            return True
        hay = fold(" ".join((self.title, self.body, " ".join(self.keywords))))
        return all(word in hay for word in q.split())


def _legend_body() -> str:
    from game.client.legend import body_text

    return body_text()


TOPICS: tuple[Topic, ...] = (
    Topic("overview", "What the game is about", """\
A small band of survivors holds out in a colony through a hard winter while the dead \
gather outside. Everyone at the table shares one main objective for the colony, but each \
player wins or loses only by their own secret objective, which they never show. One of \
those secret objectives may belong to a betrayer who wants the colony to fail.

The game ends at once when morale falls to 0 or the round track runs out (the main \
objective then counts as failed), or when the main objective is met in the colony phase. \
Then each player checks their secret objective: any number of players can win, even none.

• Morale is the colony's life bar. Deaths, starvation, waste and some cards lower it.
• The round track counts down once per round.
• Survivors act with dice; zombies arrive every colony phase.""", ("goal", "win", "betrayer")),
    Topic("setup", "Setting up", """\
Choose the main objective (by agreement or at random); its setup fixes the starting morale, \
the number of rounds and sometimes extra food, helpless survivors or zombies.

Every player is dealt one secret objective face down (none in the cooperative and \
two-player variants). The pool they come from always holds exactly one betrayal objective, \
so a betrayer may or may not be in the game.

Each player receives 5 starting items (7 with two players) and is dealt 4 survivors: keep 2 \
(3 with two players), pick one of them as group leader, and return the rest. All kept \
survivors start in the colony. The player whose leader has the highest influence takes the \
first player token. [SETUP]""", ("draft", "leader", "start", "first player")),
    Topic("round", "A round, step by step", """\
Each round has a player turns phase and then a colony phase.

Player turns phase:
• Reveal the next crisis. It will hurt the colony at the end of the round unless the \
players add the right kinds of items to it.
• Every player rolls action dice: one die plus one per survivor they control. Helpless \
survivors never give dice.
• Starting with the first player and going to the left, each player takes one turn.

At the start of your turn the player on your right secretly draws a crossroads card about \
you, and every survivor of yours with frostbite takes one more wound. [ROUND]""",
          ("dice", "turn order", "phase")),
    Topic("turn", "Your turn and actions", """\
On your turn take as many actions as you like, in any order, then end the turn. Die \
actions spend one of your unused action dice; free actions cost nothing.

Die actions (the die value must meet the number shown, where there is one):
• Attack — a survivor spends a die at least equal to its attack value.
• Search — at a location (never the colony), a die at least equal to the search value.
• Barricade — any die: put a barricade on an empty entrance space at that location.
• Clean waste — any die, with a survivor in the colony: remove 3 cards from the waste.
• Attract — any die: pull up to 2 zombies from anywhere to this location.
• Ability — a survivor's numbered ability, at the place the card names.

Free actions: play a card, add cards to the crisis, move a survivor, spend food tokens, \
request cards from other players, hand off equipment, and call a vote to exile. [ACT]""",
          ("action", "die", "free action")),
    Topic("attack", "Attacking", """\
Zombies always die when attacked: remove the zombie, then the attacker rolls the exposure \
die. At the colony you may target a zombie at any of its six entrances.

You may also attack another player's survivor at the same place: re-roll the spent die; \
a result up to the target's attack value wounds it and lets you take a random card from \
its owner's hand. Attacking a survivor never calls for an exposure roll. Nobody can attack \
a helpless survivor or their own survivors. [ACT-ATTACK]""", ("zombie", "kill", "fight")),
    Topic("search", "Searching and noise", """\
Draw the top card of the location's item deck and look at it privately. Then stop, or make \
noise: put a noise token on the location and draw another card. You may keep making noise \
while there is room (at most 4 noise tokens per location per round). When you stop, keep \
exactly one of the drawn cards and put the others on the bottom of the deck.

Noise is dangerous: in the colony phase every noise token may bring another zombie. \
[ACT-SEARCH]""", ("noise", "item", "deck", "draw")),
    Topic("move", "Moving and exposure", """\
Moving is free: each survivor may move once per turn to any location with an empty \
survivor space (there is no map distance). After every move the survivor rolls the \
exposure die.

The exposure die has twelve faces:
• Blank (an empty ring) — nothing happens.
• Wound (three claw marks) — one wound.
• Frostbite (a snowflake) — a wound that also adds one more wound at the start of each of \
the owner's turns.
• Bite (a toothed jaw) — the survivor dies at once and the bite may spread.

A survivor with three wounds of any kind dies at once. [ACT-MOVE, EXPO]""",
          ("exposure", "wound", "frostbite", "bite", "die")),
    Topic("bite", "When a bite spreads", """\
After a bite, the survivor with the lowest influence at the same location is in danger, \
whoever controls it. Its owner chooses: let it die (and the spread stops), or roll the \
exposure die — a blank saves it and stops the spread; anything else kills it and the bite \
moves on to the next-lowest survivor there. [EXPO-09..12]""", ("spread", "infection")),
    Topic("zombies", "Zombies, barricades and overruns", """\
Every location has entrance spaces; the colony has six numbered entrances. Zombies always \
arrive one at a time. At the colony the first goes to entrance 1, the second to entrance 2 \
and so on, wrapping after 6.

If the target entrance is full but barricaded, the barricade breaks and that zombie is \
discarded. If it is full with no barricade, the place is overrun: the zombie is discarded \
and the lowest-influence survivor there is killed (at the colony: anywhere in the colony; \
if only helpless survivors are there, one of them dies). [ZOMB]""",
          ("overrun", "barricade", "entrance")),
    Topic("colony", "The colony phase", """\
After everyone has had a turn, the colony phase runs these steps in order:
• Pay food — one food token for every two people in the colony (survivors plus helpless \
tokens, rounded up). If there is not enough food, pay nothing, add a starvation token, then \
lose one morale per starvation token.
• Check waste — lose one morale for every full 10 cards in the waste pile.
• Resolve the crisis (see Crisis).
• Add zombies — one per two people in the colony, one per survivor at each other location, \
then each noise token may add one more.
• Check the main objective — if it is met now, the game ends.
• Move the round track down; at 0 the game ends.
• Pass the first player token. [COLONY]""", ("food", "starvation", "waste", "phase")),
    Topic("crisis", "Crisis", """\
A new crisis is revealed each round. It lists the item types that help. During their turns \
players may add cards to it face down, from hand or from equipment. In the colony phase \
the cards are shuffled and revealed: each matching card counts +1, each other card −1.

The crisis is prevented when the total reaches the number of players who are not exiled; \
at two more than that, the colony also gains 1 morale. Otherwise its effect happens. Every \
contributed card leaves the game. A card received through a request can never be added. \
[CRISIS]""", ("contribute", "prevent", "sabotage")),
    Topic("crossroads", "Crossroads", """\
At the start of each turn, the player to the right of the active player secretly draws a \
crossroads card. It describes a situation that may arise during the turn. If the active \
player does what the card describes, it is revealed and read, and the active player picks \
one of its options. A card that did not trigger goes to the bottom of the deck; one that \
triggered leaves the game. Some crossroads ask everybody to vote. [XROADS]""",
          ("story", "card", "trigger")),
    Topic("voting", "Voting", """\
Votes are cast in secret, one player at a time on this screen, and revealed together. Every \
player who is not exiled votes, including whoever called the vote. More thumbs up than \
thumbs down passes the vote; the first player breaks ties (if they are out of the game, the \
next player still in it who would receive the first player token). [VOTE]""", ("vote", "ballot")),
    Topic("exile", "Exile", """\
Once per turn the active player may call a vote to exile another player. If it passes, the \
exiled player draws an exiled objective that changes what they must do to win, and moves \
their survivors out of the colony.

Exiled players cannot vote, cannot add cards to the crisis and cannot spend food tokens \
(they may play a food card to raise one action die by 1 instead of its effect). They ignore \
effects that would add helpless survivors and are skipped by effects for "each player who is \
not exiled"; cards they play leave the game instead of going to the waste. If two players who are not betrayers are ever exiled, morale drops \
to 0 and the game ends. No exile in the cooperative variants. [EXILE]""",
          ("betrayer", "banish")),
    Topic("requests", "Requests, food and equipment", """\
Request: ask other players for item cards. Each may give one from hand or refuse; a given \
card is shown and must be played at once, and it can never go to the crisis.

Food tokens: remove food tokens from the colony supply; each one raises one of your unused \
dice by 1.

Equipment stays on the survivor it was played on. It can be handed to another survivor at \
the same place, added to the crisis, or is lost when its survivor dies: back to the owner's \
hand if that happened in the colony, shuffled into the location's deck otherwise. \
[ACT-REQ, ACT-FOOD, ACT-HANDOFF]""", ("food token", "equip", "request")),
    Topic("death", "Deaths, helpless survivors and morale", """\
Every survivor or helpless survivor that dies costs 1 morale (not for an exiled player's \
survivors). "Removed" is not "killed" and costs nothing unless a card says so.

If your leader dies, choose a follower as new leader. If your last survivor dies, discard \
your hand and draw a new survivor from the deck as your leader. When that happens as a bite \
spreads, the first player decides which comes first: the spread or the new leader.

Helpless survivors are tokens in the colony: they eat and attract zombies but give no dice \
and cannot act or be attacked. [KILL, SURV, MORALE]""", ("helpless", "kill", "leader")),
    Topic("items", "The seven item types", """\
Each item card carries one of seven symbols. On screen every symbol has its own shape, so \
colour is never needed to tell them apart:
• Weapon — a knife in a triangle.
• Fuel — a jerry can in a circle.
• Book — an open book in a square.
• Food — an apple in a circle.
• Medicine — a cross in a ring.
• Tool — a wrench in a hexagon.
• Survivor — a head and shoulders in a circle.

Locations list the symbols they hold, most common first.""", ("icon", "symbol", "weapon",
                                                             "fuel", "medicine", "tool")),
    Topic("variants", "Variants", """\
• Hardcore — play the main objective's hard side.
• Cooperative — hard side, no secret objectives, no exile: everyone wins or loses together.
• Two players — always cooperative; each player keeps 3 survivors and gets 7 items.
• Betrayer — fewer normal objectives in the pool, so a betrayer is much more likely.
• Player elimination — a player whose last survivor dies is out, instead of drawing a new \
one. [VAR]""", ("hardcore", "cooperative", "two player", "betrayer", "elimination")),
    Topic("screen", "Reading the table", """\
The colony sits in the middle with its six numbered entrances; the six locations surround \
it. Each location shows its survivor spaces, its entrance spaces (zombies and barricades), \
its noise spaces and how many cards are left in its deck.

Survivor standees carry their owner's mark (circle, square, triangle, diamond or star) and \
a name banner. Red drops are wounds; snowflakes are frostbite. A star on a standee marks a \
group leader. The yellow star token is the first player token.

The tracks show morale and rounds left; next to the food supply you see starvation tokens \
and the waste pile with the point where it will next cost morale.""",
          ("board", "legend", "standee", "track")),
    Topic("handoff", "Passing the computer", """\
This is a pass-and-play game. Before anything private is shown (your hand, your secret \
objective, a search, a vote) the screen goes dark and names who should look next. Pass \
the mouse, and only that player clicks to continue. The log always names players; it \
never says "you".""", ("privacy", "hot seat", "pass and play")),
    Topic("keys", "Keyboard and mouse", """\
• F1 — this rules reference, from anywhere. Type to search; Up/Down pick a topic; \
Page Up/Down scroll.
• Esc — pause menu (in a game) or back (in menus).
• Tab / Shift+Tab or the arrow keys — move between buttons; Enter or Space — press.
• Left/Right — change a setting.
• Space during animations — skip them (fast-forward).
• F11 — full screen on or off. F3 — frame time display.

Every action can be chosen with the keyboard: the numbered hotkeys shown on buttons work \
too.

Cards: hover a card (in your hand, the crisis, the objective, a survivor's equipment, a \
place's deck) to read it; right-click or Z pins it large; Esc, Z or a click closes the \
zoom. Icons and counters on the board explain themselves on hover.""",
          ("controls", "shortcut", "hotkey", "keyboard", "zoom", "hover", "tooltip")),
    Topic("legend", "Legend: icons and counters", _legend_body(),
          ("legend", "icon", "symbol", "counter", "token", "marker")),
)

# the legend second, right after the overview: the first thing a newcomer looks for
TOPICS = (TOPICS[0], TOPICS[-1], *TOPICS[1:-1])


def topics(lang: str | None = None) -> tuple[Topic, ...]:
    """The topics in ``lang`` (default: the interface language; English for any other)."""
    from game import i18n
    from game.client import rules_text_ln

    lang = lang or i18n.current()
    if lang in ("pt", "de"):
        if lang == "pt":
            from game.client.rules_text_ln_pt import TOPICS as LN
            from game.client.rules_text_pt import LEGEND
            from game.client.rules_text_pt import TOPICS as OWN
        else:
            from game.client.rules_text_de import LEGEND
            from game.client.rules_text_de import TOPICS as OWN
            from game.client.rules_text_ln_de import TOPICS as LN
        # the legend (second, as in English) in that language: its entries are catalog texts
        legend = Topic("legend", LEGEND[0], _legend_body_in(lang), LEGEND[1])
        return (OWN[0], legend, *OWN[1:], *LN)
    # The Long Night, its modules and scenarios after the base topics (issue 9 item 8)
    every = (*TOPICS, *rules_text_ln.TOPICS)
    if lang == i18n.PSEUDO:
        return tuple(Topic(t.id, i18n.pseudo(t.title), i18n.pseudo(t.body), t.keywords)
                     for t in every)
    return every


def _legend_body_in(lang: str) -> str:
    from game import i18n

    if lang == i18n.current():
        return _legend_body()
    old = i18n.current()
    i18n.set_language(lang)
    try:
        return _legend_body()
    finally:
        i18n.set_language(old)


def search(query: str, lang: str | None = None) -> list[Topic]:
    """The topics that match ``query``: those naming it in their title first, then those
    with it among their keywords, then the rest, each group in list order ("bandit" leads
    to the Bandits module before every topic that mentions bandits in passing)."""
    words = fold(query.strip()).split()

    def rank(t: Topic) -> int:
        if not words:
            return 0
        if all(w in fold(t.title) for w in words):
            return 0
        return 1 if all(w in fold(" ".join(t.keywords)) for w in words) else 2

    return sorted((t for t in topics(lang) if t.matches(query)), key=rank)


def topic(topic_id: str, lang: str | None = None) -> Topic:
    for t in topics(lang):
        if t.id == topic_id:
            return t
    raise KeyError(topic_id)
