# Čeština.

## Worksheet
worksheet-name-date = Jméno: ________________________________     Datum: ________________
worksheet-level = Úroveň: { $level }
answers-hardest-step = Nejtěžší krok každé úlohy

## Levels
level-easy = lehká
level-medium = střední
level-hard = těžká
level-expert = expertní
level-fiendish = ďábelská
level-extreme = extrémní

## Units
unit-row = řádek
unit-column = sloupec
unit-block = blok
unit-region = oblast
unit-diagonal = úhlopříčka
unit-extra-block = extra blok
units-and = { $list } a { $last }
units-or = { $list } nebo { $last }

## The Play sheet
play-fill-in = Doplňte do prázdných políček číslice 1 až { $n }: každý { $units } obsahuje každou číslici právě jednou.
play-clash-note = { $legend }. Číslice zčervená, jakmile se zopakuje v některé jednotce ({ $units }); na obrazovce políčko vpravo od stránky ukáže „{ $solved }“, když je mřížka úplná a správná.
play-locked-note = Zadané číslice jsou zamčené, psát lze jen do prázdných políček (Nástroje > Zamknout list, bez hesla, je odemkne).

## Legend
legend-givens = Zadané číslice tučně černě
legend-solved = doplněné číslice modře
legend-diagonals = úhlopříčky jsou podbarveny žlutě
legend-extra = extra bloky jsou podbarveny modře
legend-extra-short = extra bloky modře
legend-overlap = zeleně, kde se překrývají
legend-dropped = vynechané zadané číslice červeně

## Solution sheet
unique-unknown = Jednoznačnost řešení nebyla ověřena.
unique-undecided = Jednoznačnost není dokázána: časový limit vypršel dříve.
unique-yes = Řešení je jednoznačné: úloze nevyhovuje žádná jiná mřížka.
unique-no = Řešení NENÍ jednoznačné: jiné řešení se liší v { $count } políčkách: { $cells }.
dropped-givens = Vynechané zadané číslice, { $count } z { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Poznámky k úlohám
