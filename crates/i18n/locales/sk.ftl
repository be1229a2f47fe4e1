# Slovenčina: slová, ktoré sheetdoku tlačí na stránky a píše v `explain` a `hint`.
# Správa, ktorá tu chýba, sa vytlačí po anglicky. Zástupné symboly { $meno } nechajte.
#
# Slovník techník (ustálené slovenské a české názvy, kde existujú; inak
# anglický názov, ako ho používajú slovenskí a českí riešitelia):
#   hidden single = skrytý singl, naked single = nahý singl,
#   pair / triple / quad = dvojica / trojica / štvorica (nahá, skrytá),
#   locked candidates (pointing, claiming) = uzamknutí kandidáti v bloku /
#   v riadku alebo stĺpci, unique rectangle = jednoznačný obdĺžnik,
#   strong link = silná väzba, chain = reťazec, forcing chains = vynucujúce
#   reťazce, colouring = farbenie; X-Wing, Swordfish, Jellyfish, XY-Wing,
#   W-Wing, Turbot Fish, BUG+1, ALS-XZ zostávajú po anglicky.

## Worksheet
worksheet-default-title = Sudoku
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, verzia { $version }
worksheet-name-date = Meno: ________________________________     Dátum: ________________
page-sudokupad = Na tablete: naskenuj kód a hraj toto sudoku v aplikácii SudokuPad.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Meno:
worksheet-date = Dátum:
worksheet-level = Úroveň: { $level }
answers-hardest-step = Najťažší krok každej úlohy
answers-title = { $title }: riešenia
answers-legend = Zadané číslice každej úlohy tučne čiernou, číslice, ktoré doplnia žiaci, modrou.
answers-copy = úloha { $puzzle }, kópia { $copy }
page-footer = Strana { $page } z { $count }

## Levels
level-easy = ľahká
level-medium = stredná
level-hard = ťažká
level-expert = expertná
level-fiendish = diabolská
level-extreme = extrémna

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Sudoku
title-windoku = Windoku
title-jigsaw-sudoku = Jigsaw Sudoku
title-jigsaw-windoku = Jigsaw Windoku
title-with-extra = { $name } s extra oblasťami
title-killer = Killer { $name }
title-kropki = Kropki { $name }
title-xv = XV { $name }
title-greater = Väčší-menší { $name }
title-even-odd = Párne-nepárne { $name }
title-thermo = Teplomerové { $name }
title-whispers = Šepkandové { $name }
title-palindrome = Palindrómové { $name }
title-arrow = Šípkové { $name }
title-little-killer = Malé killer { $name }
title-sandwich = Sendvičové { $name }
title-renban = Renbanové { $name }
title-antiknight = Antijazdcové { $name }
title-antiking = Antikráľové { $name }

## Units, joined into "row, column and block"
unit-row = riadok
unit-column = stĺpec
unit-block = blok
unit-region = oblasť
unit-diagonal = uhlopriečka
unit-extra-block = extra blok
unit-cage = klietka
units-and = { $list } a { $last }
units-or = { $list } alebo { $last }

## Units named where a pupil finds them on the page
name-row = riadok { $label }
name-column = stĺpec { $label }
names-rows = riadky { $list }
names-columns = stĺpce { $list }
name-block = blok { $number }
name-block-top-left = ľavý horný blok
name-block-top-middle = stredný horný blok
name-block-top-right = pravý horný blok
name-block-middle-left = ľavý stredný blok
name-block-middle-middle = prostredný blok
name-block-middle-right = pravý stredný blok
name-block-bottom-left = ľavý dolný blok
name-block-bottom-middle = stredný dolný blok
name-block-bottom-right = pravý dolný blok
name-block-of = blok v riadkoch { $r1 }-{ $r2 } a stĺpcoch { $c1 }-{ $c2 }
name-region-with = oblasť s políčkom { $cell }
name-main-diagonal = hlavná uhlopriečka
name-anti-diagonal = vedľajšia uhlopriečka
name-extra = extra blok { $number }
name-cage = klietka so súčtom { $sum } v políčku { $cell }
name-cage-no-total = klietka bez súčtu v políčku { $cell }
name-sandwich = sendvičový súčet { $sum } ({ $line })
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = pravidlo skoku jazdca
name-anti-king = pravidlo ťahu kráľa
name-even = sivý štvorček v políčku { $cell }
name-odd = sivý krúžok v políčku { $cell }
name-kropki-white = biela bodka medzi { $a } a { $b }
name-kropki-black = čierna bodka medzi { $a } a { $b }
name-x = X medzi { $a } a { $b }
name-v = V medzi { $a } a { $b }
name-greater = znamienko { $a } > { $b }
name-no-white = pravidlo bez bielej bodky medzi { $a } a { $b }
name-no-black = pravidlo bez čiernej bodky medzi { $a } a { $b }
name-no-x = pravidlo bez X medzi { $a } a { $b }
name-no-v = pravidlo bez V medzi { $a } a { $b }
name-thermo = teplomer od { $first } po { $last }
name-whisper = zelená čiara od { $first } po { $last }
name-palindrome = sivá čiara (palindróm) od { $first } po { $last }
name-renban = fialová čiara od { $first } po { $last }
name-arrow = šípka od { $first } po { $last }
name-little-killer = uhlopriečka so súčtom { $sum } od { $first } po { $last }
names-extra = extra bloky { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = Doplňte do prázdnych políčok číslice 1 až { $n }: { $parts }.
rules-blocks = každý riadok, stĺpec a blok { $box } obsahuje každú číslicu práve raz
rules-regions = každý riadok, stĺpec a ohraničená oblasť obsahuje každú číslicu práve raz
rules-diagonals = rovnako každá z dvoch podfarbených uhlopriečok
rules-windows = rovnako každé podfarbené okno
rules-extra = rovnako každá podfarbená extra oblasť
rules-cages = číslice každej čiarkovanej klietky dávajú súčet rovný malému číslu v jej rohu a neopakujú sa
rules-kropki = číslice spojené bielou bodkou idú po sebe, spojené čiernou bodkou sú jedna dvojnásobkom druhej
rules-xv = číslice spojené X dávajú súčet 10, spojené V súčet 5
rules-no-white = dve susedné číslice, medzi ktorými nie je biela bodka, nejdú po sebe
rules-no-black = z dvoch susedných číslic, medzi ktorými nie je čierna bodka, nie je ani jedna dvojnásobkom druhej
rules-no-x = dve susedné číslice, medzi ktorými nie je X, nedávajú súčet 10
rules-no-v = dve susedné číslice, medzi ktorými nie je V, nedávajú súčet 5
rules-greater = každé znamienko ukazuje od väčšej číslice k menšej
rules-even-odd = v sivom štvorčeku je párna číslica, v sivom krúžku nepárna
rules-thermo = číslice na každom teplomere rastú od jeho banky
rules-whispers = susedia na každej zelenej čiare sa líšia aspoň o polovicu najväčšej číslice, zaokrúhlene nahor (5 na 9x9)
rules-palindrome = každá sivá čiara sa číta rovnako z oboch koncov
rules-arrow = číslice pozdĺž každej šípky dávajú spolu číslo v jej krúžku (na šípke sa číslice môžu opakovať)
rules-little-killer = číslice na každej uhlopriečke označenej malým číslom so šípkou dávajú spolu toto číslo (číslice sa môžu opakovať)
rules-sandwich = číslo vedľa riadka alebo nad stĺpcom je súčet číslic medzi 1 a najväčšou číslicou toho riadka či stĺpca (0, keď stoja vedľa seba)
rules-renban = číslice na každej fialovej čiare sú rôzne a tvoria rad po sebe idúcich čísel, v ľubovoľnom poradí
rules-antiknight = bunky vzdialené o skok šachového jazdca nikdy neobsahujú rovnakú číslicu
rules-antiking = bunky vzdialené o ťah šachového kráľa (dotýkajúce sa aj rohom) nikdy neobsahujú rovnakú číslicu

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = Číslica sčervenie, len čo sa zopakuje v niektorej jednotke ({ $units }). Toto políčko ukáže „{ $solved }“, keď je mriežka úplná a nič sa neopakuje.
play-locked-note = Zadané číslice sú zamknuté, vpisovať sa dá len do prázdnych políčok (Nástroje > Zamknúť hárok, bez hesla, ich odomkne).
play-names-note = Políčka sa volajú podľa písmen nad mriežkou a čísel vľavo od nej (E5: stĺpec E, riadok 5), tak ich menujú rady aj hodnotenie; pole s názvom v Calcu ukazuje iné adresy.
status-solved = vyriešené
status-not-started = nezačaté
status-no-clash = zatiaľ bez kolízie
status-cage-broken = súčet klietky nesedí
status-mark-broken = značka medzi dvoma políčkami nesedí
status-parity-broken = párne alebo nepárne políčko má číslicu opačného druhu
status-line-broken = čiara nesedí
status-sum-broken = súčet nesedí
status-sandwich-broken = sendvičový súčet nesedí
status-clash = kolízia
status-not-a-digit = červené políčko obsahuje niečo iné než číslicu mriežky
check-not-a-digit = Nie je číslica tejto mriežky
check-enter-digit = Zadajte celé číslo od 1 do { $n } alebo nechajte políčko prázdne.
check-hint = číslice 1 až { $n }; červená: kolízia
check-hint-units = číslice 1 až { $n }; červená: kolízia (jednotka: { $units })
own-sheet-which = Úloha { $number } je aj na strane pracovného listu: číslice píšte buď sem, alebo tam, nie na obe miesta (hodnotí sa len jedno z nich).

## The legend under the grids
legend-givens = Zadané číslice tučne čiernou
legend-solved = doplnené číslice modrou
legend-diagonals = uhlopriečky sú podfarbené žltou
legend-extra = extra bloky sú podfarbené modrou
legend-extra-short = extra bloky modrou
legend-overlap = zelenou, kde sa prekrývajú
legend-dropped = vynechané zadané číslice červenou

## The Solution sheet
solution-title = Riešenie
solution-dropped-title = Bez riešenia: mriežka, ktorá zachová najviac zadaných číslic, vynechané zadané číslice červenou
solution-dropped-cages-title = Bez riešenia: mriežka, ktorá zachová najviac zadaných číslic a súčtov klietok; čo vynecháva, je uvedené nižšie
solution-none-title = Bez riešenia
unique-unknown = Jednoznačnosť riešenia sa neoverovala.
unique-undecided = Jednoznačnosť nie je dokázaná: časový limit uplynul skôr.
unique-yes = Riešenie je jednoznačné: úlohe nevyhovuje žiadna iná mriežka.
unique-no = Riešenie NIE JE jednoznačné: iné riešenie sa líši v { $count } políčkach: { $cells }.
unique-instead = { $cell } ({ $there } namiesto { $here })
dropped-givens = Vynechané zadané číslice, { $count } z { $givens }: { $cells }.
dropped-shown = { $cell } (zadané { $given }, zobrazené { $shown })
dropped-given = { $cell } (zadané { $given })
dropped-cages = Vynechané súčty klietok, { $count } z { $cages }: { $list }.
dropped-cage = { $cage } (jej číslice tu dávajú spolu { $total })
list-and-more = { $list } a ďalších { $count }

## The marks of a class
marks-title = Hodnotenie: { $title }
marks-date = Hodnotené { $date }
marks-date-format = %-d. %-m. %Y
summary-number = č.
summary-puzzle = úloha
summary-status = stav
summary-givens = zadanie
summary-solution = riešenie
summary-pages = Hárky riešení S1 až S{ $pages } ukazujú prvých { $pages } úloh; ostatné sú len v tomto zozname.
summary-solved = vyriešená
summary-solved-unique = vyriešená, riešenie je jednoznačné
summary-solved-not-unique = vyriešená, riešenie NIE JE jednoznačné
summary-solved-undecided = vyriešená, jednoznačnosť nepreukázaná (časový limit)
summary-no-solution = bez riešenia
summary-error = nevyriešená: { $error }
summary-line = riadok { $line }
summary-sheet = hárok { $sheet }
model-title = Peškov binárny lineárny model úlohy (ako v Sudoku.ods): všetky ľavé strany, účelová funkcia a S sú živé vzorce
model-subtitle = maximalizovať (1) Σ c_ijk·x_ijk za podmienok: každé políčko obsahuje jednu číslicu, každá jednotka (riadok, stĺpec, blok, uhlopriečka, ďalší blok) obsahuje každú číslicu raz; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = vrstva k
model-row-column = riadok i \ stĺpec j
model-c-title = C: c_ijk = 1, ak políčko (i, j) hárku A obsahuje k (zadanie)
model-x-title = x: x_ijk = 1, ak políčko (i, j) obsahuje k (premenné bunky)
model-cells = (5) Σ_k x_ijk = 1: každé políčko obsahuje jednu číslicu
model-s = S: s_ij = Σ_k k·x_ijk (riešenie)
model-units = (2)-(4), (7)-(9) Σ x_ijk cez každú jednotku = 1: každá jednotka obsahuje každú číslicu raz; riadok bloku sčíta x políčok, ktorých označenie na hárku B je označenie bloku ((4) s b_ij; označenia 1 až n), riadok ďalšieho bloku tie z hárku B2, takže po prekreslení mapy a novom spustení Riešiteľa sa vyrieši nová úloha ((8) je vedľajšia uhlopriečka, Σ x(i, n+1−i, k) = 1; v článku je Σ x(10−i, 10−i, k), čo by opakovalo hlavnú uhlopriečku (7))
model-unit-digit = jednotka \ číslica k
model-objective = (1) účelová funkcia Σ c_ijk·x_ijk → max
model-givens = zadané číslice Σ c_ijk
model-broken = nesplnené podmienky
model-again = nové riešenie
model-again-how = Nástroje > Riešiteľ (LibreOffice Calc) s týmito nastaveniami:
model-target = cieľová bunka
model-target-value = { $cell } (maximum)
model-variables = premenné bunky
model-variables-value = { $range }, celé čísla od 0 do 1 (v CoinMP rýchlejšie ako binárne)
model-constraints = podmienky
model-constraints-value = { $cells } = 1 a { $units } = 1 (uložené: LibreOffice 25.2 a Excel ich načítajú do Riešiteľa)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 a { $gaps } = 0 (uložené: LibreOffice 25.2 a Excel ich načítajú do Riešiteľa)
model-constraints-marks = Navyše { $marks } <= 0 (značky medzi políčkami).
model-constraints-sums = Aj { $sums } = 0 (šípky a malé killery).
model-constraints-sandwiches = Aj { $sandwiches } <= 0 (sendvičové súčty).
model-cages = klietky: Σ x_ijk cez klietku <= 1 pre každú číslicu k (žiadna číslica sa neopakuje) a Σ k·x_ijk cez klietku (súčet s_ij jej políčok) = S, jej súčet
model-cage-digit = klietka \ číslica k
model-cage-no-total = bez súčtu
model-marks = značky medzi políčkami: x_ijk jedného políčka mínus Σ x číslic, ktoré značka s k dovoľuje v druhom políčku, <= 0 (číslica potrebuje partnera)
model-mark-digit = značka (políčko) \ číslica k
model-sums = súčty: šípky a malé killery, Σ w·k·x − S = 0 (telo šípky +1 a jej krúžok −1; uhlopriečka malého killera +1 a S jej číslo)
model-sandwiches = sendvičové súčty: pre každé miesto 1 a n v rade, ktorých bunky medzi nimi môžu dať číslo S, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (súčet medzi nimi je S, keď sú tam 1 a n)
marks-file = súbor žiaka
marks-puzzle = úloha
marks-sheet = hodnotená mriežka
marks-filled-heading = vyplnené
marks-right = správne
marks-clashes = kolízie
marks-wrong = chybné
marks-bad = nie číslica
marks-verdict = výsledok
marks-note = poznámka
marks-filled = { $typed } z { $to_fill }
marks-summary = Súhrn: { $summary }
marks-files = { $count ->
    [one] { $count } súbor
    [few] { $count } súbory
   *[other] { $count } súborov
}, { $grids }
marks-grids = { $count ->
    [one] { $count } mriežka
    [few] { $count } mriežky
   *[other] { $count } mriežok
}: { $verdicts }
marks-no-grid = žiadna hodnotená mriežka
marks-unmarked = { $count ->
    [one] { $count } súbor nehodnotený
    [few] { $count } súbory nehodnotené
   *[other] { $count } súborov nehodnotených
}
marks-missing = chýbajúce mriežky: { $count }
marks-repeated = súbory zadané znova (počítané raz): { $count }
marks-repeats = rovnaký súbor ako { $file }: počítaný raz, tam
marks-other-worksheet = nie je kópia tohto pracovného listu: žiadna jeho mriežka nemá zadané čísla žiadnej úlohy z { $key }
marks-same-content = rovnaký obsah ako { $first }: overte, či títo žiaci neodovzdali jeden súbor
marks-no-grid-found = nenašla sa žiadna mriežka z jeho hárku Key (hárky zmazané alebo zmenené zadané čísla)
marks-key-without-key = tu nie je kľúč na hodnotenie (skrytý hárok Key): dajte --key súbor učiteľa, ktorý zapísal worksheet, generate alebo solve -o
marks-solved-own-key = poznámka: { $count } mriežok sa hodnotilo podľa riešení vypočítaných zo súborov žiakov (neobsahujú riešenia); bezpečnejšie je check --key súbor-učiteľa returned/*, lebo žiak môže upraviť skryté hárky
verdict-solved = vyriešené
verdict-other-solution = platné riešenie, ale iné než v kľúči
verdict-not-started = nezačaté
verdict-keep-going = rozpracované (zatiaľ bez chyby)
verdict-wrong-digits = chybné číslice
verdict-clash = kolízia
verdict-not-marked = nehodnotené
verdict-missing = chýba
verdict-repeated = opakovaný, počítaný raz

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Postup riešenia: { $summary }
steps-note = Každý krok používa najľahšiu techniku, ktorá funguje; políčka sú pomenované ako na hárku Play.
path-summary = { $level } (hodnotenie { $rating }, { $technique })
path-solved = Vyriešené.
path-stuck = Koniec logiky: žiadna technika už nepomáha; ďalej sa dá riešiť len skúšaním.
explain-stuck-candidates = Kandidáti tam, kde techniky končia (v každom políčku):
explain-stuck-true = Skutoční kandidáti: číslica jediného riešenia v každom políčku, kde kandidáti obsahujú viac než ju:
explain-stuck-answer-hint = (`--show-answer-candidates` pridá skutočných kandidátov: číslicu riešenia v každom políčku, kde kandidáti obsahujú viac než ju.)
path-contradiction = Zadané číslice si odporujú: táto úloha nemá riešenie.
hardest-then-search = Po poslednom logickom kroku treba úlohu riešiť skúšaním.
intro-candidates = Kandidáti (pomocné čísla) sú číslice, ktoré políčko ešte môže obsahovať: tie, ktoré ešte nie sú v jeho jednotkách ({ $units }).
intro-remove = Vpíšte ich malým písmom do každého prázdneho políčka; „odstráňte 6 z E6“ znamená prečiarknuť 6 medzi kandidátmi E6.
intro-places = Tu každý krok doplní číslicu.
intro-even-odd = Políčko so sivým štvorčekom začína len so svojimi párnymi číslicami, políčko so sivým krúžkom s nepárnymi; žiadna technika potom štvorčeky a krúžky nepotrebuje.
intro-sandwich = Žiadna technika nepoužíva súčty medzi 1 a najväčšou číslicou: kroky nižšie používajú len ostatné pravidlá, a kde by pomohol len taký súčet, postup povie, že uviazol.
marks-sheet-title = Znamienka väčší-menší a párne/nepárne políčka úlohy na hárku A: každý sivý štvorec nižšie je políčko úlohy; značky píšte do štvorcov a medzi ne.
marks-sheet-signs = Medzi dva štvorce vedľa seba napíšte < alebo >, otvorené k väčšej číslici; medzi dva štvorce nad sebou napíšte ^ (horná číslica je menšia) alebo v (horná číslica je väčšia).
marks-sheet-even-odd = Do štvorca napíšte P pre párnu číslicu (sivý štvorček) alebo N pre nepárnu (sivý krúžok).
marks-sheet-rest = Ostatné miesta nechajte prázdne: čokoľvek iné sa odmietne s menom bunky. Vzorové značky, ktoré nechcete, zmažte.
marks-sheet-even-letter = P
marks-sheet-odd-letter = N
step-hidden-single-in = Skrytý singl: { $unit } – číslica { $digit } môže byť len v { $cell }.
step-hidden-single = Skrytý singl: číslica { $digit } môže byť len v { $cell }.
step-naked-single = Nahý singl: v { $cell } môže byť len { $digit }: každá iná číslica už je v jeho { $units }.
step-once = { $name } (hodnotenie { $rating }): { $body }.
step-twice = { $name } (dvakrát, hodnotenie { $rating }): { $body }.
step-times = { $name } ({ $count }-krát, hodnotenie { $rating }): { $body }.
step-more = ďalšie rovnakého druhu ({ $count }): { $deductions }
deduce-remove = odstráňte { $list }
deduce-from = { $digits } z { $cells }
deduce-place = zapíšte { $digit } do { $cell }
hint-single = hľadajte techniku { $technique } (je tu jedna pre číslicu { $digit }).
hint-removes = hľadajte techniku { $technique } (hodnotenie { $rating }), ktorá odstráni číslicu { $digits }.
hint-removes-at = hľadajte techniku { $technique } (hodnotenie { $rating }), ktorá odstráni kandidátov z { $cell }.
hint-single-at = pozrite sa na { $cell }: { $technique }.
hint-changes = hľadajte techniku { $technique } (hodnotenie { $rating }); mení { $cells }.
hint-mistake = najprv chyba: { $what }.
hint-no-solution = najprv chyba: z tejto mriežky sa nedá dostať k riešeniu; viaceré číslice sú chybné.
hint-wrong-digit = najprv chyba: { $digit } v { $cell } je chybná (s ňou mriežka nemá riešenie).
hint-one-is-wrong = najprv chyba: mriežka nemá riešenie; jedna z týchto číslic je chybná: { $cells }.
hint-solved = mriežka je plná a neporušuje žiadne pravidlo: vyriešené!
hint-other-solution = mriežka je plná a neporušuje žiadne pravidlo: platné riešenie, ale nie to z kľúča (úloha ich má viac).
hint-stuck = tu nepomáha žiadna technika: ďalší krok si vyžaduje skúšanie.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = skrytý singl v bloku
technique-HiddenSingleInLine = skrytý singl v riadku alebo stĺpci
technique-DirectPointing = priami uzamknutí kandidáti v bloku
technique-DirectClaiming = priami uzamknutí kandidáti v riadku alebo stĺpci
technique-DirectHiddenPair = priama skrytá dvojica
technique-NakedSingle = nahý singl
technique-CageCombination = kombinácia klietky
technique-MarkPartners = partneri značky
technique-SumLimits = hranice súčtu
technique-RenbanRuns = rady renbanu
technique-CagePointing = smerovanie v klietke
technique-RuleOf45 = pravidlo 45
technique-RuleOf45Lines = pravidlo 45 cez viac riadkov
technique-DirectHiddenTriple = priama skrytá trojica
technique-Pointing = uzamknutí kandidáti v bloku
technique-Claiming = uzamknutí kandidáti v riadku alebo stĺpci
technique-NakedPair = nahá dvojica
technique-XWing = X-Wing
technique-HiddenPair = skrytá dvojica
technique-NakedTriple = nahá trojica
technique-Swordfish = Swordfish
technique-HiddenTriple = skrytá trojica
technique-Skyscraper = mrakodrap (Skyscraper)
technique-TwoStringKite = šarkan (2-String Kite)
technique-TurbotFish = Turbot Fish
technique-XYWing = XY-Wing
technique-GroupedStrongLinks = dve silné väzby so skupinami
technique-WWing = W-Wing
technique-XYZWing = XYZ-Wing
technique-WXYZWing = WXYZ-Wing
technique-UniqueRectangle = jednoznačný obdĺžnik
technique-NakedQuad = nahá štvorica
technique-Jellyfish = Jellyfish
technique-HiddenQuad = skrytá štvorica
technique-ThreeStrongLinks = tri silné väzby
technique-FinnedSwordfish = Swordfish s plutvou
technique-FinnedJellyfish = Jellyfish s plutvou
technique-VWXYZWing = VWXYZ-Wing
technique-BugPlusOne = BUG+1
technique-SimpleColouring = jednoduché farbenie
technique-XChain = X-reťazec
technique-GroupedXChain = X-reťazec so skupinami
technique-Aic = striedavý reťazec (AIC)
technique-GroupedAic = striedavý reťazec so skupinami
technique-AlsXz = ALS-XZ
technique-ForcingChains = vynucujúce reťazce
technique-DynamicForcingChains = dynamické vynucujúce reťazce
technique-DynamicForcingChainsPlus = dynamické vynucujúce reťazce (+)
technique-NestedForcingChains = vnorené vynucujúce reťazce

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = takže
note-and = a
note-or = alebo
note-on = na číslici
note-in = v
note-of = v jednotke
note-with = s
note-within = v jednotke
note-over = nad
note-both = aj
note-cells = políčka
note-pivot = stred
note-pincers = krídla
note-fin = plutva
note-fins = plutvy
note-hold = obsahujú
note-holds = obsahuje
note-hold-only = obsahujú len
note-hold-one-of = obsahujú jednu z
note-they-hold = obsahujú
note-and-only = a len
note-one-of = jedno z
note-only-in = len v
note-only-at = len v
note-or-at = alebo v
note-can-only-go-in = môžu byť len v
note-lies-only-in = leží len v
note-has-it-only-in = ju má len v
note-has-it-only-at = ju má len v
note-is-not-confined-to-one-unit = nie je obmedzená na jednu jednotku
note-see-each-other = sa vidia
note-that-see = ktoré vidia
note-leaves-the-cells-of = zmizne z políčok jednotiek
note-if-no-fin-holds = ak ju neobsahuje žiadna plutva
note-it-is-a = je to
note-joined-by-the-strong-link = spojené silnou väzbou
note-type-1 = typ 1
note-type-2 = typ 2
note-type-3-on = typ 3 na číslach
note-type-4 = typ 4
note-every-empty-cell-has-two-candidates-but = každé prázdne políčko má dvoch kandidátov okrem
note-has-three-places-in-each-of-its-units = má tri miesta v každej zo svojich jednotiek
note-its-conjugate-pairs-colour = jej konjugované dvojice farbia
note-one-way-and = jednou farbou a
note-the-other = druhou
note-one-colour-holds = jedna farba obsahuje
note-every-cell-that-sees-both-colours-loses-it = každé políčko, ktoré vidí obe farby, ju stráca
note-of-the-first-colour-see-each-other = prvej farby sa vidia
note-of-the-second-colour-see-each-other = druhej farby sa vidia
note-the-first-colour-cannot-hold = prvá farba nemôže obsahovať
note-the-second-colour-cannot-hold = druhá farba nemôže obsahovať
note-almost-locked-sets = takmer uzamknuté množiny
note-with-restricted-common = so spoločnou obmedzenou číslicou
note-its-places-see-each-other = jej miesta sa vidia
note-one-set-lacks = jednej množine chýba
note-and-holds-all-its-other-digits-among-them = a obsahuje všetky svoje ostatné číslice, medzi nimi
note-every-candidate-of = každý kandidát políčka
note-every-place-of = každé miesto číslice
note-leads-to = vedie k
note-lead-to = vedú k
note-leads-to-both = vedie k obom

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Poznámky k úlohám
worksheet-no-solution = Táto úloha nemá riešenie.
worksheet-several-solutions = Táto úloha má viac ako jedno riešenie.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = { $unit }: žiadne políčko nemá { $digit }
conflict-one = { $unit }: { $cell } má { $digit }
conflict-two = { $unit }: { $a } a { $b } majú obe { $digit }
conflict-many = { $unit }: { $cells } a { $last } majú všetky { $digit }
conflict-sum-over-one = { $cage }: { $cells } má { $total }, viac ako jej súčet
conflict-sum-over = { $cage }: { $cells } dávajú spolu { $total }, viac ako jej súčet
conflict-sum-full = { $cage } je plná a dáva spolu { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) a { $b } ({ $y }) porušujú { $mark }
conflict-no-white = { $a } a { $b } obsahujú { $x } a { $y }, ktoré idú po sebe, ale medzi nimi nie je biela bodka
conflict-no-black = { $a } a { $b } obsahujú { $x } a { $y }, jedna je dvojnásobkom druhej, ale medzi nimi nie je čierna bodka
conflict-no-x = { $a } a { $b } obsahujú { $x } a { $y } so súčtom 10, ale medzi nimi nie je X
conflict-no-v = { $a } a { $b } obsahujú { $x } a { $y } so súčtom 5, ale medzi nimi nie je V
conflict-total-full = { $rule } dáva spolu { $total }, nie { $target }
conflict-total-partial = { $cells } porušujú { $rule }: žiadne číslice v jej prázdnych políčkach nedajú správny súčet
conflict-sandwich-full = { $line }: číslice medzi 1 a { $top } dávajú spolu { $total }, nie { $sum }
conflict-sandwich-partial = { $line }: políčka medzi 1 a { $top } ({ $count }) majú zatiaľ súčet { $total } a nemôžu dať { $sum }
conflict-parity-even = { $cell } má { $digit }, nepárnu číslicu, ale jeho sivý štvorček žiada párnu
conflict-parity-odd = { $cell } má { $digit }, párnu číslicu, ale jeho sivý krúžok žiada nepárnu
conflict-knight = { $a } a { $b } sú od seba skok jazdca a majú obe { $digit }
conflict-king = { $a } a { $b } sú od seba ťah kráľa a majú obe { $digit }
conflict-size = mriežka je { $found }x{ $found }, úloha { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = necháva tieto číslice bez partnera v
note-sum-other-cells = podľa najmenších a najväčších číslic, ktoré môžu mať ostatné políčka súčtu,
note-sum-range = môže mať len { $low } až { $high }
note-sum-only = môže mať len { $digit }
note-sum-none = ostatné políčka súčtu nenechávajú žiadnu číslicu pre
note-renban-runs = čiara má { $count ->
    [few] { $count } po sebe idúce číslice
   *[other] { $count } po sebe idúcich číslic
} a pomocné čísla jej políčok pripúšťajú len { $runs ->
    [one] rad
   *[other] rady
}
note-renban-needs = každý rad, ktorý pripúšťajú pomocné čísla jej políčok, obsahuje { $digit } a iba
note-renban-needs-end = ju môže mať
note-cage-can-only-hold = (počet políčok { $count }) môže obsahovať len { $combinations }
note-cage-must-hold = musí obsahovať { $digit } ({ $combinations }), v políčkach
note-innies-of = vnútorné políčka pre
note-outies-of = vonkajšie políčka pre
note-cell-holds = má { $sum }
note-cells-add-up-to = dávajú spolu { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Sudoku
ext-menu-solve = Vyriešiť toto zadanie
ext-menu-check = Skontrolovať moju mriežku
ext-menu-hint-1 = Rada: kde hľadať
ext-menu-hint-2 = Rada: ktoré políčka
ext-menu-hint-3 = Rada: celý krok
ext-menu-explain = Vysvetliť riešenie
ext-menu-worksheet = Nové zadania / pracovný list...
ext-menu-mark = Ohodnotiť odovzdané súbory...
ext-menu-template = Prázdna šablóna...
ext-hint-title-1 = Sudoku: rada, kde hľadať
ext-hint-title-2 = Sudoku: rada, ktoré políčka
ext-hint-title-3 = Sudoku: rada, celý krok
ext-explain-title = Sudoku: postup riešenia
ext-template-title = Sudoku: prázdna šablóna
ext-worksheet-title = Sudoku: nové zadania a pracovný list
ext-progress-title = Sudoku: tvorba zadaní
ext-progress-made = Hotové zadania:
ext-progress-cancelling = Ruší sa: hotové zadania zostanú.
ext-files-title = Odovzdané zošity na hodnotenie
ext-files-filter = Tabuľky
ext-label-variant = Variant
ext-label-size = Veľkosť
ext-label-difficulty = Obťažnosť
ext-label-count = Počet zadaní
ext-label-per-page = Zadaní na stranu
ext-label-copies = Kópií každého
ext-label-title = Nadpis
ext-label-symmetry = Symetria
ext-button-make = Vytvoriť pracovný list
ext-button-open = Otvoriť šablónu
ext-button-cancel = Zrušiť
ext-button-close = Zavrieť
ext-variant-standard = Sudoku
ext-variant-x = Sudoku X (uhlopriečky)
ext-variant-windoku = Windoku
ext-variant-windoku-x = Windoku X
ext-variant-jigsaw = Jigsaw Sudoku
ext-variant-jigsaw-x = Jigsaw Sudoku X
ext-level-any = ľubovoľná
ext-symmetry-none = žiadna
ext-symmetry-rotate180 = otočenie o 180°
ext-symmetry-rotate90 = otočenie o 90°
ext-symmetry-mirror = zrkadlová
ext-symmetry-diagonal = podľa uhlopriečky
ext-missing = Program sheetdoku sa nenašiel: táto kópia rozšírenia bola pre tento počítač zostavená bez neho. Nainštalujte sheetdoku tak, aby bol v PATH, alebo nastavte premennú prostredia SHEETDOKU_BIN na úplnú cestu k programu a potom reštartujte LibreOffice.
ext-not-a-program = Premenná prostredia SHEETDOKU_BIN ukazuje na súbor, ktorý nie je spustiteľný program:
ext-failed = sheetdoku to nedokázal:
ext-solve-nothing = Nebolo zapísané žiadne riešenie.
ext-solve-no-solution = Toto zadanie nemá riešenie.
ext-solve-dropped = Toto zadanie nemá riešenie. Zošit ukazuje mriežku, ktorá zachová najviac zadaných číslic; vynechané zadané číslice sú červené:
ext-solve-not-unique = Zadanie má viac ako jedno riešenie; zošit ukazuje jedno z nich.
ext-check-nothing = Nie je čo kontrolovať: na tomto hárku sa nenašla žiadna mriežka.
ext-check-coloured = Červené políčka: kolízie; žlté políčka: chybné číslice. Políčko, ktoré zmeníte, farbu stratí; farby sa do súboru neukladajú a zmiznú pri ďalšej kontrole.
ext-check-not-found = Mriežky týchto zadaní sa na ich hárkoch nenašli, preto nie je zafarbené žiadne ich políčko:
ext-hint-nothing = Žiadna rada: na tomto hárku sa nenašlo žiadne zadanie.
ext-explain-nothing = Nie je čo vysvetľovať: na tomto hárku sa nenašlo žiadne zadanie.
ext-worksheet-nothing = Nebolo dokončené žiadne zadanie.
ext-worksheet-two-files = Otvorili sa dve okná: pracovný list pre žiakov (bez riešení) a kópia pre učiteľa s riešeniami (hárok Answers). Kópiu pre učiteľa si uložte: podľa nej sa opravuje.
ext-mark-see-note = Pri súboroch, ktoré sa nedali ohodnotiť, je dôvod v stĺpci poznámka.
ext-menu-mark-folder = Ohodnotiť priečinok odovzdaných súborov...
ext-menu-copies = Kópie tohto zadania...
ext-copies-title = Sudoku: kópie tohto zadania
ext-label-killer = Klietky killer
ext-menu-help = Pomocník
ext-folder-title = Priečinok odovzdaných zošitov na hodnotenie
ext-mark-folder-empty = V tomto priečinku nie sú zošity (.ods ani .xlsx) na hodnotenie:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = hodnotenie
ext-mark-saved = Hodnotenie je uložené ako:
ext-help-title = Sudoku: pomocník
ext-help =
    Vyriešiť toto zadanie: riešenie sa otvorí v novom okne; váš súbor sa nezmení.
    Skontrolovať moju mriežku: kolidujúce číslice sa zafarbia na červeno, chybné na žlto.
    Rada: tri úrovne, od toho, kde hľadať, po celý krok.
    Vysvetliť riešenie: každý krok slovami.
    Nové zadania / pracovný list: otvoria sa dve okná, pracovný list pre žiakov a vaša kópia s riešeniami. Vašu kópiu uložte: podľa nej sa hodnotí.
    Hodnotenie: otvorte svoju kópiu s riešeniami a zvoľte Ohodnotiť odovzdané súbory (súbory žiakov) alebo Ohodnotiť priečinok; hodnotenie sa uloží vedľa vašej kópie.
    Prázdna šablóna: prázdna mriežka, do ktorej napíšete vlastné zadanie.
    Ak je na hárku viac mriežok, najprv mriežku označte.
report-verdict-solved = vyriešené (úplné, žiadne pravidlo nie je porušené)
report-verdict-other-solution = platné riešenie, ale iné než v kľúči (zadanie má viac riešení)
report-verdict-not-started = nezačaté (ešte nie je vpísaná žiadna číslica)
report-verdict-keep-going-right = pokračujte (zatiaľ { $right } z { $to_fill } správne, zostáva vyplniť { $left })
report-verdict-keep-going = pokračujte (zostáva vyplniť { $left } { $left ->
    [one] políčko
    [few] políčka
   *[other] políčok
}, zatiaľ žiadne pravidlo nie je porušené)
report-verdict-wrong-digits = chybné číslice (zatiaľ bez kolízie, ale niektoré číslice sa líšia od kľúča)
report-verdict-clash = kolízia (číslica dvakrát v jednej jednotke alebo porušený súčet klietky)
report-filled-empty = vyplnené { $typed } z { $to_fill } prázdnych políčok
report-filled = vyplnené { $typed } z { $to_fill } políčok
report-clash = kolízia: { $conflict }
report-wrong-digits = { $count ->
    [1] chybná číslica
   *[other] chybné číslice
}: { $cells }
report-differs = líši sa od kľúča v { $cells }
report-counted = hodnotí sa: { $sheet } (viac vpísaných číslic); { $others }, nehodnotí sa
report-also-holds = { $sheet } obsahuje aj { $count } { $count ->
    [one] vpísanú číslicu
    [few] vpísané číslice
   *[other] vpísaných číslic
}
report-bad-cell = { $cell } obsahuje { $found }, nie { $expected }: počíta sa ako chyba
report-found-at = { $name } nájdená na { $at } (nie tam, kde ju má pracovný list)
report-missing = v súbore sa nenašlo: { $names } (hárok zmazaný alebo zmenené zadané čísla)
report-undecided = neohodnotené: mriežka na { $at } sedí na túto úlohu aj na úlohu { $puzzles } (majú rovnaké riešenie) a zo súboru nevidno, ktorá to je; vráťte ju tam, kde bola { $name } (názov hárka a miesto), a hodnoťte znova

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = delenie klietky
technique-CageSplittingLines = delenie klietky cez viac riadkov
technique-CombinationClash = stret kombinácií
technique-LockedDigitAcrossCages = zamknutá číslica v dvoch klietkach
note-less = bez
note-group-must-hold = a musia obsahovať { $digit } ({ $combinations }), v políčkach
note-clash-cannot-hold = nemôže obsahovať { $dropped }: s ktoroukoľvek z nich nezostane žiadna kombinácia v skupine
note-pair-must-hold = každé dve ich kombinácie, ktoré sa k sebe hodia, obsahujú { $digit }, v políčkach
technique-CagePermutations = permutácie klietky
note-cage-placements = obsahuje { $combinations } a žiadne rozmiestnenie týchto číslic podľa kandidátov jej políčok nedá tieto číslice na tieto miesta
technique-InniesOutiesSums = vnútorné a vonkajšie políčka cez viac oblastí
note-sum-of = pravidlo 45 pre
note-sum-cannot = keďže políčka, ktoré sa vidia, nemajú rovnakú číslicu, žiadne iné číslice týchto políčok tento súčet nedajú
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = súbor pre žiakov: { $pupils }; súbor pre učiteľa s riešeniami: { $teacher } (uschovajte ho na opravovanie)
written-pupil-copy = kópia pre žiakov bez riešenia: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = riadku
in-unit-column = stĺpci
in-unit-block = bloku
in-unit-region = oblasti
in-unit-diagonal = uhlopriečke
in-unit-extra-block = extra bloku
in-unit-cage = klietke
step-naked-single-steps = Nahý singl: v { $cell } môže byť len { $digit }: ostatné číslice vylúčili predchádzajúce kroky.
step-naked-single-mixed = Nahý singl: v { $cell } môže byť len { $digit }: každá iná číslica už je v jeho { $units }, alebo ju vylúčili predchádzajúce kroky.
hidden-single-in-row = skrytý singl v riadku
hidden-single-in-column = skrytý singl v stĺpci
hidden-single-in-block = skrytý singl v bloku
hidden-single-in-region = skrytý singl v oblasti
hidden-single-in-diagonal = skrytý singl na uhlopriečke
hidden-single-in-extra-block = skrytý singl v extra bloku
decimal-separator = ,

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = čítam hárok { $sheet } (žiak vpísal { $count ->
    [one] { $count } číslicu
    [few] { $count } číslice
   *[other] { $count } číslic
})
pupil-wrong-digit = číslica v { $cell } je chybná (kľúč má inú)
pupil-wrong-digits = číslice v { $cells } sú chybné (kľúč má iné)
explain-start-without = { $wrong }; postup začína bez { $count ->
    [one] nej
   *[other] nich
}
explain-start-from-givens = { $clashes }; postup začína od zadaných číslic
sound-no-solution-drop = bez riešenia: po vynechaní { $items } sa dá vyriešiť
sound-no-grid = bez riešenia: tieto pravidlá nespĺňa žiadna mriežka, nech sú zadané číslice akékoľvek (pozrite sa na mapu blokov)
sound-no-grid-cages = bez riešenia: tieto pravidlá nespĺňa žiadna mriežka, nech sú zadané číslice akékoľvek (pozrite sa na mapu blokov a na klietky)
sound-several = viac riešení: dve z nich sa líšia v { $cells } (zadaná číslica v jednom z týchto políčok jedno z nich vylúči)
label-puzzle = úloha { $number }
label-line = riadok { $line }
marks-count-solved = { $count ->
    [one] { $count } vyriešená
    [few] { $count } vyriešené
   *[other] { $count } vyriešených
}
marks-count-other-solution = { $count } s platným riešením, ale iným než v kľúči
marks-count-not-started = { $count ->
    [one] { $count } nezačatá
    [few] { $count } nezačaté
   *[other] { $count } nezačatých
}
marks-count-keep-going = { $count ->
    [one] { $count } rozpracovaná
    [few] { $count } rozpracované
   *[other] { $count } rozpracovaných
}
marks-count-wrong-digits = { $count } s chybnými číslicami
marks-count-clash = { $count } s kolíziou
marks-count-no-solution = { $count } bez riešenia
marks-count-several-solutions = { $count } s viacerými riešeniami
marks-not-ours = nie je to zošit zapísaný programom sheetdoku (nemá hárok Play ani P1)
marks-class-work = práca triedy
marks-written = hodnotenie zapísané do { $file }
check-verdict-line = výsledok: { $verdict }
report-verdict-clash-plain = kolízia (číslica dvakrát v jednej jednotke)
digit-list-separator = { ", " }
combination-separator = { "+" }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (úloha { $number })
check-file-sheet = { $file }, hárok { $sheet }
check-no-answer = bez uloženého riešenia, preto sa kontrolujú len kolízie
shape-summary = { $title } ({ $details })
shape-blocks = bloky { $rows }x{ $cols }
shape-irregular = nepravidelné oblasti
shape-extra-blocks = { $count ->
    [one] { $count } extra blok
    [few] { $count } extra bloky
   *[other] { $count } extra blokov
}
shape-cages = { $count ->
    [one] { $count } klietka
    [few] { $count } klietky
   *[other] { $count } klietok
}
check-unsound = zatiaľ nie je porušené žiadne pravidlo, ale úloha s týmito zadanými číslicami má chybu – { $flaw }
check-unsound-cages = zatiaľ nie je porušené žiadne pravidlo, ale úloha s týmito zadanými číslicami a klietkami má chybu – { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] zadanej číslice v { $cells }
   *[other] zadaných číslic v { $cells }
}
drop-of = { $dropped } z { $total }
drop-cages-of = { $dropped } z { $total ->
    [one] { $total } klietky
   *[other] { $total } klietok
}
drop-givens-of = { $dropped } z { $total ->
    [one] { $total } zadanej číslice
   *[other] { $total } zadaných číslic
}

# The solve command's terminal lines.
solve-presolve = predspracovanie: šírenie a skúšanie doplnilo { $fixed } z { $empty } prázdnych políčok ešte pred BLP
solve-unique-not-checked = jednoznačnosť: neoverená, hľadanie druhého riešenia trvalo viac ako { $seconds } s (--unique ju dokáže Peškovým rezom)
solve-unique-undecided = jednoznačnosť: nedokázaná, časový limit prišiel skôr
solve-unique-cut = jednoznačnosť: dokázaná Peškovým rezom, druhé riešenie neexistuje (spolu { $time })
solve-unique-engine = jednoznačnosť: dokázaná prehľadaním modelu vlastným riešičom, druhé riešenie neexistuje (spolu { $time })
solve-unique-yes = jednoznačnosť: áno, vlastné prehľadávanie nenašlo druhé riešenie
solve-not-unique = nie je jednoznačné ({ $time }): druhé riešenie sa líši v { $count } políčkach: { $cells } (označené *)
solve-not-unique-more = nie je jednoznačné ({ $time }): druhé riešenie sa líši v { $count } políčkach: { $cells } a ďalších { $more } (označené *)
wrote-file = zapísané: { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] 1 zadaná číslica
    [few] { $givens } zadané číslice
   *[other] { $givens } zadaných číslic
}
solve-headline-presolve = Vyriešené: predspracovanie (šírenie a skúšanie) doplnilo mriežku, LP nebolo treba ({ $time })
solve-headline-solver = Vyriešené BLP pomocou { $solver } za { $time } { $model }
solve-headline-how = Vyriešené BLP za { $time }: { $how } { $model }
solve-model = ({ $variables } premenných, { $constraints } ohraničení, účelová funkcia { $objective } = zadané číslice)
solve-how-lp = metóda vetiev a hraníc na LP relaxácii riešiča { $solver }
solve-how-search = metóda vetiev a hraníc so šírením, LP nebolo treba
solve-how-engine = prehľadávanie predspracovaného modelu vlastným jadrom, LP nebolo treba
solve-how-presolve = predspracovanie, LP nebolo treba
solve-no-solution = Bez riešenia
solve-no-solution-dropping = Bez riešenia: po vynechaní { $items } sa dá vyriešiť
solve-keeping-givens = bez riešenia; mriežka, ktorá zachová najviac zadaných číslic (vynechané zadané číslice sú označené *):
solve-keeping-cages = bez riešenia; mriežka, ktorá zachová najviac zadaných číslic a klietok (vynechané zadané číslice a políčka vynechaných klietok sú označené *):
solve-dropped-cage = vynechaná: { $cage } ({ $cells }): jej číslice tu dávajú súčet { $sum }

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: nevyriešená: { $why }
solve-batch-stopped = zastavené klávesmi Ctrl-C
solve-batch-time-limit = vypršal časový limit
solve-batch-error = { $puzzle }: chyba: { $error }
solve-batch-by-presolve = predspracovaním, LP nebolo treba
solve-batch-by-blp = BLP riešičom { $solver }
solve-batch-solved = vyriešená { $how }, { $time }
solve-batch-solved-unique = vyriešená { $how }, riešenie je jednoznačné, { $time }
solve-batch-solved-not-unique = vyriešená { $how }, riešenie NIE JE jednoznačné, { $time }
solve-batch-solved-undecided = vyriešená { $how }, jednoznačnosť nepreukázaná (časový limit), { $time }
solve-batch-no-solution = bez riešenia, { $time }
solve-batch-summary = { $puzzles ->
    [one] 1 úloha
    [few] { $puzzles } úlohy
   *[other] { $puzzles } úloh
}: { $solved ->
    [one] 1 vyriešená
    [few] { $solved } vyriešené
   *[other] { $solved } vyriešených
} ({ $presolve } samotným predspracovaním), { $unsolved } bez riešenia
solve-batch-not-unique = { $count ->
    [one] 1 nejednoznačná
    [few] { $count } nejednoznačné
   *[other] { $count } nejednoznačných
}
solve-batch-failed = { $count ->
    [one] 1 zlyhala
    [few] { $count } zlyhali
   *[other] { $count } zlyhalo
}
solve-batch-not-in-time = { $count ->
    [one] 1 nevyriešená v časovom limite
    [few] { $count } nevyriešené v časovom limite
   *[other] { $count } nevyriešených v časovom limite
}
solve-batch-not-before-stop = { $count ->
    [one] 1 nevyriešená pred Ctrl-C
    [few] { $count } nevyriešené pred Ctrl-C
   *[other] { $count } nevyriešených pred Ctrl-C
}
solve-batch-undecided = { $count } bez dôkazu jednoznačnosti v časovom limite
solve-batch-threads = { $time } na { $threads ->
    [one] 1 vlákne
   *[other] { $threads } vláknach
}
solve-batch-wrote-lines = zapísané: { $file } (jedno riešenie na riadok)
solve-batch-wrote-book = zapísané: { $file } (hárok Summary, { $pages ->
    [one] hárok riešenia S1
   *[other] hárky riešení S1 až S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = číslice sú vpísané do úloh verzií { $versions }: uvedené sú všetky úlohy súboru
marks-version-undecided = zo súboru nevidno, ktorú verziu ({ $versions }) mal žiak: uvedené sú všetky úlohy

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = hárok '{ $sheet }'
location-cell = bunka { $cell }
location-range = oblasť { $range }
location-line = riadok { $line }
location-input = vstup
input-empty-file = súbor je prázdny
input-unknown-extension = neznámy typ súboru '{ $extension }' (platné: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = nie je to čitateľná tabuľka: { $why }
input-password = zošit je chránený heslom; uložte jeho nechránenú kópiu
input-missing-sheet = hárok s názvom '{ $name }' neexistuje (hárky: { $sheets })
input-bad-range = chybná oblasť: { $why }
input-no-grid = mriežka úlohy sa nenašla: { $why }
input-several-grids = mriežok je viac; vyberte jednu: { $choices }
input-ambiguous = číslice v { $block } sa hodia do viacerých mriežok a nič na hárku (okraje nakreslené okolo mriežky, nadpis, veľkosť) neurčuje, do ktorej; vyberte jednu: { $choices }
input-several-puzzles = { $count ->
    [one] 1 úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
} v súbore ({ $names }); { $remedy }
input-merged = zlúčené bunky { $cells } v mriežke; zrušte ich zlúčenie, aby každá bunka obsahovala jednu číslicu
input-not-square = mriežka má { $rows ->
    [one] 1 riadok
    [few] { $rows } riadky
   *[other] { $rows } riadkov
} a { $cols ->
    [one] 1 stĺpec
    [few] { $cols } stĺpce
   *[other] { $cols } stĺpcov
}; mriežka úlohy musí byť štvorcová
input-bad-cell = obsahuje { $found }; očakáva sa { $expected }
input-bad-digit = obsahuje { $found }; očakáva sa číslica 1 až { $size } alebo prázdna bunka
input-bad-symbol = obsahuje { $found }; očakáva sa číslica 1 až { $size } (alebo 1 – 9 a A – { $last }) alebo prázdna bunka
input-too-large = príliš veľký: { $why }
io-not-found = súbor neexistuje
io-permission-denied = prístup zamietnutý
flag-give-blocks = zadajte mapu blokov (hárok B, tabuľka s nadpisom B alebo --blocks)
flag-give-extra = zadajte ďalšie bloky (hárok B2 alebo --extra)
flag-choose-range = vyberte mriežku pomocou --puzzle 'HÁROK!OBLASŤ'
flag-choose-puzzle = vyberte jednu pomocou --puzzle NÁZOV alebo ČÍSLO
flag-read-sheet = celý ho načítate pomocou --puzzle { $sheet }
read-grid-found = mriežka { $range }, podľa { $how }
read-from-borders = jej okrajov
read-from-label = nadpisu nad ňou
read-from-sheet-edge = okraja hárka
read-from-surroundings = jej veľkosti a buniek okolo nej
read-note = načítané: { $what }
cli-error = chyba
read-unused-blocks = { $place } obsahuje aj mapu blokov { $range }, ktorá sa nepoužila ({ $remedy })
read-unused-extra = { $place } obsahuje aj ďalšie bloky { $range }, ktoré sa nepoužili ({ $remedy })
read-unused-grid = { $place } obsahuje aj ďalšiu mriežku { $range }, ktorá sa nenačítala ({ $remedy })
flag-use-blocks = použijete ju pomocou { $flag }
flag-use-extra = použijete ich pomocou { $flag }
flag-use-grid = načítate ju pomocou { $flag }

# The terminal lines of `rate`.
rate-solved = { $level } (hodnotenie { $score }, { $technique })
rate-nothing = { $level } (hodnotenie { $score }, nie je čo riešiť)
rate-stuck = { $level } (bez hodnotenia: techniky uviaznu, riešenie potrebuje skúšanie)
rate-contradiction = { $level } (bez riešenia: zadané číslice si protirečia)
rate-givens = { $count ->
    [one] { $count } zadaná číslica
    [few] { $count } zadané číslice
   *[other] { $count } zadaných číslic
}
rate-summary = Úlohy ({ $count }): { $parts }
rate-level = { $level }: { $count }
rate-without-solution = { $count } bez riešenia
rate-several = { $count } s viacerými riešeniami

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = časový limit { $seconds } s uplynul počas činnosti: { $doing }
error-cancelled = zrušené počas činnosti: { $doing }
doing-reading = čítanie súboru { $file }
doing-solving = riešenie
doing-rating = hodnotenie obtiažnosti
doing-starting = začiatok riešenia úlohy
doing-probing = skúšanie kandidátov v predspracovaní
doing-second-solution = hľadanie druhého riešenia
doing-offering-totals = hľadanie súčtov pre rozloženie klietok
doing-counting = počítanie riešení (zatiaľ { $found }, { $nodes } uzlov hľadania)
doing-blp = riešenie binárneho programu solverom { $solver }
doing-blp-second = hľadanie druhého riešenia solverom { $solver }
doing-blp-counting = počítanie riešení solverom { $solver } (zatiaľ { $found })
doing-repair = hľadanie mriežky, ktorá zachová najviac zadaných číslic, solverom { $solver }
doing-shrinking = hľadanie mriežky, ktorá zachová najviac zadaných číslic (zmenšovanie konfliktu)
doing-repair-cores = hľadanie mriežky, ktorá zachová najviac zadaných číslic (nájdené konflikty: { $conflicts }; vynechať treba aspoň { $dropped } z { $givens } zadaných číslic)
doing-repair-cores-cages = hľadanie mriežky, ktorá zachová najviac zadaných číslic (nájdené konflikty: { $conflicts }; vynechať treba aspoň { $dropped } z { $givens } zadaných číslic a { $cages } klietok)
doing-hitting = hľadanie najmenšieho počtu zadaných číslic, ktoré vylúčia každé ďalšie nájdené riešenie
doing-jigsaw-map = hľadanie náhodnej mapy oblastí { $n }x{ $n }, ktorá pripúšťa riešenie
doing-generating = tvorba úlohy (pokus { $attempt })
doing-generating-wanted = tvorba úlohy { $wanted } (pokus { $attempt })
doing-generating-killer = tvorba killer sudoku (pokus { $attempt })
want-level = s obtiažnosťou { $level }
want-rating = s hodnotením od { $min } do { $max }
want-givens = { $count ->
    [one] s { $count } zadanou číslicou
   *[other] s { $count } zadanými číslicami
}
want-rules = s pravidlami { $rules }
want-symmetry = so súmernosťou { $symmetry }
doing-writing-sheet = zápis hárka { $sheet }
doing-writing-sheet-of = zápis hárka { $number } z { $total }
doing-drawing = kreslenie obrázkov hárka { $sheet }
doing-worksheet = zápis pracovného listu ({ $what })
doing-worksheet-pages = zápis pracovného listu (jeho strany)
doing-worksheet-code = zápis pracovného listu (kód úlohy { $number })
doing-checking-unique = overovanie, že úloha má práve jedno riešenie
doing-checking-unique-at = overovanie, že { $at } má práve jedno riešenie; nič sa nezapíše
doing-first-puzzle = riešenie prvej úlohy
doing-drop-givens = hľadanie zadaných číslic, ktoré treba vynechať z úlohy bez riešenia
note-time-limit-puzzles = časový limit { $seconds } s uplynul po { $done } z { $total } úloh
note-time-limit-files = časový limit { $seconds } s uplynul po { $done } z { $total } súborov
note-stopped-puzzles = zastavené klávesmi Ctrl-C po { $done } z { $total } úloh
note-stopped-files = zastavené klávesmi Ctrl-C po { $done } z { $total } súborov
note-unchecked = overenie, že { $at } má práve jedno riešenie, sa nedokončilo
solve-time-limit-written = časový limit { $seconds } s uplynul pred dôkazom jednoznačnosti; riešenie je zapísané do { $file }
solve-time-limit-unproved = časový limit { $seconds } s uplynul pred dôkazom jednoznačnosti
solve-time-limit-no-repair = časový limit { $seconds } s uplynul skôr, než sa našla mriežka, ktorá zachová najviac zadaných číslic
generate-unreached-rating = upozornenie: úlohu s hodnotením od { $min } do { $max } sa nepodarilo vytvoriť v časovom limite { $seconds } s; ťažšie úrovne potrebujú oveľa viac pokusov: zvýšte --time-limit, požiadajte o menej úloh alebo zvoľte ľahšiu úroveň
generate-unreached-levels = upozornenie: nie všetky požadované úlohy (obtiažnosť { $levels }) sa podarilo vytvoriť v časovom limite { $seconds } s; ťažšie úrovne potrebujú oveľa viac pokusov: zvýšte --time-limit, požiadajte o menej úloh alebo zvoľte ľahšiu úroveň
generate-exhausted = úloha { $geometry } sa nenašla ani po { $attempts } pokusoch; skúste inú úroveň alebo počet zadaných číslic, inú súmernosť alebo viac pokusov
generate-exhausted-wanted = úloha { $geometry } { $wanted } sa nenašla ani po { $attempts } pokusoch; skúste inú úroveň alebo počet zadaných číslic, inú súmernosť alebo viac pokusov
generate-stopped-none = zastavené klávesmi Ctrl-C skôr, než bola hotová čo i len jedna úloha; nič sa nezapísalo
generate-finished-none = nedokončila sa ani jedna úloha; zvýšte --time-limit alebo zmiernite požiadavky
wrote-puzzle-lines = zapísané: { $file } ({ $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}, jedna na riadok)
wrote-generated-worksheet = zapísané: { $file } ({ $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}; jednu vyriešite s --puzzle P1, kópie žiakov opravíte príkazom sheetdoku check)
wrote-worksheet = zapísané: { $file } ({ $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
})
wrote-template = zapísané: { $file } ({ $what })
kept-two-files = hotové úlohy ({ $done }) sú zapísané do { $file } a { $key }
kept-one-file = hotové úlohy ({ $done }) sú zapísané do { $file }
kept-printed = hotové úlohy ({ $done }) sú vypísané vyššie
kept-finished = dokončené úlohy ({ $done }) sú zapísané

# Why a line of text is not a puzzle.
parse-unknown-level = neznáma úroveň '{ $name }' (platné: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = neznámy variant '{ $name }' (platné: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; časti sa dajú spájať, napríklad jigsaw-windoku alebo extra-regions-x)
parse-not-square = počet znakov { $symbols } nezodpovedá štvorcovej mriežke (81 pre 9x9, 256 pre 16x16, ...)
parse-not-a-digit = '{ $symbol }' na pozícii { $position } nie je číslica mriežky { $size }x{ $size }
text-not-a-grid = počet znakov { $count } nezodpovedá žiadnej mriežke (81 pre 9x9, 256 pre 16x16 alebo 9 riadkov po 9; čísla oddelené čiarkami alebo medzerami sa počítajú po jednom)
text-short-grid = počet riadkov { $lines } po { $width } znakov; mriežka { $width }x{ $width } potrebuje { $width } riadkov
text-size-asked = mriežka { $n }x{ $n }, ale požadovaná veľkosť je { $want }x{ $want }
range-digit-at = políčko { $cell } obsahuje { $digit }, číslice musia byť od 1 do { $size }
range-cells = mriežka { $size }x{ $size } potrebuje { $cells } políčok, má { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = zvoľte { $choice }
flag-choose-one-of = zvoľte jednu možnosť: { $choices }
flag-or-size = alebo zadajte veľkosť ({ $sizes })
calc-choice-range = označte { $range }
calc-choice-size = označte presne mriežku { $n }x{ $n }
calc-or-size = alebo { $sizes }
calc-choose = { $choice } a zvoľte príkaz znova
calc-choose-one-of = vyberte jednu možnosť a zvoľte príkaz znova: { $choices }
calc-give-blocks = pridajte hárok s názvom B s mapou blokov a zvoľte príkaz znova
calc-give-extra = pridajte hárok s názvom B2 s extra oblasťami a zvoľte príkaz znova
calc-choose-range = označte mriežku úlohy a zvoľte príkaz znova
calc-choose-puzzle = označte mriežku úlohy, ktorú máte na mysli, a zvoľte príkaz znova
calc-read-sheet = prejdite na hárok { $sheet }, kliknite na jedno políčko a zvoľte príkaz znova
calc-use-blocks = ak ju chcete použiť ako mapu blokov, premenujte jej hárok na B
calc-use-extra = ak ich chcete použiť ako extra oblasti, premenujte ich hárok na B2
calc-use-grid = ak ju chcete čítať, { $flag } a zvoľte príkaz znova

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (semienko { $seed })
generate-heading-copies = kópie z { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = úloha { $number }: { $about }
generate-original = úloha { $number }, originál: { $line }
generate-copy = úloha { $number }, kópia { $copy }: { $level } ({ $rating })
generate-rating = hodnotenie { $score }
generate-needs-search = potrebuje skúšanie

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = mriežka { $n }x{ $n } nie je podporovaná (veľkosti { $min } až { $max })
geo-no-box-shape = mriežka { $n }x{ $n } nemá pravidelné bloky; zadajte mapu blokov (hárok B)
geo-map-size-block = mapa blokov má { $found } políčok, očakáva sa { $expected }
geo-map-size-extra = mapa ďalších blokov má { $found } políčok, očakáva sa { $expected }
geo-partition = mapa blokov nedelí mriežku na { $n } oblastí po { $n } políčok: { $parts }
geo-partition-count = mapa blokov má { $count } oblastí
geo-partition-region = oblasť { $label } má { $count ->
    [one] { $count } políčko
    [few] { $count } políčka
   *[other] { $count } políčok
} ({ $cells })
geo-disconnected = oblasť { $label } mapy blokov nie je súvislá: { $cut } je odrezané od { $first }
geo-extra-size = extra blok { $label } má { $count ->
    [one] { $count } políčko
    [few] { $count } políčka
   *[other] { $count } políčok
} ({ $cells }), každý extra blok musí mať { $n }
geo-boxes-tile = bloky { $rows }x{ $cols } nepokryjú mriežku { $n }x{ $n }
geo-needs-block-map = variant { $variant } potrebuje mapu blokov
geo-needs-extra-map = variant { $variant } potrebuje mapu ďalších blokov
geo-windoku-square = Windoku potrebuje štvorcové bloky (4x4, 9x9, 16x16, 25x25), nie { $n }x{ $n }
geo-rule = pravidlo sa nedá pridať: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = táto úloha používa { $rules }, čo sheetdoku nepodporuje
fp-negative-unsupported = zapína negatívne pravidlo pre { $rules } ('negative'), čo sheetdoku nepodporuje
fp-drawings = má kresby ({ $drawings }), ktorých význam povedia len jej pravidlá slovami; tie sheetdoku nevie prečítať
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: žiadna klietka nemá súčet (rozloženie klietok); s týmito súčtmi má úloha jediné riešenie:
offer-no-givens = jediné riešenie dajú samotné súčty, netreba žiadnu zadanú číslicu
offer-givens = pridané zadané číslice: { $count } ({ $cells }); žiadnu z nich nemožno vynechať, no možno by stačilo menej iných (nie je dokázané, že ich je najmenej)
offer-none = { $label }: žiadna klietka nemá súčet a toto rozloženie klietok nespĺňa žiadna mriežka: súčty sa nedajú navrhnúť

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = poznámka: killery { $size }x{ $size } sa tlačia po { $count } na stranu, nie po { $asked }: pri { $asked } na stranu by súčty ich klietok boli primalé na čítanie
