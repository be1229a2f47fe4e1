# Deutsch: die Wörter, die sheetdoku auf Seiten druckt und in `explain` und `hint` schreibt.
# Eine hier fehlende Meldung wird englisch gedruckt. Die Platzhalter { $name } bleiben stehen.
#
# Glossar der Techniken (die im deutschen Sudoku-Sprachgebrauch üblichen
# Namen; sonst der englische, wie ihn deutsche Löser verwenden):
#   hidden single = versteckter Single, naked single = nackter Single,
#   pair / triple / quad = Paar / Drilling / Vierer (nackt, versteckt),
#   locked candidates (pointing, claiming) = gesperrte Kandidaten,
#   Swordfish = Schwertfisch, Jellyfish = Qualle, Skyscraper = Wolkenkratzer,
#   2-String Kite = Drachen, unique rectangle = eindeutiges Rechteck,
#   strong link = starke Verbindung, chain = Kette, forcing chains =
#   erzwingende Ketten, colouring = Färben; X-Wing, XY-Wing, W-Wing, BUG+1,
#   ALS-XZ bleiben englisch.

## Worksheet
worksheet-default-title = Sudoku
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, Version { $version }
worksheet-name-date = Name: ________________________________     Datum: ________________
page-sudokupad = Auf dem Tablet: den Code scannen und dieses Sudoku in SudokuPad spielen.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Name:
worksheet-date = Datum:
worksheet-level = Stufe: { $level }
answers-hardest-step = Der schwierigste Schritt jedes Rätsels
answers-title = { $title }: Lösungen
answers-legend = Die Vorgaben jedes Rätsels fett schwarz, die Ziffern, die die Schüler eintragen, blau.
answers-copy = Rätsel { $puzzle }, Kopie { $copy }
page-footer = Seite { $page } von { $count }

## Levels
level-easy = leicht
level-medium = mittel
level-hard = schwer
level-expert = Experte
level-fiendish = teuflisch
level-extreme = extrem

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Sudoku
title-windoku = Windoku
title-jigsaw-sudoku = Jigsaw-Sudoku
title-jigsaw-windoku = Jigsaw-Windoku
title-with-extra = { $name } mit Zusatzgebieten
title-killer = Killer-{ $name }
title-kropki = Kropki-{ $name }
title-xv = XV-{ $name }
title-greater = Größer-Kleiner-{ $name }
title-even-odd = Gerade-Ungerade-{ $name }
title-thermo = Thermo-{ $name }
title-whispers = Flüster-{ $name }
title-palindrome = Palindrom-{ $name }
title-arrow = Pfeil-{ $name }
title-little-killer = Little-Killer-{ $name }
title-sandwich = Sandwich-{ $name }
title-renban = Renban-{ $name }
title-antiknight = Anti-Springer-{ $name }
title-antiking = Anti-König-{ $name }

## Units, joined into "row, column and block"
unit-row = Zeile
unit-column = Spalte
unit-block = Block
unit-region = Gebiet
unit-diagonal = Diagonale
unit-extra-block = Zusatzblock
unit-cage = Käfig
units-and = { $list } und { $last }
units-or = { $list } oder { $last }

## Units named where a pupil finds them on the page
name-row = Zeile { $label }
name-column = Spalte { $label }
names-rows = Zeilen { $list }
names-columns = Spalten { $list }
name-block = Block { $number }
name-block-top-left = Block oben links
name-block-top-middle = Block oben Mitte
name-block-top-right = Block oben rechts
name-block-middle-left = Block Mitte links
name-block-middle-middle = Block in der Mitte
name-block-middle-right = Block Mitte rechts
name-block-bottom-left = Block unten links
name-block-bottom-middle = Block unten Mitte
name-block-bottom-right = Block unten rechts
name-block-of = Block der Zeilen { $r1 }-{ $r2 } und Spalten { $c1 }-{ $c2 }
name-region-with = Gebiet mit { $cell }
name-main-diagonal = Hauptdiagonale
name-anti-diagonal = Nebendiagonale
name-extra = Zusatzblock { $number }
name-cage = Käfig mit Summe { $sum } bei { $cell }
name-cage-no-total = Käfig ohne Summe bei { $cell }
name-sandwich = Sandwich-Summe { $sum } ({ $line })
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = die Rösselsprung-Regel
name-anti-king = die Königszug-Regel
name-even = graues Quadrat bei { $cell }
name-odd = grauer Kreis bei { $cell }
name-kropki-white = weißer Punkt zwischen { $a } und { $b }
name-kropki-black = schwarzer Punkt zwischen { $a } und { $b }
name-x = X zwischen { $a } und { $b }
name-v = V zwischen { $a } und { $b }
name-greater = Zeichen { $a } > { $b }
name-no-white = Regel ohne weißen Punkt zwischen { $a } und { $b }
name-no-black = Regel ohne schwarzen Punkt zwischen { $a } und { $b }
name-no-x = Regel ohne X zwischen { $a } und { $b }
name-no-v = Regel ohne V zwischen { $a } und { $b }
name-thermo = Thermometer von { $first } bis { $last }
name-whisper = grüne Linie von { $first } bis { $last }
name-palindrome = graue Linie (Palindrom) von { $first } bis { $last }
name-renban = lila Linie von { $first } bis { $last }
name-arrow = Pfeil von { $first } bis { $last }
name-little-killer = Diagonale mit Summe { $sum } von { $first } bis { $last }
names-extra = Zusatzblöcke { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = Trage in die leeren Felder die Ziffern 1 bis { $n } ein: { $parts }.
rules-blocks = jede Zeile, jede Spalte und jeder { $box }-Block enthält jede Ziffer genau einmal
rules-regions = jede Zeile, jede Spalte und jedes umrandete Gebiet enthält jede Ziffer genau einmal
rules-diagonals = ebenso jede der beiden schattierten Diagonalen
rules-windows = ebenso jedes schattierte Fenster
rules-extra = ebenso jedes schattierte Zusatzgebiet
rules-cages = die Ziffern jedes gestrichelten Käfigs ergeben zusammen die kleine Zahl in seiner Ecke, keine doppelt
rules-kropki = Ziffern an einem weißen Punkt sind aufeinanderfolgend, an einem schwarzen Punkt ist eine das Doppelte der anderen
rules-xv = Ziffern an einem X ergeben zusammen 10, an einem V 5
rules-no-white = zwei benachbarte Ziffern ohne weißen Punkt dazwischen sind nicht aufeinanderfolgend
rules-no-black = von zwei benachbarten Ziffern ohne schwarzen Punkt dazwischen ist keine das Doppelte der anderen
rules-no-x = zwei benachbarte Ziffern ohne X dazwischen ergeben zusammen nicht 10
rules-no-v = zwei benachbarte Ziffern ohne V dazwischen ergeben zusammen nicht 5
rules-greater = jedes Zeichen zeigt von der größeren Ziffer zur kleineren
rules-even-odd = ein graues Quadrat enthält eine gerade Ziffer, ein grauer Kreis eine ungerade
rules-thermo = die Ziffern auf jedem Thermometer steigen von seiner Kugel an
rules-whispers = Nachbarn auf jeder grünen Linie unterscheiden sich um mindestens die aufgerundete Hälfte der größten Ziffer (5 bei 9x9)
rules-palindrome = jede graue Linie liest sich von beiden Enden gleich
rules-arrow = die Ziffern entlang jedes Pfeils ergeben zusammen die Zahl in seinem Kreis (Ziffern dürfen sich auf einem Pfeil wiederholen)
rules-little-killer = die Ziffern auf jeder Diagonale, die eine kleine Zahl mit Pfeil zeigt, ergeben zusammen diese Zahl (Ziffern dürfen sich wiederholen)
rules-sandwich = die Zahl neben einer Zeile oder über einer Spalte ist die Summe der Ziffern zwischen der 1 und der größten Ziffer dieser Zeile oder Spalte (0, wenn beide nebeneinander stehen)
rules-renban = die Ziffern auf jeder lila Linie sind verschieden und bilden eine Folge aufeinanderfolgender Zahlen, in beliebiger Reihenfolge
rules-antiknight = Zellen, die einen Rösselsprung voneinander entfernt sind, enthalten nie dieselbe Ziffer
rules-antiking = Zellen, die einen Königszug voneinander entfernt sind (auch über Eck), enthalten nie dieselbe Ziffer

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = Eine Ziffer wird rot, sobald sie sich in einer Einheit ({ $units }) wiederholt. Dieses Feld zeigt „{ $solved }“, wenn das Gitter vollständig ist und sich nichts wiederholt.
play-locked-note = Die Vorgaben sind gesperrt, nur die leeren Felder nehmen Ziffern an (Extras > Tabelle schützen, ohne Kennwort, entsperrt sie).
play-names-note = Die Felder heißen nach den Buchstaben über dem Gitter und den Zahlen links davon (E5: Spalte E, Zeile 5), so nennen sie Tipps und Bewertung; das Namenfeld von Calc zeigt andere Adressen.
status-solved = gelöst
status-not-started = nicht begonnen
status-no-clash = bisher kein Konflikt
status-cage-broken = eine Käfigsumme stimmt nicht
status-mark-broken = ein Zeichen zwischen zwei Feldern stimmt nicht
status-parity-broken = ein gerades oder ungerades Feld enthält eine Ziffer der anderen Art
status-line-broken = eine Linie stimmt nicht
status-sum-broken = eine Summe stimmt nicht
status-sandwich-broken = eine Sandwich-Summe stimmt nicht
status-clash = Konflikt
status-not-a-digit = ein rotes Feld enthält etwas anderes als eine Ziffer des Gitters
check-not-a-digit = Keine Ziffer dieses Gitters
check-enter-digit = Gib eine ganze Zahl von 1 bis { $n } ein oder lass das Feld leer.
check-hint = Ziffern 1 bis { $n }; rot: ein Konflikt
check-hint-units = Ziffern 1 bis { $n }; rot: ein Konflikt (Einheit: { $units })
own-sheet-which = Rätsel { $number } steht auch auf der Seite des Arbeitsblatts: trage deine Ziffern entweder hier oder dort ein, nicht an beiden Stellen (nur eine davon wird bewertet).

## The legend under the grids
legend-givens = Vorgaben fett schwarz
legend-solved = gelöste Ziffern blau
legend-diagonals = die Diagonalen sind gelb hinterlegt
legend-extra = die Zusatzblöcke sind blau hinterlegt
legend-extra-short = die Zusatzblöcke blau
legend-overlap = grün, wo sie sich überlappen
legend-dropped = weggelassene Vorgaben rot

## The Solution sheet
solution-title = Lösung
solution-dropped-title = Keine Lösung: das Gitter, das die meisten Vorgaben behält, die gestrichenen Vorgaben rot
solution-dropped-cages-title = Keine Lösung: das Gitter, das die meisten Vorgaben und Käfigsummen behält; was es weglässt, steht darunter
solution-none-title = Keine Lösung
unique-unknown = Die Eindeutigkeit wurde nicht geprüft.
unique-undecided = Die Eindeutigkeit ist nicht bewiesen: das Zeitlimit kam zuerst.
unique-yes = Die Lösung ist eindeutig: kein anderes Gitter passt zum Rätsel.
unique-no = Die Lösung ist NICHT eindeutig: eine andere Lösung unterscheidet sich in { $count } Feldern: { $cells }.
unique-instead = { $cell } ({ $there } statt { $here })
dropped-givens = Weggelassene Vorgaben, { $count } von { $givens }: { $cells }.
dropped-shown = { $cell } (Vorgabe { $given }, gezeigt { $shown })
dropped-given = { $cell } (Vorgabe { $given })
dropped-cages = Weggelassene Käfigsummen, { $count } von { $cages }: { $list }.
dropped-cage = { $cage } (seine Ziffern ergeben hier { $total })
list-and-more = { $list } und { $count } weitere

## The marks of a class
marks-title = Bewertung: { $title }
marks-date = Bewertet am { $date }
marks-date-format = %-d.%-m.%Y
summary-number = Nr.
summary-puzzle = Rätsel
summary-status = Stand
summary-givens = Vorgaben
summary-solution = Lösung
summary-pages = Die Lösungsblätter S1 bis S{ $pages } zeigen die ersten { $pages } Rätsel; die übrigen stehen nur in dieser Liste.
summary-solved = gelöst
summary-solved-unique = gelöst, eindeutig
summary-solved-not-unique = gelöst, NICHT eindeutig
summary-solved-undecided = gelöst, Eindeutigkeit nicht bewiesen (Zeitlimit)
summary-no-solution = keine Lösung
summary-error = nicht gelöst: { $error }
summary-line = Zeile { $line }
summary-sheet = Tabelle { $sheet }
model-title = Peškos binäres lineares Modell des Rätsels (wie in Sudoku.ods): alle linken Seiten, die Zielfunktion und S sind lebende Formeln
model-subtitle = maximiere (1) Σ c_ijk·x_ijk unter den Bedingungen: jedes Feld enthält eine Ziffer, jede Einheit (Zeile, Spalte, Block, Diagonale, Zusatzblock) enthält jede Ziffer einmal; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = Ebene k
model-row-column = Zeile i \ Spalte j
model-c-title = C: c_ijk = 1, wenn Feld (i, j) der Tabelle A die Ziffer k enthält (die Vorgaben)
model-x-title = x: x_ijk = 1, wenn Feld (i, j) die Ziffer k enthält (die veränderbaren Zellen)
model-cells = (5) Σ_k x_ijk = 1: jedes Feld enthält eine Ziffer
model-s = S: s_ij = Σ_k k·x_ijk (die Lösung)
model-units = (2)-(4), (7)-(9) Σ x_ijk über jede Einheit = 1: jede Einheit enthält jede Ziffer einmal; die Zeile eines Blocks summiert die x der Felder, deren Kennung in Tabelle B die des Blocks ist ((4) mit b_ij; Kennungen 1 bis n), die eines Zusatzblocks die aus Tabelle B2, sodass ein neu gezeichneter Plan mit einem neuen Lauf des Solvers das neue Rätsel löst ((8) ist die Nebendiagonale, Σ x(i, n+1−i, k) = 1; der Artikel druckt Σ x(10−i, 10−i, k), was die Hauptdiagonale (7) wiederholen würde)
model-unit-digit = Einheit \ Ziffer k
model-objective = (1) Zielfunktion Σ c_ijk·x_ijk → max
model-givens = Vorgaben Σ c_ijk
model-broken = nicht erfüllte Bedingungen
model-again = neu lösen
model-again-how = Extras > Solver (LibreOffice Calc), mit diesen Einstellungen:
model-target = Zielzelle
model-target-value = { $cell } (Maximum)
model-variables = veränderbare Zellen
model-variables-value = { $range }, ganzzahlig von 0 bis 1 (in CoinMP schneller als binär)
model-constraints = Nebenbedingungen
model-constraints-value = { $cells } = 1 und { $units } = 1 (gespeichert: LibreOffice 25.2 und Excel laden sie in den Solver)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 und { $gaps } = 0 (gespeichert: LibreOffice 25.2 und Excel laden sie in den Solver)
model-constraints-marks = Außerdem { $marks } <= 0 (die Markierungen zwischen Zellen).
model-constraints-sums = Außerdem { $sums } = 0 (die Pfeile und Little Killer).
model-constraints-sandwiches = Außerdem { $sandwiches } <= 0 (die Sandwich-Summen).
model-cages = Käfige: Σ x_ijk über den Käfig <= 1 für jede Ziffer k (keine Ziffer doppelt) und Σ k·x_ijk über den Käfig (die Summe der s_ij seiner Felder) = S, seine Summe
model-cage-digit = Käfig \ Ziffer k
model-cage-no-total = ohne Summe
model-marks = Markierungen zwischen Zellen: x_ijk einer Zelle minus Σ x der Ziffern, die die Markierung mit k in der anderen Zelle erlaubt, <= 0 (eine Ziffer braucht einen Partner)
model-mark-digit = Markierung (Zelle) \ Ziffer k
model-sums = Summen: Pfeile und Little Killer, Σ w·k·x − S = 0 (der Schaft eines Pfeils +1, sein Kreis −1; die Diagonale eines Little Killers +1 und S seine Zahl)
model-sandwiches = Sandwich-Summen: für jede Lage der 1 und der n einer Linie, deren Zellen dazwischen die Zahl S ergeben können, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (die Summe dazwischen ist S, wenn dort die 1 und die n stehen)
marks-file = Datei des Schülers
marks-puzzle = Rätsel
marks-sheet = bewertetes Gitter
marks-filled-heading = ausgefüllt
marks-right = richtig
marks-clashes = Konflikte
marks-wrong = falsch
marks-bad = keine Ziffer
marks-verdict = Ergebnis
marks-note = Anmerkung
marks-filled = { $typed } von { $to_fill }
marks-summary = Zusammenfassung: { $summary }
marks-files = { $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
}, { $grids }
marks-grids = { $count ->
    [one] { $count } Gitter
   *[other] { $count } Gitter
}: { $verdicts }
marks-no-grid = kein Gitter bewertet
marks-unmarked = { $count ->
    [one] { $count } Datei nicht bewertet
   *[other] { $count } Dateien nicht bewertet
}
marks-missing = fehlende Gitter: { $count }
marks-repeated = erneut angegebene Dateien (einmal gezählt): { $count }
marks-repeats = dieselbe Datei wie { $file }: einmal gezählt, dort
marks-other-worksheet = keine Kopie dieses Arbeitsblatts: keines seiner Gitter hat die Vorgaben eines Rätsels aus { $key }
marks-same-content = derselbe Inhalt wie { $first }: prüfen Sie, ob diese Schüler nicht eine Datei abgegeben haben
marks-no-grid-found = keines der Gitter seines Blatts Key gefunden (Blätter gelöscht oder Vorgaben geändert)
marks-key-without-key = hier ist kein Bewertungsschlüssel (verborgenes Blatt Key): geben Sie --key die Datei der Lehrkraft, die worksheet, generate oder solve -o geschrieben hat
marks-solved-own-key = Hinweis: { $count } Gitter wurden gegen Lösungen bewertet, die aus den Dateien der Schüler berechnet wurden (sie enthalten keine Lösungen); sicherer ist check --key Lehrerdatei returned/*, da Schüler verborgene Blätter ändern können
verdict-solved = gelöst
verdict-other-solution = eine gültige Lösung, aber nicht die des Schlüssels
verdict-not-started = nicht begonnen
verdict-keep-going = weiter so
verdict-wrong-digits = falsche Ziffern
verdict-clash = Konflikt
verdict-not-marked = nicht bewertet
verdict-missing = fehlt
verdict-repeated = wiederholt, einmal gezählt

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Lösungsweg: { $summary }
steps-note = Jeder Schritt nutzt die leichteste Technik, die greift; die Felder heißen wie auf dem Blatt Play.
path-summary = { $level } (Bewertung { $rating }, { $technique })
path-solved = Gelöst.
path-stuck = Festgefahren: keine Technik greift mehr; von hier an braucht das Lösen Versuch und Irrtum.
explain-stuck-candidates = Kandidaten dort, wo die Techniken aufhören (in jeder Zelle):
explain-stuck-true = Die wahren Kandidaten: die Ziffer der einen Lösung in jeder Zelle, deren Kandidaten mehr als sie enthalten:
explain-stuck-answer-hint = (`--show-answer-candidates` zeigt auch die wahren Kandidaten: die Ziffer der Lösung in jeder Zelle, deren Kandidaten mehr als sie enthalten.)
path-contradiction = Die Vorgaben widersprechen sich: dieses Rätsel hat keine Lösung.
hardest-then-search = Nach dem letzten logischen Schritt braucht das Rätsel Versuch und Irrtum.
intro-candidates = Kandidaten (Bleistiftnotizen) sind die Ziffern, die ein Feld noch aufnehmen kann: die noch nicht in seinen Einheiten ({ $units }) stehen.
intro-remove = Schreibe sie klein in jedes leere Feld; „entferne 6 aus E6“ heißt, die 6 bei den Notizen von E6 zu streichen.
intro-places = Hier setzt jeder Schritt eine Ziffer.
intro-even-odd = Ein Feld mit grauem Quadrat beginnt nur mit seinen geraden Ziffern, ein Feld mit grauem Kreis nur mit seinen ungeraden; danach braucht keine Technik die Quadrate und Kreise.
intro-sandwich = Keine Technik nutzt die Sandwich-Summen: die Schritte unten nutzen nur die anderen Regeln, und wo nur eine solche Summe helfen würde, sagt der Lösungsweg, dass er feststeckt.
marks-sheet-title = Größer-Kleiner-Zeichen und gerade/ungerade Felder des Rätsels auf Blatt A: jedes graue Kästchen unten ist ein Feld des Rätsels; tippen Sie die Zeichen in und zwischen die Kästchen.
marks-sheet-signs = Zwischen zwei Kästchen nebeneinander < oder >, offen zur größeren Ziffer; zwischen zwei Kästchen übereinander ^ (die obere Ziffer ist kleiner) oder v (die obere Ziffer ist größer).
marks-sheet-even-odd = In ein Kästchen G für eine gerade Ziffer (graues Quadrat) oder U für eine ungerade (grauer Kreis).
marks-sheet-rest = Alle anderen Stellen bleiben leer: alles andere wird mit der Zelle abgelehnt. Löschen Sie die Beispielzeichen, die Sie nicht wollen.
marks-sheet-even-letter = G
marks-sheet-odd-letter = U
step-hidden-single-in = Versteckter Single: { $unit } – die { $digit } kann nur in { $cell } stehen.
step-hidden-single = Versteckter Single: die { $digit } kann nur in { $cell } stehen.
step-naked-single = Nackter Single: in { $cell } kann nur { $digit } stehen: jede andere Ziffer steht schon in { $units } dieses Feldes.
step-once = { $name } (Bewertung { $rating }): { $body }.
step-twice = { $name } (zweimal, Bewertung { $rating }): { $body }.
step-times = { $name } ({ $count }-mal, Bewertung { $rating }): { $body }.
step-more = { $count } weitere derselben Art: { $deductions }
deduce-remove = entferne { $list }
deduce-from = { $digits } aus { $cells }
deduce-place = setze { $digit } in { $cell }
hint-single = suche nach: { $technique } (es gibt einen für die Ziffer { $digit }).
hint-removes = suche nach: { $technique } (Bewertung { $rating }), die die Ziffer { $digits } entfernt.
hint-removes-at = suche nach: { $technique } (Bewertung { $rating }), die Kandidaten aus { $cell } entfernt.
hint-single-at = suche nach: { $technique } bei { $cell }.
hint-changes = suche nach: { $technique } (Bewertung { $rating }); sie ändert { $cells }.
hint-mistake = zuerst ein Fehler: { $what }.
hint-no-solution = zuerst ein Fehler: von diesem Gitter aus ist keine Lösung erreichbar; mehrere Ziffern sind falsch.
hint-wrong-digit = zuerst ein Fehler: die { $digit } in { $cell } ist falsch (mit ihr hat das Gitter keine Lösung).
hint-one-is-wrong = zuerst ein Fehler: das Gitter hat keine Lösung; eine dieser Ziffern ist falsch: { $cells }.
hint-solved = das Gitter ist voll und verletzt keine Regel: gelöst!
hint-other-solution = das Gitter ist voll und verletzt keine Regel: eine gültige Lösung, aber nicht die des Schlüssels (das Rätsel hat mehrere).
hint-stuck = hier greift keine Technik: der nächste Schritt braucht Versuch und Irrtum.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = versteckter Single im Block
technique-HiddenSingleInLine = versteckter Single in Zeile oder Spalte
technique-DirectPointing = direkte gesperrte Kandidaten im Block
technique-DirectClaiming = direkte gesperrte Kandidaten in Zeile oder Spalte
technique-DirectHiddenPair = direktes verstecktes Paar
technique-NakedSingle = nackter Single
technique-CageCombination = Käfigkombination
technique-MarkPartners = Markierungspartner
technique-SumLimits = Summengrenzen
technique-RenbanRuns = Renban-Folgen
technique-CagePointing = Käfig-Pointing
technique-RuleOf45 = 45er-Regel
technique-RuleOf45Lines = 45er-Regel über mehrere Zeilen
technique-DirectHiddenTriple = direkter versteckter Drilling
technique-Pointing = gesperrte Kandidaten im Block (Pointing)
technique-Claiming = gesperrte Kandidaten in Zeile oder Spalte (Claiming)
technique-NakedPair = nacktes Paar
technique-XWing = X-Wing
technique-HiddenPair = verstecktes Paar
technique-NakedTriple = nackter Drilling
technique-Swordfish = Schwertfisch
technique-HiddenTriple = versteckter Drilling
technique-Skyscraper = Wolkenkratzer
technique-TwoStringKite = Drachen (2-String Kite)
technique-TurbotFish = Turbot-Fisch
technique-XYWing = XY-Wing
technique-GroupedStrongLinks = zwei starke Verbindungen mit Gruppen
technique-WWing = W-Wing
technique-XYZWing = XYZ-Wing
technique-WXYZWing = WXYZ-Wing
technique-UniqueRectangle = eindeutiges Rechteck
technique-NakedQuad = nackter Vierer
technique-Jellyfish = Qualle
technique-HiddenQuad = versteckter Vierer
technique-ThreeStrongLinks = drei starke Verbindungen
technique-FinnedSwordfish = Schwertfisch mit Flosse
technique-FinnedJellyfish = Qualle mit Flosse
technique-VWXYZWing = VWXYZ-Wing
technique-BugPlusOne = BUG+1
technique-SimpleColouring = einfaches Färben
technique-XChain = X-Kette
technique-GroupedXChain = gruppierte X-Kette
technique-Aic = alternierende Inferenzkette (AIC)
technique-GroupedAic = gruppierte alternierende Inferenzkette
technique-AlsXz = ALS-XZ
technique-ForcingChains = erzwingende Ketten
technique-DynamicForcingChains = dynamische erzwingende Ketten
technique-DynamicForcingChainsPlus = dynamische erzwingende Ketten (+)
technique-NestedForcingChains = verschachtelte erzwingende Ketten

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = also
note-and = und
note-or = oder
note-on = auf der
note-in = in
note-of = in
note-with = mit
note-within = innerhalb von
note-over = über
note-both = sowohl
note-cells = die Felder
note-pivot = Angelpunkt
note-pincers = Flügel
note-fin = Flosse
note-fins = Flossen
note-hold = enthalten
note-holds = enthält
note-hold-only = enthalten nur
note-hold-one-of = enthalten eine von
note-they-hold = enthalten sie
note-and-only = und nur
note-one-of = eines von
note-only-in = nur in
note-only-at = nur bei
note-or-at = oder bei
note-can-only-go-in = können nur stehen in
note-lies-only-in = liegt nur in
note-has-it-only-in = hat sie nur in
note-has-it-only-at = hat sie nur bei
note-is-not-confined-to-one-unit = ist nicht auf eine Einheit beschränkt
note-see-each-other = sehen einander
note-that-see = die Folgendes sehen:
note-leaves-the-cells-of = verlässt die Felder von
note-if-no-fin-holds = wenn keine Flosse sie enthält
note-it-is-a = ist es ein
note-joined-by-the-strong-link = verbunden durch die starke Verbindung
note-type-1 = Typ 1
note-type-2 = Typ 2
note-type-3-on = Typ 3 auf
note-type-4 = Typ 4
note-every-empty-cell-has-two-candidates-but = jedes leere Feld hat zwei Kandidaten außer
note-has-three-places-in-each-of-its-units = hat drei Plätze in jeder seiner Einheiten
note-its-conjugate-pairs-colour = ihre konjugierten Paare färben
note-one-way-and = in einer Farbe und
note-the-other = in der anderen
note-one-colour-holds = eine Farbe enthält
note-every-cell-that-sees-both-colours-loses-it = jedes Feld, das beide Farben sieht, verliert sie
note-of-the-first-colour-see-each-other = der ersten Farbe sehen einander
note-of-the-second-colour-see-each-other = der zweiten Farbe sehen einander
note-the-first-colour-cannot-hold = die erste Farbe kann nicht enthalten
note-the-second-colour-cannot-hold = die zweite Farbe kann nicht enthalten
note-almost-locked-sets = fast gesperrte Mengen
note-with-restricted-common = mit eingeschränkter gemeinsamer Ziffer
note-its-places-see-each-other = ihre Plätze sehen einander
note-one-set-lacks = einer Menge fehlt
note-and-holds-all-its-other-digits-among-them = und sie enthält alle ihre anderen Ziffern, darunter
note-every-candidate-of = jeder Kandidat von
note-every-place-of = jeder Platz der
note-leads-to = führt zu
note-lead-to = führen zu
note-leads-to-both = führt zugleich zu

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Anmerkungen zu den Rätseln
worksheet-no-solution = Dieses Rätsel hat keine Lösung.
worksheet-several-solutions = Dieses Rätsel hat mehr als eine Lösung.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = { $unit }: keine Zelle enthält { $digit }
conflict-one = { $unit }: { $cell } enthält { $digit }
conflict-two = { $unit }: { $a } und { $b } enthalten beide { $digit }
conflict-many = { $unit }: { $cells } und { $last } enthalten alle { $digit }
conflict-sum-over-one = { $cage }: { $cells } enthält { $total }, mehr als die Summe
conflict-sum-over = { $cage }: { $cells } ergeben zusammen { $total }, mehr als die Summe
conflict-sum-full = { $cage } ist voll und ergibt { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) und { $b } ({ $y }) verletzen { $mark }
conflict-no-white = { $a } und { $b } enthalten { $x } und { $y }, aufeinanderfolgend, aber zwischen ihnen steht kein weißer Punkt
conflict-no-black = { $a } und { $b } enthalten { $x } und { $y }, eine das Doppelte der anderen, aber zwischen ihnen steht kein schwarzer Punkt
conflict-no-x = { $a } und { $b } enthalten { $x } und { $y }, zusammen 10, aber zwischen ihnen steht kein X
conflict-no-v = { $a } und { $b } enthalten { $x } und { $y }, zusammen 5, aber zwischen ihnen steht kein V
conflict-total-full = { $rule } ergibt { $total }, nicht { $target }
conflict-total-partial = { $cells } verletzen { $rule }: keine Ziffern in den leeren Feldern ergeben die Summe
conflict-sandwich-full = { $line }: die Ziffern zwischen 1 und { $top } ergeben { $total }, nicht { $sum }
conflict-sandwich-partial = { $line }: die Felder zwischen 1 und { $top } ({ $count }) ergeben bisher { $total } und können { $sum } nicht ergeben
conflict-parity-even = { $cell } enthält { $digit }, eine ungerade Ziffer, aber sein graues Quadrat verlangt eine gerade
conflict-parity-odd = { $cell } enthält { $digit }, eine gerade Ziffer, aber sein grauer Kreis verlangt eine ungerade
conflict-knight = { $a } und { $b } sind einen Rösselsprung voneinander entfernt und enthalten beide { $digit }
conflict-king = { $a } und { $b } sind einen Königszug voneinander entfernt und enthalten beide { $digit }
conflict-size = das Gitter ist { $found }x{ $found }, das Rätsel { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = lässt diese Ziffern ohne Partner in
note-sum-other-cells = mit den kleinsten und größten Ziffern, die die anderen Zellen der Summe haben können, kann
note-sum-range = nur { $low } bis { $high } sein
note-sum-only = nur die { $digit } sein
note-sum-none = die anderen Zellen der Summe lassen keine Ziffer übrig für
note-renban-runs = die Linie hat { $count } aufeinanderfolgende Ziffern, und die Bleistiftnotizen ihrer Felder erlauben nur { $runs ->
    [one] die Folge
   *[other] die Folgen
}
note-renban-needs = jede Folge, die die Bleistiftnotizen ihrer Felder erlauben, enthält die { $digit }, und nur
note-renban-needs-end = kann sie aufnehmen
note-cage-can-only-hold = ({ $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}) kann nur { $combinations } enthalten
note-cage-must-hold = muss die { $digit } enthalten ({ $combinations }), in
note-innies-of = Innies von
note-outies-of = Outies von
note-cell-holds = enthält { $sum }
note-cells-add-up-to = ergeben zusammen { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Sudoku
ext-menu-solve = Dieses Rätsel lösen
ext-menu-check = Mein Gitter prüfen
ext-menu-hint-1 = Tipp: wo suchen
ext-menu-hint-2 = Tipp: welche Felder
ext-menu-hint-3 = Tipp: der ganze Schritt
ext-menu-explain = Lösungsweg erklären
ext-menu-worksheet = Neue Rätsel / Arbeitsblatt...
ext-menu-mark = Abgegebene Dateien bewerten...
ext-menu-template = Leere Vorlage...
ext-hint-title-1 = Sudoku: Tipp, wo suchen
ext-hint-title-2 = Sudoku: Tipp, welche Felder
ext-hint-title-3 = Sudoku: Tipp, der ganze Schritt
ext-explain-title = Sudoku: der Lösungsweg
ext-template-title = Sudoku: leere Vorlage
ext-worksheet-title = Sudoku: neue Rätsel und Arbeitsblatt
ext-progress-title = Sudoku: Rätsel werden erstellt
ext-progress-made = Fertige Rätsel:
ext-progress-cancelling = Wird abgebrochen: die fertigen Rätsel bleiben erhalten.
ext-files-title = Abgegebene Arbeitsmappen zum Bewerten
ext-files-filter = Tabellendokumente
ext-label-variant = Variante
ext-label-size = Größe
ext-label-difficulty = Schwierigkeit
ext-label-count = Anzahl Rätsel
ext-label-per-page = Rätsel pro Seite
ext-label-copies = Kopien von jedem
ext-label-title = Titel
ext-label-symmetry = Symmetrie
ext-button-make = Arbeitsblatt erstellen
ext-button-open = Vorlage öffnen
ext-button-cancel = Abbrechen
ext-button-close = Schließen
ext-variant-standard = Sudoku
ext-variant-x = Sudoku X (Diagonalen)
ext-variant-windoku = Windoku
ext-variant-windoku-x = Windoku X
ext-variant-jigsaw = Jigsaw-Sudoku
ext-variant-jigsaw-x = Jigsaw-Sudoku X
ext-level-any = beliebig
ext-symmetry-none = keine
ext-symmetry-rotate180 = Drehung um 180°
ext-symmetry-rotate90 = Drehung um 90°
ext-symmetry-mirror = gespiegelt
ext-symmetry-diagonal = an der Diagonale
ext-missing = Das Programm sheetdoku wurde nicht gefunden: diese Kopie der Erweiterung wurde für diesen Computer ohne es gebaut. Installiere sheetdoku so, dass es im PATH liegt, oder setze die Umgebungsvariable SHEETDOKU_BIN auf den vollständigen Pfad des Programms, und starte LibreOffice neu.
ext-not-a-program = Die Umgebungsvariable SHEETDOKU_BIN nennt eine Datei, die kein ausführbares Programm ist:
ext-failed = sheetdoku konnte es nicht ausführen:
ext-solve-nothing = Es wurde keine Lösung geschrieben.
ext-solve-no-solution = Dieses Rätsel hat keine Lösung.
ext-solve-dropped = Dieses Rätsel hat keine Lösung. Die Arbeitsmappe zeigt das Gitter, das die meisten Vorgaben behält; die weggelassenen Vorgaben sind rot:
ext-solve-not-unique = Das Rätsel hat mehr als eine Lösung; die Arbeitsmappe zeigt eine davon.
ext-check-nothing = Nichts zu prüfen: auf diesem Blatt wurde kein Gitter gefunden.
ext-check-coloured = Rote Felder: Konflikte; gelbe Felder: falsche Ziffern. Ein Feld, das Sie ändern, verliert seine Farbe; die Farben werden nicht in der Datei gespeichert und verschwinden bei der nächsten Prüfung.
ext-check-not-found = Die Gitter dieser Rätsel wurden auf ihren Blättern nicht gefunden, daher ist keines ihrer Felder gefärbt:
ext-hint-nothing = Kein Tipp: auf diesem Blatt wurde kein Rätsel gefunden.
ext-explain-nothing = Nichts zu erklären: auf diesem Blatt wurde kein Rätsel gefunden.
ext-worksheet-nothing = Kein Rätsel wurde fertig.
ext-worksheet-two-files = Zwei Fenster wurden geöffnet: das Arbeitsblatt für die Schüler (ohne Lösungen) und die Kopie für die Lehrkraft mit den Lösungen (Tabelle Answers). Speichern Sie die Kopie für die Lehrkraft: Sie ist der Schlüssel zum Korrigieren.
ext-mark-see-note = Bei Dateien, die nicht bewertet werden konnten, steht der Grund in der Spalte Anmerkung.
ext-menu-mark-folder = Einen Ordner abgegebener Dateien bewerten...
ext-menu-copies = Kopien dieses Rätsels...
ext-copies-title = Sudoku: Kopien dieses Rätsels
ext-label-killer = Killer-Käfige
ext-menu-help = Hilfe
ext-folder-title = Ordner der abgegebenen Arbeitsmappen zum Bewerten
ext-mark-folder-empty = Dieser Ordner enthält keine Arbeitsmappen (.ods oder .xlsx) zum Bewerten:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = bewertung
ext-mark-saved = Die Bewertung ist gespeichert als:
ext-help-title = Sudoku: Hilfe
ext-help =
    Dieses Rätsel lösen: Die Lösung öffnet sich in einem neuen Fenster; Ihre Datei bleibt unverändert.
    Mein Gitter prüfen: Kollidierende Ziffern werden rot, falsche gelb.
    Tipp: drei Stufen, vom Ort, an dem man suchen soll, bis zum ganzen Schritt.
    Lösungsweg erklären: jeder Schritt in Worten.
    Neue Rätsel / Arbeitsblatt: Zwei Fenster öffnen sich, das Arbeitsblatt für die Schüler und Ihre Kopie mit den Lösungen. Speichern Sie Ihre Kopie: Nach ihr wird bewertet.
    Bewerten: Öffnen Sie Ihre Kopie mit den Lösungen und wählen Sie Abgegebene Dateien bewerten (die Dateien der Schüler) oder Einen Ordner bewerten; die Bewertung wird neben Ihrer Kopie gespeichert.
    Leere Vorlage: ein leeres Gitter für Ihr eigenes Rätsel.
    Enthält ein Blatt mehrere Gitter, markieren Sie zuerst das Gitter.
report-verdict-solved = gelöst (vollständig, keine Regel verletzt)
report-verdict-other-solution = eine gültige Lösung, aber nicht die des Schlüssels (das Rätsel hat mehrere Lösungen)
report-verdict-not-started = nicht begonnen (noch keine Ziffer eingetragen)
report-verdict-keep-going-right = weiter so ({ $right } von { $to_fill } bisher richtig, noch { $left } auszufüllen)
report-verdict-keep-going = weiter so (noch { $left } { $left ->
    [one] Feld
   *[other] Felder
} auszufüllen, bisher keine Regel verletzt)
report-verdict-wrong-digits = falsche Ziffern (noch kein Konflikt, aber einige Ziffern weichen vom Schlüssel ab)
report-verdict-clash = Konflikt (eine Ziffer doppelt in einer Einheit, oder die Summe eines Käfigs verletzt)
report-filled-empty = { $typed } von { $to_fill } leeren Feldern ausgefüllt
report-filled = { $typed } von { $to_fill } Feldern ausgefüllt
report-clash = Konflikt: { $conflict }
report-wrong-digits = { $count ->
    [1] falsche Ziffer
   *[other] falsche Ziffern
}: { $cells }
report-differs = weicht vom Schlüssel ab bei { $cells }
report-counted = gewertet: { $sheet } (mehr eingetragene Ziffern); { $others }, nicht gewertet
report-also-holds = { $sheet } enthält auch { $count } { $count ->
    [one] eingetragene Ziffer
   *[other] eingetragene Ziffern
}
report-bad-cell = { $cell } enthält { $found }, nicht { $expected }: als falsch gezählt
report-found-at = { $name } gefunden bei { $at } (nicht dort, wo das Arbeitsblatt es hat)
report-missing = in der Datei nicht gefunden: { $names } (Blatt gelöscht oder Vorgaben geändert)
report-undecided = nicht bewertet: das Gitter bei { $at } passt zu diesem Rätsel und zu Rätsel { $puzzles } (sie haben dieselbe Lösung), und die Datei zeigt nicht, welches es ist; stellen Sie es zurück, wo { $name } war (Name und Stelle des Blatts), und bewerten Sie erneut

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = Käfigteilung
technique-CageSplittingLines = Käfigteilung über mehrere Zeilen
technique-CombinationClash = Kombinationskonflikt
technique-LockedDigitAcrossCages = gesperrte Ziffer über zwei Käfige
note-less = ohne
note-group-must-hold = und müssen die { $digit } enthalten ({ $combinations }), in
note-clash-cannot-hold = kann nicht { $dropped } enthalten: mit jeder davon bleibt keine Kombination für
note-pair-must-hold = jedes Paar ihrer Kombinationen, das zusammenpasst, enthält die { $digit }, in
technique-CagePermutations = Käfigpermutationen
note-cage-placements = enthält { $combinations }, und keine Verteilung dieser Ziffern auf die Kandidaten seiner Zellen setzt diese Ziffern dorthin
technique-InniesOutiesSums = Innies und Outies über mehrere Einheiten
note-sum-of = die 45er-Regel auf
note-sum-cannot = da Zellen, die sich sehen, keine Ziffer doppelt haben, ergeben keine anderen Ziffern dieser Zellen diese Summe
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = Datei für die Schüler: { $pupils }; Datei für die Lehrkraft mit den Lösungen: { $teacher } (zum Korrigieren aufbewahren)
written-pupil-copy = Kopie für die Schüler ohne Lösung: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = der Zeile
in-unit-column = der Spalte
in-unit-block = dem Block
in-unit-region = dem Gebiet
in-unit-diagonal = der Diagonale
in-unit-extra-block = dem Zusatzblock
in-unit-cage = dem Käfig
step-naked-single-steps = Nackter Single: in { $cell } kann nur { $digit } stehen: die anderen Ziffern haben die Schritte davor ausgeschlossen.
step-naked-single-mixed = Nackter Single: in { $cell } kann nur { $digit } stehen: jede andere Ziffer steht schon in { $units } dieses Feldes oder wurde von den Schritten davor ausgeschlossen.
hidden-single-in-row = versteckter Single in der Zeile
hidden-single-in-column = versteckter Single in der Spalte
hidden-single-in-block = versteckter Single im Block
hidden-single-in-region = versteckter Single im Gebiet
hidden-single-in-diagonal = versteckter Single auf der Diagonale
hidden-single-in-extra-block = versteckter Single im Zusatzblock
decimal-separator = ,

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = Blatt { $sheet } gelesen (vom Schüler eingetragen: { $count ->
    [one] { $count } Ziffer
   *[other] { $count } Ziffern
})
pupil-wrong-digit = die Ziffer in { $cell } ist falsch (der Schlüssel hat eine andere)
pupil-wrong-digits = die Ziffern in { $cells } sind falsch (der Schlüssel hat andere)
explain-start-without = { $wrong }; die Schritte beginnen ohne { $count ->
    [one] sie
   *[other] sie
}
explain-start-from-givens = { $clashes }; die Schritte beginnen bei den Vorgaben
sound-no-solution-drop = keine Lösung: nach Weglassen { $items } ist es lösbar
sound-no-grid = keine Lösung: kein Gitter erfüllt diese Regeln, gleich welche Vorgaben (prüfe die Blockkarte)
sound-no-grid-cages = keine Lösung: kein Gitter erfüllt diese Regeln, gleich welche Vorgaben (prüfe die Blockkarte und die Käfige)
sound-several = mehrere Lösungen: zwei davon unterscheiden sich in { $cells } (eine Vorgabe in einem dieser Felder schließt eine der beiden aus)
label-puzzle = Rätsel { $number }
label-line = Zeile { $line }
marks-count-solved = { $count } gelöst
marks-count-other-solution = { $count } mit gültiger Lösung, aber nicht der des Schlüssels
marks-count-not-started = { $count } nicht begonnen
marks-count-keep-going = { $count } in Arbeit
marks-count-wrong-digits = { $count } mit falschen Ziffern
marks-count-clash = { $count } mit Konflikt
marks-count-no-solution = { $count } ohne Lösung
marks-count-several-solutions = { $count } mit mehreren Lösungen
marks-not-ours = keine von sheetdoku geschriebene Arbeitsmappe (kein Blatt Play und kein Blatt P1)
marks-class-work = die Arbeit der Klasse
marks-written = Bewertung geschrieben in { $file }
check-verdict-line = Ergebnis: { $verdict }
report-verdict-clash-plain = Konflikt (eine Ziffer doppelt in einer Einheit)
digit-list-separator = { ", " }
combination-separator = { "+" }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (Rätsel { $number })
check-file-sheet = { $file }, Blatt { $sheet }
check-no-answer = keine gespeicherte Lösung, daher werden nur Konflikte geprüft
shape-summary = { $title } ({ $details })
shape-blocks = { $rows }x{ $cols }-Blöcke
shape-irregular = unregelmäßige Gebiete
shape-extra-blocks = { $count ->
    [one] { $count } Zusatzblock
   *[other] { $count } Zusatzblöcke
}
shape-cages = { $count ->
    [one] { $count } Käfig
   *[other] { $count } Käfige
}
check-unsound = noch ist keine Regel verletzt, aber diese Vorgaben haben { $flaw }
check-unsound-cages = noch ist keine Regel verletzt, aber diese Vorgaben und Käfige haben { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] der Vorgabe in { $cells }
   *[other] der Vorgaben in { $cells }
}
drop-of = { $dropped } von { $total }
drop-cages-of = { $dropped } von { $total ->
    [one] { $total } Käfig
   *[other] { $total } Käfigen
}
drop-givens-of = { $dropped } von { $total ->
    [one] { $total } Vorgabe
   *[other] { $total } Vorgaben
}

# The solve command's terminal lines.
solve-presolve = Vorverarbeitung: Propagation und Probieren setzten { $fixed } von { $empty } leeren Feldern vor dem BLP
solve-unique-not-checked = eindeutig: nicht geprüft, die Suche nach einer zweiten Lösung dauerte über { $seconds } s (--unique beweist es mit Peškos Schnitt)
solve-unique-undecided = eindeutig: nicht bewiesen, das Zeitlimit kam zuerst
solve-unique-cut = eindeutig: bewiesen durch Peškos Schnitt, keine zweite Lösung (insgesamt { $time })
solve-unique-engine = eindeutig: bewiesen durch die Suche der eigenen Engine im Modell, keine zweite Lösung (insgesamt { $time })
solve-unique-yes = eindeutig: ja, die eigene Suche findet keine zweite Lösung
solve-not-unique = nicht eindeutig ({ $time }): eine zweite Lösung weicht in { $count } Feldern ab: { $cells } (mit * markiert)
solve-not-unique-more = nicht eindeutig ({ $time }): eine zweite Lösung weicht in { $count } Feldern ab: { $cells } und { $more } weiteren (mit * markiert)
wrote-file = geschrieben: { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] 1 Vorgabe
   *[other] { $givens } Vorgaben
}
solve-headline-presolve = Gelöst: die Vorverarbeitung (Propagation und Probieren) hat das Gitter vervollständigt, kein LP nötig ({ $time })
solve-headline-solver = Gelöst durch das BLP mit { $solver } in { $time } { $model }
solve-headline-how = Gelöst durch das BLP in { $time }: { $how } { $model }
solve-model = ({ $variables } Variablen, { $constraints } Nebenbedingungen, Zielfunktion { $objective } = Vorgaben)
solve-how-lp = Branch and Bound auf der LP-Relaxation von { $solver }
solve-how-search = Branch and Bound mit Propagation, kein LP nötig
solve-how-engine = die Suche der eigenen Engine im vorverarbeiteten Modell, kein LP nötig
solve-how-presolve = die Vorverarbeitung, kein LP nötig
solve-no-solution = Keine Lösung
solve-no-solution-dropping = Keine Lösung: nach Weglassen { $items } ist es lösbar
solve-keeping-givens = keine Lösung; das Gitter, das die meisten Vorgaben behält (weggelassene Vorgaben mit * markiert):
solve-keeping-cages = keine Lösung; das Gitter, das die meisten Vorgaben und Käfige behält (weggelassene Vorgaben und die Felder weggelassener Käfige mit * markiert):
solve-dropped-cage = weggelassen: { $cage } ({ $cells }): seine Ziffern ergeben hier { $sum }

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: nicht gelöst: { $why }
solve-batch-stopped = mit Strg-C angehalten
solve-batch-time-limit = das Zeitlimit war erreicht
solve-batch-error = { $puzzle }: Fehler: { $error }
solve-batch-by-presolve = durch die Vorverarbeitung, kein LP nötig
solve-batch-by-blp = durch das BLP mit { $solver }
solve-batch-solved = gelöst { $how }, { $time }
solve-batch-solved-unique = gelöst { $how }, eindeutig, { $time }
solve-batch-solved-not-unique = gelöst { $how }, NICHT eindeutig, { $time }
solve-batch-solved-undecided = gelöst { $how }, Eindeutigkeit nicht bewiesen (Zeitlimit), { $time }
solve-batch-no-solution = keine Lösung, { $time }
solve-batch-summary = { $puzzles ->
    [one] 1 Rätsel
   *[other] { $puzzles } Rätsel
}: { $solved } gelöst ({ $presolve } allein durch die Vorverarbeitung), { $unsolved } ohne Lösung
solve-batch-not-unique = { $count } nicht eindeutig
solve-batch-failed = { $count } fehlgeschlagen
solve-batch-not-in-time = { $count } nicht rechtzeitig gelöst
solve-batch-not-before-stop = { $count } vor Strg-C nicht gelöst
solve-batch-undecided = { $count } nicht rechtzeitig als eindeutig bewiesen
solve-batch-threads = { $time } auf { $threads ->
    [one] 1 Thread
   *[other] { $threads } Threads
}
solve-batch-wrote-lines = geschrieben: { $file } (eine Lösung pro Zeile)
solve-batch-wrote-book = geschrieben: { $file } (Tabelle Summary, { $pages ->
    [one] Lösungsblatt S1
   *[other] Lösungsblätter S1 bis S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = Ziffern in Rätseln der Versionen { $versions } eingetragen: alle Rätsel der Datei sind aufgeführt
marks-version-undecided = die Datei zeigt nicht, welche Version ({ $versions }) der Schüler hatte: alle Rätsel sind aufgeführt

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = Tabelle '{ $sheet }'
location-cell = Zelle { $cell }
location-range = Bereich { $range }
location-line = Zeile { $line }
location-input = Eingabe
input-empty-file = die Datei ist leer
input-unknown-extension = unbekannter Dateityp '{ $extension }' (gültig: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = keine lesbare Tabellendatei: { $why }
input-password = die Arbeitsmappe ist kennwortgeschützt; speichern Sie eine ungeschützte Kopie
input-missing-sheet = keine Tabelle namens '{ $name }' (Tabellen: { $sheets })
input-bad-range = ungültiger Bereich: { $why }
input-no-grid = kein Rätselgitter gefunden: { $why }
input-several-grids = mehrere mögliche Gitter; wählen Sie eines: { $choices }
input-ambiguous = die Ziffern in { $block } passen zu mehr als einem Gitter, und nichts auf der Tabelle (Rahmen um das Gitter, eine Beschriftung, die Größe) sagt, zu welchem; wählen Sie eines: { $choices }
input-several-puzzles = { $count } Rätsel in der Datei ({ $names }); { $remedy }
input-merged = verbundene Zellen { $cells } im Gitter; heben Sie die Verbindung auf, damit jede Zelle eine Ziffer enthält
input-not-square = das Gitter hat { $rows ->
    [one] 1 Zeile
   *[other] { $rows } Zeilen
} und { $cols ->
    [one] 1 Spalte
   *[other] { $cols } Spalten
}; ein Rätselgitter muss quadratisch sein
input-bad-cell = enthält { $found }; erwartet: { $expected }
input-bad-digit = enthält { $found }; erwartet: eine Ziffer von 1 bis { $size } oder eine leere Zelle
input-bad-symbol = enthält { $found }; erwartet: eine Ziffer von 1 bis { $size } (oder 1–9 und A–{ $last }) oder eine leere Zelle
input-too-large = zu groß: { $why }
io-not-found = die Datei gibt es nicht
io-permission-denied = Zugriff verweigert
flag-give-blocks = geben Sie die Blockkarte an (Tabelle B, eine mit B beschriftete Tabelle oder --blocks)
flag-give-extra = geben Sie die Zusatzblöcke an (Tabelle B2 oder --extra)
flag-choose-range = wählen Sie das Gitter mit --puzzle 'TABELLE!BEREICH'
flag-choose-puzzle = wählen Sie eines mit --puzzle NAME oder NUMMER
flag-read-sheet = mit --puzzle { $sheet } wird sie ganz gelesen
read-grid-found = Gitter { $range }, { $how }
read-from-borders = an seinem Rahmen erkannt
read-from-label = an der Beschriftung darüber erkannt
read-from-sheet-edge = am Rand der Tabelle erkannt
read-from-surroundings = an seiner Größe und den Zellen ringsum erkannt
read-note = gelesen: { $what }
cli-error = Fehler
read-unused-blocks = { $place } enthält auch eine Blockkarte, { $range }, die nicht verwendet wird ({ $remedy })
read-unused-extra = { $place } enthält auch Zusatzblöcke, { $range }, die nicht verwendet werden ({ $remedy })
read-unused-grid = { $place } enthält auch ein weiteres Gitter, { $range }, das nicht gelesen wird ({ $remedy })
flag-use-blocks = { $flag } verwendet sie
flag-use-extra = { $flag } verwendet sie
flag-use-grid = { $flag } liest es

# The terminal lines of `rate`.
rate-solved = { $level } (Bewertung { $score }, { $technique })
rate-nothing = { $level } (Bewertung { $score }, nichts zu tun)
rate-stuck = { $level } (keine Bewertung: die Techniken bleiben stecken, das Lösen braucht Probieren)
rate-contradiction = { $level } (keine Lösung: die Vorgaben widersprechen sich)
rate-givens = { $count ->
    [one] { $count } Vorgabe
   *[other] { $count } Vorgaben
}
rate-summary = { $count } Rätsel: { $parts }
rate-level = { $count } { $level }
rate-without-solution = { $count } ohne Lösung
rate-several = { $count } mit mehreren Lösungen

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = Zeitlimit von { $seconds } s erreicht beim { $doing }
error-cancelled = abgebrochen beim { $doing }
doing-reading = Lesen von { $file }
doing-solving = Lösen
doing-rating = Bewerten
doing-starting = Beginn des Lösens
doing-probing = Ausprobieren von Kandidaten in der Vorverarbeitung
doing-second-solution = Suchen einer zweiten Lösung
doing-offering-totals = Summen für die Käfigaufteilung suchen
doing-counting = Zählen der Lösungen (bisher { $found }, { $nodes } Suchknoten)
doing-blp = Lösen des binären Programms mit { $solver }
doing-blp-second = Suchen einer zweiten Lösung mit { $solver }
doing-blp-counting = Zählen der Lösungen mit { $solver } (bisher { $found })
doing-repair = Suchen des Gitters, das die meisten Vorgaben behält, mit { $solver }
doing-shrinking = Suchen des Gitters, das die meisten Vorgaben behält (Verkleinern eines Widerspruchs)
doing-repair-cores = Suchen des Gitters, das die meisten Vorgaben behält ({ $conflicts } Widersprüche gefunden, mindestens { $dropped } von { $givens } Vorgaben wegzulassen)
doing-repair-cores-cages = Suchen des Gitters, das die meisten Vorgaben behält ({ $conflicts } Widersprüche gefunden, mindestens { $dropped } von { $givens } Vorgaben und { $cages } Käfigen wegzulassen)
doing-hitting = Suchen der wenigsten Vorgaben, die jede andere gefundene Lösung ausschließen
doing-jigsaw-map = Suchen einer zufälligen { $n }x{ $n }-Gebietskarte, die eine Lösung zulässt
doing-generating = Erzeugen eines Rätsels (Versuch { $attempt })
doing-generating-wanted = Erzeugen eines Rätsels { $wanted } (Versuch { $attempt })
doing-generating-killer = Erzeugen eines Killer-Sudokus (Versuch { $attempt })
want-level = der Stufe { $level }
want-rating = mit einer Bewertung von { $min } bis { $max }
want-givens = { $count ->
    [one] mit { $count } Vorgabe
   *[other] mit { $count } Vorgaben
}
want-rules = mit den Regeln { $rules }
want-symmetry = mit der Symmetrie { $symmetry }
doing-writing-sheet = Schreiben der Tabelle { $sheet }
doing-writing-sheet-of = Schreiben der Tabelle { $number } von { $total }
doing-drawing = Zeichnen der Bilder der Tabelle { $sheet }
doing-worksheet = Schreiben des Arbeitsblatts ({ $what })
doing-worksheet-pages = Schreiben des Arbeitsblatts (seine Seiten)
doing-worksheet-code = Schreiben des Arbeitsblatts (der Code von Rätsel { $number })
doing-checking-unique = Prüfen, ob das Rätsel genau eine Lösung hat
doing-checking-unique-at = Prüfen, ob { $at } genau eine Lösung hat; nichts wird geschrieben
doing-first-puzzle = Lösen des ersten Rätsels
doing-drop-givens = Suchen der Vorgaben, die ein Rätsel ohne Lösung weglassen muss
note-time-limit-puzzles = Zeitlimit von { $seconds } s erreicht nach { $done } von { $total } Rätseln
note-time-limit-files = Zeitlimit von { $seconds } s erreicht nach { $done } von { $total } Dateien
note-stopped-puzzles = mit Strg-C angehalten nach { $done } von { $total } Rätseln
note-stopped-files = mit Strg-C angehalten nach { $done } von { $total } Dateien
note-unchecked = die Prüfung, ob { $at } genau eine Lösung hat, wurde nicht fertig
solve-time-limit-written = Zeitlimit von { $seconds } s erreicht vor dem Beweis der Eindeutigkeit; die Lösung steht in { $file }
solve-time-limit-unproved = Zeitlimit von { $seconds } s erreicht vor dem Beweis der Eindeutigkeit
solve-time-limit-no-repair = Zeitlimit von { $seconds } s erreicht, bevor das Gitter gefunden war, das die meisten Vorgaben behält
generate-unreached-rating = Warnung: ein Rätsel mit einer Bewertung von { $min } bis { $max } ließ sich im Zeitlimit von { $seconds } s nicht erzeugen; schwerere Stufen brauchen viel mehr Versuche: erhöhen Sie --time-limit, verlangen Sie weniger Rätsel oder wählen Sie eine leichtere Stufe
generate-unreached-levels = Warnung: nicht jedes verlangte Rätsel der Stufe { $levels } ließ sich im Zeitlimit von { $seconds } s erzeugen; schwerere Stufen brauchen viel mehr Versuche: erhöhen Sie --time-limit, verlangen Sie weniger Rätsel oder wählen Sie eine leichtere Stufe
generate-exhausted = kein Rätsel { $geometry } in { $attempts } Versuchen gefunden; versuchen Sie eine andere Stufe oder Zahl der Vorgaben, eine andere Symmetrie oder mehr Versuche
generate-exhausted-wanted = kein Rätsel { $geometry } { $wanted } in { $attempts } Versuchen gefunden; versuchen Sie eine andere Stufe oder Zahl der Vorgaben, eine andere Symmetrie oder mehr Versuche
generate-stopped-none = mit Strg-C angehalten, bevor ein Rätsel fertig war; nichts wurde geschrieben
generate-finished-none = kein Rätsel wurde fertig; erhöhen Sie --time-limit oder lockern Sie die Vorgaben
wrote-puzzle-lines = geschrieben: { $file } ({ $count ->
    [one] { $count } Rätsel
   *[other] { $count } Rätsel
}, eines pro Zeile)
wrote-generated-worksheet = geschrieben: { $file } ({ $count ->
    [one] { $count } Rätsel
   *[other] { $count } Rätsel
}; eines lösen mit --puzzle P1, die Kopien der Schüler prüfen mit sheetdoku check)
wrote-worksheet = geschrieben: { $file } ({ $count ->
    [one] { $count } Rätsel
   *[other] { $count } Rätsel
})
wrote-template = geschrieben: { $file } ({ $what })
kept-two-files = die { $done } fertigen stehen in { $file } und { $key }
kept-one-file = die { $done } fertigen stehen in { $file }
kept-printed = die { $done } fertigen sind oben ausgegeben
kept-finished = die { $done } fertigen sind geschrieben

# Why a line of text is not a puzzle.
parse-unknown-level = unbekannte Stufe '{ $name }' (gültig: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = unbekannte Variante '{ $name }' (gültig: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; die Teile lassen sich verbinden, etwa jigsaw-windoku oder extra-regions-x)
parse-not-square = { $symbols } Zeichen ergeben kein quadratisches Gitter (81 für 9x9, 256 für 16x16, ...)
parse-not-a-digit = '{ $symbol }' an Stelle { $position } ist keine Ziffer eines { $size }x{ $size }-Gitters
text-not-a-grid = { $count } Zeichen ergeben kein Gitter (81 für 9x9, 256 für 16x16 oder 9 Zeilen zu 9; durch Kommas oder Leerzeichen getrennte Zahlen zählen einzeln)
text-short-grid = { $lines } Zeilen zu { $width } Zeichen; ein { $width }x{ $width }-Gitter braucht { $width } Zeilen
text-size-asked = ein { $n }x{ $n }-Gitter, aber verlangt ist { $want }x{ $want }
range-digit-at = Zelle { $cell } enthält { $digit }, Ziffern müssen 1 bis { $size } sein
range-cells = ein { $size }x{ $size }-Gitter braucht { $cells } Zellen, gegeben sind { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = wählen Sie { $choice }
flag-choose-one-of = wählen Sie eines: { $choices }
flag-or-size = oder geben Sie die Größe an ({ $sizes })
calc-choice-range = markieren Sie { $range }
calc-choice-size = markieren Sie genau ein { $n }x{ $n }-Gitter
calc-or-size = oder { $sizes }
calc-choose = { $choice } und wählen Sie den Befehl erneut
calc-choose-one-of = wählen Sie eines und dann den Befehl erneut: { $choices }
calc-give-blocks = fügen Sie eine Tabelle namens B mit der Blockkarte hinzu und wählen Sie den Befehl erneut
calc-give-extra = fügen Sie eine Tabelle namens B2 mit den Zusatzgebieten hinzu und wählen Sie den Befehl erneut
calc-choose-range = markieren Sie das Gitter des Rätsels und wählen Sie den Befehl erneut
calc-choose-puzzle = markieren Sie das Gitter des gemeinten Rätsels und wählen Sie den Befehl erneut
calc-read-sheet = gehen Sie zur Tabelle { $sheet }, klicken Sie in eine einzelne Zelle und wählen Sie den Befehl erneut
calc-use-blocks = um sie als Blockkarte zu nutzen, benennen Sie ihre Tabelle in B um
calc-use-extra = um sie als Zusatzgebiete zu nutzen, benennen Sie ihre Tabelle in B2 um
calc-use-grid = um es zu lesen, { $flag } und wählen Sie den Befehl erneut

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (Startwert { $seed })
generate-heading-copies = Kopien aus { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = Rätsel { $number }: { $about }
generate-original = Rätsel { $number }, das Original: { $line }
generate-copy = Rätsel { $number }, Kopie { $copy }: { $level } ({ $rating })
generate-rating = Bewertung { $score }
generate-needs-search = braucht Probieren

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = ein Gitter { $n }x{ $n } wird nicht unterstützt (Größen { $min } bis { $max })
geo-no-box-shape = ein Gitter { $n }x{ $n } hat keine regelmäßigen Blöcke; geben Sie eine Blockkarte an (Tabelle B)
geo-map-size-block = die Blockkarte hat { $found } Zellen, erwartet { $expected }
geo-map-size-extra = die Karte der Zusatzblöcke hat { $found } Zellen, erwartet { $expected }
geo-partition = die Blockkarte teilt das Gitter nicht in { $n } Gebiete zu { $n } Zellen: { $parts }
geo-partition-count = die Blockkarte hat { $count } Gebiete
geo-partition-region = Gebiet { $label } hat { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
} ({ $cells })
geo-disconnected = Gebiet { $label } der Blockkarte hängt nicht zusammen: { $cut } ist von { $first } abgeschnitten
geo-extra-size = Zusatzblock { $label } hat { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
} ({ $cells }), jeder Zusatzblock braucht { $n }
geo-boxes-tile = Blöcke { $rows }x{ $cols } füllen kein Gitter { $n }x{ $n }
geo-needs-block-map = die Variante { $variant } braucht eine Blockkarte
geo-needs-extra-map = die Variante { $variant } braucht eine Karte der Zusatzblöcke
geo-windoku-square = Windoku braucht quadratische Blöcke (4x4, 9x9, 16x16, 25x25), nicht { $n }x{ $n }
geo-rule = eine Regel kann nicht hinzugefügt werden: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = dieses Rätsel verwendet { $rules }, was sheetdoku nicht unterstützt
fp-negative-unsupported = es schaltet die negative Regel für { $rules } ein ('negative'), was sheetdoku nicht unterstützt
fp-drawings = es hat Zeichnungen ({ $drawings }), deren Bedeutung nur seine Regeln in Worten sagen; die kann sheetdoku nicht lesen
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: kein Käfig hat eine Summe (eine Käfigaufteilung); mit diesen Summen hat das Rätsel genau eine Lösung:
offer-no-givens = die Summen allein machen die Lösung eindeutig, keine vorgegebene Ziffer nötig
offer-givens = zusätzlich vorgegebene Ziffern: { $count } ({ $cells }); keine davon kann wegfallen, doch weniger an anderer Stelle könnten genügen (nicht als kleinste Zahl bewiesen)
offer-none = { $label }: kein Käfig hat eine Summe, und kein Gitter erfüllt diese Käfigaufteilung: es lassen sich keine Summen vorschlagen

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = Hinweis: die Killer { $size }x{ $size } werden zu { $count } je Seite gedruckt, nicht zu { $asked }: bei { $asked } je Seite wären die Summen ihrer Käfige zu klein zum Lesen
