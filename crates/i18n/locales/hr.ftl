# Hrvatski.

## Worksheet
worksheet-name-date = Ime i prezime: ______________________     Datum: ____________
worksheet-level = Razina: { $level }
answers-hardest-step = Najteži korak svake zagonetke

## Levels
level-easy = lagana
level-medium = srednja
level-hard = teška
level-expert = ekspertna
level-fiendish = đavolska
level-extreme = ekstremna

## Units
unit-row = redak
unit-column = stupac
unit-block = blok
unit-region = područje
unit-diagonal = dijagonala
unit-extra-block = dodatni blok
units-and = { $list } i { $last }
units-or = { $list } ili { $last }

## The Play sheet
play-fill-in = Upišite u prazna polja znamenke od 1 do { $n }: svaki { $units } sadrži svaku znamenku točno jednom.
play-clash-note = { $legend }. Znamenka pocrveni čim se ponovi u nekoj jedinici ({ $units }); na zaslonu polje desno od stranice pokaže „{ $solved }” kad je mreža potpuna i točna.
play-locked-note = Zadane znamenke su zaključane, upisivati se može samo u prazna polja (Alati > Zaštiti list, bez lozinke, ih otključava).

## Legend
legend-givens = Zadane znamenke podebljane crnom
legend-solved = upisane znamenke plavom
legend-diagonals = dijagonale su osjenčane žutom
legend-extra = dodatni blokovi su osjenčani plavom
legend-extra-short = dodatni blokovi plavom
legend-overlap = zelenom gdje se preklapaju
legend-dropped = izostavljene zadane znamenke crvenom

## Solution sheet
unique-unknown = Jedinstvenost rješenja nije provjerena.
unique-undecided = Jedinstvenost nije dokazana: vremensko ograničenje je isteklo prije.
unique-yes = Rješenje je jedinstveno: nijedna druga mreža ne odgovara zagonetki.
unique-no = Rješenje NIJE jedinstveno: drugo rješenje razlikuje se u { $count } polja: { $cells }.
dropped-givens = Izostavljene zadane znamenke, { $count } od { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Napomene uz zagonetke
