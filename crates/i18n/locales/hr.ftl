# Hrvatski: riječi koje sheetdoku ispisuje na stranicama te u `explain` i `hint`.
# Poruka koja ovdje nedostaje ispisuje se na engleskom. Zamjenske oznake { $ime } ostavite.
#
# Rječnik tehnika (uobičajeni hrvatski nazivi gdje postoje; inače engleski
# naziv, kako ga koriste rješavači):
#   hidden single = skriveni singl, naked single = goli singl,
#   pair / triple / quad = par / trojka / četvorka (goli, skriveni),
#   locked candidates (pointing, claiming) = zaključani kandidati u bloku /
#   u retku ili stupcu, unique rectangle = jedinstveni pravokutnik,
#   strong link = jaka veza, chain = lanac, forcing chains = prisilni lanci,
#   colouring = bojanje; X-Wing, Swordfish, Jellyfish, XY-Wing, W-Wing,
#   Turbot Fish, BUG+1, ALS-XZ ostaju na engleskom.

## Worksheet
worksheet-default-title = Sudoku
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, verzija { $version }
worksheet-name-date = Ime i prezime: ______________________     Datum: ____________
page-sudokupad = Na tabletu: skeniraj kod i igraj ovaj sudoku u aplikaciji SudokuPad.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Ime i prezime:
worksheet-date = Datum:
worksheet-level = Razina: { $level }
answers-hardest-step = Najteži korak svake zagonetke
answers-title = { $title }: rješenja
answers-legend = Zadane znamenke svake zagonetke podebljane crnom bojom, znamenke koje učenici upisuju plavom.
answers-copy = zagonetka { $puzzle }, kopija { $copy }
page-footer = Stranica { $page } od { $count }

## Levels
level-easy = lagana
level-medium = srednja
level-hard = teška
level-expert = ekspertna
level-fiendish = đavolska
level-extreme = ekstremna

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Sudoku
title-windoku = Windoku
title-jigsaw-sudoku = Jigsaw Sudoku
title-jigsaw-windoku = Jigsaw Windoku
title-with-extra = { $name } s dodatnim područjima
title-killer = Killer { $name }
title-kropki = Kropki { $name }
title-xv = XV { $name }
title-greater = Veće-manje { $name }
title-even-odd = Parno-neparno { $name }
title-thermo = Termo { $name }
title-whispers = Šaptajući { $name }
title-palindrome = Palindromski { $name }
title-arrow = Strelični { $name }
title-little-killer = Mali killer { $name }
title-sandwich = Sendvič { $name }
title-renban = Renban { $name }
title-antiknight = Anti-skakač { $name }
title-antiking = Anti-kralj { $name }

## Units, joined into "row, column and block"
unit-row = redak
unit-column = stupac
unit-block = blok
unit-region = područje
unit-diagonal = dijagonala
unit-extra-block = dodatni blok
unit-cage = kavez
units-and = { $list } i { $last }
units-or = { $list } ili { $last }

## Units named where a pupil finds them on the page
name-row = redak { $label }
name-column = stupac { $label }
names-rows = retci { $list }
names-columns = stupci { $list }
name-block = blok { $number }
name-block-top-left = gornji lijevi blok
name-block-top-middle = gornji srednji blok
name-block-top-right = gornji desni blok
name-block-middle-left = srednji lijevi blok
name-block-middle-middle = središnji blok
name-block-middle-right = srednji desni blok
name-block-bottom-left = donji lijevi blok
name-block-bottom-middle = donji srednji blok
name-block-bottom-right = donji desni blok
name-block-of = blok u retcima { $r1 }-{ $r2 } i stupcima { $c1 }-{ $c2 }
name-region-with = područje s poljem { $cell }
name-main-diagonal = glavna dijagonala
name-anti-diagonal = sporedna dijagonala
name-extra = dodatni blok { $number }
name-cage = kavez sa zbrojem { $sum } u polju { $cell }
name-cage-no-total = kavez bez zbroja u polju { $cell }
name-sandwich = sendvič-zbroj { $sum } ({ $line })
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = pravilo skoka skakača
name-anti-king = pravilo poteza kralja
name-even = sivi kvadratić u polju { $cell }
name-odd = sivi krug u polju { $cell }
name-kropki-white = bijela točka između { $a } i { $b }
name-kropki-black = crna točka između { $a } i { $b }
name-x = X između { $a } i { $b }
name-v = V između { $a } i { $b }
name-greater = znak { $a } > { $b }
name-no-white = pravilo bez bijele točke između { $a } i { $b }
name-no-black = pravilo bez crne točke između { $a } i { $b }
name-no-x = pravilo bez X između { $a } i { $b }
name-no-v = pravilo bez V između { $a } i { $b }
name-thermo = termometar od { $first } do { $last }
name-whisper = zelena crta od { $first } do { $last }
name-palindrome = siva crta (palindrom) od { $first } do { $last }
name-renban = ljubičasta crta od { $first } do { $last }
name-arrow = strelica od { $first } do { $last }
name-little-killer = dijagonala sa zbrojem { $sum } od { $first } do { $last }
names-extra = dodatni blokovi { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = U prazna polja upišite znamenke od 1 do { $n }: { $parts }.
rules-blocks = svaki redak, stupac i blok { $box } sadrži svaku znamenku točno jednom
rules-regions = svaki redak, stupac i omeđeno područje sadrži svaku znamenku točno jednom
rules-diagonals = isto vrijedi za obje osjenčane dijagonale
rules-windows = isto vrijedi za svaki osjenčani prozor
rules-extra = isto vrijedi za svako osjenčano dodatno područje
rules-cages = znamenke svakog iscrtkanog kaveza zbrajaju se u mali broj u njegovu kutu, bez ponavljanja
rules-kropki = znamenke spojene bijelom točkom uzastopne su, spojene crnom točkom jedna je dvostruka druga
rules-xv = znamenke spojene s X zbrajaju se u 10, spojene s V u 5
rules-no-white = dvije susjedne znamenke bez bijele točke između njih nisu uzastopne
rules-no-black = od dviju susjednih znamenki bez crne točke između njih nijedna nije dvostruka druga
rules-no-x = dvije susjedne znamenke bez X-a između njih ne zbrajaju se u 10
rules-no-v = dvije susjedne znamenke bez V-a između njih ne zbrajaju se u 5
rules-greater = svaki znak pokazuje od veće znamenke prema manjoj
rules-even-odd = u sivom kvadratiću je parna znamenka, u sivom krugu neparna
rules-thermo = znamenke na svakom termometru rastu od njegove kugle
rules-whispers = susjedi na svakoj zelenoj crti razlikuju se barem za polovicu najveće znamenke, zaokruženo naviše (5 na 9x9)
rules-palindrome = svaka siva crta čita se jednako s oba kraja
rules-arrow = znamenke duž svake strelice zbrajaju se u broj u njezinu krugu (znamenke se na strelici smiju ponavljati)
rules-little-killer = znamenke na svakoj dijagonali označenoj malim brojem sa strelicom zbrajaju se u taj broj (znamenke se smiju ponavljati)
rules-sandwich = broj pokraj retka ili iznad stupca zbroj je znamenki između 1 i najveće znamenke tog retka ili stupca (0 kad stoje jedna do druge)
rules-renban = znamenke na svakoj ljubičastoj crti su različite i čine niz uzastopnih brojeva, bilo kojim redom
rules-antiknight = polja udaljena za skok šahovskog skakača nikad nemaju istu znamenku
rules-antiking = polja udaljena za potez šahovskog kralja (koja se dodiruju, i kutom) nikad nemaju istu znamenku

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = Znamenka pocrveni čim se ponovi u nekoj skupini ({ $units }). Ovo polje pokaže „{ $solved }” kad je mreža potpuna i ništa se ne ponavlja.
play-locked-note = Zadane znamenke su zaključane, upisivati se može samo u prazna polja (Alati > Zaštiti list, bez lozinke, ih otključava).
play-names-note = Polja se imenuju slovima iznad mreže i brojevima lijevo od nje (E5: stupac E, redak 5), kako ih imenuju savjeti i provjera; okvir s nazivom u Calcu pokazuje druge adrese.
status-solved = riješeno
status-not-started = nije započeto
status-no-clash = zasad bez sukoba
status-cage-broken = zbroj kaveza nije točan
status-mark-broken = oznaka između dvaju polja nije točna
status-parity-broken = parno ili neparno polje ima znamenku druge vrste
status-line-broken = linija nije točna
status-sum-broken = zbroj nije točan
status-sandwich-broken = sendvič-zbroj nije točan
status-clash = sukob
status-not-a-digit = crveno polje sadrži nešto drugo, a ne znamenku mreže
check-not-a-digit = Ovo nije znamenka ove mreže
check-enter-digit = Upišite cijeli broj od 1 do { $n } ili ostavite polje prazno.
check-hint = znamenke od 1 do { $n }; crveno: sukob
check-hint-units = znamenke od 1 do { $n }; crveno: sukob (skupina: { $units })
own-sheet-which = Zadatak { $number } nalazi se i na stranici radnog lista: znamenke upišite ili ovdje ili tamo, ne na oba mjesta (provjerava se samo jedno).

## The legend under the grids
legend-givens = Zadane znamenke podebljane crnom
legend-solved = upisane znamenke plavom
legend-diagonals = dijagonale su osjenčane žutom
legend-extra = dodatni blokovi su osjenčani plavom
legend-extra-short = dodatni blokovi plavom
legend-overlap = zelenom gdje se preklapaju
legend-dropped = izostavljene zadane znamenke crvenom

## The Solution sheet
solution-title = Rješenje
solution-dropped-title = Nema rješenja: mreža koja zadržava najviše zadanih znamenki, izostavljene zadane znamenke crvenom
solution-dropped-cages-title = Nema rješenja: mreža koja zadržava najviše zadanih znamenki i zbrojeva kaveza; ono što izostavlja navedeno je ispod
solution-none-title = Nema rješenja
unique-unknown = Jedinstvenost rješenja nije provjerena.
unique-undecided = Jedinstvenost nije dokazana: vremensko ograničenje je isteklo prije.
unique-yes = Rješenje je jedinstveno: nijedna druga mreža ne odgovara zagonetki.
unique-no = Rješenje NIJE jedinstveno: drugo rješenje razlikuje se u { $count } polja: { $cells }.
unique-instead = { $cell } ({ $there } umjesto { $here })
dropped-givens = Izostavljene zadane znamenke, { $count } od { $givens }: { $cells }.
dropped-shown = { $cell } (zadano { $given }, prikazano { $shown })
dropped-given = { $cell } (zadano { $given })
dropped-cages = Izostavljeni zbrojevi kaveza, { $count } od { $cages }: { $list }.
dropped-cage = { $cage } (njegove znamenke ovdje daju { $total })
list-and-more = { $list } i još { $count }

## The marks of a class
marks-title = Provjera rješenja: { $title }
marks-date = Provjereno { $date }
marks-date-format = %-d. %-m. %Y.
summary-number = br.
summary-puzzle = zadatak
summary-status = stanje
summary-givens = zadane znamenke
summary-solution = rješenje
summary-pages = Listovi rješenja S1 do S{ $pages } prikazuju prvih { $pages } zadataka; ostali su samo na ovom popisu.
summary-solved = riješen
summary-solved-unique = riješen, rješenje je jedinstveno
summary-solved-not-unique = riješen, rješenje NIJE jedinstveno
summary-solved-undecided = riješen, jedinstvenost nije dokazana (vremensko ograničenje)
summary-no-solution = nema rješenja
summary-error = nije riješen: { $error }
summary-line = redak { $line }
summary-sheet = list { $sheet }
model-title = Peškov binarni linearni model zadatka (kao u Sudoku.ods): sve lijeve strane, funkcija cilja i S su žive formule
model-subtitle = maksimizirati (1) Σ c_ijk·x_ijk uz uvjete: svako polje sadrži jednu znamenku, svaka skupina (redak, stupac, blok, dijagonala, dodatni blok) sadrži svaku znamenku jednom; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = sloj k
model-row-column = redak i \ stupac j
model-c-title = C: c_ijk = 1 ako polje (i, j) lista A sadrži k (zadane znamenke)
model-x-title = x: x_ijk = 1 ako polje (i, j) sadrži k (promjenjive ćelije)
model-cells = (5) Σ_k x_ijk = 1: svako polje sadrži jednu znamenku
model-s = S: s_ij = Σ_k k·x_ijk (rješenje)
model-units = (2)-(4), (7)-(9) Σ x_ijk po svakoj skupini = 1: svaka skupina sadrži svaku znamenku jednom; redak bloka zbraja x polja čija je oznaka na listu B oznaka bloka ((4) s b_ij; oznake 1 do n), redak dodatnog bloka ona s lista B2, pa ponovno crtanje mape i novo pokretanje Rješavača rješava novi zadatak ((8) je sporedna dijagonala, Σ x(i, n+1−i, k) = 1; u članku piše Σ x(10−i, 10−i, k), što bi ponovilo glavnu dijagonalu (7))
model-unit-digit = skupina \ znamenka k
model-objective = (1) funkcija cilja Σ c_ijk·x_ijk → max
model-givens = zadane znamenke Σ c_ijk
model-broken = neispunjeni uvjeti
model-again = ponovno rješavanje
model-again-how = Alati > Rješavač (LibreOffice Calc), s ovim postavkama:
model-target = ciljna ćelija
model-target-value = { $cell } (maksimum)
model-variables = promjenjive ćelije
model-variables-value = { $range }, cijeli brojevi od 0 do 1 (u CoinMP-u brže nego binarno)
model-constraints = uvjeti
model-constraints-value = { $cells } = 1 i { $units } = 1 (spremljeno: LibreOffice 25.2 i Excel ih učitavaju u Rješavač)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 i { $gaps } = 0 (spremljeno: LibreOffice 25.2 i Excel ih učitavaju u Rješavač)
model-constraints-marks = Također { $marks } <= 0 (oznake između polja).
model-constraints-sums = Također { $sums } = 0 (strelice i mali killeri).
model-constraints-sandwiches = Također { $sandwiches } <= 0 (sendvič-zbrojevi).
model-cages = kavezi: Σ x_ijk po kavezu <= 1 za svaku znamenku k (bez ponavljanja) i Σ k·x_ijk po kavezu (zbroj s_ij njegovih polja) = S, njegov zbroj
model-cage-digit = kavez \ znamenka k
model-cage-no-total = bez zbroja
model-marks = oznake između polja: x_ijk jednog polja minus Σ x znamenki koje oznaka s k dopušta u drugom polju, <= 0 (znamenka treba partnera)
model-mark-digit = oznaka (polje) \ znamenka k
model-sums = zbrojevi: strelice i mali killeri, Σ w·k·x − S = 0 (tijelo strelice +1, njezin krug −1; dijagonala malog killera +1 i S njezin broj)
model-sandwiches = sendvič-zbrojevi: za svako mjesto 1 i n u liniji čije ćelije između mogu dati broj S, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (zbroj između je S kad su ondje 1 i n)
marks-file = datoteka učenika
marks-puzzle = zagonetka
marks-sheet = provjerena mreža
marks-filled-heading = popunjeno
marks-right = točno
marks-clashes = sukobi
marks-wrong = pogrešno
marks-bad = nije znamenka
marks-verdict = stanje
marks-note = napomena
marks-filled = { $typed } od { $to_fill }
marks-summary = Sažetak: { $summary }
marks-files = { $count ->
    [one] { $count } datoteka
    [few] { $count } datoteke
   *[other] { $count } datoteka
}, { $grids }
marks-grids = { $count ->
    [one] { $count } mreža
    [few] { $count } mreže
   *[other] { $count } mreža
}: { $verdicts }
marks-no-grid = nijedna mreža nije provjerena
marks-unmarked = { $count ->
    [one] { $count } datoteka nije provjerena
    [few] { $count } datoteke nisu provjerene
   *[other] { $count } datoteka nije provjereno
}
marks-missing = rešetke koje nedostaju: { $count }
marks-repeated = datoteke navedene ponovno (brojene jednom): { $count }
marks-repeats = ista datoteka kao { $file }: brojena jednom, tamo
marks-other-worksheet = nije kopija ovog radnog lista: nijedna njegova rešetka nema zadane brojeve nijednog zadatka iz { $key }
marks-same-content = isti sadržaj kao { $first }: provjerite nisu li ovi učenici predali jednu datoteku
marks-no-grid-found = nije pronađena nijedna rešetka s njegovog lista Key (listovi obrisani ili zadani brojevi promijenjeni)
marks-key-without-key = ovdje nema ključa za provjeru (skriveni list Key): uz --key dajte učiteljevu datoteku koju su zapisali worksheet, generate ili solve -o
marks-solved-own-key = napomena: { $count } mreža provjereno je prema rješenjima izračunanim iz učeničkih datoteka (nemaju rješenja); sigurnije je check --key datoteka-učitelja returned/*, jer učenik može urediti skrivene listove
verdict-solved = riješeno
verdict-other-solution = valjano rješenje, ali ne ono iz ključa
verdict-not-started = nije započeto
verdict-keep-going = u tijeku
verdict-wrong-digits = pogrešne znamenke
verdict-clash = sukob
verdict-not-marked = nije provjereno
verdict-missing = nedostaje
verdict-repeated = ponovljeno, brojeno jednom

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Postupak rješavanja: { $summary }
steps-note = Svaki korak koristi najlakšu tehniku koja djeluje; polja su imenovana kao na listu Play.
path-summary = { $level } (težina { $rating }, { $technique })
path-solved = Riješeno.
path-stuck = Kraj logike: nijedna tehnika više ne pomaže; dalje se rješava samo pokušajima.
explain-stuck-candidates = Kandidati ondje gdje tehnike staju (u svakom polju):
explain-stuck-true = Pravi kandidati: znamenka jedinog rješenja u svakom polju čiji kandidati sadrže više od nje:
explain-stuck-answer-hint = (`--show-answer-candidates` dodaje prave kandidate: znamenku rješenja u svakom polju čiji kandidati sadrže više od nje.)
path-contradiction = Zadane znamenke proturječe jedna drugoj: ova zagonetka nema rješenja.
hardest-then-search = Nakon posljednjeg logičkog koraka zagonetka se rješava pokušajima.
intro-candidates = Kandidati (pomoćne oznake) su znamenke koje polje još može sadržavati: one kojih još nema u njegovim skupinama ({ $units }).
intro-remove = Upišite ih sitno u svako prazno polje; „uklonite 6 iz E6” znači prekrižiti 6 među kandidatima polja E6.
intro-places = Ovdje svaki korak upisuje znamenku.
intro-even-odd = Polje sa sivim kvadratićem počinje samo sa svojim parnim znamenkama, polje sa sivim krugom s neparnima; nakon toga nijedna tehnika ne treba kvadratiće i krugove.
intro-sandwich = Nijedna tehnika ne koristi zbrojeve između 1 i najveće znamenke: koraci u nastavku koriste samo ostala pravila, a gdje bi pomogao samo takav zbroj, postupak kaže da je zapeo.
marks-sheet-title = Znakovi veće-manje i parna/neparna polja zadatka na listu A: svaki sivi kvadrat dolje je polje zadatka; oznake upišite u kvadrate i između njih.
marks-sheet-signs = Između dva kvadrata jedan pokraj drugog upišite < ili >, otvoreno prema većoj znamenki; između dva kvadrata jedan iznad drugog upišite ^ (gornja znamenka je manja) ili v (gornja znamenka je veća).
marks-sheet-even-odd = U kvadrat upišite P za parnu znamenku (sivi kvadratić) ili N za neparnu (sivi krug).
marks-sheet-rest = Ostala mjesta ostavite prazna: sve drugo se odbija uz ime ćelije. Obrišite primjere oznaka koje ne želite.
marks-sheet-even-letter = P
marks-sheet-odd-letter = N
step-hidden-single-in = Skriveni singl: { $unit } – znamenka { $digit } može ići samo u { $cell }.
step-hidden-single = Skriveni singl: znamenka { $digit } može ići samo u { $cell }.
step-naked-single = Goli singl: u { $cell } može ići samo { $digit }: svaka druga znamenka već je u { $units } tog polja.
step-once = { $name } (težina { $rating }): { $body }.
step-twice = { $name } (dvaput, težina { $rating }): { $body }.
step-times = { $name } ({ $count } puta, težina { $rating }): { $body }.
step-more = još iste vrste ({ $count }): { $deductions }
deduce-remove = uklonite { $list }
deduce-from = { $digits } iz { $cells }
deduce-place = upišite { $digit } u { $cell }
hint-single = potražite tehniku { $technique } (za znamenku { $digit } postoji jedan).
hint-removes = potražite tehniku { $technique } (težina { $rating }) koja uklanja znamenku { $digits }.
hint-removes-at = potražite tehniku { $technique } (težina { $rating }) koja uklanja kandidate iz { $cell }.
hint-single-at = pogledajte { $cell }: { $technique }.
hint-changes = potražite tehniku { $technique } (težina { $rating }); mijenja { $cells }.
hint-mistake = najprije ispravite grešku: { $what }.
hint-no-solution = najprije ispravite grešku: iz ove mreže ne može se doći do rješenja; nekoliko znamenki je pogrešno.
hint-wrong-digit = najprije ispravite grešku: { $digit } u { $cell } je pogrešna (s njom mreža nema rješenja).
hint-one-is-wrong = najprije ispravite grešku: mreža nema rješenja; jedna od ovih znamenki je pogrešna: { $cells }.
hint-solved = mreža je puna i ne krši nijedno pravilo: riješeno!
hint-other-solution = mreža je puna i ne krši nijedno pravilo: valjano rješenje, ali ne ono iz ključa (zagonetka ih ima više).
hint-stuck = ovdje ne pomaže nijedna tehnika: sljedeći korak traži pokušaje.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = skriveni singl u bloku
technique-HiddenSingleInLine = skriveni singl u retku ili stupcu
technique-DirectPointing = izravni zaključani kandidati u bloku
technique-DirectClaiming = izravni zaključani kandidati u retku ili stupcu
technique-DirectHiddenPair = izravni skriveni par
technique-NakedSingle = goli singl
technique-CageCombination = kombinacija kaveza
technique-MarkPartners = partneri oznake
technique-SumLimits = granice zbroja
technique-RenbanRuns = nizovi renbana
technique-CagePointing = usmjeravanje u kavezu
technique-RuleOf45 = pravilo 45
technique-RuleOf45Lines = pravilo 45 preko više redaka
technique-DirectHiddenTriple = izravna skrivena trojka
technique-Pointing = zaključani kandidati u bloku
technique-Claiming = zaključani kandidati u retku ili stupcu
technique-NakedPair = goli par
technique-XWing = X-Wing
technique-HiddenPair = skriveni par
technique-NakedTriple = gola trojka
technique-Swordfish = Swordfish
technique-HiddenTriple = skrivena trojka
technique-Skyscraper = neboder (Skyscraper)
technique-TwoStringKite = zmaj (2-String Kite)
technique-TurbotFish = Turbot Fish
technique-XYWing = XY-Wing
technique-GroupedStrongLinks = dvije jake veze sa skupinama
technique-WWing = W-Wing
technique-XYZWing = XYZ-Wing
technique-WXYZWing = WXYZ-Wing
technique-UniqueRectangle = jedinstveni pravokutnik
technique-NakedQuad = gola četvorka
technique-Jellyfish = Jellyfish
technique-HiddenQuad = skrivena četvorka
technique-ThreeStrongLinks = tri jake veze
technique-FinnedSwordfish = Swordfish s perajom
technique-FinnedJellyfish = Jellyfish s perajom
technique-VWXYZWing = VWXYZ-Wing
technique-BugPlusOne = BUG+1
technique-SimpleColouring = jednostavno bojanje
technique-XChain = X-lanac
technique-GroupedXChain = X-lanac sa skupinama
technique-Aic = izmjenični lanac (AIC)
technique-GroupedAic = izmjenični lanac sa skupinama
technique-AlsXz = ALS-XZ
technique-ForcingChains = prisilni lanci
technique-DynamicForcingChains = dinamički prisilni lanci
technique-DynamicForcingChainsPlus = dinamički prisilni lanci (+)
technique-NestedForcingChains = ugniježđeni prisilni lanci

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = pa
note-and = i
note-or = ili
note-on = na znamenki
note-in = u
note-of = u skupini
note-with = s
note-within = u skupini
note-over = preko
note-both = i
note-cells = polja
note-pivot = središte
note-pincers = krila
note-fin = peraja
note-fins = peraje
note-hold = sadrže
note-holds = sadrži
note-hold-only = sadrže samo
note-hold-one-of = sadrže jednu od
note-they-hold = sadrže
note-and-only = i samo
note-one-of = jedno od
note-only-in = samo u
note-only-at = samo u
note-or-at = ili u
note-can-only-go-in = mogu ići samo u
note-lies-only-in = leži samo u
note-has-it-only-in = je ima samo u
note-has-it-only-at = je ima samo u
note-is-not-confined-to-one-unit = nije ograničena na jednu skupinu
note-see-each-other = vide se
note-that-see = koja vide
note-leaves-the-cells-of = nestaje iz polja skupine
note-if-no-fin-holds = ako je nijedna peraja ne sadrži
note-it-is-a = to je
note-joined-by-the-strong-link = povezana jakom vezom
note-type-1 = tip 1
note-type-2 = tip 2
note-type-3-on = tip 3 na znamenkama
note-type-4 = tip 4
note-every-empty-cell-has-two-candidates-but = svako prazno polje ima dva kandidata osim
note-has-three-places-in-each-of-its-units = ima tri mjesta u svakoj od svojih skupina
note-its-conjugate-pairs-colour = njezini konjugirani parovi boje
note-one-way-and = jednom bojom, a
note-the-other = drugom
note-one-colour-holds = jedna boja sadrži
note-every-cell-that-sees-both-colours-loses-it = svako polje koje vidi obje boje gubi je
note-of-the-first-colour-see-each-other = prve boje vide se
note-of-the-second-colour-see-each-other = druge boje vide se
note-the-first-colour-cannot-hold = prva boja ne može sadržavati
note-the-second-colour-cannot-hold = druga boja ne može sadržavati
note-almost-locked-sets = gotovo zaključani skupovi
note-with-restricted-common = sa zajedničkom ograničenom znamenkom
note-its-places-see-each-other = njezina mjesta vide se
note-one-set-lacks = jednom skupu nedostaje
note-and-holds-all-its-other-digits-among-them = i sadrži sve svoje ostale znamenke, među njima
note-every-candidate-of = svaki kandidat polja
note-every-place-of = svako mjesto znamenke
note-leads-to = vodi do
note-lead-to = vode do
note-leads-to-both = vodi do oba

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Napomene uz zagonetke
worksheet-no-solution = Ova zagonetka nema rješenja.
worksheet-several-solutions = Ova zagonetka ima više od jednog rješenja.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = { $unit }: nijedno polje nema { $digit }
conflict-one = { $unit }: { $cell } ima { $digit }
conflict-two = { $unit }: { $a } i { $b } oba imaju { $digit }
conflict-many = { $unit }: { $cells } i { $last } sva imaju { $digit }
conflict-sum-over-one = { $cage }: { $cells } ima { $total }, više od zbroja
conflict-sum-over = { $cage }: { $cells } zajedno daju { $total }, više od zbroja
conflict-sum-full = { $cage } je pun i zbroj mu je { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) i { $b } ({ $y }) krše { $mark }
conflict-no-white = { $a } i { $b } sadrže { $x } i { $y }, uzastopne znamenke, ali između njih nema bijele točke
conflict-no-black = { $a } i { $b } sadrže { $x } i { $y }, jedna je dvostruka druga, ali između njih nema crne točke
conflict-no-x = { $a } i { $b } sadrže { $x } i { $y }, koje se zbrajaju u 10, ali između njih nema X-a
conflict-no-v = { $a } i { $b } sadrže { $x } i { $y }, koje se zbrajaju u 5, ali između njih nema V-a
conflict-total-full = { $rule } daje zbroj { $total }, a ne { $target }
conflict-total-partial = { $cells } krše { $rule }: nikakve znamenke u praznim poljima ne daju točan zbroj
conflict-sandwich-full = { $line }: znamenke između 1 i { $top } daju zbroj { $total }, a ne { $sum }
conflict-sandwich-partial = { $line }: polja između 1 i { $top } ({ $count }) zasad daju { $total } i ne mogu dati { $sum }
conflict-parity-even = { $cell } ima { $digit }, neparnu znamenku, ali njegov sivi kvadratić traži parnu
conflict-parity-odd = { $cell } ima { $digit }, parnu znamenku, ali njegov sivi krug traži neparnu
conflict-knight = { $a } i { $b } udaljeni su za skok skakača i oba imaju { $digit }
conflict-king = { $a } i { $b } udaljeni su za potez kralja i oba imaju { $digit }
conflict-size = mreža je { $found }x{ $found }, zadatak { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = ostavlja ove znamenke bez partnera u
note-sum-other-cells = prema najmanjim i najvećim znamenkama koje mogu imati ostala polja zbroja,
note-sum-range = može imati samo od { $low } do { $high }
note-sum-only = može imati samo { $digit }
note-sum-none = ostala polja zbroja ne ostavljaju nijednu znamenku za
note-renban-runs = crta ima { $count ->
    [few] { $count } uzastopne znamenke
   *[other] { $count } uzastopnih znamenaka
}, a oznake njezinih polja dopuštaju samo { $runs ->
    [one] niz
   *[other] nizove
}
note-renban-needs = svaki niz koji dopuštaju oznake njezinih polja sadrži { $digit }, a samo
note-renban-needs-end = je može imati
note-cage-can-only-hold = (broj polja { $count }) može sadržavati samo { $combinations }
note-cage-must-hold = mora sadržavati { $digit } ({ $combinations }), u poljima
note-innies-of = unutarnja polja za
note-outies-of = vanjska polja za
note-cell-holds = ima { $sum }
note-cells-add-up-to = zajedno daju { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Sudoku
ext-menu-solve = Riješi ovu zagonetku
ext-menu-check = Provjeri moju mrežu
ext-menu-hint-1 = Pomoć: gdje tražiti
ext-menu-hint-2 = Pomoć: koja polja
ext-menu-hint-3 = Pomoć: cijeli korak
ext-menu-explain = Objasni rješenje
ext-menu-worksheet = Nove zagonetke / radni list...
ext-menu-mark = Provjeri vraćene datoteke...
ext-menu-template = Prazan predložak...
ext-hint-title-1 = Sudoku: pomoć, gdje tražiti
ext-hint-title-2 = Sudoku: pomoć, koja polja
ext-hint-title-3 = Sudoku: pomoć, cijeli korak
ext-explain-title = Sudoku: postupak rješavanja
ext-template-title = Sudoku: prazan predložak
ext-worksheet-title = Sudoku: nove zagonetke i radni list
ext-progress-title = Sudoku: izrada zagonetki
ext-progress-made = Gotove zagonetke:
ext-progress-cancelling = Prekidanje: gotove zagonetke ostaju.
ext-files-title = Vraćene radne knjige za provjeru
ext-files-filter = Proračunske tablice
ext-label-variant = Varijanta
ext-label-size = Veličina
ext-label-difficulty = Težina
ext-label-count = Broj zagonetki
ext-label-per-page = Zagonetki po stranici
ext-label-copies = Kopija svake
ext-label-title = Naslov
ext-label-symmetry = Simetrija
ext-button-make = Izradi radni list
ext-button-open = Otvori predložak
ext-button-cancel = Odustani
ext-button-close = Zatvori
ext-variant-standard = Sudoku
ext-variant-x = Sudoku X (dijagonale)
ext-variant-windoku = Windoku
ext-variant-windoku-x = Windoku X
ext-variant-jigsaw = Jigsaw Sudoku
ext-variant-jigsaw-x = Jigsaw Sudoku X
ext-level-any = bilo koja
ext-symmetry-none = bez simetrije
ext-symmetry-rotate180 = okret za 180°
ext-symmetry-rotate90 = okret za 90°
ext-symmetry-mirror = zrcalna
ext-symmetry-diagonal = po dijagonali
ext-missing = Program sheetdoku nije pronađen: ova kopija proširenja izrađena je za ovo računalo bez njega. Instalirajte sheetdoku tako da bude u PATH-u ili postavite varijablu okruženja SHEETDOKU_BIN na punu putanju programa, zatim ponovno pokrenite LibreOffice.
ext-not-a-program = Varijabla okruženja SHEETDOKU_BIN navodi datoteku koja nije program koji se može pokrenuti:
ext-failed = sheetdoku to nije uspio napraviti:
ext-solve-nothing = Nije zapisano nijedno rješenje.
ext-solve-no-solution = Ova zagonetka nema rješenja.
ext-solve-dropped = Ova zagonetka nema rješenja. Radna knjiga prikazuje mrežu koja zadržava najviše zadanih znamenki; izostavljene zadane znamenke su crvene:
ext-solve-not-unique = Zagonetka ima više od jednog rješenja; radna knjiga prikazuje jedno od njih.
ext-check-nothing = Nema što provjeriti: na ovom listu nije pronađena nijedna mreža.
ext-check-coloured = Crvena polja: sukobi; žuta polja: pogrešne znamenke. Polje koje promijenite gubi boju; boje se ne spremaju u datoteku i nestaju pri sljedećoj provjeri.
ext-check-not-found = Mreže ovih zagonetki nisu pronađene na njihovim listovima, pa nijedno njihovo polje nije obojeno:
ext-hint-nothing = Nema pomoći: na ovom listu nije pronađena nijedna zagonetka.
ext-explain-nothing = Nema što objasniti: na ovom listu nije pronađena nijedna zagonetka.
ext-worksheet-nothing = Nijedna zagonetka nije dovršena.
ext-worksheet-two-files = Otvorena su dva prozora: radni list za učenike (bez rješenja) i kopija za učitelja s rješenjima (list Answers). Spremite kopiju za učitelja: prema njoj se ispravlja.
ext-mark-see-note = Za datoteke koje nije bilo moguće provjeriti razlog piše u stupcu napomena.
ext-menu-mark-folder = Provjeri mapu vraćenih datoteka...
ext-menu-copies = Kopije ove zagonetke...
ext-copies-title = Sudoku: kopije ove zagonetke
ext-label-killer = Killer kavezi
ext-menu-help = Pomoć
ext-folder-title = Mapa vraćenih radnih knjiga za provjeru
ext-mark-folder-empty = U ovoj mapi nema radnih knjiga (.ods ni .xlsx) za provjeru:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = provjera
ext-mark-saved = Provjera je spremljena kao:
ext-help-title = Sudoku: pomoć
ext-help =
    Riješi ovu zagonetku: rješenje se otvara u novom prozoru; vaša datoteka se ne mijenja.
    Provjeri moju mrežu: znamenke koje se sukobljavaju postaju crvene, pogrešne žute.
    Pomoć: tri razine, od toga gdje tražiti do cijelog koraka.
    Objasni rješenje: svaki korak riječima.
    Nove zagonetke / radni list: otvaraju se dva prozora, radni list za učenike i vaša kopija s rješenjima. Spremite svoju kopiju: prema njoj se provjerava.
    Provjera: otvorite svoju kopiju s rješenjima i odaberite Provjeri vraćene datoteke (datoteke učenika) ili Provjeri mapu; provjera se sprema pokraj vaše kopije.
    Prazan predložak: prazna mreža u koju upisujete vlastitu zagonetku.
    Ako je na listu više mreža, najprije označite mrežu.
report-verdict-solved = riješeno (potpuno, nijedno pravilo nije prekršeno)
report-verdict-other-solution = valjano rješenje, ali ne ono iz ključa (zagonetka ima više rješenja)
report-verdict-not-started = nije započeto (još nije upisana nijedna znamenka)
report-verdict-keep-going-right = nastavite (zasad { $right } od { $to_fill } točno, preostalo za popuniti: { $left })
report-verdict-keep-going = nastavite (preostalo za popuniti: { $left } { $left ->
    [1] polje
   *[other] polja
}, zasad nijedno pravilo nije prekršeno)
report-verdict-wrong-digits = pogrešne znamenke (zasad bez sukoba, ali neke se znamenke razlikuju od ključa)
report-verdict-clash = sukob (znamenka dvaput u istoj skupini ili prekršen zbroj kaveza)
report-filled-empty = popunjeno { $typed } od { $to_fill } praznih polja
report-filled = popunjeno { $typed } od { $to_fill } polja
report-clash = sukob: { $conflict }
report-wrong-digits = { $count ->
    [1] pogrešna znamenka
   *[other] pogrešne znamenke
}: { $cells }
report-differs = razlikuje se od ključa u { $cells }
report-counted = provjerava se: { $sheet } (više upisanih znamenki); { $others }, ne provjerava se
report-also-holds = { $sheet } sadrži i { $count } { $count ->
    [one] upisanu znamenku
    [few] upisane znamenke
   *[other] upisanih znamenki
}
report-bad-cell = { $cell } sadrži { $found }, ne { $expected }: broji se kao pogrešno
report-found-at = { $name } pronađena na { $at } (ne gdje je stavlja radni list)
report-missing = nije pronađeno u datoteci: { $names } (list obrisan ili zadani brojevi promijenjeni)
report-undecided = nije provjereno: mreža na { $at } odgovara ovoj zagonetki i zagonetki { $puzzles } (imaju isto rješenje), a iz datoteke se ne vidi koja je to; vratite je gdje je bila { $name } (ime i mjesto lista) i provjerite ponovno

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = dijeljenje kaveza
technique-CageSplittingLines = dijeljenje kaveza preko više redaka
technique-CombinationClash = sukob kombinacija
technique-LockedDigitAcrossCages = zaključana znamenka u dva kaveza
note-less = bez
note-group-must-hold = i moraju sadržavati { $digit } ({ $combinations }), u poljima
note-clash-cannot-hold = ne može sadržavati { $dropped }: uz bilo koju od njih ne ostaje nijedna kombinacija u skupini
note-pair-must-hold = svake dvije njihove kombinacije koje se slažu sadrže { $digit }, u poljima
technique-CagePermutations = permutacije kaveza
note-cage-placements = sadrži { $combinations } i nijedan raspored tih znamenki po kandidatima njegovih polja ne stavlja ove znamenke na ta mjesta
technique-InniesOutiesSums = unutarnja i vanjska polja preko više područja
note-sum-of = pravilo 45 za
note-sum-cannot = budući da polja koja se vide nemaju istu znamenku, nikoje druge znamenke tih polja ne daju taj zbroj
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = datoteka za učenike: { $pupils }; datoteka za učitelja s rješenjima: { $teacher } (sačuvajte je za ispravljanje)
written-pupil-copy = kopija za učenike bez rješenja: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = retku
in-unit-column = stupcu
in-unit-block = bloku
in-unit-region = području
in-unit-diagonal = dijagonali
in-unit-extra-block = dodatnom bloku
in-unit-cage = kavezu
step-naked-single-steps = Goli singl: u { $cell } može ići samo { $digit }: ostale znamenke isključili su prethodni koraci.
step-naked-single-mixed = Goli singl: u { $cell } može ići samo { $digit }: svaka druga znamenka već je u { $units } tog polja ili su je isključili prethodni koraci.
hidden-single-in-row = skriveni singl u retku
hidden-single-in-column = skriveni singl u stupcu
hidden-single-in-block = skriveni singl u bloku
hidden-single-in-region = skriveni singl u području
hidden-single-in-diagonal = skriveni singl na dijagonali
hidden-single-in-extra-block = skriveni singl u dodatnom bloku
decimal-separator = ,

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = čitam list { $sheet } (učenik je upisao { $count ->
    [one] { $count } znamenku
    [few] { $count } znamenke
   *[other] { $count } znamenaka
})
pupil-wrong-digit = znamenka u { $cell } je pogrešna (ključ ima drugu)
pupil-wrong-digits = znamenke u { $cells } su pogrešne (ključ ima druge)
explain-start-without = { $wrong }; postupak počinje bez { $count ->
    [one] nje
   *[other] njih
}
explain-start-from-givens = { $clashes }; postupak počinje od zadanih znamenaka
sound-no-solution-drop = nema rješenja: bez { $items } ima rješenje
sound-no-grid = nema rješenja: nijedna mreža ne poštuje ova pravila, bez obzira na zadane znamenke (pogledajte raspored blokova)
sound-no-grid-cages = nema rješenja: nijedna mreža ne poštuje ova pravila, bez obzira na zadane znamenke (pogledajte raspored blokova i kaveze)
sound-several = više rješenja: dva od njih razlikuju se u { $cells } (zadana znamenka u jednom od tih polja isključuje jedno od njih)
label-puzzle = zadatak { $number }
label-line = redak { $line }
marks-count-solved = { $count ->
    [one] { $count } riješena
    [few] { $count } riješene
   *[other] { $count } riješenih
}
marks-count-other-solution = { $count } s valjanim rješenjem, ali ne onim iz ključa
marks-count-not-started = { $count ->
    [one] { $count } nezapočeta
    [few] { $count } nezapočete
   *[other] { $count } nezapočetih
}
marks-count-keep-going = { $count } u tijeku
marks-count-wrong-digits = { $count } s pogrešnim znamenkama
marks-count-clash = { $count } sa sukobom
marks-count-no-solution = { $count } bez rješenja
marks-count-several-solutions = { $count } s više rješenja
marks-not-ours = nije radna knjiga koju je zapisao sheetdoku (nema list Play ni P1)
marks-class-work = rad razreda
marks-written = rezultati provjere zapisani su u { $file }
check-verdict-line = stanje: { $verdict }
report-verdict-clash-plain = sukob (znamenka dvaput u istoj skupini)
digit-list-separator = { ", " }
combination-separator = { "+" }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (zadatak { $number })
check-file-sheet = { $file }, list { $sheet }
check-no-answer = nema spremljenog rješenja, pa se provjeravaju samo sukobi
shape-summary = { $title } ({ $details })
shape-blocks = blokovi { $rows }x{ $cols }
shape-irregular = nepravilna područja
shape-extra-blocks = { $count ->
    [one] { $count } dodatni blok
    [few] { $count } dodatna bloka
   *[other] { $count } dodatnih blokova
}
shape-cages = { $count ->
    [one] { $count } kavez
    [few] { $count } kaveza
   *[other] { $count } kaveza
}
check-unsound = zasad nijedno pravilo nije prekršeno, ali zadatak s ovim zadanim znamenkama ima grešku – { $flaw }
check-unsound-cages = zasad nijedno pravilo nije prekršeno, ali zadatak s ovim zadanim znamenkama i kavezima ima grešku – { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] zadane znamenke u { $cells }
   *[other] zadanih znamenaka u { $cells }
}
drop-of = { $dropped } od { $total }
drop-cages-of = { $dropped } od { $total ->
    [one] { $total } kaveza
   *[other] { $total } kaveza
}
drop-givens-of = { $dropped } od { $total ->
    [one] { $total } zadane znamenke
   *[other] { $total } zadanih znamenaka
}

# The solve command's terminal lines.
solve-presolve = predobrada: propagacija i isprobavanje popunili su { $fixed } od { $empty } praznih polja prije BLP-a
solve-unique-not-checked = jedinstvenost: nije provjerena, traženje drugog rješenja trajalo je dulje od { $seconds } s (--unique je dokazuje Peškovim rezom)
solve-unique-undecided = jedinstvenost: nije dokazana, vremensko ograničenje isteklo je prije
solve-unique-cut = jedinstvenost: dokazana Peškovim rezom, drugog rješenja nema (ukupno { $time })
solve-unique-engine = jedinstvenost: dokazana pretraživanjem modela vlastitim rješavačem, drugog rješenja nema (ukupno { $time })
solve-unique-yes = jedinstvenost: da, vlastito pretraživanje nije našlo drugo rješenje
solve-not-unique = nije jedinstveno ({ $time }): drugo rješenje razlikuje se u { $count } polja: { $cells } (označeno *)
solve-not-unique-more = nije jedinstveno ({ $time }): drugo rješenje razlikuje se u { $count } polja: { $cells } i još { $more } (označeno *)
wrote-file = zapisano: { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] { $givens } zadana znamenka
    [few] { $givens } zadane znamenke
   *[other] { $givens } zadanih znamenaka
}
solve-headline-presolve = Riješeno: predobrada (propagacija i isprobavanje) popunila je mrežu, LP nije bio potreban ({ $time })
solve-headline-solver = Riješeno BLP-om pomoću { $solver } za { $time } { $model }
solve-headline-how = Riješeno BLP-om za { $time }: { $how } { $model }
solve-model = ({ $variables } varijabli, { $constraints } ograničenja, funkcija cilja { $objective } = zadane znamenke)
solve-how-lp = grananje i ograđivanje na LP relaksaciji rješavača { $solver }
solve-how-search = grananje i ograđivanje s propagacijom, LP nije bio potreban
solve-how-engine = pretraživanje predobrađenog modela vlastitim rješavačem, LP nije bio potreban
solve-how-presolve = predobrada, LP nije bio potreban
solve-no-solution = Nema rješenja
solve-no-solution-dropping = Nema rješenja: bez { $items } ima rješenje
solve-keeping-givens = nema rješenja; mreža koja zadržava najviše zadanih znamenaka (izostavljene zadane znamenke označene su *):
solve-keeping-cages = nema rješenja; mreža koja zadržava najviše zadanih znamenaka i kaveza (izostavljene zadane znamenke i polja izostavljenih kaveza označeni su *):
solve-dropped-cage = izostavljen: { $cage } ({ $cells }): njegove znamenke ovdje daju zbroj { $sum }

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: nije riješen: { $why }
solve-batch-stopped = zaustavljeno tipkama Ctrl-C
solve-batch-time-limit = vremensko ograničenje je isteklo
solve-batch-error = { $puzzle }: pogreška: { $error }
solve-batch-by-presolve = predobradom, LP nije bio potreban
solve-batch-by-blp = BLP-om s rješavačem { $solver }
solve-batch-solved = riješen { $how }, { $time }
solve-batch-solved-unique = riješen { $how }, rješenje je jedinstveno, { $time }
solve-batch-solved-not-unique = riješen { $how }, rješenje NIJE jedinstveno, { $time }
solve-batch-solved-undecided = riješen { $how }, jedinstvenost nije dokazana (vremensko ograničenje), { $time }
solve-batch-no-solution = nema rješenja, { $time }
solve-batch-summary = { $puzzles ->
    [one] { $puzzles } zadatak
    [few] { $puzzles } zadatka
   *[other] { $puzzles } zadataka
}: riješeno { $solved } ({ $presolve } samom predobradom), bez rješenja { $unsolved }
solve-batch-not-unique = { $count } s više rješenja
solve-batch-failed = neuspjelo { $count }
solve-batch-not-in-time = nije riješeno na vrijeme: { $count }
solve-batch-not-before-stop = nije riješeno prije Ctrl-C: { $count }
solve-batch-undecided = jedinstvenost nije dokazana na vrijeme: { $count }
solve-batch-threads = { $time }, { $threads ->
    [one] { $threads } dretva
    [few] { $threads } dretve
   *[other] { $threads } dretvi
}
solve-batch-wrote-lines = zapisano: { $file } (jedno rješenje po retku)
solve-batch-wrote-book = zapisano: { $file } (list Summary, { $pages ->
    [one] list rješenja S1
   *[other] listovi rješenja S1 do S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = znamenke su upisane u zadatke verzija { $versions }: navedeni su svi zadaci datoteke
marks-version-undecided = iz datoteke se ne vidi koju je verziju ({ $versions }) učenik imao: navedeni su svi zadaci

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = list '{ $sheet }'
location-cell = ćelija { $cell }
location-range = raspon { $range }
location-line = redak { $line }
location-input = ulaz
input-empty-file = datoteka je prazna
input-unknown-extension = nepoznata vrsta datoteke '{ $extension }' (valjane: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = nije čitljiva proračunska tablica: { $why }
input-password = radna je knjiga zaštićena lozinkom; spremite nezaštićenu kopiju
input-missing-sheet = nema lista s imenom '{ $name }' (listovi: { $sheets })
input-bad-range = neispravan raspon: { $why }
input-no-grid = mreža zadatka nije pronađena: { $why }
input-several-grids = više je mogućih mreža; odaberite jednu: { $choices }
input-ambiguous = znamenke u { $block } odgovaraju više mreža, a ništa na listu (obrub oko mreže, natpis, veličina) ne kaže kojoj; odaberite jednu: { $choices }
input-several-puzzles = { $count ->
    [one] { $count } zadatak
    [few] { $count } zadatka
   *[other] { $count } zadataka
} u datoteci ({ $names }); { $remedy }
input-merged = spojene ćelije { $cells } unutar mreže; razdvojite ih tako da svaka ćelija sadrži jednu znamenku
input-not-square = mreža ima { $rows ->
    [one] { $rows } redak
    [few] { $rows } retka
   *[other] { $rows } redaka
} i { $cols ->
    [one] { $cols } stupac
    [few] { $cols } stupca
   *[other] { $cols } stupaca
}; mreža zadatka mora biti kvadratna
input-bad-cell = sadrži { $found }; očekuje se { $expected }
input-bad-digit = sadrži { $found }; očekuje se znamenka od 1 do { $size } ili prazna ćelija
input-bad-symbol = sadrži { $found }; očekuje se znamenka od 1 do { $size } (ili 1 – 9 i A – { $last }) ili prazna ćelija
input-too-large = prevelika: { $why }
io-not-found = datoteka ne postoji
io-permission-denied = pristup odbijen
flag-give-blocks = zadajte kartu blokova (list B, tablica s natpisom B ili --blocks)
flag-give-extra = zadajte dodatne blokove (list B2 ili --extra)
flag-choose-range = odaberite mrežu s --puzzle 'LIST!RASPON'
flag-choose-puzzle = odaberite jedan s --puzzle IME ili BROJ
flag-read-sheet = cijeli ga učitajte s --puzzle { $sheet }
read-grid-found = mreža { $range }, prema { $how }
read-from-borders = njezinu obrubu
read-from-label = natpisu iznad nje
read-from-sheet-edge = rubu lista
read-from-surroundings = njezinoj veličini i ćelijama oko nje
read-note = učitano: { $what }
cli-error = pogreška
read-unused-blocks = { $place } sadrži i kartu blokova { $range }, koja nije upotrijebljena ({ $remedy })
read-unused-extra = { $place } sadrži i dodatne blokove { $range }, koji nisu upotrijebljeni ({ $remedy })
read-unused-grid = { $place } sadrži i drugu mrežu { $range }, koja nije učitana ({ $remedy })
flag-use-blocks = upotrijebit ćete je s { $flag }
flag-use-extra = upotrijebit ćete ih s { $flag }
flag-use-grid = učitat ćete je s { $flag }

# The terminal lines of `rate`.
rate-solved = { $level } (težina { $score }, { $technique })
rate-nothing = { $level } (težina { $score }, nema se što rješavati)
rate-stuck = { $level } (bez težine: tehnike zapnu, rješavanje traži pokušaje)
rate-contradiction = { $level } (bez rješenja: zadane znamenke proturječe jedna drugoj)
rate-givens = { $count ->
    [one] { $count } zadana znamenka
    [few] { $count } zadane znamenke
   *[other] { $count } zadanih znamenaka
}
rate-summary = Zadaci ({ $count }): { $parts }
rate-level = { $level }: { $count }
rate-without-solution = { $count } bez rješenja
rate-several = { $count } s više rješenja

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = vremensko ograničenje od { $seconds } s isteklo je tijekom radnje: { $doing }
error-cancelled = otkazano tijekom radnje: { $doing }
doing-reading = čitanje datoteke { $file }
doing-solving = rješavanje
doing-rating = određivanje težine
doing-starting = početak rješavanja zadatka
doing-probing = isprobavanje kandidata u predobradi
doing-second-solution = traženje drugog rješenja
doing-offering-totals = traženje zbrojeva za raspored kaveza
doing-counting = brojenje rješenja (dosad { $found }, { $nodes } čvorova pretrage)
doing-blp = rješavanje binarnog programa rješavačem { $solver }
doing-blp-second = traženje drugog rješenja rješavačem { $solver }
doing-blp-counting = brojenje rješenja rješavačem { $solver } (dosad { $found })
doing-repair = traženje mreže koja zadržava najviše zadanih znamenaka, rješavačem { $solver }
doing-shrinking = traženje mreže koja zadržava najviše zadanih znamenaka (smanjivanje sukoba)
doing-repair-cores = traženje mreže koja zadržava najviše zadanih znamenaka (pronađeni sukobi: { $conflicts }; treba izostaviti barem { $dropped } od { $givens } zadanih znamenaka)
doing-repair-cores-cages = traženje mreže koja zadržava najviše zadanih znamenaka (pronađeni sukobi: { $conflicts }; treba izostaviti barem { $dropped } od { $givens } zadanih znamenaka i { $cages } kaveza)
doing-hitting = traženje najmanjeg broja zadanih znamenaka koje isključuju svako drugo pronađeno rješenje
doing-jigsaw-map = traženje nasumične karte područja { $n }x{ $n } koja dopušta rješenje
doing-generating = izrada zadatka (pokušaj { $attempt })
doing-generating-wanted = izrada zadatka { $wanted } (pokušaj { $attempt })
doing-generating-killer = izrada killer sudokua (pokušaj { $attempt })
want-level = težine { $level }
want-rating = s težinom od { $min } do { $max }
want-givens = { $count ->
    [one] s { $count } zadanom znamenkom
   *[other] sa { $count } zadanih znamenaka
}
want-rules = s pravilima { $rules }
want-symmetry = sa simetrijom { $symmetry }
doing-writing-sheet = zapisivanje lista { $sheet }
doing-writing-sheet-of = zapisivanje lista { $number } od { $total }
doing-drawing = crtanje slika lista { $sheet }
doing-worksheet = zapisivanje radnog lista ({ $what })
doing-worksheet-pages = zapisivanje radnog lista (njegove stranice)
doing-worksheet-code = zapisivanje radnog lista (kod zadatka { $number })
doing-checking-unique = provjera ima li zadatak točno jedno rješenje
doing-checking-unique-at = provjera ima li { $at } točno jedno rješenje; ništa se ne zapisuje
doing-first-puzzle = rješavanje prvog zadatka
doing-drop-givens = traženje zadanih znamenaka koje treba izostaviti iz zadatka bez rješenja
note-time-limit-puzzles = vremensko ograničenje od { $seconds } s isteklo je nakon { $done } od { $total } zadataka
note-time-limit-files = vremensko ograničenje od { $seconds } s isteklo je nakon { $done } od { $total } datoteka
note-stopped-puzzles = zaustavljeno tipkama Ctrl-C nakon { $done } od { $total } zadataka
note-stopped-files = zaustavljeno tipkama Ctrl-C nakon { $done } od { $total } datoteka
note-unchecked = provjera ima li { $at } točno jedno rješenje nije dovršena
solve-time-limit-written = vremensko ograničenje od { $seconds } s isteklo je prije dokaza jedinstvenosti; rješenje je zapisano u { $file }
solve-time-limit-unproved = vremensko ograničenje od { $seconds } s isteklo je prije dokaza jedinstvenosti
solve-time-limit-no-repair = vremensko ograničenje od { $seconds } s isteklo je prije nego što je pronađena mreža koja zadržava najviše zadanih znamenaka
generate-unreached-rating = upozorenje: zadatak s težinom od { $min } do { $max } nije se mogao izraditi u vremenskom ograničenju od { $seconds } s; teže razine trebaju mnogo više pokušaja: povećajte --time-limit, zatražite manje zadataka ili odaberite lakšu razinu
generate-unreached-levels = upozorenje: nisu svi traženi zadaci (težina { $levels }) izrađeni u vremenskom ograničenju od { $seconds } s; teže razine trebaju mnogo više pokušaja: povećajte --time-limit, zatražite manje zadataka ili odaberite lakšu razinu
generate-exhausted = zadatak { $geometry } nije pronađen ni nakon { $attempts } pokušaja; pokušajte drugu razinu ili broj zadanih znamenaka, drugu simetriju ili više pokušaja
generate-exhausted-wanted = zadatak { $geometry } { $wanted } nije pronađen ni nakon { $attempts } pokušaja; pokušajte drugu razinu ili broj zadanih znamenaka, drugu simetriju ili više pokušaja
generate-stopped-none = zaustavljeno tipkama Ctrl-C prije nego što je ijedan zadatak dovršen; ništa nije zapisano
generate-finished-none = nijedan zadatak nije dovršen; povećajte --time-limit ili ublažite zahtjeve
wrote-puzzle-lines = zapisano: { $file } ({ $count ->
    [one] { $count } zadatak
    [few] { $count } zadatka
   *[other] { $count } zadataka
}, jedan po retku)
wrote-generated-worksheet = zapisano: { $file } ({ $count ->
    [one] { $count } zadatak
    [few] { $count } zadatka
   *[other] { $count } zadataka
}; jedan riješite s --puzzle P1, kopije učenika provjerite naredbom sheetdoku check)
wrote-worksheet = zapisano: { $file } ({ $count ->
    [one] { $count } zadatak
    [few] { $count } zadatka
   *[other] { $count } zadataka
})
wrote-template = zapisano: { $file } ({ $what })
kept-two-files = dovršeni zadaci ({ $done }) zapisani su u { $file } i { $key }
kept-one-file = dovršeni zadaci ({ $done }) zapisani su u { $file }
kept-printed = dovršeni zadaci ({ $done }) ispisani su gore
kept-finished = dovršeni zadaci ({ $done }) su zapisani

# Why a line of text is not a puzzle.
parse-unknown-level = nepoznata razina '{ $name }' (valjane: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = nepoznata varijanta '{ $name }' (valjane: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; dijelovi se mogu spajati, npr. jigsaw-windoku ili extra-regions-x)
parse-not-square = broj znakova { $symbols } ne odgovara kvadratnoj mreži (81 za 9x9, 256 za 16x16, ...)
parse-not-a-digit = '{ $symbol }' na mjestu { $position } nije znamenka mreže { $size }x{ $size }
text-not-a-grid = broj znakova { $count } ne odgovara nijednoj mreži (81 za 9x9, 256 za 16x16 ili 9 redaka po 9; brojevi odvojeni zarezima ili razmacima broje se pojedinačno)
text-short-grid = broj redaka { $lines } po { $width } znakova; mreža { $width }x{ $width } treba { $width } redaka
text-size-asked = mreža { $n }x{ $n }, ali tražena veličina je { $want }x{ $want }
range-digit-at = polje { $cell } sadrži { $digit }, znamenke moraju biti od 1 do { $size }
range-cells = mreža { $size }x{ $size } treba { $cells } polja, ima { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = odaberite { $choice }
flag-choose-one-of = odaberite jednu mogućnost: { $choices }
flag-or-size = ili zadajte veličinu ({ $sizes })
calc-choice-range = označite { $range }
calc-choice-size = označite točno mrežu { $n }x{ $n }
calc-or-size = ili { $sizes }
calc-choose = { $choice } i ponovno odaberite naredbu
calc-choose-one-of = odaberite jednu mogućnost i ponovno odaberite naredbu: { $choices }
calc-give-blocks = dodajte list imena B s kartom blokova i ponovno odaberite naredbu
calc-give-extra = dodajte list imena B2 s dodatnim područjima i ponovno odaberite naredbu
calc-choose-range = označite mrežu zadatka i ponovno odaberite naredbu
calc-choose-puzzle = označite mrežu zadatka na koji mislite i ponovno odaberite naredbu
calc-read-sheet = prijeđite na list { $sheet }, kliknite jedno polje i ponovno odaberite naredbu
calc-use-blocks = da je upotrijebite kao kartu blokova, preimenujte njezin list u B
calc-use-extra = da ih upotrijebite kao dodatna područja, preimenujte njihov list u B2
calc-use-grid = da je pročitate, { $flag } i ponovno odaberite naredbu

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (sjeme { $seed })
generate-heading-copies = kopije iz { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = zadatak { $number }: { $about }
generate-original = zadatak { $number }, izvornik: { $line }
generate-copy = zadatak { $number }, kopija { $copy }: { $level } ({ $rating })
generate-rating = težina { $score }
generate-needs-search = treba pokušaje

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = mreža { $n }x{ $n } nije podržana (veličine od { $min } do { $max })
geo-no-box-shape = mreža { $n }x{ $n } nema pravilne blokove; zadajte kartu blokova (list B)
geo-map-size-block = karta blokova ima { $found } polja, očekivano { $expected }
geo-map-size-extra = karta dodatnih blokova ima { $found } polja, očekivano { $expected }
geo-partition = karta blokova ne dijeli mrežu na { $n } područja po { $n } polja: { $parts }
geo-partition-count = karta blokova ima { $count } područja
geo-partition-region = područje { $label } ima { $count ->
    [one] { $count } polje
    [few] { $count } polja
   *[other] { $count } polja
} ({ $cells })
geo-disconnected = područje { $label } karte blokova nije povezano: { $cut } je odsječeno od { $first }
geo-extra-size = dodatni blok { $label } ima { $count ->
    [one] { $count } polje
    [few] { $count } polja
   *[other] { $count } polja
} ({ $cells }), svaki dodatni blok mora imati { $n }
geo-boxes-tile = blokovi { $rows }x{ $cols } ne pokrivaju mrežu { $n }x{ $n }
geo-needs-block-map = varijanta { $variant } treba kartu blokova
geo-needs-extra-map = varijanta { $variant } treba kartu dodatnih blokova
geo-windoku-square = Windoku treba kvadratne blokove (4x4, 9x9, 16x16, 25x25), a ne { $n }x{ $n }
geo-rule = pravilo se ne može dodati: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = ovaj zadatak koristi { $rules }, što sheetdoku ne podržava
fp-negative-unsupported = uključuje negativno pravilo za { $rules } ('negative'), što sheetdoku ne podržava
fp-drawings = ima crteže ({ $drawings }) čije značenje kažu samo njegova pravila riječima; njih sheetdoku ne zna pročitati
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: nijedan kavez nema zbroj (raspored kaveza); s ovim zbrojevima zadatak ima jedno rješenje:
offer-no-givens = sami zbrojevi daju jedno rješenje, nije potrebna nijedna zadana znamenka
offer-givens = dodane zadane znamenke: { $count } ({ $cells }); nijedna se ne može izostaviti, ali možda bi dostalo manje drugih (nije dokazano da ih je najmanje)
offer-none = { $label }: nijedan kavez nema zbroj i nijedna mreža ne zadovoljava ovaj raspored kaveza: zbrojevi se ne mogu predložiti

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = napomena: killeri { $size }x{ $size } ispisuju se po { $count } na stranicu, a ne po { $asked }: uz { $asked } na stranicu zbrojevi njihovih kaveza bili bi presitni za čitanje
