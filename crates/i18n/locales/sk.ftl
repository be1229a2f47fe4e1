# Slovenčina.

## Worksheet
worksheet-name-date = Meno: ________________________________     Dátum: ________________
worksheet-level = Úroveň: { $level }
answers-hardest-step = Najťažší krok každej úlohy

## Levels
level-easy = ľahká
level-medium = stredná
level-hard = ťažká
level-expert = expertná
level-fiendish = diabolská
level-extreme = extrémna

## Units
unit-row = riadok
unit-column = stĺpec
unit-block = blok
unit-region = oblasť
unit-diagonal = uhlopriečka
unit-extra-block = extra blok
units-and = { $list } a { $last }
units-or = { $list } alebo { $last }

## The Play sheet
play-fill-in = Doplňte do prázdnych políčok číslice 1 až { $n }: každý { $units } obsahuje každú číslicu práve raz.
play-clash-note = { $legend }. Číslica sčervená, len čo sa zopakuje v niektorej jednotke ({ $units }); na obrazovke políčko vpravo od strany ukáže „{ $solved }“, keď je mriežka úplná a správna.
play-locked-note = Zadané číslice sú zamknuté, vpisovať sa dá len do prázdnych políčok (Nástroje > Zamknúť hárok, bez hesla, ich odomkne).

## Legend
legend-givens = Zadané číslice tučne čiernou
legend-solved = doplnené číslice modrou
legend-diagonals = uhlopriečky sú podfarbené žltou
legend-extra = extra bloky sú podfarbené modrou
legend-extra-short = extra bloky modrou
legend-overlap = zelenou, kde sa prekrývajú
legend-dropped = vynechané zadané číslice červenou

## Solution sheet
unique-unknown = Jednoznačnosť riešenia sa neoverovala.
unique-undecided = Jednoznačnosť nie je dokázaná: časový limit uplynul skôr.
unique-yes = Riešenie je jednoznačné: úlohe nevyhovuje žiadna iná mriežka.
unique-no = Riešenie NIE JE jednoznačné: iné riešenie sa líši v { $count } políčkach: { $cells }.
dropped-givens = Vynechané zadané číslice, { $count } z { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Poznámky k úlohám
