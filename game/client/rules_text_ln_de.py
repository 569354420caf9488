"""Die Regelübersicht für The Long Night, seine Module und Szenarien auf Deutsch (issue 9
item 8): dieselben Themen in derselben Reihenfolge und mit denselben ids wie
:mod:`game.client.rules_text_ln`; eigener Text, mit den Begriffen des Glossars (RULES.md
§27).  Wo das Glossar keinen deutschen Begriff hat, steht ein schlichtes eigenes Wort
(wie in den Texten der Oberfläche)."""

from __future__ import annotations

from game.client.rules_text import Topic

TOPICS: tuple[Topic, ...] = (
    Topic("ln_rules", "The Long Night: was sich ändert", """\
The Long Night spielt nach allen Regeln des Grundspiels, mit den Änderungen unten, egal \
welche Module im Spiel sind. Drei Module lassen sich beliebig kombinieren, oder keines: \
Verbesserungen, Banditen und Raxxon. Jedes bringt eigene Karten (mit seinem Symbol) und \
Regeln. Karten des Grundspiels können dazugemischt werden; dann behält jeder Standort nur \
20 Karten seines gemischten Stapels.

• Eine Karte mit mehreren Verwendungen darf nur für die Teile genutzt werden, deren Modul \
im Spiel ist. Ohne das Banditen-Modul werden die Banditenzahlen auf Krisenkarten \
ignoriert.
• Zufälliger Standort: würfle und nimm den Standort mit dieser Nummer. Die Kolonie hat \
keine Nummer, und Standorte mit einer Nummer über 6 kommen so nie vor.
• Sprengfalle: die andere Seite eines Barrikadenmarkers. Sie hält einen Eingang wie eine \
Barrikade, aber wenn ein ankommender Zombie sie zerstört, werden auch alle Zombies \
entfernt, die schon an diesem Eingang stehen.
• Geräusche: beim Schritt Zombies ins Spiel bringen wird jeder Geräuschmarker einzeln wie \
eine Münze geworfen; jeder, der mit „!!!“ oben landet, bringt dort 1 Zombie. Höchstens 4 \
Geräuschmarker pro Standort und Runde.
• Startspieler-Abstimmung: am Ende jeder Runde, bevor der Startspielermarker \
weitergereicht wird, darf jeder eine Abstimmung ansetzen, dass er bleibt, wo er ist. \
Scheitert sie, geht der Marker wie üblich nach rechts. [LN]""",
          ("long night", "modul", "geräusch", "münze", "sprengfalle", "zufälliger standort",
           "startspieler", "abstimmung", "gemischt")),
    Topic("ln_despair", "Verzweiflung, Aufsässige, Friedhof", """\
Verzweiflung: manche Schicksals-, Krisen- und andere Karten geben einem Überlebenden \
Verzweiflung, einen Marker auf seiner Karte. Verzweiflung zählt in allem als Wunde, auch \
beim Tod, wenn Wunden, Erfrierungen und Verzweiflung zusammen 3 erreichen. Ein Effekt, der \
Wunden heilt, entfernt aber keine Verzweiflung; das kann nur ein Effekt, der \
Verzweiflung ausdrücklich nennt.

Aufsässige hilflose Überlebende: ein Marker für einen hilflosen Überlebenden kann auf \
seine aufsässige Seite gedreht werden. Ein aufsässiger Marker zählt als 2 hilflose \
Überlebende, wenn die Kolonie Nahrung verteilt und wenn dort Zombies ins Spiel kommen. In \
seinem Spielzug darf der aktive Spieler als freie Aktion einen aufsässigen Marker \
beruhigen (zurückdrehen), indem er eine Medikamentkarte aus der Hand auf den \
Abfallstapel legt, ohne ihren Effekt zu nutzen.

Der Friedhof sieht aus wie ein Standort, ist aber nur der Ort für Figuren und Karten \
toter Überlebender. Niemand bewegt sich dorthin oder durchsucht ihn, und er ist nie ein \
zufälliger Standort; nur manche Schicksalskarten beziehen sich auf ihn. [LN]""",
          ("verzweiflung", "aufsässig", "hilflos", "friedhof", "tot", "medikament", "wunde")),
    Topic("ln_improvements", "Modul Verbesserungen", """\
Spielaufbau: die Krisen-, Überlebenden-, Schicksals- und Zielkarten mit dem Hammersymbol \
kommen in ihre Stapel, und 4 Verbesserungskarten liegen offen in einer Reihe neben der \
Kolonie.

Im Spiel legen manche Objekte und andere Effekte Fortschrittsmarker auf eine \
Verbesserung. Sobald eine Verbesserung mindestens so viele Marker trägt wie die Zahl \
darauf, ist sie fertig, sofort, zu jedem Zeitpunkt: sie kommt auf den Bauplan der Kolonie \
und ihr dauerhafter Effekt gilt ab dann.

Die Schachtel enthält 10 Verbesserungskarten, 10 Verbesserungsmarker und 12 \
Fortschrittsmarker. [IMPR]""",
          ("verbesserung", "fortschritt", "marker", "bauplan", "hammer", "bauen")),
    Topic("ln_bandits", "Modul Banditen", """\
Banditen sind Menschen, die kein Spieler steuert. Sie stehen nur an Standorten außerhalb \
der Kolonie und belegen dort je ein Feld für Überlebende. Spielaufbau: die Karten mit dem \
Banditensymbol kommen in ihre Stapel, das Versteck der Banditen kommt ins Spiel (ohne \
Objektstapel) und die Banditenfiguren warten daneben.

• Platzierung: gleich nachdem eine Krise aufgedeckt wird, kommen Banditen an die \
Standorte, deren Nummern auf ihr stehen. Ein Standort ohne freies Feld für Überlebende \
bekommt keinen. Eine Krise des Grundspiels ohne Nummern schickt 2 Banditen an zufällige \
Standorte.
• Zombies ins Spiel bringen: jeder Bandit an einem Standort zählt dort als Überlebender \
und zieht 1 Zombie an.
• Eingang wird überrannt: ist dabei kein Überlebender an diesem Standort, werden seine \
Banditen entfernt.
• Banditen plündern (Koloniephase, direkt nach Zombies ins Spiel bringen): für jeden \
Banditen kommt die oberste Karte des Objektstapels seines Standorts offen in den Vorrat \
des Verstecks.
• Einen Banditen angreifen: mit der normalen Angriffsaktion (kein Infektionswurf, keine \
Karte). Dann würfle mit dem ausgegebenen Würfel: 4 oder weniger entfernt den Banditen; 5 \
oder 6 bewirkt nichts. Ist dort ein Spezialzombie, muss er zuerst angegriffen werden.

Die Schachtel enthält 20 Banditenfiguren. [BAND]""",
          ("bandit", "banditen", "plündern", "vorrat", "platzierung", "figur")),
    Topic("ln_hideout", "Versteck und Bandenanführer", """\
(Im Paket Die lange Nacht dieses Spiels ist das Versteck der Banditen Harrows Horst, ein \
Getreidesilo in ihrer Hand; der Vorrat des Verstecks heißt dort Vorrat der Banditen.) \
Das Versteck der Banditen ist ein besonderer Standort. Ein Überlebender dort darf einen \
Banditen, einen Überlebenden oder einen Zombie dort nach den normalen Regeln angreifen. \
Er darf auch das Versteck selbst angreifen oder durchsuchen: gib einen Würfel aus wie für \
einen Angriff oder eine Durchsuchung, würfle dann mit ihm und lies das Ergebnis auf der \
Karte des Verstecks. Nur Überlebende nicht verbannter Spieler dürfen das Versteck selbst \
angreifen oder durchsuchen.

Bandenanführer: ein Verbannter, der nicht der Verräter ist, wird Anführer der Banditen; \
alle Regeln der Verbannung gelten für ihn weiter. Der Anführer bestimmt, wohin Banditen \
kommen, statt der gedruckten Nummern oder zufälligen Standorte, und darf einmal pro Runde \
1 Karte aus dem Vorrat des Verstecks nehmen. [BAND]""",
          ("bandit", "versteck", "anführer", "vorrat", "verbannung", "durchsuchen",
           "angreifen")),
    Topic("ln_raxxon", "Modul Raxxon: Durchsuchung, Pillen", """\
(Im Paket Die lange Nacht dieses Spiels ist der Standort Raxxon Glasshill Labs, das Labor auf \
dem Hügel; seine Karten sagen „Glasshill“, wo die Regeln Raxxon sagen.) \
Spielaufbau: die Karten mit dem Totenkopfsymbol kommen in ihre Stapel, und der Standort \
Raxxon kommt mit eigenem Objektstapel ins Spiel. Der Experimentstapel wird gemischt und \
mit der Audio-Log-Seite nach oben auf Raxxon gelegt: das oberste Audio-Log ist öffentlich \
und darf jederzeit gelesen werden. Der Stapel der Nebenwirkungen liegt ungemischt \
daneben; jeder darf ihn durchsehen.

• Raxxon durchsuchen: nach jeder Durchsuchung dort macht der Überlebende einen \
Infektionswurf.
• Pillen sind Ereignis-Objektkarten aus dem Raxxon-Stapel. Wähle einen deiner \
Überlebenden, der die Pille nimmt, würfle und wende das Ergebnis auf der Pille an. Verlangt \
es eine Nebenwirkung, wird diese Karte aus dem Nebenwirkungsstapel genommen und dem \
Überlebenden für immer ausgerüstet: sie kann nie entfernt werden. [RAX]""",
          ("raxxon", "pille", "nebenwirkung", "experiment", "audio-log", "labor",
           "infektionswurf")),
    Topic("ln_containment", "Raxxon: der Sicherungscode", """\
In seinem Spielzug darf ein Spieler mit mindestens einem Überlebenden in Raxxon \
Aktionswürfel aus seinem Pool für unbenutzte Aktionswürfel auf die Raxxon-Karte legen \
(freie Aktion). Diese Würfel behalten ihre Werte und können nicht mehr ausgegeben werden.

Ganz am Anfang der Koloniephase gilt: passen 2 Würfel auf Raxxon zum Sicherungscode auf \
dem obersten Audio-Log, stimmen alle nicht verbannten Spieler ab:
• Daumen hoch: die oberste Experimentkarte wird abgelegt und nichts kommt frei.
• Daumen runter: der Startspieler wählt einen Standort (auch die Kolonie), der in dieser \
Runde beim Schritt Zombies ins Spiel bringen 3 Zombies weniger bekommt, und danach kommt \
es trotzdem zur Freisetzung.

Freisetzung (auch wenn der Code nicht passt): jeder auf dem Audio-Log genannte \
Spezialzombie wird einzeln platziert, jeder mit einem Würfelwurf für seinen Ort, nach den \
normalen Regeln für Zombies. Ohne freies Eingangsfeld nimmt ihn wie üblich eine Falle, \
eine Barrikade oder ein überrannter Eingang, dieser Zombie wird nicht platziert und die \
Experimentkarte stattdessen abgelegt. Sobald mindestens einer platziert ist, wird die \
Karte auf ihre Begegnungsseite gedreht und neben die Kolonie gelegt. [RAX]""",
          ("sicherungscode", "code", "würfel", "freisetzung", "abstimmung", "audio-log",
           "begegnung")),
    Topic("ln_special", "Spezialzombies", """\
Es gibt 12 Arten von Spezialzombies (19 Figuren), jede mit ihrer Begegnungskarte.

• Nur normale Angriffe töten sie. Objekte und Fähigkeiten, die keine Angriffe sind, und \
Sprengfallen wirken nicht auf sie.
• Nur ein Effekt, den ihre eigene Begegnungskarte nennt, kann sie bewegen: Zombies \
anlocken und andere Bewegungseffekte können es nicht.
• An einem Standort mit einem Spezialzombie muss ein Angreifer zuerst einen \
Spezialzombie wählen, vor jedem anderen Zombie, Überlebenden oder Banditen.
• Einen angreifen: zuerst ein Infektionswurf (außer etwas befreit den Angreifer davon); \
dann, wenn der Angreifer noch lebt, würfeln und das Ergebnis auf seiner Begegnungskarte \
anwenden.
• Verlässt der letzte Spezialzombie einer Art das Spiel, wird seine Begegnungskarte \
abgelegt. [RAX]""",
          ("spezialzombie", "begegnung", "raxxon", "experiment", "angriff", "infektionswurf")),
    Topic("ln_scenarios", "Einführungsszenarien", """\
Zwei Szenarien bringen die Module Raxxon und Banditen Schritt für Schritt bei. Jedes \
ersetzt das gemeinsame Ziel durch drei Sonderziele, die nacheinander gespielt werden: R1, \
R2, R3 für Raxxon; B1, B2, B3 für die Banditen. Der Tisch zeigt das aktuelle mit seinem \
Fortschritt.

Anfangs gelten nur einige Regeln des Moduls; jede erreichte Stufe schaltet weitere ein. \
Stufe 1 oder 2 zu erfüllen beendet das Spiel nicht: es folgt ein Übergang. Er nennt \
einen bestimmten Spieler, der seine Geschichte vorliest und die vorgesehenen Schritte \
ausführt. Zu Beginn der nächsten Runde verlässt die erfüllte Karte das Spiel und \
die nächste tritt an ihre Stelle. Nur das dritte Sonderziel bringt den Sieg. [SCEN]""",
          ("szenario", "sonderziel", "stufe", "einführung", "übergang", "geschichte")),
    Topic("ln_scen_raxxon", "Szenario: die Einführung in Raxxon", """\
Spielaufbau wie beim Modul Raxxon, aber Raxxon ist versiegelt: Barrikaden füllen seine \
Eingänge und Felder für Überlebende, niemand darf hin, und weder der Sicherungscode noch \
die Pillen sind im Spiel. Zwei Überlebende werden beim Austeilen zurückgehalten. Nach der \
Einführung stößt einer von ihnen in der Kolonie zum Startspieler, mit dem Raxxon-Objekt \
des Szenarios, das aus dem Raxxon-Stapel gesucht wird (der danach gemischt wird).

Von R1 zu R2: der bestimmte Spieler (die wenigsten Gruppenmitglieder; bei Gleichstand der \
mit dem einflussreichsten einzelnen Überlebenden) entfernt die Barrikaden von Raxxon, \
stellt einen seiner Überlebenden dorthin und bringt 3 Zombies von der Kolonie nach \
Raxxon. Der andere zurückgehaltene Überlebende kommt mit 1 Wunde zu ihm nach Raxxon (ist \
Raxxon voll, schickt der Startspieler einen Überlebenden von dort in die Kolonie). Ab \
jetzt dürfen Überlebende Raxxon betreten und durchsuchen, mit seinem Infektionswurf, und \
die Pillen wirken.

Von R2 zu R3: die Würfel auf Raxxon werden entfernt und alle Überlebenden dort kehren in \
die Kolonie zurück. Sofort werden Experimentkarten gezogen und ihre Spezialzombies \
freigesetzt: 2 Karten bei 2 oder 3 nicht verbannten Spielern, 3 bei 4. Der \
Sicherungscode gilt ab der nächsten Runde. [SCEN-R]""",
          ("szenario", "raxxon", "versiegelt", "R1", "R2", "R3", "übergang",
           "sicherungscode")),
    Topic("ln_scen_bandits", "Szenario: die Einführung in die Banditen", """\
Spielaufbau wie beim Modul Banditen. Die Verratskarte unter den geheimen Zielen ist der \
eigene Eingeschleuste des Szenarios; alle dürfen ihren Text hören, aber wer sie hat, \
bleibt geheim. Ihr Ziel verlangt, dass B2 erfüllt ist, also muss ihr Besitzer der Kolonie \
bis dahin helfen. Nach der Einführung zieht jeder Spieler 1 Karte vom Stapel des \
Krankenhauses. In B1 werden Banditen platziert, ziehen Zombies an, werden von überrannten \
Eingängen entfernt und plündern; sie anzugreifen, das Versteck und der Bandenanführer \
kommen später.

Von B1 zu B2: der bestimmte Spieler (wer das menschliche Gruppenmitglied mit dem \
niedrigsten Einfluss steuert) leert den Nahrungsvorrat; der einflussreichste Überlebende \
und der menschliche Überlebende mit dem niedrigsten Einfluss gehen ins Versteck; der erste \
wird getötet (die Moral sinkt wie üblich), der zweite bekommt 1 Wunde, außer er hat schon \
2, und kehrt in die Kolonie zurück. Ab jetzt können Banditen und das Versteck angegriffen \
werden.

Von B2 zu B3: eine besondere Verbannungsphase. Vom Startspieler aus im Uhrzeigersinn darf \
jeder Spieler eine Abstimmung über Verbannung ansetzen, nach den normalen Regeln. Danach \
darf ein Verräter, der nicht verbannt wurde und das Ziel des Eingeschleusten erfüllt hat, \
sich zeigen und sofort gewinnen. Sonst verlangt sein Ziel jetzt zusätzlich Moral 0. Wird \
jetzt ein Nicht-Verräter verbannt, wird er Bandenanführer. Die Überlebenden nicht \
verbannter Spieler kehren aus dem Versteck in die Kolonie zurück. [SCEN-B]""",
          ("szenario", "bandit", "eingeschleust", "besondere verbannungsphase",
           "verbannung", "B1", "B2", "B3", "verräter")),
    Topic("ln_options", "Optionen für The Long Night", """\
Gewählt beim Aufbau eines neuen Spiels (der Standard von The Long Night zuerst):
• Regelwerk: Grundspiel, The Long Night oder beides gemischt. Module: beliebig aus \
Verbesserungen, Banditen, Raxxon. Szenario: keines, Einführung in Raxxon oder Einführung \
in die Banditen (es schaltet sein Modul ein).
• Geräusche: wie Münzen geworfen (The Long Night) oder gewürfelt wie im Grundspiel. \
Grenze pro Standort: 4, oder keine.
• Startspieler-Abstimmung an oder aus; der Startspielermarker geht nach rechts oder links.
• Gewicht der Aufsässigen: als wie viele hilflose Überlebende ein aufsässiger Marker zählt \
(2).
• Banditen aus einer Krise des Grundspiels: 2 oder 0. Der Bandenanführer platziert alle \
Banditen oder nur beim Aufdecken einer Krise und darf eine Vorratskarte nehmen oder \
nicht; entfernte Banditen gehen in den Vorrat zurück oder aus dem Spiel; verbannte \
Überlebende dürfen das Versteck nutzen oder nicht.
• Sicherungswürfel: eine Grenze pro Spieler, oder keine.
• Materialgrenzen: die Anzahl der Figuren und Marker der Schachtel einhalten oder \
nicht. [LN]""",
          ("optionen", "erweitert", "einstellungen", "regelwerk", "modul", "szenario",
           "geräuschgrenze", "gewicht", "materialgrenze")),
)
