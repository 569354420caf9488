"""The rules reference for The Long Night, its modules and its introductory scenarios
(issue 9 item 8), in our own words: RULES.md §19-§23 and the [LN]/[BAND]/[RAX]/[IMPR]
parts of the base rules, and the §28 options.

These topics come after the base topics in the list (:func:`game.client.rules_text.topics`)
and are searched like them.  Portuguese and German: ``rules_text_ln_pt`` /
``rules_text_ln_de`` (same ids, same order, same rule tags).
"""

from __future__ import annotations

from game.client.rules_text import Topic

TOPICS: tuple[Topic, ...] = (
    Topic("ln_rules", "The Long Night: what changes", """\
The Long Night plays by every base rule, plus the changes below, whichever modules are in \
play. Three modules can be added in any combination, or none: Improvements, Bandits and \
Raxxon. Each brings its own cards (marked with its icon) and rules. Base-game cards can be \
mixed in; then each location keeps only 20 cards of its combined deck.

• A card with several uses can only be used for the parts whose module is in play. Without \
the Bandits module the bandit numbers on crisis cards are ignored.
• Random location: roll a die and take the location with that number. The colony has no \
number, and locations numbered above 6 can never come up this way.
• Explosive trap: the other side of a barricade token. It holds an entrance like a \
barricade, but when a zombie arriving there destroys it, every zombie already at that \
entrance is removed too.
• Noise: in the Add Zombies step each noise token is flipped like a coin, one at a time; \
each one landing "!!!" up adds 1 zombie there. At most 4 noise tokens per location in a \
round.
• First-player vote: at the end of each round, before the first player token passes, any \
player may call a vote to keep it where it is. If the vote fails, the token passes to the \
right as usual. [LN]""",
          ("long night", "module", "noise", "coin", "explosive trap", "random location",
           "first player", "vote", "mixed")),
    Topic("ln_despair", "Despair, unruly, Graveyard", """\
Despair: some crossroads, crises and other cards give a survivor despair, a token on its \
card. Despair counts as a wound for everything, including death when wounds, frostbite \
and despair together reach 3. But an effect that heals wounds does not remove despair; \
only an effect that names despair does.

Unruly helpless survivors: a helpless survivor token can be flipped to its unruly side. \
An unruly token counts as 2 helpless survivors when the colony pays food and when \
zombies are added there. On their turn, as a free action, the active player may calm one \
unruly token (flip it back) by putting a medicine card from hand on the waste pile \
without using its effect.

The Graveyard looks like a location but is only where the standees and cards of dead \
survivors go. Nobody moves there or searches it and it is never a random location; only \
some crossroads cards refer to it. [LN]""",
          ("despair", "unruly", "helpless", "graveyard", "dead", "medicine", "wound")),
    Topic("ln_improvements", "Improvements module", """\
Setup: the hammer-marked crisis, survivor, crossroads and objective cards join their \
decks, and 4 improvement cards are laid face up in a row next to the colony.

During play some items and other effects put progress markers on an improvement. As soon \
as an improvement carries at least as many markers as the number printed on it, it is \
completed, at once, at any moment: it moves onto the colony blueprint and its lasting \
effect applies from then on.

The box holds 10 improvement cards, 10 improvement tokens and 12 progress markers. [IMPR]""",
          ("improvement", "progress", "marker", "blueprint", "hammer", "build")),
    Topic("ln_bandits", "Bandits module", """\
Bandits are people no player controls. They stand only at locations other than the \
colony, each taking a survivor space there. Setup: the bandit-marked cards join their \
decks, the Bandits' Hideout location is added (it has no item deck) and the bandit \
standees wait next to it.

• Placement: right after a crisis is revealed, bandits are placed at the locations whose \
numbers are printed on it. A location with no free survivor space gets none. A base-game \
crisis without numbers sends 2 bandits to random locations.
• Add Zombies: each bandit at a location counts as a survivor there, drawing 1 zombie.
• Overrun: when an entrance is overrun and no survivor is at that location, its bandits \
are removed.
• Bandits scavenge (colony phase, right after Add Zombies): for each bandit, the top card \
of its location's item deck goes face up into the hideout stockpile.
• Attack a bandit with the normal attack action (no exposure roll, no card taken). Then \
roll the spent die: 4 or less removes the bandit; 5 or 6 does nothing. If a special zombie \
is there, it must be attacked first.

The box holds 20 bandit standees. [BAND]""",
          ("bandit", "bandits", "scavenge", "stockpile", "placement", "standee")),
    Topic("ln_hideout", "Bandits' Hideout and leader", """\
(In this game's Long Night pack the Bandits' Hideout is Harrow's Roost, a grain elevator \
the bandits hold; the stockpile is the bandits' stockpile.) \
The Bandits' Hideout is a special location. A survivor there may attack a bandit, a \
survivor or a zombie there with the normal rules. It may also attack the hideout itself \
or search it: spend a die as for an attack or a search, then roll that die and read the \
result on the hideout card. Only survivors of players who are not exiled may attack or \
search the hideout itself.

Bandit leader: a player who is exiled and is not the betrayer becomes the leader of the \
bandits; every exile rule still applies to them. The leader chooses where bandits are \
placed instead of the printed numbers or random locations, and may take 1 card from the \
hideout stockpile once per round. [BAND]""",
          ("bandit", "hideout", "leader", "stockpile", "exile", "search", "attack")),
    Topic("ln_raxxon", "Raxxon module: search, pills", """\
(In this game's Long Night pack the Raxxon location is Glasshill Labs, the laboratory on \
the hill; its cards say "Glasshill" where the rules say Raxxon.) \
Setup: the skull-marked cards join their decks and the Raxxon location is added with its \
own item deck. The experiment deck is shuffled and put on Raxxon with the Audio Log side \
up: the top Audio Log is public and may be read at any time. The pill side-effect deck \
lies next to it, unshuffled; anyone may look through it.

• Searching Raxxon: after each search there, the searching survivor makes an exposure \
roll.
• Pills are event items from the Raxxon deck. Choose a survivor you control to take the \
pill, roll a die and apply the result printed on the pill. If it tells you to equip a \
side effect, that card is taken from the side-effect deck and equipped to the survivor \
for good: it can never be removed. [RAX]""",
          ("raxxon", "pill", "side effect", "experiment", "audio log", "lab", "exposure")),
    Topic("ln_containment", "Raxxon: the containment code", """\
During their turn, a player with at least one survivor at Raxxon may put action dice from \
their unused pool on the Raxxon card (a free action). Those dice keep their values and \
can no longer be spent.

At the very start of the colony phase, if 2 dice on Raxxon match the containment code on \
the top Audio Log, every player who is not exiled votes:
• Thumbs up: the top experiment card is discarded and nothing is released.
• Thumbs down: the first player picks a location (the colony counts) that gets 3 fewer \
zombies in this round's Add Zombies step, and then the release happens anyway.

Release (also when the code is not matched): each special zombie named on the Audio Log \
is placed, one at a time, each with a die roll for where it goes, by the normal zombie \
placement rules. With no free entrance space, a trap, barricade or overrun takes it as \
usual, that zombie is not placed and the experiment card is discarded instead. Once at \
least one is placed, the card turns to its Encounter side and is laid next to the \
colony. [RAX]""",
          ("containment", "code", "dice", "release", "vote", "audio log", "encounter")),
    Topic("ln_special", "Special zombies", """\
There are 12 types of special zombie (19 standees), each with its encounter card.

• Only normal attacks kill them. Items and abilities that are not attacks, and explosive \
traps, do not affect them.
• Only an effect named on its own encounter card can move one: Attract and other moving \
effects cannot.
• At a location with a special zombie, an attacker must target a special zombie before \
any other zombie, survivor or bandit.
• Attacking one: first an exposure roll (unless something exempts the attacker); then, \
if the attacker is still alive, roll a die and apply that result on its encounter card.
• When the last special zombie of a type leaves play, its encounter card is discarded. \
[RAX]""",
          ("special zombie", "encounter", "raxxon", "experiment", "attack", "exposure")),
    Topic("ln_scenarios", "Introductory scenarios", """\
Two scenarios teach the Raxxon and the Bandits modules step by step. Each replaces the \
main objective with three special objectives played in order: R1, R2, R3 for Raxxon; B1, \
B2, B3 for the bandits. The table shows the one in play with its progress.

At first only some of the module's rules are on; each completed stage switches on more. \
Completing stage 1 or 2 does not end the game: a transition follows. It names a \
designated player, who reads its story aloud and performs its scripted steps. At the start of \
the next round the completed card leaves the game and the next one takes its place. \
Only completing the third special objective wins. [SCEN]""",
          ("scenario", "special objective", "stage", "intro", "transition", "story")),
    Topic("ln_scen_raxxon", "Scenario: the Raxxon introduction", """\
Setup as for the Raxxon module, but Raxxon is sealed: barricades fill its entrances and \
survivor spaces, nobody may go there, and neither the containment code nor pills are in \
play. Two survivors are kept out of the deal. After the introduction, one of them joins \
the first player in the colony carrying the scenario's Raxxon item, searched out of the \
Raxxon deck (which is then shuffled).

R1 to R2: the designated player (fewest followers; on a tie, the one with the single most \
influential survivor) removes the barricades from Raxxon, places one of their survivors \
there and moves 3 zombies from the colony to Raxxon. The other set-aside survivor joins \
them at Raxxon with 1 wound (if Raxxon is full, the first player sends a survivor there \
back to the colony). From now on survivors may enter and search Raxxon, with its \
exposure roll, and pills work.

R2 to R3: the dice on Raxxon are cleared and every survivor there goes back to the colony. \
Experiment cards are drawn at once and their special zombies released: 2 cards with 2 or \
3 players not exiled, 3 with 4. The containment code is in play from the next round. \
[SCEN-R]""",
          ("scenario", "raxxon", "sealed", "R1", "R2", "R3", "transition", "containment")),
    Topic("ln_scen_bandits", "Scenario: the Bandits introduction", """\
Setup as for the Bandits module. The betrayal card added to the secret objectives is the \
scenario's own infiltrator; everyone may hear its text, but who holds it stays secret. \
Its goal needs B2 completed, so its holder must help the colony that far. After the \
introduction each player draws 1 card from the Hospital deck. In B1 bandits are placed, \
draw zombies, are removed by overruns and scavenge; attacking them, the hideout and the \
bandit leader come later.

B1 to B2: the designated player (who controls the human follower of lowest influence) \
empties the food supply; the most influential survivor and the least influential human \
survivor go to the hideout; the first is killed (morale drops as usual), the second takes \
1 wound unless it has 2 already and returns to the colony. From now on bandits and the \
hideout can be attacked.

B2 to B3: a special exile phase. From the first player clockwise, each player may call one \
exile vote, by the normal rules. Afterwards a betrayer who was not exiled and has met the \
infiltrator's goal may reveal themselves and win at once. Otherwise their goal now also \
needs morale 0. A non-betrayer exiled now becomes the bandit leader. Survivors of players \
who are not exiled come back from the hideout to the colony. [SCEN-B]""",
          ("scenario", "bandit", "infiltrator", "special exile phase", "exile", "B1", "B2",
           "B3", "betrayer")),
    Topic("ln_options", "Long Night options", """\
Chosen when a new game is set up (the Long Night default first):
• Ruleset: base game, The Long Night, or both mixed. Modules: any of Improvements, \
Bandits, Raxxon. Scenario: none, Raxxon introduction or Bandits introduction (it switches \
on its module).
• Noise: flipped like coins (Long Night) or rolled as in the base game. Noise cap per \
location: 4, or none.
• First-player vote on or off; the first player token passes right or left.
• Unruly weight: how many helpless survivors an unruly token counts as (2).
• Bandits from a base crisis: 2 or 0. The bandit leader places all bandits or only at \
crisis reveals, and may take a stockpile card or not; removed bandits go back to the \
supply or out of the game; exiled survivors may use the hideout or not.
• Containment dice: a limit per player, or none.
• Component limits: enforce the box's counts of standees and tokens, or not. [LN]""",
          ("options", "advanced", "settings", "ruleset", "module", "scenario", "noise cap",
           "unruly weight", "component limit")),
)
