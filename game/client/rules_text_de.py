"""Die Regelübersicht auf Deutsch (issue 13 item 4): dieselben Themen, in derselben
Reihenfolge und mit denselben ids wie :mod:`game.client.rules_text`; eigener Text, mit den
Begriffen des Glossars (RULES.md §27)."""

from __future__ import annotations

from game.client.rules_text import Topic

# the legend topic: title and keywords (its body is the legend, game.client.legend)
LEGEND: tuple[str, tuple[str, ...]] = ("Legende: Symbole und Marker", ("Legende", "Symbol", "Zähler", "Marker"))

TOPICS: tuple[Topic, ...] = (
    Topic("overview", "Worum es geht", """\
Eine kleine Schar Überlebender hält in einer Kolonie einen harten Winter lang aus, während \
sich draußen die Toten sammeln. Alle am Tisch teilen ein gemeinsames Ziel für die Kolonie, \
aber jeder Spieler gewinnt oder verliert allein mit seinem geheimen Ziel, das er nie zeigt. \
Eines dieser geheimen Ziele kann einem Verräter gehören, der die Kolonie scheitern sehen \
will.

Das Spiel endet sofort, wenn die Moral auf 0 fällt oder die Rundenleiste abläuft (das \
gemeinsame Ziel gilt dann als verfehlt), oder wenn das gemeinsame Ziel in der Koloniephase \
erfüllt ist. Dann prüft jeder Spieler sein geheimes Ziel: Beliebig viele Spieler können \
gewinnen, auch keiner.

• Die Moral ist die Lebensleiste der Kolonie. Tode, Hunger, Abfall und manche Karten \
senken sie.
• Die Rundenleiste zählt einmal pro Runde herunter.
• Überlebende handeln mit Würfeln; Zombies kommen in jeder Koloniephase.""",
          ("Ziel", "gewinnen", "Verräter")),
    Topic("setup", "Spielaufbau", """\
Wählt das gemeinsame Ziel (nach Absprache oder zufällig); sein Aufbau legt die \
Anfangsmoral, die Zahl der Runden und manchmal zusätzliche Nahrung, hilflose Überlebende \
oder Zombies fest.

Jeder Spieler erhält verdeckt ein geheimes Ziel (keines in den kooperativen und \
2-Spieler-Varianten). Der Stapel, aus dem sie kommen, enthält immer genau ein \
Verrat-Ziel, also kann ein Verräter im Spiel sein oder auch nicht.

Jeder Spieler erhält 5 Startkarten (7 bei zwei Spielern) und 4 Überlebende: Er behält 2 \
(3 bei zwei Spielern), wählt einen davon als Gruppenanführer und gibt den Rest zurück. \
Alle behaltenen Überlebenden beginnen in der Kolonie. Der Spieler, dessen Anführer den \
höchsten Einfluss hat, erhält den Startspielermarker. [SETUP]""",
          ("Auswahl", "Anführer", "Start", "Startspieler")),
    Topic("round", "Eine Runde, Schritt für Schritt", """\
Jede Runde besteht aus der Spielerphase und danach der Koloniephase.

Spielerphase:
• Die nächste Krise aufdecken. Sie schadet der Kolonie am Rundenende, wenn die Spieler \
nicht die richtigen Objektarten beisteuern.
• Jeder Spieler wirft Aktionswürfel: einen Würfel plus einen je Überlebenden, den er \
steuert. Hilflose Überlebende geben nie Würfel.
• Beginnend beim Startspieler und weiter nach links macht jeder Spieler einen Zug.

Zu Beginn deines Zuges zieht der Spieler rechts von dir geheim eine Schicksalskarte über \
dich, und jeder deiner Überlebenden mit Erfrierung erhält eine weitere Wunde. [ROUND]""",
          ("Würfel", "Zugreihenfolge", "Phase")),
    Topic("turn", "Dein Zug und die Aktionen", """\
In deinem Zug machst du beliebig viele Aktionen in beliebiger Reihenfolge und beendest dann \
den Zug. Würfelaktionen kosten einen deiner unbenutzten Aktionswürfel; freie Aktionen \
kosten nichts.

Würfelaktionen (der Würfelwert muss die angegebene Zahl erreichen, wo es eine gibt):
• Angreifen — ein Überlebender gibt einen Würfel aus, der mindestens seinen Angriffswert \
zeigt.
• Durchsuchen — an einem Standort (nie in der Kolonie), ein Würfel mindestens so hoch wie \
der Durchsuchungswert.
• Verbarrikadieren — jeder Würfel: eine Barrikade auf ein freies Eingangsfeld dieses \
Standorts.
• Abfall entsorgen — jeder Würfel, mit einem Überlebenden in der Kolonie: 3 Karten vom \
Abfallstapel entfernen.
• Zombies anlocken — jeder Würfel: bis zu 2 Zombies von irgendwo an diesen Standort holen.
• Fähigkeit — die nummerierte Fähigkeit eines Überlebenden, an dem Ort, den die Karte nennt.

Freie Aktionen: Karten ausspielen, Karten zur Krise beisteuern, Überlebende bewegen, \
Nahrungsmarker ausgeben, andere Spieler um Karten bitten, Ausrüstung weitergeben und eine \
Abstimmung über eine Verbannung ansetzen. [ACT]""", ("Aktion", "Würfel", "freie Aktion")),
    Topic("attack", "Angreifen", """\
Angegriffene Zombies sterben immer: Entferne den Zombie, dann wirft der Angreifer den \
Infektionswürfel. In der Kolonie darfst du einen Zombie an jedem ihrer sechs Eingänge \
wählen.

Du darfst auch den Überlebenden eines anderen Spielers am selben Ort angreifen: Wirf den \
ausgegebenen Würfel neu; ein Ergebnis bis zum Angriffswert des Ziels verwundet es und \
lässt dich eine zufällige Karte aus der Hand seines Besitzers nehmen. Ein Angriff auf einen \
Überlebenden verlangt nie einen Infektionswurf. Niemand kann einen hilflosen Überlebenden \
oder die eigenen Überlebenden angreifen. [ACT-ATTACK]""",
          ("Zombie", "töten", "kämpfen", "Angriff")),
    Topic("search", "Durchsuchen und Geräusche", """\
Zieh die oberste Karte des Objektstapels des Standorts und sieh sie dir geheim an. Dann \
hörst du auf, oder du machst ein Geräusch: Lege einen Geräuschmarker an den Standort und \
zieh eine weitere Karte. Du kannst weitersuchen, solange Platz ist (höchstens 4 \
Geräuschmarker je Standort und Runde). Wenn du aufhörst, behältst du genau eine der \
gezogenen Karten und legst die anderen unter den Stapel.

Geräusche sind gefährlich: In der Koloniephase kann jeder Geräuschmarker einen weiteren \
Zombie bringen. [ACT-SEARCH]""", ("Geräusch", "Objekt", "Stapel", "ziehen")),
    Topic("move", "Bewegen und Infektion", """\
Bewegen ist frei: Jeder Überlebende darf sich einmal pro Zug an jeden Standort mit einem \
freien Feld für Überlebende bewegen (es gibt keine Entfernungen auf der Karte). Nach jeder \
Bewegung wirft der Überlebende den Infektionswürfel.

Der Infektionswürfel hat zwölf Seiten:
• Leerseite (ein leerer Ring) — nichts passiert.
• Wunde (drei Krallenspuren) — eine Wunde.
• Erfrierung (eine Schneeflocke) — eine Wunde, die zu Beginn jedes Zuges des Besitzers \
eine weitere Wunde hinzufügt.
• Gebissen (ein Kiefer mit Zähnen) — der Überlebende stirbt sofort und die Infektion kann \
sich ausbreiten.

Ein Überlebender mit drei Wunden jeder Art stirbt sofort. [ACT-MOVE, EXPO]""",
          ("Infektion", "Wunde", "Erfrierung", "Biss", "Würfel")),
    Topic("bite", "Wenn sich eine Infektion ausbreitet", """\
Nach einem Biss ist der Überlebende mit dem niedrigsten Einfluss am selben Standort in \
Gefahr, egal wer ihn steuert. Sein Besitzer wählt: ihn sterben lassen (dann endet die \
Ausbreitung) oder den Infektionswürfel werfen — eine Leerseite rettet ihn und beendet die \
Ausbreitung; alles andere tötet ihn, und die Infektion geht auf den nächstniedrigen \
Überlebenden dort über. [EXPO-09..12]""", ("Ausbreitung", "Infektion", "Biss")),
    Topic("zombies", "Zombies, Barrikaden und überrannte Eingänge", """\
Jeder Standort hat Eingangsfelder; die Kolonie hat sechs nummerierte Eingänge. Zombies \
kommen immer einzeln. In der Kolonie geht der erste an Eingang 1, der zweite an Eingang 2 \
und so weiter, nach der 6 wieder von vorn.

Ist der Zieleingang voll, aber verbarrikadiert, bricht die Barrikade und der Zombie wird \
abgelegt. Ist er voll und ohne Barrikade, wird der Ort überrannt: Der Zombie wird abgelegt \
und der Überlebende mit dem niedrigsten Einfluss dort wird getötet (in der Kolonie: \
irgendwo in der Kolonie; sind dort nur hilflose Überlebende, stirbt einer von ihnen). \
[ZOMB]""", ("überrannt", "Barrikade", "Eingang")),
    Topic("colony", "Die Koloniephase", """\
Wenn alle ihren Zug gemacht haben, läuft die Koloniephase in diesen Schritten ab:
• Nahrung verteilen — ein Nahrungsmarker je zwei Personen in der Kolonie (Überlebende \
plus hilflose Überlebende, aufgerundet). Reicht die Nahrung nicht, wird nichts bezahlt, \
ein Hungermarker kommt dazu, dann sinkt die Moral um eins je Hungermarker.
• Abfall überprüfen — eine Moral weniger für je volle 10 Karten im Abfallstapel.
• Krise abhandeln (siehe Krise).
• Zombies ins Spiel bringen — einer je zwei Personen in der Kolonie, einer je Überlebendem \
an jedem anderen Standort, dann kann jeder Geräuschmarker einen weiteren bringen.
• Gemeinsames Ziel überprüfen — ist es jetzt erfüllt, endet das Spiel.
• Rundenanzeiger weiterrücken; bei 0 endet das Spiel.
• Startspielermarker weiterreichen. [COLONY]""", ("Nahrung", "Hunger", "Abfall", "Phase")),
    Topic("crisis", "Krise", """\
Jede Runde wird eine neue Krise aufgedeckt. Sie nennt die Objektarten, die helfen. In ihren \
Zügen dürfen die Spieler verdeckt Karten beisteuern, aus der Hand oder aus der Ausrüstung. \
In der Koloniephase werden die Karten gemischt und aufgedeckt: Jede passende Karte zählt \
+1, jede andere −1.

Die Krise ist abgewendet, wenn die Summe die Zahl der nicht verbannten Spieler erreicht; \
bei zwei mehr gewinnt die Kolonie zusätzlich 1 Moral. Sonst tritt ihr Effekt ein. Alle \
beigesteuerten Karten verlassen das Spiel. Eine erbetene Karte darf nie beigesteuert \
werden. [CRISIS]""", ("beisteuern", "abwenden", "Sabotage", "Krise")),
    Topic("crossroads", "Schicksalskarten", """\
Zu Beginn jedes Zuges zieht der Spieler rechts vom aktiven Spieler geheim eine \
Schicksalskarte. Sie beschreibt eine Lage, die im Zug eintreten kann. Tut der aktive \
Spieler, was die Karte beschreibt, wird sie aufgedeckt und vorgelesen, und der aktive \
Spieler wählt eine ihrer Wahlmöglichkeiten. Eine nicht ausgelöste Karte kommt unter den \
Stapel; eine ausgelöste verlässt das Spiel. Manche Schicksalskarten lassen alle abstimmen. \
[XROADS]""", ("Geschichte", "Karte", "Auslöser", "Schicksal")),
    Topic("voting", "Abstimmung", """\
Abgestimmt wird geheim, ein Spieler nach dem anderen an diesem Bildschirm; aufgedeckt wird \
gemeinsam. Jeder nicht verbannte Spieler stimmt ab, auch wer die Abstimmung angesetzt hat. \
Mehr Daumen hoch als Daumen runter: angenommen; bei Gleichstand entscheidet der \
Startspieler (ist er aus dem Spiel, der nächste noch spielende Spieler, der den \
Startspielermarker bekäme). [VOTE]""", ("abstimmen", "Stimme", "Abstimmung")),
    Topic("exile", "Verbannung", """\
Einmal pro Zug darf der aktive Spieler eine Abstimmung ansetzen, um einen anderen Spieler \
zu verbannen. Wird sie angenommen, zieht der Verbannte eine geheime Zielkarte für \
Verbannte, die ändert, was er zum Sieg braucht, und bringt seine Überlebenden aus der \
Kolonie.

Verbannte stimmen nicht ab, steuern keine Karten zur Krise bei und geben keine \
Nahrungsmarker aus (sie dürfen eine Nahrungskarte statt ihres Effekts spielen, um einen \
Aktionswürfel um 1 zu erhöhen). Sie ignorieren Effekte, die hilflose Überlebende bringen \
würden, und sind bei Effekten für "jeden nicht verbannten Spieler" außen vor; Karten, die \
sie spielen, verlassen das Spiel, statt auf den Abfallstapel zu kommen. Werden je zwei \
Spieler verbannt, die keine Verräter sind, fällt die Moral auf 0 und das Spiel endet. Keine \
Verbannung in den kooperativen Varianten. [EXILE]""",
          ("Verräter", "verbannen", "Verbannung")),
    Topic("requests", "Bitten, Nahrung und Ausrüstung", """\
Um Karten bitten: Bitte andere Spieler um Objektkarten. Jeder darf eine aus der Hand geben \
oder ablehnen; eine gegebene Karte wird gezeigt und muss sofort gespielt werden, und sie \
darf nie zur Krise.

Nahrungsmarker: Nimm Nahrungsmarker aus dem Vorrat der Kolonie; jeder erhöht einen deiner \
unbenutzten Würfel um 1.

Ausrüstung bleibt bei dem Überlebenden, auf den sie gespielt wurde. Sie kann einem anderen \
Überlebenden am selben Ort weitergegeben, zur Krise beigesteuert werden, oder sie geht \
verloren, wenn ihr Überlebender stirbt: zurück in die Hand des Besitzers, wenn das in der \
Kolonie geschah, sonst in den Stapel des Standorts gemischt. \
[ACT-REQ, ACT-FOOD, ACT-HANDOFF]""", ("Nahrungsmarker", "Ausrüstung", "bitten")),
    Topic("death", "Tod, hilflose Überlebende und Moral", """\
Jeder Überlebende oder hilflose Überlebende, der stirbt, kostet 1 Moral (nicht die \
Überlebenden eines Verbannten). "Entfernt" ist nicht "getötet" und kostet nichts, außer \
eine Karte sagt es.

Stirbt dein Anführer, wähle ein Gruppenmitglied als neuen Anführer. Stirbt dein letzter \
Überlebender, wirf deine Hand ab und zieh einen neuen Überlebenden vom Stapel als \
Anführer. Geschieht das, während sich eine Infektion ausbreitet, entscheidet der \
Startspieler, was zuerst kommt: die Ausbreitung oder der neue Anführer.

Hilflose Überlebende sind Marker in der Kolonie: Sie essen und locken Zombies an, geben \
aber keine Würfel und können weder handeln noch angegriffen werden. \
[KILL, SURV, MORALE]""", ("hilflos", "töten", "Anführer", "Moral")),
    Topic("items", "Die sieben Objektarten", """\
Jede Objektkarte trägt eines von sieben Symbolen. Auf dem Bildschirm hat jedes Symbol seine \
eigene Form, Farbe ist also nie nötig, um sie zu unterscheiden:
• Waffe — ein Messer in einem Dreieck.
• Benzin — ein Kanister in einem Kreis.
• Buch — ein offenes Buch in einem Quadrat.
• Nahrung — ein Apfel in einem Kreis.
• Medikament — ein Kreuz in einem Ring.
• Werkzeug — ein Schraubenschlüssel in einem Sechseck.
• Überlebender — Kopf und Schultern in einem Kreis.

Standorte nennen die Symbole, die sie enthalten, das häufigste zuerst.""",
          ("Symbol", "Waffe", "Benzin", "Medikament", "Werkzeug")),
    Topic("variants", "Varianten", """\
• Schwer — die schwere Seite des gemeinsamen Ziels spielen.
• Kooperativ — schwere Seite, keine geheimen Ziele, keine Verbannung: Alle gewinnen oder \
verlieren gemeinsam.
• Zwei Spieler — immer kooperativ; jeder Spieler behält 3 Überlebende und erhält 7 Objekte.
• Verräter — weniger normale Ziele im Stapel, ein Verräter ist also viel wahrscheinlicher.
• Ausscheiden — ein Spieler, dessen letzter Überlebender stirbt, scheidet aus, statt einen \
neuen zu ziehen. [VAR]""",
          ("schwer", "kooperativ", "zwei Spieler", "Verräter", "ausscheiden")),
    Topic("screen", "Den Tisch lesen", """\
Die Kolonie liegt in der Mitte mit ihren sechs nummerierten Eingängen; die sechs Standorte \
umgeben sie. Jeder Standort zeigt seine Felder für Überlebende, seine Eingangsfelder \
(Zombies und Barrikaden), seine Geräuschfelder und wie viele Karten noch in seinem Stapel \
sind.

Die Figuren der Überlebenden tragen das Zeichen ihres Besitzers (Kreis, Quadrat, Dreieck, \
Raute oder Stern) und ein Namensband. Rote Tropfen sind Wunden; Schneeflocken sind \
Erfrierungen. Ein Stern auf einer Figur kennzeichnet den Gruppenanführer. Der gelbe \
Sternmarker ist der Startspielermarker.

Die Leisten zeigen die Moral und die verbleibenden Runden; neben dem Nahrungsvorrat siehst \
du die Hungermarker und den Abfallstapel mit der Stelle, an der er wieder Moral kostet.""",
          ("Spielplan", "Legende", "Figur", "Leiste")),
    Topic("handoff", "Den Computer weitergeben", """\
Das Spiel wird an einem Computer reihum gespielt. Bevor etwas Privates gezeigt wird (deine \
Hand, dein geheimes Ziel, eine Durchsuchung, eine Stimme), wird der Bildschirm dunkel und \
nennt, wer als Nächstes schauen soll. Gib die Maus weiter, und nur dieser Spieler klickt \
weiter. Das Protokoll nennt immer die Spieler; es sagt nie "du".""",
          ("Privatsphäre", "weitergeben", "ein Computer")),
    Topic("keys", "Tastatur und Maus", """\
• F1 — diese Regelübersicht, von überall. Tippen sucht; ↑/↓ wählen ein Thema; Bild↑/Bild↓ \
blättern.
• Esc — Pausenmenü (im Spiel) oder zurück (in Menüs).
• Tab / Umschalt+Tab oder die Pfeiltasten — zwischen Schaltflächen wechseln; Enter oder \
Leertaste — drücken.
• Links/Rechts — eine Einstellung ändern.
• Leertaste während Animationen — überspringen (Schnellvorlauf).
• F11 — Vollbild an oder aus. F3 — Anzeige der Bildzeit.

Jede Aktion lässt sich mit der Tastatur wählen: Die nummerierten Tasten auf den \
Schaltflächen funktionieren auch.

Karten: Fahre mit der Maus über eine Karte (auf deiner Hand, die Krise, das Ziel, die \
Ausrüstung eines Überlebenden, den Stapel eines Ortes), um sie zu lesen; Rechtsklick oder Z \
zeigt sie groß; Esc, Z oder ein Klick schließt die Vergrößerung. Symbole und Zähler auf dem \
Spielplan erklären sich beim Darüberfahren.""", ("Steuerung", "Tastenkürzel", "Taste", "Tastatur")),
)
