# Čeština: slova, která sheetdoku tiskne na stránky a píše v `explain` a `hint`.
# Zpráva, která tu chybí, se vytiskne anglicky. Zástupné symboly { $jmeno } ponechte.
#
# Slovník technik (ustálené české názvy, kde existují; jinak anglický
# název, jak ho používají čeští řešitelé):
#   hidden single = skrytý singl, naked single = nahý singl,
#   pair / triple / quad = dvojice / trojice / čtveřice (nahá, skrytá),
#   locked candidates (pointing, claiming) = zamčení kandidáti v bloku /
#   v řádku nebo sloupci, unique rectangle = jednoznačný obdélník,
#   strong link = silná vazba, chain = řetězec, forcing chains = vynucující
#   řetězce, colouring = barvení; X-Wing, Swordfish, Jellyfish, XY-Wing,
#   W-Wing, Turbot Fish, BUG+1, ALS-XZ zůstávají anglicky.

## Worksheet
worksheet-default-title = Sudoku
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, verze { $version }
worksheet-name-date = Jméno: ________________________________     Datum: ________________
page-sudokupad = Na tabletu: naskenuj kód a hraj toto sudoku v aplikaci SudokuPad.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Jméno:
worksheet-date = Datum:
worksheet-level = Úroveň: { $level }
answers-hardest-step = Nejtěžší krok každé úlohy
answers-title = { $title }: řešení
answers-legend = Zadané číslice každé úlohy tučně černě, číslice, které doplní žáci, modře.
answers-copy = úloha { $puzzle }, kopie { $copy }
page-footer = Strana { $page } z { $count }

## Levels
level-easy = lehká
level-medium = střední
level-hard = těžká
level-expert = expertní
level-fiendish = ďábelská
level-extreme = extrémní

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Sudoku
title-windoku = Windoku
title-jigsaw-sudoku = Jigsaw Sudoku
title-jigsaw-windoku = Jigsaw Windoku
title-with-extra = { $name } s extra oblastmi
title-killer = Killer { $name }
title-kropki = Kropki { $name }
title-xv = XV { $name }
title-greater = Větší-menší { $name }
title-even-odd = Sudá-lichá { $name }
title-thermo = Teploměrové { $name }
title-whispers = Šeptandové { $name }
title-palindrome = Palindromové { $name }
title-arrow = Šipkové { $name }
title-little-killer = Malé killer { $name }
title-sandwich = Sendvičové { $name }
title-renban = Renbanové { $name }
title-antiknight = Antijezdcové { $name }
title-antiking = Antikrálové { $name }

## Units, joined into "row, column and block"
unit-row = řádek
unit-column = sloupec
unit-block = blok
unit-region = oblast
unit-diagonal = úhlopříčka
unit-extra-block = extra blok
unit-cage = klec
units-and = { $list } a { $last }
units-or = { $list } nebo { $last }

## Units named where a pupil finds them on the page
name-row = řádek { $label }
name-column = sloupec { $label }
names-rows = řádky { $list }
names-columns = sloupce { $list }
name-block = blok { $number }
name-block-top-left = levý horní blok
name-block-top-middle = prostřední horní blok
name-block-top-right = pravý horní blok
name-block-middle-left = levý prostřední blok
name-block-middle-middle = středový blok
name-block-middle-right = pravý prostřední blok
name-block-bottom-left = levý dolní blok
name-block-bottom-middle = prostřední dolní blok
name-block-bottom-right = pravý dolní blok
name-block-of = blok v řádcích { $r1 }-{ $r2 } a sloupcích { $c1 }-{ $c2 }
name-region-with = oblast s políčkem { $cell }
name-main-diagonal = hlavní úhlopříčka
name-anti-diagonal = vedlejší úhlopříčka
name-extra = extra blok { $number }
name-cage = klec se součtem { $sum } v políčku { $cell }
name-cage-no-total = klec bez součtu v políčku { $cell }
name-sandwich = sendvičový součet { $sum } ({ $line })
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = pravidlo skoku jezdce
name-anti-king = pravidlo tahu krále
name-even = šedý čtvereček v políčku { $cell }
name-odd = šedý kroužek v políčku { $cell }
name-kropki-white = bílá tečka mezi { $a } a { $b }
name-kropki-black = černá tečka mezi { $a } a { $b }
name-x = X mezi { $a } a { $b }
name-v = V mezi { $a } a { $b }
name-greater = znaménko { $a } > { $b }
name-no-white = pravidlo bez bílé tečky mezi { $a } a { $b }
name-no-black = pravidlo bez černé tečky mezi { $a } a { $b }
name-no-x = pravidlo bez X mezi { $a } a { $b }
name-no-v = pravidlo bez V mezi { $a } a { $b }
name-thermo = teploměr od { $first } do { $last }
name-whisper = zelená čára od { $first } do { $last }
name-palindrome = šedá čára (palindrom) od { $first } do { $last }
name-renban = fialová čára od { $first } do { $last }
name-arrow = šipka od { $first } do { $last }
name-little-killer = úhlopříčka se součtem { $sum } od { $first } do { $last }
names-extra = extra bloky { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = Doplňte do prázdných políček číslice 1 až { $n }: { $parts }.
rules-blocks = každý řádek, sloupec a blok { $box } obsahuje každou číslici právě jednou
rules-regions = každý řádek, sloupec a ohraničená oblast obsahuje každou číslici právě jednou
rules-diagonals = stejně tak každá ze dvou podbarvených úhlopříček
rules-windows = stejně tak každé podbarvené okno
rules-extra = stejně tak každá podbarvená extra oblast
rules-cages = číslice každé čárkované klece dávají součet rovný malému číslu v jejím rohu a neopakují se
rules-kropki = číslice spojené bílou tečkou jdou po sobě, spojené černou tečkou jsou jedna dvojnásobkem druhé
rules-xv = číslice spojené X dávají součet 10, spojené V součet 5
rules-no-white = dvě sousední číslice, mezi kterými není bílá tečka, nejdou po sobě
rules-no-black = ze dvou sousedních číslic, mezi kterými není černá tečka, není ani jedna dvojnásobkem druhé
rules-no-x = dvě sousední číslice, mezi kterými není X, nedávají součet 10
rules-no-v = dvě sousední číslice, mezi kterými není V, nedávají součet 5
rules-greater = každé znaménko ukazuje od větší číslice k menší
rules-even-odd = v šedém čtverečku je sudá číslice, v šedém kroužku lichá
rules-thermo = číslice na každém teploměru rostou od jeho baňky
rules-whispers = sousedé na každé zelené čáře se liší aspoň o polovinu největší číslice, zaokrouhleno nahoru (5 na 9x9)
rules-palindrome = každá šedá čára se čte stejně z obou konců
rules-arrow = číslice podél každé šipky dávají dohromady číslo v jejím kroužku (na šipce se číslice mohou opakovat)
rules-little-killer = číslice na každé úhlopříčce označené malým číslem se šipkou dávají dohromady toto číslo (číslice se mohou opakovat)
rules-sandwich = číslo vedle řádku nebo nad sloupcem je součet číslic mezi 1 a největší číslicí toho řádku či sloupce (0, když stojí vedle sebe)
rules-renban = číslice na každé fialové čáře jsou různé a tvoří řadu po sobě jdoucích čísel, v libovolném pořadí
rules-antiknight = buňky vzdálené o skok šachového jezdce nikdy neobsahují stejnou číslici
rules-antiking = buňky vzdálené o tah šachového krále (dotýkající se i rohem) nikdy neobsahují stejnou číslici

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = Číslice zčervená, jakmile se zopakuje v některé jednotce ({ $units }). Toto políčko ukáže „{ $solved }“, když je mřížka úplná a nic se neopakuje.
play-locked-note = Zadané číslice jsou zamčené, psát lze jen do prázdných políček (Nástroje > Zamknout list, bez hesla, je odemkne).
play-names-note = Políčka se jmenují podle písmen nad mřížkou a čísel vlevo od ní (E5: sloupec E, řádek 5), tak je jmenují rady i hodnocení; pole s názvem v Calcu ukazuje jiné adresy.
status-solved = vyřešeno
status-not-started = nezačato
status-no-clash = zatím bez kolize
status-cage-broken = součet klece nesedí
status-mark-broken = značka mezi dvěma políčky nesedí
status-parity-broken = sudé nebo liché políčko má číslici opačného druhu
status-line-broken = čára nesedí
status-sum-broken = součet nesedí
status-sandwich-broken = sendvičový součet nesedí
status-clash = kolize
status-not-a-digit = červené políčko obsahuje něco jiného než číslici mřížky
check-not-a-digit = Toto není číslice této mřížky
check-enter-digit = Zadejte celé číslo od 1 do { $n }, nebo nechte políčko prázdné.
check-hint = číslice 1 až { $n }; červená: kolize
check-hint-units = číslice 1 až { $n }; červená: kolize (skupina: { $units })
own-sheet-which = Úloha { $number } je i na straně pracovního listu: číslice pište buď sem, nebo tam, ne na obě místa (hodnotí se jen jedno z nich).

## The legend under the grids
legend-givens = Zadané číslice tučně černě
legend-solved = doplněné číslice modře
legend-diagonals = úhlopříčky jsou podbarveny žlutě
legend-extra = extra bloky jsou podbarveny modře
legend-extra-short = extra bloky modře
legend-overlap = zeleně, kde se překrývají
legend-dropped = vynechané zadané číslice červeně

## The Solution sheet
solution-title = Řešení
solution-dropped-title = Bez řešení: mřížka, která zachová nejvíce zadaných číslic, vynechané zadané číslice červeně
solution-dropped-cages-title = Bez řešení: mřížka, která zachová nejvíce zadaných číslic a součtů klecí; co vynechává, je uvedeno níže
solution-none-title = Bez řešení
unique-unknown = Jednoznačnost řešení nebyla ověřena.
unique-undecided = Jednoznačnost není dokázána: časový limit vypršel dříve.
unique-yes = Řešení je jednoznačné: úloze nevyhovuje žádná jiná mřížka.
unique-no = Řešení NENÍ jednoznačné: jiné řešení se liší v { $count } políčkách: { $cells }.
unique-instead = { $cell } ({ $there } místo { $here })
dropped-givens = Vynechané zadané číslice, { $count } z { $givens }: { $cells }.
dropped-shown = { $cell } (zadáno { $given }, zobrazeno { $shown })
dropped-given = { $cell } (zadáno { $given })
dropped-cages = Vynechané součty klecí, { $count } z { $cages }: { $list }.
dropped-cage = { $cage } (její číslice tu dávají dohromady { $total })
list-and-more = { $list } a dalších { $count }

## The marks of a class
marks-title = Hodnocení: { $title }
marks-date = Hodnoceno { $date }
marks-date-format = %-d. %-m. %Y
summary-number = č.
summary-puzzle = úloha
summary-status = stav
summary-givens = zadání
summary-solution = řešení
summary-pages = Listy řešení S1 až S{ $pages } ukazují prvních { $pages } úloh; ostatní jsou jen v tomto seznamu.
summary-solved = vyřešena
summary-solved-unique = vyřešena, řešení je jednoznačné
summary-solved-not-unique = vyřešena, řešení NENÍ jednoznačné
summary-solved-undecided = vyřešena, jednoznačnost neprokázána (časový limit)
summary-no-solution = bez řešení
summary-error = nevyřešena: { $error }
summary-line = řádek { $line }
summary-sheet = list { $sheet }
model-title = Peškův binární lineární model úlohy (jako v Sudoku.ods): všechny levé strany, účelová funkce a S jsou živé vzorce
model-subtitle = maximalizovat (1) Σ c_ijk·x_ijk za podmínek: každé políčko obsahuje jednu číslici, každá skupina (řádek, sloupec, blok, úhlopříčka, další blok) obsahuje každou číslici jednou; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = vrstva k
model-row-column = řádek i \ sloupec j
model-c-title = C: c_ijk = 1, pokud políčko (i, j) listu A obsahuje k (zadání)
model-x-title = x: x_ijk = 1, pokud políčko (i, j) obsahuje k (proměnné buňky)
model-cells = (5) Σ_k x_ijk = 1: každé políčko obsahuje jednu číslici
model-s = S: s_ij = Σ_k k·x_ijk (řešení)
model-units = (2)-(4), (7)-(9) Σ x_ijk přes každou skupinu = 1: každá skupina obsahuje každou číslici jednou; řádek bloku sčítá x políček, jejichž označení na listu B je označení bloku ((4) s b_ij; označení 1 až n), řádek dalšího bloku ta z listu B2, takže po překreslení mapy a novém spuštění Řešitele se vyřeší nová úloha ((8) je vedlejší úhlopříčka, Σ x(i, n+1−i, k) = 1; v článku je Σ x(10−i, 10−i, k), což by opakovalo hlavní úhlopříčku (7))
model-unit-digit = skupina \ číslice k
model-objective = (1) účelová funkce Σ c_ijk·x_ijk → max
model-givens = zadané číslice Σ c_ijk
model-broken = nesplněné podmínky
model-again = nové řešení
model-again-how = Nástroje > Řešitel (LibreOffice Calc) s tímto nastavením:
model-target = cílová buňka
model-target-value = { $cell } (maximum)
model-variables = proměnné buňky
model-variables-value = { $range }, celá čísla od 0 do 1 (v CoinMP rychlejší než binární)
model-constraints = podmínky
model-constraints-value = { $cells } = 1 a { $units } = 1 (uloženo: LibreOffice 25.2 a Excel je načtou do Řešitele)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 a { $gaps } = 0 (uloženo: LibreOffice 25.2 a Excel je načtou do Řešitele)
model-constraints-marks = Navíc { $marks } <= 0 (značky mezi políčky).
model-constraints-sums = Také { $sums } = 0 (šipky a malé killery).
model-constraints-sandwiches = Také { $sandwiches } <= 0 (sendvičové součty).
model-cages = klece: Σ x_ijk přes klec <= 1 pro každou číslici k (žádná číslice se neopakuje) a Σ k·x_ijk přes klec (součet s_ij jejích políček) = S, její součet
model-cage-digit = klec \ číslice k
model-cage-no-total = bez součtu
model-marks = značky mezi políčky: x_ijk jednoho políčka minus Σ x číslic, které značka s k dovoluje ve druhém políčku, <= 0 (číslice potřebuje partnera)
model-mark-digit = značka (políčko) \ číslice k
model-sums = součty: šipky a malé killery, Σ w·k·x − S = 0 (tělo šipky +1 a její kroužek −1; úhlopříčka malého killeru +1 a S její číslo)
model-sandwiches = sendvičové součty: pro každé místo 1 a n v řadě, jejichž buňky mezi nimi mohou dát číslo S, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (součet mezi nimi je S, když tam jsou 1 a n)
marks-file = soubor žáka
marks-puzzle = úloha
marks-sheet = hodnocená mřížka
marks-filled-heading = vyplněno
marks-right = správně
marks-clashes = kolize
marks-wrong = chybně
marks-bad = není číslice
marks-verdict = výsledek
marks-note = poznámka
marks-filled = { $typed } z { $to_fill }
marks-summary = Souhrn: { $summary }
marks-files = { $count ->
    [one] { $count } soubor
    [few] { $count } soubory
   *[other] { $count } souborů
}, { $grids }
marks-grids = { $count ->
    [one] { $count } mřížka
    [few] { $count } mřížky
   *[other] { $count } mřížek
}: { $verdicts }
marks-no-grid = žádná hodnocená mřížka
marks-unmarked = { $count ->
    [one] { $count } soubor nehodnocen
    [few] { $count } soubory nehodnoceny
   *[other] { $count } souborů nehodnoceno
}
marks-missing = chybějící mřížky: { $count }
marks-repeated = soubory zadané znovu (počítané jednou): { $count }
marks-repeats = stejný soubor jako { $file }: počítán jednou, tam
marks-other-worksheet = není kopie tohoto pracovního listu: žádná jeho mřížka nemá zadaná čísla žádné úlohy z { $key }
marks-same-content = stejný obsah jako { $first }: ověřte, zda tito žáci neodevzdali jeden soubor
marks-no-grid-found = nenalezena žádná mřížka z jeho listu Key (listy smazány nebo změněna zadaná čísla)
marks-key-without-key = zde není klíč k hodnocení (skrytý list Key): dejte --key soubor učitele, který zapsal worksheet, generate nebo solve -o
marks-solved-own-key = poznámka: { $count } mřížek se hodnotilo podle řešení spočítaných ze souborů žáků (neobsahují řešení); bezpečnější je check --key soubor-učitele returned/*, protože žák může upravit skryté listy
verdict-solved = vyřešeno
verdict-other-solution = platné řešení, ale jiné než v klíči
verdict-not-started = nezačato
verdict-keep-going = rozpracováno (zatím správně)
verdict-wrong-digits = chybné číslice
verdict-clash = kolize
verdict-not-marked = nehodnoceno
verdict-missing = chybí
verdict-repeated = opakovaný, počítaný jednou

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Postup řešení: { $summary }
steps-note = Každý krok používá nejsnazší techniku, která funguje; políčka jsou pojmenována jako na listu Play.
path-summary = { $level } (obtížnost { $rating }, { $technique })
path-solved = Vyřešeno.
path-stuck = Konec logiky: žádná technika už nepomáhá; dál se dá řešit jen zkoušením.
explain-stuck-candidates = Kandidáti tam, kde techniky končí (v každém políčku):
explain-stuck-true = Skuteční kandidáti: číslice jediného řešení v každém políčku, kde kandidáti obsahují víc než ji:
explain-stuck-answer-hint = (`--show-answer-candidates` přidá skutečné kandidáty: číslici řešení v každém políčku, kde kandidáti obsahují víc než ji.)
path-contradiction = Zadané číslice si odporují: tato úloha nemá řešení.
hardest-then-search = Po posledním logickém kroku je třeba úlohu řešit zkoušením.
intro-candidates = Kandidáti (pomocná čísla) jsou číslice, které políčko ještě může obsahovat: ty, které ještě nejsou v jeho skupinách ({ $units }).
intro-remove = Vepište je malým písmem do každého prázdného políčka; „odstraňte 6 z E6“ znamená škrtnout 6 mezi kandidáty E6.
intro-places = Zde každý krok doplní číslici.
intro-even-odd = Políčko se šedým čtverečkem začíná jen se svými sudými číslicemi, políčko se šedým kroužkem s lichými; žádná technika pak čtverečky a kroužky nepotřebuje.
intro-sandwich = Žádná technika nepoužívá součty mezi 1 a největší číslicí: kroky níže používají jen ostatní pravidla, a kde by pomohl jen takový součet, postup řekne, že uvízl.
marks-sheet-title = Znaménka větší-menší a sudá/lichá políčka úlohy na listu A: každý šedý čtverec níže je políčko úlohy; značky pište do čtverců a mezi ně.
marks-sheet-signs = Mezi dva čtverce vedle sebe napište < nebo >, otevřené k větší číslici; mezi dva čtverce nad sebou napište ^ (horní číslice je menší) nebo v (horní číslice je větší).
marks-sheet-even-odd = Do čtverce napište S pro sudou číslici (šedý čtvereček) nebo L pro lichou (šedý kroužek).
marks-sheet-rest = Ostatní místa nechte prázdná: cokoli jiného se odmítne se jménem buňky. Vzorové značky, které nechcete, smažte.
marks-sheet-even-letter = S
marks-sheet-odd-letter = L
step-hidden-single-in = Skrytý singl: { $unit } – číslice { $digit } může být jen v { $cell }.
step-hidden-single = Skrytý singl: číslice { $digit } může být jen v { $cell }.
step-naked-single = Nahý singl: v { $cell } může být jen { $digit }: každá jiná číslice už je v jeho { $units }.
step-once = { $name } (obtížnost { $rating }): { $body }.
step-twice = { $name } (dvakrát, obtížnost { $rating }): { $body }.
step-times = { $name } ({ $count }krát, obtížnost { $rating }): { $body }.
step-more = další stejného druhu ({ $count }): { $deductions }
deduce-remove = odstraňte { $list }
deduce-from = { $digits } z { $cells }
deduce-place = zapište { $digit } do { $cell }
hint-single = hledejte techniku { $technique } (pro číslici { $digit } tu jeden je).
hint-removes = hledejte techniku { $technique } (obtížnost { $rating }), která odstraní číslici { $digits }.
hint-removes-at = hledejte techniku { $technique } (obtížnost { $rating }), která odstraní kandidáty z { $cell }.
hint-single-at = podívejte se na { $cell }: { $technique }.
hint-changes = hledejte techniku { $technique } (obtížnost { $rating }); mění { $cells }.
hint-mistake = nejprve opravte chybu: { $what }.
hint-no-solution = nejprve opravte chybu: z této mřížky se nedá dojít k řešení; několik číslic je chybných.
hint-wrong-digit = nejprve opravte chybu: { $digit } v { $cell } je chybná (s ní mřížka nemá řešení).
hint-one-is-wrong = nejprve opravte chybu: mřížka nemá řešení; jedna z těchto číslic je chybná: { $cells }.
hint-solved = mřížka je plná a neporušuje žádné pravidlo: vyřešeno!
hint-other-solution = mřížka je plná a neporušuje žádné pravidlo: platné řešení, ale ne to z klíče (úloha jich má více).
hint-stuck = tady nepomáhá žádná technika: další krok vyžaduje zkoušení.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = skrytý singl v bloku
technique-HiddenSingleInLine = skrytý singl v řádku nebo sloupci
technique-DirectPointing = přímí zamčení kandidáti v bloku
technique-DirectClaiming = přímí zamčení kandidáti v řádku nebo sloupci
technique-DirectHiddenPair = přímá skrytá dvojice
technique-NakedSingle = nahý singl
technique-CageCombination = kombinace klece
technique-MarkPartners = partneři značky
technique-SumLimits = meze součtu
technique-RenbanRuns = řady renbanu
technique-CagePointing = směrování v kleci
technique-RuleOf45 = pravidlo 45
technique-RuleOf45Lines = pravidlo 45 přes více řádků
technique-DirectHiddenTriple = přímá skrytá trojice
technique-Pointing = zamčení kandidáti v bloku
technique-Claiming = zamčení kandidáti v řádku nebo sloupci
technique-NakedPair = nahá dvojice
technique-XWing = X-Wing
technique-HiddenPair = skrytá dvojice
technique-NakedTriple = nahá trojice
technique-Swordfish = Swordfish
technique-HiddenTriple = skrytá trojice
technique-Skyscraper = mrakodrap (Skyscraper)
technique-TwoStringKite = drak (2-String Kite)
technique-TurbotFish = Turbot Fish
technique-XYWing = XY-Wing
technique-GroupedStrongLinks = dvě silné vazby se skupinami
technique-WWing = W-Wing
technique-XYZWing = XYZ-Wing
technique-WXYZWing = WXYZ-Wing
technique-UniqueRectangle = jednoznačný obdélník
technique-NakedQuad = nahá čtveřice
technique-Jellyfish = Jellyfish
technique-HiddenQuad = skrytá čtveřice
technique-ThreeStrongLinks = tři silné vazby
technique-FinnedSwordfish = Swordfish s ploutví
technique-FinnedJellyfish = Jellyfish s ploutví
technique-VWXYZWing = VWXYZ-Wing
technique-BugPlusOne = BUG+1
technique-SimpleColouring = jednoduché barvení
technique-XChain = X-řetězec
technique-GroupedXChain = X-řetězec se skupinami
technique-Aic = střídavý řetězec (AIC)
technique-GroupedAic = střídavý řetězec se skupinami
technique-AlsXz = ALS-XZ
technique-ForcingChains = vynucující řetězce
technique-DynamicForcingChains = dynamické vynucující řetězce
technique-DynamicForcingChainsPlus = dynamické vynucující řetězce (+)
technique-NestedForcingChains = vnořené vynucující řetězce

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = takže
note-and = a
note-or = nebo
note-on = na číslici
note-in = v
note-of = v jednotce
note-with = s
note-within = v jednotce
note-over = nad
note-both = i
note-cells = políčka
note-pivot = střed
note-pincers = křídla
note-fin = ploutev
note-fins = ploutve
note-hold = obsahují
note-holds = obsahuje
note-hold-only = obsahují jen
note-hold-one-of = obsahují jednu z
note-they-hold = obsahují
note-and-only = a jen
note-one-of = jedno z
note-only-in = jen v
note-only-at = jen v
note-or-at = nebo v
note-can-only-go-in = mohou být jen v
note-lies-only-in = leží jen v
note-has-it-only-in = ji má jen v
note-has-it-only-at = ji má jen v
note-is-not-confined-to-one-unit = není omezena na jednu skupinu
note-see-each-other = se vidí
note-that-see = která vidí
note-leaves-the-cells-of = zmizí z políček jednotek
note-if-no-fin-holds = pokud ji neobsahuje žádná ploutev
note-it-is-a = je to
note-joined-by-the-strong-link = spojená silnou vazbou
note-type-1 = typ 1
note-type-2 = typ 2
note-type-3-on = typ 3 na číslech
note-type-4 = typ 4
note-every-empty-cell-has-two-candidates-but = každé prázdné políčko má dva kandidáty kromě
note-has-three-places-in-each-of-its-units = má tři místa v každé ze svých jednotek
note-its-conjugate-pairs-colour = její konjugované dvojice barví
note-one-way-and = jednou barvou a
note-the-other = druhou
note-one-colour-holds = jedna barva obsahuje
note-every-cell-that-sees-both-colours-loses-it = každé políčko, které vidí obě barvy, ji ztrácí
note-of-the-first-colour-see-each-other = první barvy se vidí
note-of-the-second-colour-see-each-other = druhé barvy se vidí
note-the-first-colour-cannot-hold = první barva nemůže obsahovat
note-the-second-colour-cannot-hold = druhá barva nemůže obsahovat
note-almost-locked-sets = téměř zamčené množiny
note-with-restricted-common = se společnou omezenou číslicí
note-its-places-see-each-other = její místa se vidí
note-one-set-lacks = jedné množině chybí
note-and-holds-all-its-other-digits-among-them = a obsahuje všechny své ostatní číslice, mezi nimi
note-every-candidate-of = každý kandidát políčka
note-every-place-of = každé místo číslice
note-leads-to = vede k
note-lead-to = vedou k
note-leads-to-both = vede k oběma

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Poznámky k úlohám
worksheet-no-solution = Tato úloha nemá řešení.
worksheet-several-solutions = Tato úloha má více než jedno řešení.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = { $unit }: žádné políčko nemá { $digit }
conflict-one = { $unit }: { $cell } má { $digit }
conflict-two = { $unit }: { $a } a { $b } mají obě { $digit }
conflict-many = { $unit }: { $cells } a { $last } mají všechna { $digit }
conflict-sum-over-one = { $cage }: { $cells } má { $total }, víc než její součet
conflict-sum-over = { $cage }: { $cells } dávají dohromady { $total }, víc než její součet
conflict-sum-full = { $cage } je plná a dává dohromady { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) a { $b } ({ $y }) porušují { $mark }
conflict-no-white = { $a } a { $b } obsahují { $x } a { $y }, které jdou po sobě, ale mezi nimi není bílá tečka
conflict-no-black = { $a } a { $b } obsahují { $x } a { $y }, jedna je dvojnásobkem druhé, ale mezi nimi není černá tečka
conflict-no-x = { $a } a { $b } obsahují { $x } a { $y } se součtem 10, ale mezi nimi není X
conflict-no-v = { $a } a { $b } obsahují { $x } a { $y } se součtem 5, ale mezi nimi není V
conflict-total-full = { $rule } dává dohromady { $total }, ne { $target }
conflict-total-partial = { $cells } porušují { $rule }: žádné číslice v jejích prázdných polích nedají správný součet
conflict-sandwich-full = { $line }: číslice mezi 1 a { $top } dávají dohromady { $total }, ne { $sum }
conflict-sandwich-partial = { $line }: pole mezi 1 a { $top } ({ $count }) mají zatím součet { $total } a nemohou dát { $sum }
conflict-parity-even = { $cell } má { $digit }, lichou číslici, ale jeho šedý čtvereček žádá sudou
conflict-parity-odd = { $cell } má { $digit }, sudou číslici, ale jeho šedý kroužek žádá lichou
conflict-knight = { $a } a { $b } jsou od sebe skok jezdce a mají obě { $digit }
conflict-king = { $a } a { $b } jsou od sebe tah krále a mají obě { $digit }
conflict-size = mřížka je { $found }x{ $found }, úloha { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = nechává tyto číslice bez partnera v
note-sum-other-cells = podle nejmenších a největších číslic, které mohou mít ostatní políčka součtu,
note-sum-range = může mít jen { $low } až { $high }
note-sum-only = může mít jen { $digit }
note-sum-none = ostatní políčka součtu nenechávají žádnou číslici pro
note-renban-runs = čára má { $count ->
    [few] { $count } po sobě jdoucí číslice
   *[other] { $count } po sobě jdoucích číslic
} a pomocná čísla jejích políček připouštějí jen { $runs ->
    [one] řadu
   *[other] řady
}
note-renban-needs = každá řada, kterou připouštějí pomocná čísla jejích políček, obsahuje { $digit } a jen
note-renban-needs-end = ji může mít
note-cage-can-only-hold = (počet políček { $count }) může obsahovat jen { $combinations }
note-cage-must-hold = musí obsahovat { $digit } ({ $combinations }), v políčkách
note-innies-of = vnitřní políčka pro
note-outies-of = vnější políčka pro
note-cell-holds = má { $sum }
note-cells-add-up-to = dávají dohromady { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Sudoku
ext-menu-solve = Vyřešit toto zadání
ext-menu-check = Zkontrolovat moji mřížku
ext-menu-hint-1 = Nápověda: kde hledat
ext-menu-hint-2 = Nápověda: která políčka
ext-menu-hint-3 = Nápověda: celý krok
ext-menu-explain = Vysvětlit řešení
ext-menu-worksheet = Nová zadání / pracovní list...
ext-menu-mark = Ohodnotit odevzdané soubory...
ext-menu-template = Prázdná šablona...
ext-hint-title-1 = Sudoku: nápověda, kde hledat
ext-hint-title-2 = Sudoku: nápověda, která políčka
ext-hint-title-3 = Sudoku: nápověda, celý krok
ext-explain-title = Sudoku: postup řešení
ext-template-title = Sudoku: prázdná šablona
ext-worksheet-title = Sudoku: nová zadání a pracovní list
ext-progress-title = Sudoku: vytváření zadání
ext-progress-made = Hotová zadání:
ext-progress-cancelling = Ruší se: hotová zadání zůstanou.
ext-files-title = Odevzdané sešity k hodnocení
ext-files-filter = Tabulky
ext-label-variant = Varianta
ext-label-size = Velikost
ext-label-difficulty = Obtížnost
ext-label-count = Počet zadání
ext-label-per-page = Zadání na stránku
ext-label-copies = Kopií každého
ext-label-title = Nadpis
ext-label-symmetry = Symetrie
ext-button-make = Vytvořit pracovní list
ext-button-open = Otevřít šablonu
ext-button-cancel = Zrušit
ext-button-close = Zavřít
ext-variant-standard = Sudoku
ext-variant-x = Sudoku X (úhlopříčky)
ext-variant-windoku = Windoku
ext-variant-windoku-x = Windoku X
ext-variant-jigsaw = Jigsaw Sudoku
ext-variant-jigsaw-x = Jigsaw Sudoku X
ext-level-any = libovolná
ext-symmetry-none = žádná
ext-symmetry-rotate180 = otočení o 180°
ext-symmetry-rotate90 = otočení o 90°
ext-symmetry-mirror = zrcadlová
ext-symmetry-diagonal = podle úhlopříčky
ext-missing = Program sheetdoku nebyl nalezen: tato kopie rozšíření byla pro tento počítač sestavena bez něj. Nainstalujte sheetdoku tak, aby byl v PATH, nebo nastavte proměnnou prostředí SHEETDOKU_BIN na úplnou cestu k programu a pak restartujte LibreOffice.
ext-not-a-program = Proměnná prostředí SHEETDOKU_BIN ukazuje na soubor, který není spustitelný program:
ext-failed = sheetdoku to nedokázal:
ext-solve-nothing = Nebylo zapsáno žádné řešení.
ext-solve-no-solution = Toto zadání nemá řešení.
ext-solve-dropped = Toto zadání nemá řešení. Sešit ukazuje mřížku, která zachová nejvíce zadaných číslic; vynechané zadané číslice jsou červené:
ext-solve-not-unique = Zadání má více než jedno řešení; sešit ukazuje jedno z nich.
ext-check-nothing = Není co kontrolovat: na tomto listu nebyla nalezena žádná mřížka.
ext-check-coloured = Červená políčka: kolize; žlutá políčka: chybné číslice. Políčko, které změníte, barvu ztratí; barvy se do souboru neukládají a zmizí při další kontrole.
ext-check-not-found = Mřížky těchto zadání nebyly na jejich listech nalezeny, proto není obarveno žádné jejich políčko:
ext-hint-nothing = Žádná nápověda: na tomto listu nebylo nalezeno žádné zadání.
ext-explain-nothing = Není co vysvětlovat: na tomto listu nebylo nalezeno žádné zadání.
ext-worksheet-nothing = Nebylo dokončeno žádné zadání.
ext-worksheet-two-files = Otevřela se dvě okna: pracovní list pro žáky (bez řešení) a kopie pro učitele s řešeními (list Answers). Kopii pro učitele si uložte: podle ní se opravuje.
ext-mark-see-note = U souborů, které nešlo ohodnotit, je důvod ve sloupci poznámka.
ext-menu-mark-folder = Ohodnotit složku odevzdaných souborů...
ext-menu-copies = Kopie tohoto zadání...
ext-copies-title = Sudoku: kopie tohoto zadání
ext-label-killer = Klece killer
ext-menu-help = Nápověda
ext-folder-title = Složka odevzdaných sešitů k hodnocení
ext-mark-folder-empty = V této složce nejsou sešity (.ods ani .xlsx) k hodnocení:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = hodnocení
ext-mark-saved = Hodnocení je uloženo jako:
ext-help-title = Sudoku: nápověda
ext-help =
    Vyřešit toto zadání: řešení se otevře v novém okně; váš soubor se nezmění.
    Zkontrolovat moji mřížku: kolidující číslice zčervenají, chybné zežloutnou.
    Nápověda: tři úrovně, od toho, kde hledat, po celý krok.
    Vysvětlit řešení: každý krok slovy.
    Nová zadání / pracovní list: otevřou se dvě okna, pracovní list pro žáky a vaše kopie s řešeními. Svou kopii uložte: podle ní se hodnotí.
    Hodnocení: otevřete svou kopii s řešeními a zvolte Ohodnotit odevzdané soubory (soubory žáků) nebo Ohodnotit složku; hodnocení se uloží vedle vaší kopie.
    Prázdná šablona: prázdná mřížka, do které napíšete vlastní zadání.
    Je-li na listu více mřížek, nejprve mřížku označte.
report-verdict-solved = vyřešeno (úplné, žádné pravidlo není porušeno)
report-verdict-other-solution = platné řešení, ale jiné než v klíči (zadání má více řešení)
report-verdict-not-started = nezačato (zatím není vepsána žádná číslice)
report-verdict-keep-going-right = pokračujte (zatím { $right } z { $to_fill } správně, zbývá vyplnit { $left })
report-verdict-keep-going = pokračujte (zbývá vyplnit { $left } { $left ->
    [one] políčko
    [few] políčka
   *[other] políček
}, zatím žádné pravidlo není porušeno)
report-verdict-wrong-digits = chybné číslice (zatím bez kolize, ale některé číslice se liší od klíče)
report-verdict-clash = kolize (číslice dvakrát v jedné skupině nebo porušený součet klece)
report-filled-empty = vyplněno { $typed } z { $to_fill } prázdných políček
report-filled = vyplněno { $typed } z { $to_fill } políček
report-clash = kolize: { $conflict }
report-wrong-digits = { $count ->
    [1] chybná číslice
   *[other] chybné číslice
}: { $cells }
report-differs = liší se od klíče v { $cells }
report-counted = hodnotí se: { $sheet } (více vepsaných číslic); { $others }, nehodnotí se
report-also-holds = { $sheet } obsahuje také { $count } { $count ->
    [one] vepsanou číslici
    [few] vepsané číslice
   *[other] vepsaných číslic
}
report-bad-cell = { $cell } obsahuje { $found }, ne { $expected }: počítá se jako chyba
report-found-at = { $name } nalezena na { $at } (ne tam, kde ji má pracovní list)
report-missing = v souboru nenalezeno: { $names } (list smazán nebo změněna zadaná čísla)
report-undecided = nehodnoceno: mřížka na { $at } odpovídá této úloze i úloze { $puzzles } (mají stejné řešení) a ze souboru není vidět, která to je; vraťte ji tam, kde byla { $name } (název listu a místo), a hodnoťte znovu

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = dělení klece
technique-CageSplittingLines = dělení klece přes více řádků
technique-CombinationClash = střet kombinací
technique-LockedDigitAcrossCages = zamčená číslice ve dvou klecích
note-less = bez
note-group-must-hold = a musí obsahovat { $digit } ({ $combinations }), v políčkách
note-clash-cannot-hold = nemůže obsahovat { $dropped }: s kteroukoli z nich nezbude žádná kombinace ve skupině
note-pair-must-hold = každé dvě jejich kombinace, které k sobě pasují, obsahují { $digit }, v políčkách
technique-CagePermutations = permutace klece
note-cage-placements = obsahuje { $combinations } a žádné rozmístění těchto číslic podle kandidátů jejích políček nedá tyto číslice na tato místa
technique-InniesOutiesSums = vnitřní a vnější políčka přes více oblastí
note-sum-of = pravidlo 45 pro
note-sum-cannot = protože políčka, která se vidí, nemají stejnou číslici, žádné jiné číslice těchto políček tento součet nedají
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = soubor pro žáky: { $pupils }; soubor pro učitele s řešeními: { $teacher } (uschovejte si ho pro opravování)
written-pupil-copy = kopie pro žáky bez řešení: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = řádku
in-unit-column = sloupci
in-unit-block = bloku
in-unit-region = oblasti
in-unit-diagonal = úhlopříčce
in-unit-extra-block = extra bloku
in-unit-cage = kleci
step-naked-single-steps = Nahý singl: v { $cell } může být jen { $digit }: ostatní číslice vyloučily předchozí kroky.
step-naked-single-mixed = Nahý singl: v { $cell } může být jen { $digit }: každá jiná číslice už je v jeho { $units }, nebo ji vyloučily předchozí kroky.
hidden-single-in-row = skrytý singl v řádku
hidden-single-in-column = skrytý singl ve sloupci
hidden-single-in-block = skrytý singl v bloku
hidden-single-in-region = skrytý singl v oblasti
hidden-single-in-diagonal = skrytý singl na úhlopříčce
hidden-single-in-extra-block = skrytý singl v extra bloku
decimal-separator = ,

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = čtu list { $sheet } (žák vepsal { $count ->
    [one] { $count } číslici
    [few] { $count } číslice
   *[other] { $count } číslic
})
pupil-wrong-digit = číslice v { $cell } je špatně (klíč má jinou)
pupil-wrong-digits = číslice v { $cells } jsou špatně (klíč má jiné)
explain-start-without = { $wrong }; postup začíná bez { $count ->
    [one] ní
   *[other] nich
}
explain-start-from-givens = { $clashes }; postup začíná od zadaných číslic
sound-no-solution-drop = bez řešení: po vynechání { $items } je řešitelná
sound-no-grid = bez řešení: tato pravidla nesplňuje žádná mřížka, ať jsou zadané číslice jakékoli (podívejte se na mapu bloků)
sound-no-grid-cages = bez řešení: tato pravidla nesplňuje žádná mřížka, ať jsou zadané číslice jakékoli (podívejte se na mapu bloků a na klece)
sound-several = více řešení: dvě z nich se liší v { $cells } (zadaná číslice v jednom z těchto políček jedno z nich vyloučí)
label-puzzle = úloha { $number }
label-line = řádek { $line }
marks-count-solved = { $count ->
    [one] { $count } vyřešená
    [few] { $count } vyřešené
   *[other] { $count } vyřešených
}
marks-count-other-solution = { $count } s platným řešením, ale jiným než v klíči
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
marks-count-wrong-digits = { $count } s chybnými číslicemi
marks-count-clash = { $count } s kolizí
marks-count-no-solution = { $count } bez řešení
marks-count-several-solutions = { $count } s více řešeními
marks-not-ours = není to sešit zapsaný programem sheetdoku (nemá list Play ani P1)
marks-class-work = práce třídy
marks-written = výsledky zapsány do { $file }
check-verdict-line = výsledek: { $verdict }
report-verdict-clash-plain = kolize (číslice dvakrát v jedné skupině)
digit-list-separator = { ", " }
combination-separator = { "+" }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (úloha { $number })
check-file-sheet = { $file }, list { $sheet }
check-no-answer = bez uloženého řešení, proto se kontrolují jen kolize
shape-summary = { $title } ({ $details })
shape-blocks = bloky { $rows }x{ $cols }
shape-irregular = nepravidelné oblasti
shape-extra-blocks = { $count ->
    [one] { $count } extra blok
    [few] { $count } extra bloky
   *[other] { $count } extra bloků
}
shape-cages = { $count ->
    [one] { $count } klec
    [few] { $count } klece
   *[other] { $count } klecí
}
check-unsound = zatím není porušeno žádné pravidlo, ale úloha s těmito zadanými číslicemi má chybu – { $flaw }
check-unsound-cages = zatím není porušeno žádné pravidlo, ale úloha s těmito zadanými číslicemi a klecemi má chybu – { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] zadané číslice v { $cells }
   *[other] zadaných číslic v { $cells }
}
drop-of = { $dropped } z { $total }
drop-cages-of = { $dropped } z { $total ->
    [one] { $total } klece
   *[other] { $total } klecí
}
drop-givens-of = { $dropped } z { $total ->
    [one] { $total } zadané číslice
   *[other] { $total } zadaných číslic
}

# The solve command's terminal lines.
solve-presolve = předzpracování: šíření a zkoušení doplnilo { $fixed } z { $empty } prázdných políček ještě před BLP
solve-unique-not-checked = jednoznačnost: neověřena, hledání druhého řešení trvalo déle než { $seconds } s (--unique ji dokáže Peškovým řezem)
solve-unique-undecided = jednoznačnost: nedokázána, časový limit přišel dříve
solve-unique-cut = jednoznačnost: dokázána Peškovým řezem, druhé řešení neexistuje (dohromady { $time })
solve-unique-engine = jednoznačnost: dokázána prohledáním modelu vlastním řešičem, druhé řešení neexistuje (dohromady { $time })
solve-unique-yes = jednoznačnost: ano, vlastní prohledávání nenašlo druhé řešení
solve-not-unique = není jednoznačné ({ $time }): druhé řešení se liší v { $count } políčkách: { $cells } (označeno *)
solve-not-unique-more = není jednoznačné ({ $time }): druhé řešení se liší v { $count } políčkách: { $cells } a dalších { $more } (označeno *)
wrote-file = zapsáno: { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] 1 zadaná číslice
    [few] { $givens } zadané číslice
   *[other] { $givens } zadaných číslic
}
solve-headline-presolve = Vyřešeno: předzpracování (šíření a zkoušení) doplnilo mřížku, LP nebylo třeba ({ $time })
solve-headline-solver = Vyřešeno BLP pomocí { $solver } za { $time } { $model }
solve-headline-how = Vyřešeno BLP za { $time }: { $how } { $model }
solve-model = ({ $variables } proměnných, { $constraints } omezení, účelová funkce { $objective } = zadané číslice)
solve-how-lp = metoda větví a mezí na LP relaxaci řešiče { $solver }
solve-how-search = metoda větví a mezí se šířením, LP nebylo třeba
solve-how-engine = prohledávání předzpracovaného modelu vlastním jádrem, LP nebylo třeba
solve-how-presolve = předzpracování, LP nebylo třeba
solve-no-solution = Bez řešení
solve-no-solution-dropping = Bez řešení: po vynechání { $items } je řešitelná
solve-keeping-givens = bez řešení; mřížka, která zachová nejvíce zadaných číslic (vynechané zadané číslice jsou označeny *):
solve-keeping-cages = bez řešení; mřížka, která zachová nejvíce zadaných číslic a klecí (vynechané zadané číslice a políčka vynechaných klecí jsou označeny *):
solve-dropped-cage = vynechaná: { $cage } ({ $cells }): její číslice zde dávají součet { $sum }

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: nevyřešena: { $why }
solve-batch-stopped = zastaveno klávesami Ctrl-C
solve-batch-time-limit = vypršel časový limit
solve-batch-error = { $puzzle }: chyba: { $error }
solve-batch-by-presolve = předzpracováním, LP nebylo třeba
solve-batch-by-blp = BLP řešičem { $solver }
solve-batch-solved = vyřešena { $how }, { $time }
solve-batch-solved-unique = vyřešena { $how }, řešení je jednoznačné, { $time }
solve-batch-solved-not-unique = vyřešena { $how }, řešení NENÍ jednoznačné, { $time }
solve-batch-solved-undecided = vyřešena { $how }, jednoznačnost neprokázána (časový limit), { $time }
solve-batch-no-solution = bez řešení, { $time }
solve-batch-summary = { $puzzles ->
    [one] 1 úloha
    [few] { $puzzles } úlohy
   *[other] { $puzzles } úloh
}: { $solved ->
    [one] 1 vyřešena
    [few] { $solved } vyřešeny
   *[other] { $solved } vyřešeno
} ({ $presolve } samotným předzpracováním), { $unsolved } bez řešení
solve-batch-not-unique = { $count ->
    [one] 1 nejednoznačná
    [few] { $count } nejednoznačné
   *[other] { $count } nejednoznačných
}
solve-batch-failed = { $count ->
    [one] 1 selhala
    [few] { $count } selhaly
   *[other] { $count } selhalo
}
solve-batch-not-in-time = { $count ->
    [one] 1 nevyřešena v časovém limitu
    [few] { $count } nevyřešeny v časovém limitu
   *[other] { $count } nevyřešeno v časovém limitu
}
solve-batch-not-before-stop = { $count ->
    [one] 1 nevyřešena před Ctrl-C
    [few] { $count } nevyřešeny před Ctrl-C
   *[other] { $count } nevyřešeno před Ctrl-C
}
solve-batch-undecided = { $count } bez důkazu jednoznačnosti v časovém limitu
solve-batch-threads = { $time } na { $threads ->
    [one] 1 vlákně
   *[other] { $threads } vláknech
}
solve-batch-wrote-lines = zapsáno: { $file } (jedno řešení na řádek)
solve-batch-wrote-book = zapsáno: { $file } (list Summary, { $pages ->
    [one] list řešení S1
   *[other] listy řešení S1 až S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = číslice jsou vepsány do úloh verzí { $versions }: uvedeny jsou všechny úlohy souboru
marks-version-undecided = ze souboru není vidět, kterou verzi ({ $versions }) měl žák: uvedeny jsou všechny úlohy

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = list '{ $sheet }'
location-cell = buňka { $cell }
location-range = oblast { $range }
location-line = řádek { $line }
location-input = vstup
input-empty-file = soubor je prázdný
input-unknown-extension = neznámý typ souboru '{ $extension }' (platné: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = není to čitelná tabulka: { $why }
input-password = sešit je chráněn heslem; uložte jeho nechráněnou kopii
input-missing-sheet = list s názvem '{ $name }' neexistuje (listy: { $sheets })
input-bad-range = chybná oblast: { $why }
input-no-grid = mřížka úlohy nebyla nalezena: { $why }
input-several-grids = mřížek je více; vyberte jednu: { $choices }
input-ambiguous = číslice v { $block } se hodí do více mřížek a nic na listu (okraje nakreslené kolem mřížky, nadpis, velikost) neurčuje, do které; vyberte jednu: { $choices }
input-several-puzzles = { $count ->
    [one] 1 úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
} v souboru ({ $names }); { $remedy }
input-merged = sloučené buňky { $cells } v mřížce; zrušte jejich sloučení, aby každá buňka obsahovala jednu číslici
input-not-square = mřížka má { $rows ->
    [one] 1 řádek
    [few] { $rows } řádky
   *[other] { $rows } řádků
} a { $cols ->
    [one] 1 sloupec
    [few] { $cols } sloupce
   *[other] { $cols } sloupců
}; mřížka úlohy musí být čtvercová
input-bad-cell = obsahuje { $found }; očekává se { $expected }
input-bad-digit = obsahuje { $found }; očekává se číslice 1 až { $size } nebo prázdná buňka
input-bad-symbol = obsahuje { $found }; očekává se číslice 1 až { $size } (nebo 1 – 9 a A – { $last }) nebo prázdná buňka
input-too-large = příliš velký: { $why }
io-not-found = soubor neexistuje
io-permission-denied = přístup odepřen
flag-give-blocks = zadejte mapu bloků (list B, tabulka s nadpisem B nebo --blocks)
flag-give-extra = zadejte další bloky (list B2 nebo --extra)
flag-choose-range = vyberte mřížku pomocí --puzzle 'LIST!OBLAST'
flag-choose-puzzle = vyberte jednu pomocí --puzzle NÁZEV nebo ČÍSLO
flag-read-sheet = celý ho načtete pomocí --puzzle { $sheet }
read-grid-found = mřížka { $range }, podle { $how }
read-from-borders = jejích okrajů
read-from-label = nadpisu nad ní
read-from-sheet-edge = okraje listu
read-from-surroundings = její velikosti a buněk kolem ní
read-note = načteno: { $what }
cli-error = chyba
read-unused-blocks = { $place } obsahuje také mapu bloků { $range }, která nebyla použita ({ $remedy })
read-unused-extra = { $place } obsahuje také další bloky { $range }, které nebyly použity ({ $remedy })
read-unused-grid = { $place } obsahuje také další mřížku { $range }, která nebyla načtena ({ $remedy })
flag-use-blocks = použijete ji pomocí { $flag }
flag-use-extra = použijete je pomocí { $flag }
flag-use-grid = načtete ji pomocí { $flag }

# The terminal lines of `rate`.
rate-solved = { $level } (obtížnost { $score }, { $technique })
rate-nothing = { $level } (obtížnost { $score }, není co řešit)
rate-stuck = { $level } (bez určení obtížnosti: techniky uvíznou, řešení potřebuje zkoušení)
rate-contradiction = { $level } (bez řešení: zadané číslice si odporují)
rate-givens = { $count ->
    [one] { $count } zadaná číslice
    [few] { $count } zadané číslice
   *[other] { $count } zadaných číslic
}
rate-summary = Úlohy ({ $count }): { $parts }
rate-level = { $level }: { $count }
rate-without-solution = { $count } bez řešení
rate-several = { $count } s více řešeními

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = časový limit { $seconds } s vypršel během činnosti: { $doing }
error-cancelled = zrušeno během činnosti: { $doing }
doing-reading = čtení souboru { $file }
doing-solving = řešení
doing-rating = určování obtížnosti
doing-starting = začátek řešení úlohy
doing-probing = zkoušení kandidátů v předzpracování
doing-second-solution = hledání druhého řešení
doing-offering-totals = hledání součtů pro rozložení klecí
doing-counting = počítání řešení (zatím { $found }, { $nodes } uzlů hledání)
doing-blp = řešení binárního programu řešičem { $solver }
doing-blp-second = hledání druhého řešení řešičem { $solver }
doing-blp-counting = počítání řešení řešičem { $solver } (zatím { $found })
doing-repair = hledání mřížky, která zachová nejvíce zadaných číslic, řešičem { $solver }
doing-shrinking = hledání mřížky, která zachová nejvíce zadaných číslic (zmenšování konfliktu)
doing-repair-cores = hledání mřížky, která zachová nejvíce zadaných číslic (nalezené konflikty: { $conflicts }; vynechat je třeba aspoň { $dropped } z { $givens } zadaných číslic)
doing-repair-cores-cages = hledání mřížky, která zachová nejvíce zadaných číslic (nalezené konflikty: { $conflicts }; vynechat je třeba aspoň { $dropped } z { $givens } zadaných číslic a { $cages } klecí)
doing-hitting = hledání nejmenšího počtu zadaných číslic, které vyloučí každé další nalezené řešení
doing-jigsaw-map = hledání náhodné mapy oblastí { $n }x{ $n }, která připouští řešení
doing-generating = tvorba úlohy (pokus { $attempt })
doing-generating-wanted = tvorba úlohy { $wanted } (pokus { $attempt })
doing-generating-killer = tvorba killer sudoku (pokus { $attempt })
want-level = s obtížností { $level }
want-rating = s hodnocením od { $min } do { $max }
want-givens = { $count ->
    [one] s { $count } zadanou číslicí
   *[other] s { $count } zadanými číslicemi
}
want-rules = s pravidly { $rules }
want-symmetry = se souměrností { $symmetry }
doing-writing-sheet = zápis listu { $sheet }
doing-writing-sheet-of = zápis listu { $number } z { $total }
doing-drawing = kreslení obrázků listu { $sheet }
doing-worksheet = zápis pracovního listu ({ $what })
doing-worksheet-pages = zápis pracovního listu (jeho stránky)
doing-worksheet-code = zápis pracovního listu (kód úlohy { $number })
doing-checking-unique = ověřování, že úloha má právě jedno řešení
doing-checking-unique-at = ověřování, že { $at } má právě jedno řešení; nic se nezapíše
doing-first-puzzle = řešení první úlohy
doing-drop-givens = hledání zadaných číslic, které je třeba vynechat z úlohy bez řešení
note-time-limit-puzzles = časový limit { $seconds } s vypršel po { $done } z { $total } úloh
note-time-limit-files = časový limit { $seconds } s vypršel po { $done } z { $total } souborů
note-stopped-puzzles = zastaveno klávesami Ctrl-C po { $done } z { $total } úloh
note-stopped-files = zastaveno klávesami Ctrl-C po { $done } z { $total } souborů
note-unchecked = ověření, že { $at } má právě jedno řešení, nebylo dokončeno
solve-time-limit-written = časový limit { $seconds } s vypršel před důkazem jednoznačnosti; řešení je zapsáno do { $file }
solve-time-limit-unproved = časový limit { $seconds } s vypršel před důkazem jednoznačnosti
solve-time-limit-no-repair = časový limit { $seconds } s vypršel dříve, než se našla mřížka, která zachová nejvíce zadaných číslic
generate-unreached-rating = upozornění: úlohu s hodnocením od { $min } do { $max } se nepodařilo vytvořit v časovém limitu { $seconds } s; těžší úrovně potřebují mnohem více pokusů: zvyšte --time-limit, požádejte o méně úloh nebo zvolte lehčí úroveň
generate-unreached-levels = upozornění: ne všechny požadované úlohy (obtížnost { $levels }) se podařilo vytvořit v časovém limitu { $seconds } s; těžší úrovně potřebují mnohem více pokusů: zvyšte --time-limit, požádejte o méně úloh nebo zvolte lehčí úroveň
generate-exhausted = úloha { $geometry } se nenašla ani po { $attempts } pokusech; zkuste jinou úroveň nebo počet zadaných číslic, jinou souměrnost nebo více pokusů
generate-exhausted-wanted = úloha { $geometry } { $wanted } se nenašla ani po { $attempts } pokusech; zkuste jinou úroveň nebo počet zadaných číslic, jinou souměrnost nebo více pokusů
generate-stopped-none = zastaveno klávesami Ctrl-C dříve, než byla hotová jediná úloha; nic nebylo zapsáno
generate-finished-none = nedokončila se ani jedna úloha; zvyšte --time-limit nebo zmírněte požadavky
wrote-puzzle-lines = zapsáno: { $file } ({ $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}, jedna na řádek)
wrote-generated-worksheet = zapsáno: { $file } ({ $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}; jednu vyřešíte s --puzzle P1, kopie žáků opravíte příkazem sheetdoku check)
wrote-worksheet = zapsáno: { $file } ({ $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
})
wrote-template = zapsáno: { $file } ({ $what })
kept-two-files = hotové úlohy ({ $done }) jsou zapsány do { $file } a { $key }
kept-one-file = hotové úlohy ({ $done }) jsou zapsány do { $file }
kept-printed = hotové úlohy ({ $done }) jsou vypsány výše
kept-finished = dokončené úlohy ({ $done }) jsou zapsány

# Why a line of text is not a puzzle.
parse-unknown-level = neznámá úroveň '{ $name }' (platné: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = neznámá varianta '{ $name }' (platné: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; části lze spojovat, například jigsaw-windoku nebo extra-regions-x)
parse-not-square = počet znaků { $symbols } neodpovídá čtvercové mřížce (81 pro 9x9, 256 pro 16x16, ...)
parse-not-a-digit = '{ $symbol }' na pozici { $position } není číslice mřížky { $size }x{ $size }
text-not-a-grid = počet znaků { $count } neodpovídá žádné mřížce (81 pro 9x9, 256 pro 16x16 nebo 9 řádků po 9; čísla oddělená čárkami nebo mezerami se počítají po jednom)
text-short-grid = počet řádků { $lines } po { $width } znacích; mřížka { $width }x{ $width } potřebuje { $width } řádků
text-size-asked = mřížka { $n }x{ $n }, ale požadovaná velikost je { $want }x{ $want }
range-digit-at = políčko { $cell } obsahuje { $digit }, číslice musí být od 1 do { $size }
range-cells = mřížka { $size }x{ $size } potřebuje { $cells } políček, má { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = zvolte { $choice }
flag-choose-one-of = zvolte jednu možnost: { $choices }
flag-or-size = nebo zadejte velikost ({ $sizes })
calc-choice-range = označte { $range }
calc-choice-size = označte přesně mřížku { $n }x{ $n }
calc-or-size = nebo { $sizes }
calc-choose = { $choice } a zvolte příkaz znovu
calc-choose-one-of = vyberte jednu možnost a zvolte příkaz znovu: { $choices }
calc-give-blocks = přidejte list s názvem B s mapou bloků a zvolte příkaz znovu
calc-give-extra = přidejte list s názvem B2 s extra oblastmi a zvolte příkaz znovu
calc-choose-range = označte mřížku úlohy a zvolte příkaz znovu
calc-choose-puzzle = označte mřížku úlohy, kterou máte na mysli, a zvolte příkaz znovu
calc-read-sheet = přejděte na list { $sheet }, klepněte na jedno políčko a zvolte příkaz znovu
calc-use-blocks = chcete-li ji použít jako mapu bloků, přejmenujte její list na B
calc-use-extra = chcete-li je použít jako extra oblasti, přejmenujte jejich list na B2
calc-use-grid = chcete-li ji číst, { $flag } a zvolte příkaz znovu

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (semínko { $seed })
generate-heading-copies = kopie z { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = úloha { $number }: { $about }
generate-original = úloha { $number }, originál: { $line }
generate-copy = úloha { $number }, kopie { $copy }: { $level } ({ $rating })
generate-rating = obtížnost { $score }
generate-needs-search = potřebuje zkoušení

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = mřížka { $n }x{ $n } není podporována (velikosti { $min } až { $max })
geo-no-box-shape = mřížka { $n }x{ $n } nemá pravidelné bloky; zadejte mapu bloků (list B)
geo-map-size-block = mapa bloků má { $found } políček, očekává se { $expected }
geo-map-size-extra = mapa dalších bloků má { $found } políček, očekává se { $expected }
geo-partition = mapa bloků nedělí mřížku na { $n } oblastí po { $n } políčkách: { $parts }
geo-partition-count = mapa bloků má { $count } oblastí
geo-partition-region = oblast { $label } má { $count ->
    [one] { $count } políčko
    [few] { $count } políčka
   *[other] { $count } políček
} ({ $cells })
geo-disconnected = oblast { $label } mapy bloků není souvislá: { $cut } je odříznuto od { $first }
geo-extra-size = extra blok { $label } má { $count ->
    [one] { $count } políčko
    [few] { $count } políčka
   *[other] { $count } políček
} ({ $cells }), každý extra blok musí mít { $n }
geo-boxes-tile = bloky { $rows }x{ $cols } nepokryjí mřížku { $n }x{ $n }
geo-needs-block-map = varianta { $variant } potřebuje mapu bloků
geo-needs-extra-map = varianta { $variant } potřebuje mapu dalších bloků
geo-windoku-square = Windoku potřebuje čtvercové bloky (4x4, 9x9, 16x16, 25x25), ne { $n }x{ $n }
geo-rule = pravidlo nelze přidat: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = tato úloha používá { $rules }, což sheetdoku nepodporuje
fp-negative-unsupported = zapíná negativní pravidlo pro { $rules } ('negative'), což sheetdoku nepodporuje
fp-drawings = má kresby ({ $drawings }), jejichž význam řeknou jen její pravidla slovy; ty sheetdoku neumí přečíst
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: žádná klec nemá součet (rozložení klecí); s těmito součty má úloha jediné řešení:
offer-no-givens = jediné řešení dají samotné součty, není třeba žádná zadaná číslice
offer-givens = přidané zadané číslice: { $count } ({ $cells }); žádnou z nich nelze vynechat, ale možná by stačilo méně jiných (není dokázáno, že jich je nejméně)
offer-none = { $label }: žádná klec nemá součet a toto rozložení klecí nesplňuje žádná mřížka: součty nelze navrhnout

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = poznámka: killery { $size }x{ $size } se tisknou po { $count } na stránku, ne po { $asked }: při { $asked } na stránku by součty jejich klecí byly příliš malé ke čtení
