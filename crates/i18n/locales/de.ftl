# Deutsch.

## Worksheet
worksheet-name-date = Name: ________________________________     Datum: ________________
worksheet-level = Stufe: { $level }
answers-hardest-step = Der schwierigste Schritt jedes Rätsels

## Levels
level-easy = leicht
level-medium = mittel
level-hard = schwer
level-expert = Experte
level-fiendish = teuflisch
level-extreme = extrem

## Units
unit-row = Zeile
unit-column = Spalte
unit-block = Block
unit-region = Gebiet
unit-diagonal = Diagonale
unit-extra-block = Zusatzblock
units-and = { $list } und { $last }
units-or = { $list } oder { $last }

## The Play sheet
play-fill-in = Trage in die leeren Felder die Ziffern 1 bis { $n } ein: jede { $units } enthält jede Ziffer genau einmal.
play-clash-note = { $legend }. Eine Ziffer wird rot, sobald sie sich in einer Einheit ({ $units }) wiederholt; auf dem Bildschirm zeigt das Feld rechts der Seite „{ $solved }“, wenn das Gitter vollständig und richtig ist.
play-locked-note = Die Vorgaben sind gesperrt, nur die leeren Felder nehmen Ziffern an (Extras > Tabelle schützen, ohne Kennwort, entsperrt sie).

## Legend
legend-givens = Vorgaben fett schwarz
legend-solved = gelöste Ziffern blau
legend-diagonals = die Diagonalen sind gelb hinterlegt
legend-extra = die Zusatzblöcke sind blau hinterlegt
legend-extra-short = die Zusatzblöcke blau
legend-overlap = grün, wo sie sich überlappen
legend-dropped = weggelassene Vorgaben rot

## Solution sheet
unique-unknown = Die Eindeutigkeit wurde nicht geprüft.
unique-undecided = Die Eindeutigkeit ist nicht bewiesen: das Zeitlimit kam zuerst.
unique-yes = Die Lösung ist eindeutig: kein anderes Gitter passt zum Rätsel.
unique-no = Die Lösung ist NICHT eindeutig: eine andere Lösung unterscheidet sich in { $count } Feldern: { $cells }.
dropped-givens = Weggelassene Vorgaben, { $count } von { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Anmerkungen zu den Rätseln
