# Italiano: le parole che sheetdoku stampa sulle pagine e scrive in `explain` e `hint`.
# Un messaggio che manca qui viene stampato in inglese. Lasciate i segnaposto { $nome }.
#
# Glossario delle tecniche (i nomi in uso tra i solutori italiani; altrimenti
# quello inglese):
#   hidden single = singolo nascosto, naked single = singolo nudo,
#   pair / triple / quad = coppia / tripla / quadrupla (nuda, nascosta),
#   locked candidates (pointing, claiming) = candidati bloccati,
#   unique rectangle = rettangolo unico, strong link = legame forte,
#   chain = catena, forcing chains = catene forzanti, colouring =
#   colorazione; X-Wing, Swordfish, Jellyfish, XY-Wing, W-Wing, Turbot Fish,
#   BUG+1, ALS-XZ restano in inglese.

## Worksheet
worksheet-default-title = Sudoku
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, versione { $version }
worksheet-name-date = Nome: ________________________________     Data: ________________
page-sudokupad = Sul tablet: inquadra il codice per giocare questo sudoku in SudokuPad.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Nome:
worksheet-date = Data:
worksheet-level = Livello: { $level }
answers-hardest-step = Il passo più difficile di ogni sudoku
answers-title = { $title }: soluzioni
answers-legend = I numeri dati di ogni schema in nero grassetto, le cifre che gli alunni inseriscono in blu.
answers-copy = schema { $puzzle }, copia { $copy }
page-footer = Pagina { $page } di { $count }

## Levels
level-easy = facile
level-medium = medio
level-hard = difficile
level-expert = esperto
level-fiendish = diabolico
level-extreme = estremo

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Sudoku
title-windoku = Windoku
title-jigsaw-sudoku = Sudoku Jigsaw
title-jigsaw-windoku = Windoku Jigsaw
title-with-extra = { $name } con regioni extra
title-killer = { $name } Killer
title-kropki = { $name } Kropki
title-xv = { $name } XV
title-greater = { $name } Maggiore-minore
title-even-odd = { $name } Pari-dispari
title-thermo = { $name } Termometro
title-whispers = { $name } Sussurri
title-palindrome = { $name } Palindromo
title-arrow = { $name } Freccia
title-little-killer = { $name } Little Killer
title-sandwich = { $name } Sandwich
title-renban = { $name } Renban
title-antiknight = { $name } Anti-cavallo
title-antiking = { $name } Anti-re

## Units, joined into "row, column and block"
unit-row = riga
unit-column = colonna
unit-block = riquadro
unit-region = regione
unit-diagonal = diagonale
unit-extra-block = riquadro extra
unit-cage = gabbia
units-and = { $list } e { $last }
units-or = { $list } o { $last }

## Units named where a pupil finds them on the page
name-row = riga { $label }
name-column = colonna { $label }
names-rows = righe { $list }
names-columns = colonne { $list }
name-block = riquadro { $number }
name-block-top-left = riquadro in alto a sinistra
name-block-top-middle = riquadro in alto al centro
name-block-top-right = riquadro in alto a destra
name-block-middle-left = riquadro al centro a sinistra
name-block-middle-middle = riquadro centrale
name-block-middle-right = riquadro al centro a destra
name-block-bottom-left = riquadro in basso a sinistra
name-block-bottom-middle = riquadro in basso al centro
name-block-bottom-right = riquadro in basso a destra
name-block-of = riquadro delle righe { $r1 }-{ $r2 } e colonne { $c1 }-{ $c2 }
name-region-with = regione con { $cell }
name-main-diagonal = diagonale principale
name-anti-diagonal = antidiagonale
name-extra = riquadro extra { $number }
name-cage = gabbia da { $sum } in { $cell }
name-cage-no-total = gabbia senza somma in { $cell }
name-sandwich = la somma sandwich { $sum } ({ $line })
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = la regola del cavallo
name-anti-king = la regola del re
name-even = il quadrato grigio in { $cell }
name-odd = il cerchio grigio in { $cell }
name-kropki-white = il punto bianco tra { $a } e { $b }
name-kropki-black = il punto nero tra { $a } e { $b }
name-x = la X tra { $a } e { $b }
name-v = la V tra { $a } e { $b }
name-greater = il segno { $a } > { $b }
name-no-white = la regola senza punto bianco tra { $a } e { $b }
name-no-black = la regola senza punto nero tra { $a } e { $b }
name-no-x = la regola senza X tra { $a } e { $b }
name-no-v = la regola senza V tra { $a } e { $b }
name-thermo = il termometro da { $first } a { $last }
name-whisper = la linea verde da { $first } a { $last }
name-palindrome = la linea grigia (palindromo) da { $first } a { $last }
name-renban = la linea lilla da { $first } a { $last }
name-arrow = la freccia da { $first } a { $last }
name-little-killer = la diagonale con somma { $sum } da { $first } a { $last }
names-extra = riquadri extra { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = Riempi le caselle vuote con le cifre da 1 a { $n }: { $parts }.
rules-blocks = ogni riga, colonna e riquadro { $box } contiene ogni cifra una sola volta
rules-regions = ogni riga, colonna e regione bordata contiene ogni cifra una sola volta
rules-diagonals = lo stesso vale per ciascuna delle due diagonali ombreggiate
rules-windows = lo stesso vale per ogni finestra ombreggiata
rules-extra = lo stesso vale per ogni regione extra ombreggiata
rules-cages = le cifre di ogni gabbia tratteggiata sommano al numero piccolo nel suo angolo, senza ripetizioni
rules-kropki = le cifre unite da un punto bianco sono consecutive, da un punto nero una è il doppio dell'altra
rules-xv = le cifre unite da una X sommano a 10, da una V a 5
rules-no-white = due cifre adiacenti senza un punto bianco tra loro non sono consecutive
rules-no-black = di due cifre adiacenti senza un punto nero tra loro nessuna è il doppio dell'altra
rules-no-x = due cifre adiacenti senza una X tra loro non sommano a 10
rules-no-v = due cifre adiacenti senza una V tra loro non sommano a 5
rules-greater = ogni segno punta dalla cifra maggiore alla minore
rules-even-odd = un quadrato grigio contiene una cifra pari, un cerchio grigio una dispari
rules-thermo = le cifre su ogni termometro crescono dal suo bulbo
rules-whispers = le cifre vicine su ogni linea verde differiscono almeno della metà della cifra più grande, arrotondata per eccesso (5 in un 9x9)
rules-palindrome = ogni linea grigia si legge uguale dai due capi
rules-arrow = le cifre lungo ogni freccia sommano al numero nel suo cerchio (le cifre possono ripetersi su una freccia)
rules-little-killer = le cifre su ogni diagonale indicata da un piccolo numero con una freccia sommano a quel numero (le cifre possono ripetersi)
rules-sandwich = il numero accanto a una riga o sopra una colonna è la somma delle cifre tra l'1 e la cifra più grande di quella riga o colonna (0 quando sono vicine)
rules-renban = le cifre su ogni linea lilla sono diverse e formano una serie di numeri consecutivi, in qualsiasi ordine
rules-antiknight = le celle a una mossa di cavallo degli scacchi l'una dall'altra non contengono mai la stessa cifra
rules-antiking = le celle a una mossa di re degli scacchi l'una dall'altra (che si toccano, anche per un angolo) non contengono mai la stessa cifra

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = Una cifra diventa rossa appena si ripete in un'unità ({ $units }). Questa cella indica «{ $solved }» quando la griglia è completa e nulla si ripete.
play-locked-note = Le cifre date sono bloccate e solo le caselle vuote accettano cifre (Strumenti > Proteggi foglio, senza password, le sblocca).
play-names-note = Le caselle si chiamano con le lettere sopra la griglia e i numeri alla sua sinistra (E5: colonna E, riga 5), come le chiamano suggerimenti e valutazioni; la casella del nome di Calc mostra altri indirizzi.
status-solved = risolto
status-not-started = non iniziato
status-no-clash = nessun conflitto finora
status-cage-broken = la somma di una gabbia è sbagliata
status-mark-broken = un segno tra due caselle è sbagliato
status-parity-broken = una casella pari o dispari contiene una cifra dell'altro tipo
status-line-broken = una linea è sbagliata
status-sum-broken = una somma è sbagliata
status-sandwich-broken = una somma sandwich è sbagliata
status-clash = conflitto
status-not-a-digit = una casella rossa contiene qualcosa che non è una cifra della griglia
check-not-a-digit = Non è una cifra della griglia
check-enter-digit = Inserisci un numero intero da 1 a { $n } o lascia vuota la casella.
check-hint = cifre da 1 a { $n }; rosso: un conflitto
check-hint-units = cifre da 1 a { $n }; rosso: un conflitto (unità: { $units })
own-sheet-which = Lo schema { $number } è anche sulla pagina della scheda: scrivi le cifre qui oppure là, non in entrambi i posti (se ne valuta solo uno).

## The legend under the grids
legend-givens = Cifre date in nero grassetto
legend-solved = cifre risolte in blu
legend-diagonals = le diagonali sono evidenziate in giallo
legend-extra = i riquadri extra sono evidenziati in blu
legend-extra-short = i riquadri extra in blu
legend-overlap = in verde dove si sovrappongono
legend-dropped = cifre date scartate in rosso

## The Solution sheet
solution-title = Soluzione
solution-dropped-title = Nessuna soluzione: la griglia che mantiene più numeri dati, quelli scartati in rosso
solution-dropped-cages-title = Nessuna soluzione: la griglia che mantiene più numeri dati e somme delle gabbie; ciò che scarta è elencato sotto
solution-none-title = Nessuna soluzione
unique-unknown = L'unicità non è stata verificata.
unique-undecided = L'unicità non è dimostrata: il limite di tempo è arrivato prima.
unique-yes = La soluzione è unica: nessun'altra griglia soddisfa il sudoku.
unique-no = La soluzione NON è unica: un'altra soluzione differisce in { $count } caselle: { $cells }.
unique-instead = { $cell } ({ $there } invece di { $here })
dropped-givens = Cifre date scartate, { $count } su { $givens }: { $cells }.
dropped-shown = { $cell } (dato { $given }, mostrato { $shown })
dropped-given = { $cell } (dato { $given })
dropped-cages = Somme delle gabbie scartate, { $count } su { $cages }: { $list }.
dropped-cage = { $cage } (le sue cifre qui danno { $total })
list-and-more = { $list } e altre { $count }

## The marks of a class
marks-title = Valutazione: { $title }
marks-date = Valutato il { $date }
marks-date-format = %-d/%-m/%Y
summary-number = n.
summary-puzzle = schema
summary-status = stato
summary-givens = cifre date
summary-solution = soluzione
summary-pages = I fogli delle soluzioni da S1 a S{ $pages } mostrano i primi { $pages } schemi; gli altri sono solo in questo elenco.
summary-solved = risolto
summary-solved-unique = risolto, soluzione unica
summary-solved-not-unique = risolto, soluzione NON unica
summary-solved-undecided = risolto, unicità non dimostrata (limite di tempo)
summary-no-solution = nessuna soluzione
summary-error = non risolto: { $error }
summary-line = riga { $line }
summary-sheet = foglio { $sheet }
model-title = Il modello lineare binario di Peško dello schema (come in Sudoku.ods): tutti i membri sinistri, la funzione obiettivo e S sono formule vive
model-subtitle = massimizzare (1) Σ c_ijk·x_ijk con i vincoli: ogni casella contiene una cifra, ogni gruppo (riga, colonna, riquadro, diagonale, riquadro extra) contiene ogni cifra una volta; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = strato k
model-row-column = riga i \ colonna j
model-c-title = C: c_ijk = 1 se la casella (i, j) del foglio A contiene k (le cifre date)
model-x-title = x: x_ijk = 1 se la casella (i, j) contiene k (le celle variabili)
model-cells = (5) Σ_k x_ijk = 1: ogni casella contiene una cifra
model-s = S: s_ij = Σ_k k·x_ijk (la soluzione)
model-units = (2)-(4), (7)-(9) Σ x_ijk su ogni gruppo = 1: ogni gruppo contiene ogni cifra una volta; la riga di un riquadro somma gli x delle caselle la cui etichetta sul foglio B è quella del riquadro ((4) con b_ij; etichette da 1 a n), quella di un riquadro extra quelle del foglio B2, così ridisegnando una mappa e rilanciando il Risolutore si risolve il nuovo schema ((8) è l'antidiagonale, Σ x(i, n+1−i, k) = 1; l'articolo stampa Σ x(10−i, 10−i, k), che ripeterebbe la diagonale principale (7))
model-unit-digit = gruppo \ cifra k
model-objective = (1) funzione obiettivo Σ c_ijk·x_ijk → max
model-givens = cifre date Σ c_ijk
model-broken = vincoli non soddisfatti
model-again = per risolvere di nuovo
model-again-how = Strumenti > Risolutore (LibreOffice Calc), con queste impostazioni:
model-target = cella obiettivo
model-target-value = { $cell } (massimo)
model-variables = celle variabili
model-variables-value = { $range }, intere da 0 a 1 (in CoinMP più veloce che binarie)
model-constraints = vincoli
model-constraints-value = { $cells } = 1 e { $units } = 1 (salvati: LibreOffice 25.2 ed Excel li caricano nel Risolutore)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 e { $gaps } = 0 (salvati: LibreOffice 25.2 ed Excel li caricano nel Risolutore)
model-constraints-marks = Inoltre { $marks } <= 0 (i segni tra celle).
model-constraints-sums = Inoltre { $sums } = 0 (le frecce e i little killer).
model-constraints-sandwiches = Inoltre { $sandwiches } <= 0 (le somme sandwich).
model-cages = gabbie: Σ x_ijk sulla gabbia <= 1 per ogni cifra k (nessuna cifra ripetuta) e Σ k·x_ijk sulla gabbia (la somma degli s_ij delle sue caselle) = S, la sua somma
model-cage-digit = gabbia \ cifra k
model-cage-no-total = senza somma
model-marks = segni tra celle: x_ijk di una cella meno Σ x delle cifre che il segno ammette con k nell'altra cella, <= 0 (una cifra ha bisogno di un partner)
model-mark-digit = segno (cella) \ cifra k
model-sums = somme: frecce e little killer, Σ w·k·x − S = 0 (il corpo di una freccia +1 e il suo cerchio −1; la diagonale di un little killer +1 e S il suo numero)
model-sandwiches = somme sandwich: per ogni posto dell'1 e dell'n di una linea le cui celle in mezzo possono fare il numero S, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (la somma in mezzo è S quando l'1 e l'n sono lì)
marks-file = file dell'alunno
marks-puzzle = schema
marks-sheet = griglia valutata
marks-filled-heading = inserite
marks-right = giuste
marks-clashes = conflitti
marks-wrong = sbagliate
marks-bad = non è una cifra
marks-verdict = esito
marks-note = nota
marks-filled = { $typed } su { $to_fill }
marks-summary = Riepilogo: { $summary }
marks-files = { $count ->
    [one] { $count } file
   *[other] { $count } file
}, { $grids }
marks-grids = { $count ->
    [one] { $count } griglia
   *[other] { $count } griglie
}: { $verdicts }
marks-no-grid = nessuna griglia valutata
marks-unmarked = { $count ->
    [one] { $count } file non valutato
   *[other] { $count } file non valutati
}
marks-missing = griglie mancanti: { $count }
marks-repeated = file dati di nuovo (contati una volta): { $count }
marks-repeats = lo stesso file di { $file }: contato una volta, lì
marks-other-worksheet = non è una copia di questa scheda: nessuna delle sue griglie ha i numeri dati di un problema di { $key }
marks-same-content = lo stesso contenuto di { $first }: verificate che questi alunni non abbiano consegnato un solo file
marks-no-grid-found = non è stata trovata nessuna griglia del suo foglio Key (fogli eliminati o numeri dati cambiati)
marks-key-without-key = qui non c'è una chiave di valutazione (il foglio nascosto Key): date a --key il file dell'insegnante scritto da worksheet, generate o solve -o
marks-solved-own-key = nota: { $count } griglie valutate con soluzioni calcolate dai file degli alunni (non contengono soluzioni); più sicuro è check --key file-insegnante returned/*, perché un alunno può modificare i fogli nascosti
verdict-solved = risolto
verdict-other-solution = una soluzione valida, ma non quella della chiave
verdict-not-started = non iniziato
verdict-keep-going = continua
verdict-wrong-digits = cifre sbagliate
verdict-clash = conflitto
verdict-not-marked = non valutato
verdict-missing = mancante
verdict-repeated = ripetuto, contato una volta

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Percorso di soluzione: { $summary }
steps-note = Ogni passo usa la tecnica più facile che funziona; le caselle hanno i nomi del foglio Play.
path-summary = { $level } (valutazione { $rating }, { $technique })
path-solved = Risolto.
path-stuck = Bloccato: nessuna tecnica funziona più; da qui serve procedere per tentativi.
explain-stuck-candidates = Candidati dove le tecniche si fermano (in ogni casella):
explain-stuck-true = I candidati veri: la cifra dell'unica soluzione in ogni casella i cui candidati contengono più di essa:
explain-stuck-answer-hint = (`--show-answer-candidates` aggiunge i candidati veri: la cifra della soluzione in ogni casella i cui candidati contengono più di essa.)
path-contradiction = I numeri dati si contraddicono: questo schema non ha soluzione.
hardest-then-search = Dopo l'ultimo passo logico lo schema richiede tentativi.
intro-candidates = I candidati (numeri a matita) sono le cifre che una casella può ancora contenere: quelle non ancora presenti nelle sue unità ({ $units }).
intro-remove = Scrivili in piccolo in ogni casella vuota; «togli 6 da E6» vuol dire cancellare il 6 tra i candidati di E6.
intro-places = Qui ogni passo inserisce una cifra.
intro-even-odd = Una casella con un quadrato grigio parte solo con le sue cifre pari, una con un cerchio grigio con le dispari; dopo, nessuna tecnica ha bisogno dei quadrati e dei cerchi.
intro-sandwich = Nessuna tecnica usa le somme sandwich: i passi qui sotto usano solo le altre regole, e dove servirebbe solo una di quelle somme il percorso dice che si è bloccato.
marks-sheet-title = Segni maggiore-minore e caselle pari/dispari del gioco sul foglio A: ogni quadrato grigio qui sotto è una casella del gioco; scrivete i segni nei quadrati e tra di essi.
marks-sheet-signs = Tra due quadrati affiancati scrivete < o >, aperto verso la cifra maggiore; tra due quadrati uno sopra l'altro scrivete ^ (la cifra in alto è minore) o v (la cifra in alto è maggiore).
marks-sheet-even-odd = In un quadrato scrivete P per una cifra pari (quadrato grigio) o D per una dispari (cerchio grigio).
marks-sheet-rest = Lasciate vuoti tutti gli altri posti: altro viene rifiutato indicando la cella. Cancellate i segni d'esempio che non volete.
marks-sheet-even-letter = P
marks-sheet-odd-letter = D
step-hidden-single-in = Singolo nascosto: { $unit } – il { $digit } può andare solo in { $cell }.
step-hidden-single = Singolo nascosto: il { $digit } può andare solo in { $cell }.
step-naked-single = Singolo nudo: in { $cell } può andare solo il { $digit }: ogni altra cifra è già { $units } di questa cella.
step-once = { $name } (valutazione { $rating }): { $body }.
step-twice = { $name } (due volte, valutazione { $rating }): { $body }.
step-times = { $name } ({ $count } volte, valutazione { $rating }): { $body }.
step-more = altri { $count } dello stesso tipo: { $deductions }
deduce-remove = togli { $list }
deduce-from = { $digits } da { $cells }
deduce-place = metti { $digit } in { $cell }
hint-single = cerca: { $technique } (ce n'è uno per la cifra { $digit }).
hint-removes = cerca: { $technique } (valutazione { $rating }) che toglie la cifra { $digits }.
hint-removes-at = cerca: { $technique } (valutazione { $rating }) che toglie candidati da { $cell }.
hint-single-at = cerca: { $technique } in { $cell }.
hint-changes = cerca: { $technique } (valutazione { $rating }); cambia { $cells }.
hint-mistake = prima un errore: { $what }.
hint-no-solution = prima un errore: da questa griglia non si arriva a una soluzione; diverse cifre sono sbagliate.
hint-wrong-digit = prima un errore: il { $digit } in { $cell } è sbagliato (con esso la griglia non ha soluzione).
hint-one-is-wrong = prima un errore: la griglia non ha soluzione; una di queste cifre è sbagliata: { $cells }.
hint-solved = la griglia è piena e non viola alcuna regola: risolto!
hint-other-solution = la griglia è piena e non viola alcuna regola: una soluzione valida, ma non quella della chiave (lo schema ne ha più di una).
hint-stuck = qui non funziona nessuna tecnica: il passo successivo richiede tentativi.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = singolo nascosto nel riquadro
technique-HiddenSingleInLine = singolo nascosto in riga o colonna
technique-DirectPointing = candidati bloccati diretti nel riquadro
technique-DirectClaiming = candidati bloccati diretti in riga o colonna
technique-DirectHiddenPair = coppia nascosta diretta
technique-NakedSingle = singolo nudo
technique-CageCombination = combinazione della gabbia
technique-MarkPartners = partner del segno
technique-SumLimits = limiti della somma
technique-RenbanRuns = serie del renban
technique-CagePointing = puntamento nella gabbia
technique-RuleOf45 = regola del 45
technique-RuleOf45Lines = regola del 45 su più righe
technique-DirectHiddenTriple = tripla nascosta diretta
technique-Pointing = candidati bloccati nel riquadro (pointing)
technique-Claiming = candidati bloccati in riga o colonna (claiming)
technique-NakedPair = coppia nuda
technique-XWing = X-Wing
technique-HiddenPair = coppia nascosta
technique-NakedTriple = tripla nuda
technique-Swordfish = Swordfish
technique-HiddenTriple = tripla nascosta
technique-Skyscraper = grattacielo (Skyscraper)
technique-TwoStringKite = aquilone (2-String Kite)
technique-TurbotFish = Turbot Fish
technique-XYWing = XY-Wing
technique-GroupedStrongLinks = due legami forti con gruppi
technique-WWing = W-Wing
technique-XYZWing = XYZ-Wing
technique-WXYZWing = WXYZ-Wing
technique-UniqueRectangle = rettangolo unico
technique-NakedQuad = quadrupla nuda
technique-Jellyfish = Jellyfish
technique-HiddenQuad = quadrupla nascosta
technique-ThreeStrongLinks = tre legami forti
technique-FinnedSwordfish = Swordfish con pinna
technique-FinnedJellyfish = Jellyfish con pinna
technique-VWXYZWing = VWXYZ-Wing
technique-BugPlusOne = BUG+1
technique-SimpleColouring = colorazione semplice
technique-XChain = catena X
technique-GroupedXChain = catena X con gruppi
technique-Aic = catena di inferenze alternate (AIC)
technique-GroupedAic = catena di inferenze alternate con gruppi
technique-AlsXz = ALS-XZ
technique-ForcingChains = catene forzanti
technique-DynamicForcingChains = catene forzanti dinamiche
technique-DynamicForcingChainsPlus = catene forzanti dinamiche (+)
technique-NestedForcingChains = catene forzanti annidate

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = quindi
note-and = e
note-or = o
note-on = sul
note-in = in
note-of = di
note-with = con
note-within = dentro
note-over = su
note-both = sia
note-cells = le caselle
note-pivot = perno
note-pincers = pinze
note-fin = pinna
note-fins = pinne
note-hold = contengono
note-holds = contiene
note-hold-only = contengono solo
note-hold-one-of = contengono uno tra
note-they-hold = contengono
note-and-only = e solo
note-one-of = uno tra
note-only-in = solo in
note-only-at = solo in
note-or-at = o in
note-can-only-go-in = possono andare solo in
note-lies-only-in = sta solo in
note-has-it-only-in = lo ha solo in
note-has-it-only-at = lo ha solo in
note-is-not-confined-to-one-unit = non è confinato in una sola unità
note-see-each-other = si vedono
note-that-see = che vedono
note-leaves-the-cells-of = esce dalle caselle di
note-if-no-fin-holds = se nessuna pinna lo contiene
note-it-is-a = è un
note-joined-by-the-strong-link = uniti dal legame forte
note-type-1 = tipo 1
note-type-2 = tipo 2
note-type-3-on = tipo 3 su
note-type-4 = tipo 4
note-every-empty-cell-has-two-candidates-but = ogni casella vuota ha due candidati tranne
note-has-three-places-in-each-of-its-units = ha tre posti in ciascuna delle sue unità
note-its-conjugate-pairs-colour = le sue coppie coniugate colorano
note-one-way-and = in un colore e
note-the-other = nell'altro
note-one-colour-holds = un colore contiene
note-every-cell-that-sees-both-colours-loses-it = ogni casella che vede entrambi i colori lo perde
note-of-the-first-colour-see-each-other = del primo colore si vedono
note-of-the-second-colour-see-each-other = del secondo colore si vedono
note-the-first-colour-cannot-hold = il primo colore non può contenere
note-the-second-colour-cannot-hold = il secondo colore non può contenere
note-almost-locked-sets = insiemi quasi bloccati
note-with-restricted-common = con la cifra comune ristretta
note-its-places-see-each-other = i suoi posti si vedono
note-one-set-lacks = a un insieme manca
note-and-holds-all-its-other-digits-among-them = e contiene tutte le sue altre cifre, tra cui
note-every-candidate-of = ogni candidato di
note-every-place-of = ogni posto del
note-leads-to = porta a
note-lead-to = portano a
note-leads-to-both = porta sia a

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Note sui sudoku
worksheet-no-solution = Questo sudoku non ha soluzione.
worksheet-several-solutions = Questo sudoku ha più di una soluzione.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = { $unit }: nessuna casella contiene il { $digit }
conflict-one = { $unit }: { $cell } contiene il { $digit }
conflict-two = { $unit }: { $a } e { $b } contengono entrambe il { $digit }
conflict-many = { $unit }: { $cells } e { $last } contengono tutte il { $digit }
conflict-sum-over-one = { $cage }: { $cells } contiene { $total }, più della sua somma
conflict-sum-over = { $cage }: { $cells } sommano a { $total }, più della sua somma
conflict-sum-full = { $cage } è piena e somma a { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) e { $b } ({ $y }) violano { $mark }
conflict-no-white = { $a } e { $b } contengono { $x } e { $y }, consecutive, ma tra loro non c'è un punto bianco
conflict-no-black = { $a } e { $b } contengono { $x } e { $y }, una il doppio dell'altra, ma tra loro non c'è un punto nero
conflict-no-x = { $a } e { $b } contengono { $x } e { $y }, che sommano a 10, ma tra loro non c'è una X
conflict-no-v = { $a } e { $b } contengono { $x } e { $y }, che sommano a 5, ma tra loro non c'è una V
conflict-total-full = { $rule } somma a { $total }, non a { $target }
conflict-total-partial = { $cells } violano { $rule }: nessuna cifra nelle celle vuote può dare la somma
conflict-sandwich-full = { $line }: le cifre tra 1 e { $top } sommano a { $total }, non a { $sum }
conflict-sandwich-partial = { $line }: le celle tra 1 e { $top } ({ $count }) sommano finora a { $total } e non possono dare { $sum }
conflict-parity-even = { $cell } contiene { $digit }, una cifra dispari, ma il suo quadrato grigio chiede una cifra pari
conflict-parity-odd = { $cell } contiene { $digit }, una cifra pari, ma il suo cerchio grigio chiede una cifra dispari
conflict-knight = { $a } e { $b } sono a una mossa di cavallo e contengono entrambe il { $digit }
conflict-king = { $a } e { $b } sono a una mossa di re e contengono entrambe il { $digit }
conflict-size = la griglia è { $found }x{ $found }, il puzzle { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = lascia queste cifre senza partner in
note-sum-other-cells = con le cifre più piccole e più grandi che le altre caselle della somma possono avere,
note-sum-range = può contenere solo da { $low } a { $high }
note-sum-only = può contenere solo il { $digit }
note-sum-none = le altre caselle della somma non lasciano alcuna cifra per
note-renban-runs = la linea ha { $count } cifre consecutive, e i numeri a matita delle sue caselle ammettono solo { $runs ->
    [one] la serie
   *[other] le serie
}
note-renban-needs = ogni serie ammessa dai numeri a matita delle sue caselle contiene il { $digit }, e solo
note-renban-needs-end = può contenerlo
note-cage-can-only-hold = ({ $count ->
    [one] { $count } casella
   *[other] { $count } caselle
}) può contenere solo { $combinations }
note-cage-must-hold = deve contenere il { $digit } ({ $combinations }), in
note-innies-of = caselle interne di
note-outies-of = caselle esterne di
note-cell-holds = contiene { $sum }
note-cells-add-up-to = sommano a { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Sudoku
ext-menu-solve = Risolvi questo schema
ext-menu-check = Controlla la mia griglia
ext-menu-hint-1 = Suggerimento: dove guardare
ext-menu-hint-2 = Suggerimento: quali caselle
ext-menu-hint-3 = Suggerimento: il passo intero
ext-menu-explain = Spiega la soluzione
ext-menu-worksheet = Nuovi schemi / scheda di esercizi...
ext-menu-mark = Valuta i file consegnati...
ext-menu-template = Modello vuoto...
ext-hint-title-1 = Sudoku: suggerimento, dove guardare
ext-hint-title-2 = Sudoku: suggerimento, quali caselle
ext-hint-title-3 = Sudoku: suggerimento, il passo intero
ext-explain-title = Sudoku: il percorso di soluzione
ext-template-title = Sudoku: modello vuoto
ext-worksheet-title = Sudoku: nuovi schemi e scheda di esercizi
ext-progress-title = Sudoku: creazione degli schemi
ext-progress-made = Schemi pronti:
ext-progress-cancelling = Annullamento: gli schemi pronti vengono conservati.
ext-files-title = Cartelle di lavoro consegnate da valutare
ext-files-filter = Fogli elettronici
ext-label-variant = Variante
ext-label-size = Dimensione
ext-label-difficulty = Difficoltà
ext-label-count = Numero di schemi
ext-label-per-page = Schemi per pagina
ext-label-copies = Copie di ciascuno
ext-label-title = Titolo
ext-label-symmetry = Simmetria
ext-button-make = Crea la scheda
ext-button-open = Apri il modello
ext-button-cancel = Annulla
ext-button-close = Chiudi
ext-variant-standard = Sudoku
ext-variant-x = Sudoku X (diagonali)
ext-variant-windoku = Windoku
ext-variant-windoku-x = Windoku X
ext-variant-jigsaw = Sudoku Jigsaw
ext-variant-jigsaw-x = Sudoku Jigsaw X
ext-level-any = qualsiasi
ext-symmetry-none = nessuna
ext-symmetry-rotate180 = rotazione di 180°
ext-symmetry-rotate90 = rotazione di 90°
ext-symmetry-mirror = speculare
ext-symmetry-diagonal = diagonale
ext-missing = Il programma sheetdoku non è stato trovato: questa copia dell'estensione è stata creata per questo computer senza di esso. Installa sheetdoku in modo che sia nel PATH, oppure imposta la variabile d'ambiente SHEETDOKU_BIN sul percorso completo del programma, poi riavvia LibreOffice.
ext-not-a-program = La variabile d'ambiente SHEETDOKU_BIN indica un file che non è un programma eseguibile:
ext-failed = sheetdoku non è riuscito a farlo:
ext-solve-nothing = Non è stata scritta nessuna soluzione.
ext-solve-no-solution = Questo schema non ha soluzione.
ext-solve-dropped = Questo schema non ha soluzione. La cartella di lavoro mostra la griglia che conserva più cifre date; le cifre date scartate sono in rosso:
ext-solve-not-unique = Lo schema ha più di una soluzione; la cartella di lavoro ne mostra una.
ext-check-nothing = Niente da controllare: su questo foglio non è stata trovata nessuna griglia.
ext-check-coloured = Caselle rosse: conflitti; caselle gialle: cifre sbagliate. Una casella che modifichi perde il colore; i colori non vengono salvati nel file e spariscono al prossimo controllo.
ext-check-not-found = Le griglie di questi schemi non sono state trovate sui loro fogli, quindi nessuna loro casella è colorata:
ext-hint-nothing = Nessun suggerimento: su questo foglio non è stato trovato nessuno schema.
ext-explain-nothing = Niente da spiegare: su questo foglio non è stato trovato nessuno schema.
ext-worksheet-nothing = Nessuno schema è stato completato.
ext-worksheet-two-files = Si sono aperte due finestre: la scheda per gli alunni (senza soluzioni) e la copia per l'insegnante con le soluzioni (foglio Answers). Salvate la copia per l'insegnante: serve per la correzione.
ext-mark-see-note = Per i file che non è stato possibile valutare, il motivo è nella colonna nota.
ext-menu-mark-folder = Valuta una cartella di file consegnati...
ext-menu-copies = Copie di questo schema...
ext-copies-title = Sudoku: copie di questo schema
ext-label-killer = Gabbie killer
ext-menu-help = Guida
ext-folder-title = Cartella delle cartelle di lavoro consegnate da valutare
ext-mark-folder-empty = Questa cartella non contiene cartelle di lavoro (.ods o .xlsx) da valutare:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = valutazioni
ext-mark-saved = Le valutazioni sono salvate come:
ext-help-title = Sudoku: guida
ext-help =
    Risolvi questo schema: la soluzione si apre in una nuova finestra; il tuo file non cambia.
    Controlla la mia griglia: le cifre in conflitto diventano rosse, quelle sbagliate gialle.
    Suggerimento: tre livelli, da dove guardare al passo intero.
    Spiega la soluzione: ogni passo a parole.
    Nuovi schemi / scheda di esercizi: si aprono due finestre, la scheda per gli alunni e la tua copia con le soluzioni. Salva la tua copia: serve per valutare.
    Valutare: apri la tua copia con le soluzioni e scegli Valuta i file consegnati (i file degli alunni) o Valuta una cartella; le valutazioni sono salvate accanto alla tua copia.
    Modello vuoto: una griglia vuota in cui scrivere il tuo schema.
    Se un foglio contiene più griglie, seleziona prima la griglia.
report-verdict-solved = risolto (completo, nessuna regola violata)
report-verdict-other-solution = una soluzione valida, ma non quella della chiave (lo schema ha più soluzioni)
report-verdict-not-started = non iniziato (nessuna cifra inserita finora)
report-verdict-keep-going-right = continua ({ $right } su { $to_fill } giuste finora, { $left } da riempire)
report-verdict-keep-going = continua ({ $left ->
    [one] { $left } casella da riempire
   *[other] { $left } caselle da riempire
}, nessuna regola violata finora)
report-verdict-wrong-digits = cifre sbagliate (ancora nessun conflitto, ma alcune cifre differiscono dalla chiave)
report-verdict-clash = conflitto (una cifra due volte in un'unità, o la somma di una gabbia violata)
report-filled-empty = { $typed } su { $to_fill } caselle vuote riempite
report-filled = { $typed } su { $to_fill } caselle riempite
report-clash = conflitto: { $conflict }
report-wrong-digits = { $count ->
    [1] cifra sbagliata
   *[other] cifre sbagliate
}: { $cells }
report-differs = differisce dalla chiave in { $cells }
report-counted = contato: { $sheet } (più cifre inserite); { $others }, non contato
report-also-holds = anche { $sheet } contiene { $count ->
    [one] { $count } cifra inserita
   *[other] { $count } cifre inserite
}
report-bad-cell = { $cell } contiene { $found }, non { $expected }: contato errato
report-found-at = { $name } trovata in { $at } (non dove la mette la scheda)
report-missing = non trovato nel file: { $names } (foglio eliminato o numeri dati cambiati)
report-undecided = non valutato: la griglia in { $at } va bene sia per questo schema sia per lo schema { $puzzles } (hanno la stessa soluzione) e il file non mostra quale sia; rimettetela dov'era { $name } (nome e posizione del foglio) e valutate di nuovo

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = divisione della gabbia
technique-CageSplittingLines = divisione della gabbia su più righe
technique-CombinationClash = conflitto di combinazioni
technique-LockedDigitAcrossCages = cifra bloccata in due gabbie
note-less = meno
note-group-must-hold = e devono contenere il { $digit } ({ $combinations }), in
note-clash-cannot-hold = non può contenere { $dropped }: con ognuna di esse non resta alcuna combinazione per
note-pair-must-hold = ogni coppia delle loro combinazioni compatibili contiene il { $digit }, in
technique-CagePermutations = permutazioni della gabbia
note-cage-placements = contiene { $combinations } e nessuna disposizione di queste cifre sui candidati delle sue caselle mette queste cifre lì
technique-InniesOutiesSums = caselle interne ed esterne su più unità
note-sum-of = la regola del 45 su
note-sum-cannot = poiché le caselle che si vedono non ripetono cifre, nessun'altra cifra di queste caselle dà quella somma
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = file per gli alunni: { $pupils }; file per l'insegnante con le soluzioni: { $teacher } (conservatelo per la correzione)
written-pupil-copy = copia per gli alunni senza soluzione: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = nella riga
in-unit-column = nella colonna
in-unit-block = nel riquadro
in-unit-region = nella regione
in-unit-diagonal = nella diagonale
in-unit-extra-block = nel riquadro extra
in-unit-cage = nella gabbia
step-naked-single-steps = Singolo nudo: in { $cell } può andare solo il { $digit }: le altre cifre sono state escluse dai passi precedenti.
step-naked-single-mixed = Singolo nudo: in { $cell } può andare solo il { $digit }: ogni altra cifra è già { $units } di questa cella o è stata esclusa dai passi precedenti.
hidden-single-in-row = singolo nascosto nella riga
hidden-single-in-column = singolo nascosto nella colonna
hidden-single-in-block = singolo nascosto nel riquadro
hidden-single-in-region = singolo nascosto nella regione
hidden-single-in-diagonal = singolo nascosto sulla diagonale
hidden-single-in-extra-block = singolo nascosto nel riquadro extra
decimal-separator = ,

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = letto il foglio { $sheet } (scritte dall'alunno: { $count ->
    [one] { $count } cifra
   *[other] { $count } cifre
})
pupil-wrong-digit = la cifra in { $cell } è sbagliata (la chiave ne ha un'altra)
pupil-wrong-digits = le cifre in { $cells } sono sbagliate (la chiave ne ha altre)
explain-start-without = { $wrong }; i passi partono senza { $count ->
    [one] di essa
   *[other] di esse
}
explain-start-from-givens = { $clashes }; i passi partono dai numeri dati
sound-no-solution-drop = nessuna soluzione: togliendo { $items } diventa risolvibile
sound-no-grid = nessuna soluzione: nessuna griglia rispetta queste regole, quali che siano i numeri dati (controlla la mappa dei riquadri)
sound-no-grid-cages = nessuna soluzione: nessuna griglia rispetta queste regole, quali che siano i numeri dati (controlla la mappa dei riquadri e le gabbie)
sound-several = più soluzioni: due di esse differiscono in { $cells } (un numero dato in una di queste celle ne esclude una)
label-puzzle = schema { $number }
label-line = riga { $line }
marks-count-solved = { $count ->
    [one] { $count } risolta
   *[other] { $count } risolte
}
marks-count-other-solution = { $count } con una soluzione valida, ma non quella della chiave
marks-count-not-started = { $count ->
    [one] { $count } non iniziata
   *[other] { $count } non iniziate
}
marks-count-keep-going = { $count } in corso
marks-count-wrong-digits = { $count } con cifre sbagliate
marks-count-clash = { $count } con conflitto
marks-count-no-solution = { $count } senza soluzione
marks-count-several-solutions = { $count } con più soluzioni
marks-not-ours = non è una cartella di lavoro scritta da sheetdoku (nessun foglio Play né P1)
marks-class-work = il lavoro della classe
marks-written = valutazione scritta in { $file }
check-verdict-line = esito: { $verdict }
report-verdict-clash-plain = conflitto (una cifra due volte in un'unità)
digit-list-separator = { ", " }
combination-separator = { "+" }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (schema { $number })
check-file-sheet = { $file }, foglio { $sheet }
check-no-answer = nessuna soluzione salvata, quindi si controllano solo i conflitti
shape-summary = { $title } ({ $details })
shape-blocks = riquadri { $rows }x{ $cols }
shape-irregular = regioni irregolari
shape-extra-blocks = { $count ->
    [one] { $count } riquadro extra
   *[other] { $count } riquadri extra
}
shape-cages = { $count ->
    [one] { $count } gabbia
   *[other] { $count } gabbie
}
check-unsound = nessuna regola è ancora violata, ma lo schema con questi numeri dati ha un difetto – { $flaw }
check-unsound-cages = nessuna regola è ancora violata, ma lo schema con questi numeri dati e gabbie ha un difetto – { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] il numero dato in { $cells }
   *[other] i numeri dati in { $cells }
}
drop-of = { $dropped } su { $total }
drop-cages-of = { $dropped } su { $total ->
    [one] { $total } gabbia
   *[other] { $total } gabbie
}
drop-givens-of = { $dropped } su { $total ->
    [one] { $total } numero dato
   *[other] { $total } numeri dati
}

# The solve command's terminal lines.
solve-presolve = preelaborazione: propagazione e sondaggio hanno fissato { $fixed } di { $empty } caselle vuote prima del BLP
solve-unique-not-checked = unicità: non verificata, la ricerca di una seconda soluzione ha richiesto più di { $seconds } s (--unique la dimostra con il taglio di Peško)
solve-unique-undecided = unicità: non dimostrata, il limite di tempo è arrivato prima
solve-unique-cut = unicità: dimostrata dal taglio di Peško, nessuna seconda soluzione ({ $time } in tutto)
solve-unique-engine = unicità: dimostrata dalla ricerca del motore nativo sul modello, nessuna seconda soluzione ({ $time } in tutto)
solve-unique-yes = unicità: sì, la ricerca nativa non trova una seconda soluzione
solve-not-unique = non unica ({ $time }): una seconda soluzione differisce in { $count } caselle: { $cells } (segnate con *)
solve-not-unique-more = non unica ({ $time }): una seconda soluzione differisce in { $count } caselle: { $cells } e altre { $more } (segnate con *)
wrote-file = scritto: { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] 1 numero dato
   *[other] { $givens } numeri dati
}
solve-headline-presolve = Risolto: la preelaborazione (propagazione e sondaggio) ha completato la griglia, nessun LP necessario ({ $time })
solve-headline-solver = Risolto dal BLP con { $solver } in { $time } { $model }
solve-headline-how = Risolto dal BLP in { $time }: { $how } { $model }
solve-model = ({ $variables } variabili, { $constraints } vincoli, obiettivo { $objective } = numeri dati)
solve-how-lp = branch and bound sul rilassamento LP di { $solver }
solve-how-search = branch and bound con propagazione, nessun LP necessario
solve-how-engine = la ricerca del motore nativo sul modello preelaborato, nessun LP necessario
solve-how-presolve = la preelaborazione, nessun LP necessario
solve-no-solution = Nessuna soluzione
solve-no-solution-dropping = Nessuna soluzione: togliendo { $items } diventa risolvibile
solve-keeping-givens = nessuna soluzione; la griglia che mantiene più numeri dati (i numeri dati tolti sono segnati con *):
solve-keeping-cages = nessuna soluzione; la griglia che mantiene più numeri dati e gabbie (i numeri dati tolti e le caselle delle gabbie tolte sono segnati con *):
solve-dropped-cage = tolta: { $cage } ({ $cells }): qui le sue cifre sommano { $sum }

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: non risolto: { $why }
solve-batch-stopped = fermato con Ctrl-C
solve-batch-time-limit = è stato raggiunto il limite di tempo
solve-batch-error = { $puzzle }: errore: { $error }
solve-batch-by-presolve = dalla preelaborazione, nessun LP necessario
solve-batch-by-blp = dal BLP con { $solver }
solve-batch-solved = risolto { $how }, { $time }
solve-batch-solved-unique = risolto { $how }, soluzione unica, { $time }
solve-batch-solved-not-unique = risolto { $how }, soluzione NON unica, { $time }
solve-batch-solved-undecided = risolto { $how }, unicità non dimostrata (limite di tempo), { $time }
solve-batch-no-solution = nessuna soluzione, { $time }
solve-batch-summary = { $puzzles ->
    [one] 1 schema
   *[other] { $puzzles } schemi
}: { $solved } risolti ({ $presolve } dalla sola preelaborazione), { $unsolved } senza soluzione
solve-batch-not-unique = { $count } con soluzione non unica
solve-batch-failed = { $count } non riusciti
solve-batch-not-in-time = { $count } non risolti in tempo
solve-batch-not-before-stop = { $count } non risolti prima di Ctrl-C
solve-batch-undecided = { $count } senza prova di unicità in tempo
solve-batch-threads = { $time } su { $threads ->
    [one] 1 thread
   *[other] { $threads } thread
}
solve-batch-wrote-lines = scritto: { $file } (una soluzione per riga)
solve-batch-wrote-book = scritto: { $file } (foglio Summary, { $pages ->
    [one] foglio della soluzione S1
   *[other] fogli delle soluzioni da S1 a S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = cifre scritte negli schemi delle versioni { $versions }: sono elencati tutti gli schemi del file
marks-version-undecided = il file non mostra quale versione ({ $versions }) aveva l'alunno: sono elencati tutti gli schemi

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = foglio '{ $sheet }'
location-cell = cella { $cell }
location-range = intervallo { $range }
location-line = riga { $line }
location-input = input
input-empty-file = il file è vuoto
input-unknown-extension = tipo di file sconosciuto '{ $extension }' (validi: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = non è un foglio di calcolo leggibile: { $why }
input-password = la cartella di lavoro è protetta da password; salvane una copia non protetta
input-missing-sheet = nessun foglio chiamato '{ $name }' (fogli: { $sheets })
input-bad-range = intervallo non valido: { $why }
input-no-grid = nessuna griglia trovata: { $why }
input-several-grids = più griglie possibili; scegline una: { $choices }
input-ambiguous = le cifre in { $block } stanno in più di una griglia, e niente sul foglio (bordi attorno alla griglia, un'etichetta, la dimensione) dice in quale; scegline una: { $choices }
input-several-puzzles = { $count ->
    [one] 1 schema
   *[other] { $count } schemi
} nel file ({ $names }); { $remedy }
input-merged = celle unite { $cells } nella griglia; separale in modo che ogni cella contenga una cifra
input-not-square = la griglia ha { $rows ->
    [one] 1 riga
   *[other] { $rows } righe
} e { $cols ->
    [one] 1 colonna
   *[other] { $cols } colonne
}; una griglia deve essere quadrata
input-bad-cell = contiene { $found }; atteso: { $expected }
input-bad-digit = contiene { $found }; attesa una cifra da 1 a { $size } o una cella vuota
input-bad-symbol = contiene { $found }; attesa una cifra da 1 a { $size } (o 1-9 e A-{ $last }) o una cella vuota
input-too-large = troppo grande: { $why }
io-not-found = il file non esiste
io-permission-denied = accesso negato
flag-give-blocks = indica la mappa dei riquadri (foglio B, una tabella intitolata B, o --blocks)
flag-give-extra = indica i riquadri extra (foglio B2 o --extra)
flag-choose-range = scegli la griglia con --puzzle 'FOGLIO!INTERVALLO'
flag-choose-puzzle = scegline uno con --puzzle NOME o NUMERO
flag-read-sheet = leggilo per intero con --puzzle { $sheet }
read-grid-found = griglia { $range }, { $how }
read-from-borders = riconosciuta dai suoi bordi
read-from-label = riconosciuta dall'etichetta sopra
read-from-sheet-edge = riconosciuta dal bordo del foglio
read-from-surroundings = riconosciuta dalla dimensione e dalle celle attorno
read-note = letto: { $what }
cli-error = errore
read-unused-blocks = { $place } contiene anche una mappa dei riquadri, { $range }, che non è usata ({ $remedy })
read-unused-extra = { $place } contiene anche riquadri extra, { $range }, che non sono usati ({ $remedy })
read-unused-grid = { $place } contiene anche un'altra griglia, { $range }, che non è letta ({ $remedy })
flag-use-blocks = { $flag } la usa
flag-use-extra = { $flag } li usa
flag-use-grid = { $flag } la legge

# The terminal lines of `rate`.
rate-solved = { $level } (valutazione { $score }, { $technique })
rate-nothing = { $level } (valutazione { $score }, niente da fare)
rate-stuck = { $level } (nessuna valutazione: le tecniche si bloccano, serve la ricerca)
rate-contradiction = { $level } (nessuna soluzione: i dati si contraddicono)
rate-givens = { $count ->
    [one] { $count } dato
   *[other] { $count } dati
}
rate-summary = { $count } sudoku: { $parts }
rate-level = { $level }: { $count }
rate-without-solution = { $count } senza soluzione
rate-several = { $count } con più soluzioni

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = limite di tempo di { $seconds } s raggiunto durante: { $doing }
error-cancelled = annullato durante: { $doing }
doing-reading = lettura di { $file }
doing-solving = risoluzione
doing-rating = valutazione
doing-starting = inizio della risoluzione
doing-probing = prova dei candidati nella pre-elaborazione
doing-second-solution = ricerca di una seconda soluzione
doing-offering-totals = ricerca delle somme per la disposizione delle gabbie
doing-counting = conteggio delle soluzioni ({ $found } finora, { $nodes } nodi di ricerca)
doing-blp = risoluzione del programma binario con { $solver }
doing-blp-second = ricerca di una seconda soluzione con { $solver }
doing-blp-counting = conteggio delle soluzioni con { $solver } ({ $found } finora)
doing-repair = ricerca della griglia che tiene più cifre date, con { $solver }
doing-shrinking = ricerca della griglia che tiene più cifre date (riduzione di un conflitto)
doing-repair-cores = ricerca della griglia che tiene più cifre date ({ $conflicts } conflitti trovati, da togliere almeno { $dropped } di { $givens } cifre date)
doing-repair-cores-cages = ricerca della griglia che tiene più cifre date ({ $conflicts } conflitti trovati, da togliere almeno { $dropped } di { $givens } cifre date e { $cages } gabbie)
doing-hitting = ricerca del minor numero di cifre date che escludono ogni altra soluzione trovata
doing-jigsaw-map = ricerca di una mappa di regioni { $n }x{ $n } casuale che ammetta una soluzione
doing-generating = creazione di uno schema (tentativo { $attempt })
doing-generating-wanted = creazione di uno schema { $wanted } (tentativo { $attempt })
doing-generating-killer = creazione di un killer (tentativo { $attempt })
want-level = di livello { $level }
want-rating = con una valutazione da { $min } a { $max }
want-givens = { $count ->
    [one] con { $count } cifra data
   *[other] con { $count } cifre date
}
want-rules = con le regole { $rules }
want-symmetry = con simmetria { $symmetry }
doing-writing-sheet = scrittura del foglio { $sheet }
doing-writing-sheet-of = scrittura del foglio { $number } di { $total }
doing-drawing = disegno delle immagini del foglio { $sheet }
doing-worksheet = scrittura della scheda ({ $what })
doing-worksheet-pages = scrittura della scheda (le sue pagine)
doing-worksheet-code = scrittura della scheda (il codice dello schema { $number })
doing-checking-unique = verifica che lo schema abbia una sola soluzione
doing-checking-unique-at = verifica che { $at } abbia una sola soluzione; non si scrive nulla
doing-first-puzzle = risoluzione del primo schema
doing-drop-givens = ricerca delle cifre date da togliere da uno schema senza soluzione
note-time-limit-puzzles = limite di tempo di { $seconds } s raggiunto dopo { $done } schemi su { $total }
note-time-limit-files = limite di tempo di { $seconds } s raggiunto dopo { $done } file su { $total }
note-stopped-puzzles = fermato con Ctrl-C dopo { $done } schemi su { $total }
note-stopped-files = fermato con Ctrl-C dopo { $done } file su { $total }
note-unchecked = la verifica che { $at } abbia una sola soluzione non è terminata
solve-time-limit-written = limite di tempo di { $seconds } s raggiunto prima della prova di unicità; la soluzione è scritta in { $file }
solve-time-limit-unproved = limite di tempo di { $seconds } s raggiunto prima della prova di unicità
solve-time-limit-no-repair = limite di tempo di { $seconds } s raggiunto prima di trovare la griglia che tiene più cifre date
generate-unreached-rating = avviso: non è stato possibile creare uno schema con valutazione da { $min } a { $max } entro il limite di tempo di { $seconds } s; i livelli più difficili richiedono molti più tentativi: aumentare --time-limit, chiedere meno schemi o scegliere un livello più facile
generate-unreached-levels = avviso: non tutti gli schemi richiesti (livello { $levels }) sono stati creati entro il limite di tempo di { $seconds } s; i livelli più difficili richiedono molti più tentativi: aumentare --time-limit, chiedere meno schemi o scegliere un livello più facile
generate-exhausted = nessuno schema { $geometry } trovato in { $attempts } tentativi; provare un altro livello o numero di cifre date, un'altra simmetria o più tentativi
generate-exhausted-wanted = nessuno schema { $geometry } { $wanted } trovato in { $attempts } tentativi; provare un altro livello o numero di cifre date, un'altra simmetria o più tentativi
generate-stopped-none = fermato con Ctrl-C prima che uno schema fosse pronto; non è stato scritto nulla
generate-finished-none = nessuno schema è stato completato; aumentare --time-limit o allentare le richieste
wrote-puzzle-lines = scritto: { $file } ({ $count ->
    [one] { $count } schema
   *[other] { $count } schemi
}, uno per riga)
wrote-generated-worksheet = scritto: { $file } ({ $count ->
    [one] { $count } schema
   *[other] { $count } schemi
}; risolverne uno con --puzzle P1, correggere le copie degli alunni con sheetdoku check)
wrote-worksheet = scritto: { $file } ({ $count ->
    [one] { $count } schema
   *[other] { $count } schemi
})
wrote-template = scritto: { $file } ({ $what })
kept-two-files = i { $done } pronti sono scritti in { $file } e { $key }
kept-one-file = i { $done } pronti sono scritti in { $file }
kept-printed = i { $done } pronti sono stampati sopra
kept-finished = i { $done } completati sono scritti

# Why a line of text is not a puzzle.
parse-unknown-level = livello sconosciuto '{ $name }' (validi: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = variante sconosciuta '{ $name }' (valide: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; le parti si combinano, come in jigsaw-windoku o extra-regions-x)
parse-not-square = { $symbols } simboli non formano una griglia quadrata (81 per 9x9, 256 per 16x16, ...)
parse-not-a-digit = '{ $symbol }' in posizione { $position } non è una cifra di una griglia { $size }x{ $size }
text-not-a-grid = { $count } simboli non formano una griglia (81 per 9x9, 256 per 16x16, o 9 righe da 9; i numeri separati da virgole o spazi contano uno ciascuno)
text-short-grid = { $lines } righe da { $width } simboli; una griglia { $width }x{ $width } richiede { $width } righe
text-size-asked = una griglia { $n }x{ $n }, ma la dimensione richiesta è { $want }x{ $want }
range-digit-at = la cella { $cell } contiene { $digit }, le cifre devono andare da 1 a { $size }
range-cells = una griglia { $size }x{ $size } richiede { $cells } celle, ne ha { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = scegliere { $choice }
flag-choose-one-of = sceglierne uno: { $choices }
flag-or-size = oppure indicare la dimensione ({ $sizes })
calc-choice-range = selezionare { $range }
calc-choice-size = selezionare esattamente una griglia { $n }x{ $n }
calc-or-size = oppure { $sizes }
calc-choose = { $choice }, poi scegliere di nuovo il comando
calc-choose-one-of = sceglierne uno, poi scegliere di nuovo il comando: { $choices }
calc-give-blocks = aggiungere un foglio di nome B con la mappa dei riquadri, poi scegliere di nuovo il comando
calc-give-extra = aggiungere un foglio di nome B2 con le regioni extra, poi scegliere di nuovo il comando
calc-choose-range = selezionare la griglia dello schema, poi scegliere di nuovo il comando
calc-choose-puzzle = selezionare la griglia dello schema voluto, poi scegliere di nuovo il comando
calc-read-sheet = andare al foglio { $sheet }, fare clic su una sola cella, poi scegliere di nuovo il comando
calc-use-blocks = per usarla come mappa dei riquadri, rinominare il suo foglio in B
calc-use-extra = per usarle come regioni extra, rinominare il loro foglio in B2
calc-use-grid = per leggerla, { $flag } e scegliere di nuovo il comando

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (seme { $seed })
generate-heading-copies = copie da { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = schema { $number }: { $about }
generate-original = schema { $number }, l'originale: { $line }
generate-copy = schema { $number }, copia { $copy }: { $level } ({ $rating })
generate-rating = valutazione { $score }
generate-needs-search = richiede tentativi

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = una griglia { $n }x{ $n } non è supportata (dimensioni da { $min } a { $max })
geo-no-box-shape = una griglia { $n }x{ $n } non ha riquadri regolari; indica la mappa dei riquadri (foglio B)
geo-map-size-block = la mappa dei riquadri ha { $found } celle, ne servono { $expected }
geo-map-size-extra = la mappa dei riquadri extra ha { $found } celle, ne servono { $expected }
geo-partition = la mappa dei riquadri non divide la griglia in { $n } regioni di { $n } celle: { $parts }
geo-partition-count = la mappa dei riquadri ha { $count } regioni
geo-partition-region = la regione { $label } ha { $count ->
    [one] { $count } cella
   *[other] { $count } celle
} ({ $cells })
geo-disconnected = la regione { $label } della mappa dei riquadri non è connessa: { $cut } è staccato da { $first }
geo-extra-size = il riquadro extra { $label } ha { $count ->
    [one] { $count } cella
   *[other] { $count } celle
} ({ $cells }), ogni riquadro extra deve averne { $n }
geo-boxes-tile = riquadri di { $rows }x{ $cols } non coprono una griglia { $n }x{ $n }
geo-needs-block-map = la variante { $variant } richiede la mappa dei riquadri
geo-needs-extra-map = la variante { $variant } richiede la mappa dei riquadri extra
geo-windoku-square = Windoku richiede riquadri quadrati (4x4, 9x9, 16x16, 25x25), non { $n }x{ $n }
geo-rule = non si può aggiungere una regola: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = questo schema usa { $rules }, che sheetdoku non supporta
fp-negative-unsupported = attiva la regola negativa di { $rules } ('negative'), che sheetdoku non supporta
fp-drawings = ha disegni ({ $drawings }) il cui significato è detto solo dalle sue regole a parole, che sheetdoku non sa leggere
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: nessuna gabbia ha una somma (una disposizione di gabbie); con queste somme il puzzle ha una sola soluzione:
offer-no-givens = le somme da sole rendono unica la soluzione, nessuna cifra data serve
offer-givens = cifre date aggiunte: { $count } ({ $cells }); nessuna si può togliere, ma forse ne basterebbero meno altrove (non è dimostrato che siano le meno possibili)
offer-none = { $label }: nessuna gabbia ha una somma e nessuna griglia rispetta questa disposizione di gabbie: non si possono proporre somme

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = nota: i killer { $size }x{ $size } si stampano { $count } per pagina, non { $asked }: a { $asked } per pagina le somme delle gabbie sarebbero troppo piccole da leggere
