# Italiano.

## Worksheet
worksheet-name-date = Nome: ________________________________     Data: ________________
worksheet-level = Livello: { $level }
answers-hardest-step = Il passo più difficile di ogni sudoku

## Levels
level-easy = facile
level-medium = medio
level-hard = difficile
level-expert = esperto
level-fiendish = diabolico
level-extreme = estremo

## Units
unit-row = riga
unit-column = colonna
unit-block = riquadro
unit-region = regione
unit-diagonal = diagonale
unit-extra-block = riquadro extra
units-and = { $list } e { $last }
units-or = { $list } o { $last }

## The Play sheet
play-fill-in = Riempi le caselle vuote con le cifre da 1 a { $n }: ogni { $units } contiene ogni cifra una sola volta.
play-clash-note = { $legend }. Una cifra diventa rossa appena si ripete in un'unità ({ $units }); sullo schermo la cella a destra della pagina indica «{ $solved }» quando la griglia è completa e corretta.
play-locked-note = Le cifre date sono bloccate e solo le caselle vuote accettano cifre (Strumenti > Proteggi foglio, senza password, le sblocca).

## Legend
legend-givens = Cifre date in nero grassetto
legend-solved = cifre risolte in blu
legend-diagonals = le diagonali sono evidenziate in giallo
legend-extra = i riquadri extra sono evidenziati in blu
legend-extra-short = i riquadri extra in blu
legend-overlap = in verde dove si sovrappongono
legend-dropped = cifre date scartate in rosso

## Solution sheet
unique-unknown = L'unicità non è stata verificata.
unique-undecided = L'unicità non è dimostrata: il limite di tempo è arrivato prima.
unique-yes = La soluzione è unica: nessun'altra griglia soddisfa il sudoku.
unique-no = La soluzione NON è unica: un'altra soluzione differisce in { $count } caselle: { $cells }.
dropped-givens = Cifre date scartate, { $count } su { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Note sui sudoku
