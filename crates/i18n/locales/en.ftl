# English: the words sheetdoku prints on pages and in `explain` and `hint`.
# Every other catalogue has the same messages in the same order; a message
# missing there is printed in English. Keep the { $name } placeholders: the
# program fills them in. The terminal's verdicts and the readers' errors are
# here too; the --json lines take the English ones.

## Worksheet
worksheet-default-title = Sudoku
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, version { $version }
worksheet-name-date = Name: ________________________________     Date: ________________
page-sudokupad = On a tablet: scan the code to play this puzzle in SudokuPad.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Name:
worksheet-date = Date:
worksheet-level = Level: { $level }
answers-hardest-step = Hardest step of each puzzle
answers-title = { $title }: answers
answers-legend = The givens of each puzzle in bold black, the digits the pupils fill in, in blue.
answers-copy = puzzle { $puzzle }, copy { $copy }
page-footer = Page { $page } of { $count }

## Levels
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-fiendish = fiendish
level-extreme = extreme

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Sudoku
title-windoku = Windoku
title-jigsaw-sudoku = Jigsaw Sudoku
title-jigsaw-windoku = Jigsaw Windoku
title-with-extra = { $name } with extra regions
title-killer = Killer { $name }
title-kropki = Kropki { $name }
title-xv = XV { $name }
title-greater = Greater-Than { $name }
title-even-odd = Even-Odd { $name }
title-thermo = Thermo { $name }
title-whispers = German Whispers { $name }
title-palindrome = Palindrome { $name }
title-arrow = Arrow { $name }
title-little-killer = Little Killer { $name }
title-sandwich = Sandwich { $name }
title-renban = Renban { $name }
title-antiknight = Anti-knight { $name }
title-antiking = Anti-king { $name }

## Units, joined into "row, column and block"
unit-row = row
unit-column = column
unit-block = block
unit-region = region
unit-diagonal = diagonal
unit-extra-block = extra block
unit-cage = cage
units-and = { $list } and { $last }
units-or = { $list } or { $last }

## Units named where a pupil finds them on the page
name-row = row { $label }
name-column = column { $label }
names-rows = rows { $list }
names-columns = columns { $list }
name-block = block { $number }
name-block-top-left = the top-left block
name-block-top-middle = the top-middle block
name-block-top-right = the top-right block
name-block-middle-left = the middle-left block
name-block-middle-middle = the centre block
name-block-middle-right = the middle-right block
name-block-bottom-left = the bottom-left block
name-block-bottom-middle = the bottom-middle block
name-block-bottom-right = the bottom-right block
name-block-of = the block of rows { $r1 }-{ $r2 } and columns { $c1 }-{ $c2 }
name-region-with = the region with { $cell }
name-main-diagonal = the main diagonal
name-anti-diagonal = the anti-diagonal
name-extra = extra block { $number }
name-cage = the cage of { $sum } at { $cell }
name-cage-no-total = the cage without a total at { $cell }
name-sandwich = the sandwich clue { $sum } of { $line }
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = the anti-knight rule
name-anti-king = the anti-king rule
name-even = the grey square at { $cell }
name-odd = the grey circle at { $cell }
name-kropki-white = the white dot between { $a } and { $b }
name-kropki-black = the black dot between { $a } and { $b }
name-x = the X between { $a } and { $b }
name-v = the V between { $a } and { $b }
name-greater = the greater-than sign { $a } > { $b }
name-no-white = the rule of no white dot between { $a } and { $b }
name-no-black = the rule of no black dot between { $a } and { $b }
name-no-x = the rule of no X between { $a } and { $b }
name-no-v = the rule of no V between { $a } and { $b }
name-thermo = the thermometer from { $first } to { $last }
name-whisper = the whisper line from { $first } to { $last }
name-palindrome = the palindrome from { $first } to { $last }
name-renban = the renban line from { $first } to { $last }
name-arrow = the arrow from { $first } to { $last }
name-little-killer = the little killer of { $sum } from { $first } to { $last }
names-extra = extra blocks { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = Fill in the empty cells with the digits 1 to { $n }: { $parts }.
rules-blocks = every row, column and { $box } block holds each digit once
rules-regions = every row, column and outlined region holds each digit once
rules-diagonals = so does each of the two shaded diagonals
rules-windows = so does each shaded window
rules-extra = so does each shaded extra region
rules-cages = the digits of each dashed cage add up to the small number in its corner, none repeated
rules-kropki = digits joined by a white dot are consecutive, by a black dot one is double the other
rules-xv = digits joined by an X add up to 10, by a V to 5
rules-no-white = two digits side by side with no white dot between them are not consecutive
rules-no-black = of two digits side by side with no black dot between them, neither is double the other
rules-no-x = two digits side by side with no X between them do not add up to 10
rules-no-v = two digits side by side with no V between them do not add up to 5
rules-greater = each sign points from the larger digit to the smaller
rules-even-odd = a grey square holds an even digit, a grey circle an odd one
rules-thermo = the digits on each thermometer increase from its bulb
rules-whispers = neighbours on each green line differ by at least half the largest digit, rounded up (5 on a 9x9)
rules-palindrome = each grey line reads the same from either end
rules-arrow = the digits along each arrow add up to the number in its circle (digits may repeat on an arrow)
rules-little-killer = the digits along each diagonal marked by a small number with an arrow add up to that number (digits may repeat)
rules-sandwich = the number beside a row or above a column is the sum of the digits between the 1 and the largest digit of that row or column (0 when they stand side by side)
rules-renban = the digits on each lilac line are different and form a run of consecutive numbers, in any order
rules-antiknight = cells a chess knight's move apart never hold the same digit
rules-antiking = cells a chess king's move apart (touching, even by a corner) never hold the same digit

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = A digit turns red as soon as it clashes with another in its { $units }. This cell reads "{ $solved }" when the grid is complete and nothing clashes.
play-locked-note = The givens are locked and only the empty cells take digits (Tools > Protect Sheet, no password, unlocks them).
play-names-note = Cells are named by the letters above the grid and the numbers left of it (E5: column E, row 5), as hints and marks name them; Calc's name box shows other addresses.
status-solved = solved
status-not-started = not started
status-no-clash = no clash so far
status-cage-broken = a cage's sum is broken
status-mark-broken = a mark between two cells is broken
status-parity-broken = an even or odd cell holds a digit of the other kind
status-line-broken = a line is broken
status-sum-broken = a sum is broken
status-sandwich-broken = a sandwich sum is broken
status-clash = clash
status-not-a-digit = a red cell holds something other than a digit of the grid
check-not-a-digit = Not a digit of this grid
check-enter-digit = Enter a whole number from 1 to { $n }, or leave the cell empty.
check-hint = digits 1 to { $n }; red: a clash
check-hint-units = digits 1 to { $n }; red: a clash in a { $units }
own-sheet-which = Puzzle { $number } is also on the worksheet page: type your digits either here or there, not in both (only one of them is marked).

## The legend under the grids
legend-givens = Givens in bold black
legend-solved = solved digits in blue
legend-diagonals = the diagonals are shaded yellow
legend-extra = the extra blocks are shaded blue
legend-extra-short = the extra blocks blue
legend-overlap = green where they overlap
legend-dropped = dropped givens in red

## The Solution sheet
solution-title = Solution
solution-dropped-title = No solution: the grid keeping the most givens, the givens it drops in red
solution-dropped-cages-title = No solution: the grid keeping the most givens and cage sums; what it drops is listed below
solution-none-title = No solution
unique-unknown = Uniqueness was not checked.
unique-undecided = Uniqueness is not proven: the time limit came first.
unique-yes = The solution is unique: no other grid fits the puzzle.
unique-no = The solution is NOT unique: another solution differs in { $count } cells: { $cells }.
unique-instead = { $cell } ({ $there } instead of { $here })
dropped-givens = Dropped givens, { $count } of { $givens }: { $cells }.
dropped-shown = { $cell } (given { $given }, shown { $shown })
dropped-given = { $cell } (given { $given })
dropped-cages = Dropped cage sums, { $count } of { $cages }: { $list }.
dropped-cage = { $cage } (its digits add up to { $total } here)
list-and-more = { $list } and { $count } more

## The marks of a class
marks-title = Marks: { $title }
marks-date = Marked on { $date }
# How the date of marking is written (chrono strftime: %-d day, %-m month, %B month name in English only, %Y year).
marks-date-format = %-d %B %Y
# The Summary sheet of a file of many puzzles solved at once.
summary-number = #
summary-puzzle = puzzle
summary-status = status
summary-givens = givens
summary-solution = solution
summary-pages = Solution pages S1 to S{ $pages } show the first { $pages } puzzles; the others are listed here only.
summary-solved = solved
summary-solved-unique = solved, unique
summary-solved-not-unique = solved, NOT unique
summary-solved-undecided = solved, uniqueness not proven (time limit)
summary-no-solution = no solution
summary-error = not solved: { $error }
summary-line = line { $line }
summary-sheet = sheet { $sheet }
# The Model sheet: Peško's binary program with live formulas, for Calc's Solver.
model-title = Peško's BLP model of the puzzle (as in Sudoku.ods): all left-hand sides, the objective and S are live formulas
model-subtitle = maximise (1) Σ c_ijk·x_ijk subject to: every cell holds one digit, every unit (row, column, block, diagonal, extra block) holds every digit once; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = layer k
model-row-column = row i \ column j
model-c-title = C: c_ijk = 1 if cell (i, j) of sheet A holds k (the givens)
model-x-title = x: x_ijk = 1 if cell (i, j) holds k (the variable cells)
model-cells = (5) Σ_k x_ijk = 1: each cell holds one digit
model-s = S: s_ij = Σ_k k·x_ijk (the solution)
model-units = (2)-(4), (7)-(9) Σ x_ijk over each unit = 1: each unit holds each digit once; a block's row sums the x of the cells whose label on sheet B is the block's ((4) with b_ij; labels 1 to n), an extra block's those of sheet B2, so redrawing a map and running the Solver again solves the new puzzle ((8) is the anti-diagonal, Σ x(i, n+1−i, k) = 1; the paper prints Σ x(10−i, 10−i, k), which would repeat the main diagonal (7))
model-unit-digit = unit \ digit k
model-objective = (1) objective Σ c_ijk·x_ijk → max
model-givens = givens Σ c_ijk
model-broken = constraints not holding
model-again = to solve again
model-again-how = Tools > Solver (LibreOffice Calc), with these settings:
model-target = target cell
model-target-value = { $cell } (maximum)
model-variables = variable cells
model-variables-value = { $range }, integer from 0 to 1 (faster in CoinMP than binary)
model-constraints = constraints
model-constraints-value = { $cells } = 1 and { $units } = 1 (stored: LibreOffice 25.2 and Excel load them into the Solver)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 and { $gaps } = 0 (stored: LibreOffice 25.2 and Excel load them into the Solver)
model-constraints-marks = Also { $marks } <= 0 (the marks between cells).
model-constraints-sums = Also { $sums } = 0 (the arrows and little killers).
model-constraints-sandwiches = Also { $sandwiches } <= 0 (the sandwich sums).
model-cages = killer cages: Σ x_ijk over the cage <= 1 for each digit k (no digit repeats), and Σ k·x_ijk over the cage (the sum of its cells' s_ij) = S, its sum
model-cage-digit = cage \ digit k
model-cage-no-total = no total
model-marks = marks between cells: x_ijk of one cell minus Σ x of the digits the mark allows with k in the other cell, <= 0 (a digit needs a partner)
model-mark-digit = mark (cell) \ digit k
model-sums = sums: arrows and little killers, Σ w·k·x − S = 0 (an arrow's shaft +1 and its circle −1; a little killer's diagonal +1 and S its clue)
model-sandwiches = sandwich sums: for each place of a line's 1 and of its n whose cells between can make the clue S, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (the sum between is S when the 1 and the n are there)
marks-file = pupil's file
marks-puzzle = puzzle
marks-sheet = grid marked
marks-filled-heading = filled
marks-right = right
marks-clashes = clashes
marks-wrong = wrong
marks-bad = not a digit
marks-verdict = verdict
marks-note = note
marks-filled = { $typed } of { $to_fill }
marks-summary = Summary: { $summary }
marks-files = { $count ->
    [one] { $count } file
   *[other] { $count } files
}, { $grids }
marks-grids = { $count ->
    [one] { $count } grid
   *[other] { $count } grids
}: { $verdicts }
marks-no-grid = no grid marked
marks-unmarked = { $count ->
    [one] { $count } file not marked
   *[other] { $count } files not marked
}
marks-missing = { $count ->
    [one] { $count } grid missing
   *[other] { $count } grids missing
}
marks-repeated = { $count ->
    [one] { $count } file given again, counted once
   *[other] { $count } files given again, counted once
}
marks-repeats = the same file as { $file }: counted once, there
marks-other-worksheet = not a copy of this worksheet: none of its grids has the givens of any puzzle of { $key }
marks-same-content = the same content as { $first }: check that these pupils did not hand in one file
marks-no-grid-found = none of the grids its Key lists was found (sheets deleted, or their givens changed)
marks-key-without-key = no marking key here (the hidden sheet Key): give --key the teacher's file that worksheet, generate or solve -o wrote
marks-solved-own-key = note: { $count } grids were marked against answers solved from the pupils' own files (they hold no answers); check --key teacher-file returned/* is the safer way, as a pupil could edit hidden sheets
verdict-solved = solved
verdict-other-solution = a valid solution, but not the key's
verdict-not-started = not started
verdict-keep-going = keep going
verdict-wrong-digits = wrong digits
verdict-clash = clash
verdict-not-marked = not marked
verdict-missing = missing
verdict-repeated = repeated, counted once

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Solving path: { $summary }
steps-note = Each step uses the easiest technique that works; cells are named as on the Play sheet.
path-summary = { $level } (rating { $rating }, { $technique })
path-solved = Solved.
path-stuck = Stuck: no technique applies any more; from here solving needs trial and error.
explain-stuck-candidates = Pencil marks where the techniques stop (each cell's candidates):
explain-stuck-true = The true candidates: the one solution's digit in each cell whose pencil marks hold more than it:
explain-stuck-answer-hint = (`--show-answer-candidates` adds the true candidates: the solution's digit in each cell whose pencil marks hold more than it.)
path-contradiction = The givens contradict each other: this puzzle has no solution.
hardest-then-search = After the last logical step the puzzle needs trial and error.
intro-candidates = Candidates (pencil marks) are the digits a cell can still hold: those not yet in its { $units }.
intro-remove = Write them small in each empty cell; "remove 6 from E6" means cross 6 off the pencil marks of E6.
intro-places = Here every step places a digit.
intro-even-odd = A cell with a grey square starts with its even digits only, a cell with a grey circle with its odd ones; no technique needs the squares and circles after that.
intro-sandwich = No technique uses the sandwich clues: the steps below use the other rules only, and where only a clue would help, the path says it is stuck.
marks-sheet-title = Greater-than signs and even/odd cells of the puzzle on sheet A: each shaded box below is a cell of the puzzle; type the marks in and between the boxes.
marks-sheet-signs = Between two boxes side by side type < or >, opening towards the larger digit; between two boxes one above the other type ^ (the upper digit is smaller) or v (the upper digit is larger).
marks-sheet-even-odd = In a box type E for an even digit (a grey square) or O for an odd digit (a grey circle).
marks-sheet-rest = Leave every other place empty: anything else is refused with its cell named. Delete the example marks you do not want.
marks-sheet-even-letter = E
marks-sheet-odd-letter = O
step-hidden-single-in = Hidden single: { $digit } can only go in { $cell } in { $unit }.
step-hidden-single = Hidden single: { $digit } can only go in { $cell }.
step-naked-single = Naked single: { $cell } can only be { $digit }: every other digit is already in its { $units }.
step-once = { $name } (rating { $rating }): { $body }.
step-twice = { $name } (twice, rating { $rating }): { $body }.
step-times = { $name } ({ $count } times, rating { $rating }): { $body }.
step-more = { $count } more of the same kind: { $deductions }
deduce-remove = remove { $list }
deduce-from = { $digits } from { $cells }
deduce-place = place { $digit } in { $cell }
hint-single = look for a { $technique } (there is one for the digit { $digit }).
hint-removes = look for a { $technique } (rating { $rating }) that removes the digit { $digits }.
hint-removes-at = look for a { $technique } (rating { $rating }) that takes candidates out of { $cell }.
hint-single-at = look for a { $technique } at { $cell }.
hint-changes = look for a { $technique } (rating { $rating }); it changes { $cells }.
hint-mistake = a mistake first: { $what }.
hint-no-solution = a mistake first: no solution can be reached from this grid; several digits are wrong.
hint-wrong-digit = a mistake first: the { $digit } in { $cell } is wrong (the grid has no solution with it).
hint-one-is-wrong = a mistake first: the grid has no solution; one of these digits is wrong: { $cells }.
hint-solved = the grid is full and breaks no rule: solved!
hint-other-solution = the grid is full and breaks no rule: a valid solution, but not the answer key's (the puzzle has several).
hint-stuck = no technique applies here: the next step needs trial and error.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = hidden single in a block
technique-HiddenSingleInLine = hidden single in a line
technique-DirectPointing = direct pointing
technique-DirectClaiming = direct claiming
technique-DirectHiddenPair = direct hidden pair
technique-NakedSingle = naked single
technique-CageCombination = cage combination
technique-MarkPartners = mark partners
technique-SumLimits = sum limits
technique-RenbanRuns = renban runs
technique-CagePointing = cage pointing
technique-RuleOf45 = rule of 45
technique-RuleOf45Lines = rule of 45 over several lines
technique-DirectHiddenTriple = direct hidden triple
technique-Pointing = pointing
technique-Claiming = claiming
technique-NakedPair = naked pair
technique-XWing = X-Wing
technique-HiddenPair = hidden pair
technique-NakedTriple = naked triple
technique-Swordfish = Swordfish
technique-HiddenTriple = hidden triple
technique-Skyscraper = Skyscraper
technique-TwoStringKite = 2-String Kite
technique-TurbotFish = Turbot Fish
technique-XYWing = XY-Wing
technique-GroupedStrongLinks = grouped 2 strong links
technique-WWing = W-Wing
technique-XYZWing = XYZ-Wing
technique-WXYZWing = WXYZ-Wing
technique-UniqueRectangle = unique rectangle
technique-NakedQuad = naked quad
technique-Jellyfish = Jellyfish
technique-HiddenQuad = hidden quad
technique-ThreeStrongLinks = three strong links
technique-FinnedSwordfish = finned Swordfish
technique-FinnedJellyfish = finned Jellyfish
technique-VWXYZWing = VWXYZ-Wing
technique-BugPlusOne = BUG+1
technique-SimpleColouring = simple colouring
technique-XChain = X-Chain
technique-GroupedXChain = grouped X-Chain
technique-Aic = alternating inference chain
technique-GroupedAic = grouped alternating inference chain
technique-AlsXz = ALS-XZ
technique-ForcingChains = forcing chains
technique-DynamicForcingChains = dynamic forcing chains
technique-DynamicForcingChainsPlus = dynamic forcing chains (+)
technique-NestedForcingChains = nested forcing chains

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = so
note-and = and
note-or = or
note-on = on
note-in = in
note-of = of
note-with = with
note-within = within
note-over = over
note-both = both
note-cells = cells
note-pivot = pivot
note-pincers = pincers
note-fin = fin
note-fins = fins
note-hold = hold
note-holds = holds
note-hold-only = hold only
note-hold-one-of = hold one of
note-they-hold = they hold
note-and-only = and only
note-one-of = one of
note-only-in = only in
note-only-at = only at
note-or-at = or at
note-can-only-go-in = can only go in
note-lies-only-in = lies only in
note-has-it-only-in = has it only in
note-has-it-only-at = has it only at
note-is-not-confined-to-one-unit = is not confined to one unit
note-see-each-other = see each other
note-that-see = that see
note-leaves-the-cells-of = leaves the cells of
note-if-no-fin-holds = if no fin holds
note-it-is-a = it is a
note-joined-by-the-strong-link = joined by the strong link
note-type-1 = type 1
note-type-2 = type 2
note-type-3-on = type 3 on
note-type-4 = type 4
note-every-empty-cell-has-two-candidates-but = every empty cell has two candidates but
note-has-three-places-in-each-of-its-units = has three places in each of its units
note-its-conjugate-pairs-colour = its conjugate pairs colour
note-one-way-and = one way and
note-the-other = the other
note-one-colour-holds = one colour holds
note-every-cell-that-sees-both-colours-loses-it = every cell that sees both colours loses it
note-of-the-first-colour-see-each-other = of the first colour see each other
note-of-the-second-colour-see-each-other = of the second colour see each other
note-the-first-colour-cannot-hold = the first colour cannot hold
note-the-second-colour-cannot-hold = the second colour cannot hold
note-almost-locked-sets = almost locked sets
note-with-restricted-common = with restricted common
note-its-places-see-each-other = its places see each other
note-one-set-lacks = one set lacks
note-and-holds-all-its-other-digits-among-them = and holds all its other digits, among them
note-every-candidate-of = every candidate of
note-every-place-of = every place of
note-leads-to = leads to
note-lead-to = lead to
note-leads-to-both = leads to both

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Notes on the puzzles
# Beside the number of a puzzle printed although it is not sound (worksheet --allow-broken), and in its answer key.
worksheet-no-solution = This puzzle has no solution.
worksheet-several-solutions = This puzzle has more than one solution.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = no cell holds { $digit } in { $unit }
conflict-one = { $cell } holds { $digit } in { $unit }
conflict-two = { $a } and { $b } both hold { $digit } in { $unit }
conflict-many = { $cells } and { $last } all hold { $digit } in { $unit }
conflict-sum-over-one = { $cells } holds { $total } in { $cage }, more than its sum
conflict-sum-over = { $cells } add up to { $total } in { $cage }, more than its sum
conflict-sum-full = { $cage } is full and adds up to { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) and { $b } ({ $y }) break { $mark }
conflict-no-white = { $a } and { $b } hold { $x } and { $y }, consecutive, but no white dot stands between them
conflict-no-black = { $a } and { $b } hold { $x } and { $y }, one double the other, but no black dot stands between them
conflict-no-x = { $a } and { $b } hold { $x } and { $y }, adding up to 10, but no X stands between them
conflict-no-v = { $a } and { $b } hold { $x } and { $y }, adding up to 5, but no V stands between them
conflict-total-full = { $rule } adds up to { $total }, not { $target }
conflict-total-partial = { $cells } break { $rule }: no digits in its empty cells can make it add up
conflict-sandwich-full = { $line } holds { $total } between its 1 and its { $top }, not { $sum }
conflict-sandwich-partial = { $line } has { $count } cells between its 1 and its { $top }, holding { $total } so far: they cannot add up to { $sum }
conflict-parity-even = { $cell } holds { $digit }, an odd digit, but its grey square asks for an even one
conflict-parity-odd = { $cell } holds { $digit }, an even digit, but its grey circle asks for an odd one
conflict-knight = { $a } and { $b } are a knight's move apart and both hold { $digit }
conflict-king = { $a } and { $b } are a king's move apart and both hold { $digit }
conflict-size = the grid is { $found }x{ $found }, the puzzle { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = leaves these digits without a partner in
note-sum-other-cells = with the smallest and largest digits its other cells can hold,
note-sum-range = can only be { $low } to { $high }
note-sum-only = can only be { $digit }
note-sum-none = its other cells leave no digit for
note-renban-runs = the line holds { $count } consecutive digits, and its cells' pencil marks fit only { $runs ->
    [one] the run
   *[other] the runs
}
note-renban-needs = every run its cells' pencil marks fit holds { $digit }, and only
note-renban-needs-end = can hold it
note-cage-can-only-hold = ({ $count ->
    [one] { $count } cell
   *[other] { $count } cells
}) can only hold { $combinations }
note-cage-must-hold = must hold { $digit } ({ $combinations }), in
note-innies-of = innies of
note-outies-of = outies of
note-cell-holds = holds { $sum }
note-cells-add-up-to = add up to { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Sudoku
ext-menu-solve = Solve this puzzle
ext-menu-check = Check my grid
ext-menu-hint-1 = Hint: where to look
ext-menu-hint-2 = Hint: which cells
ext-menu-hint-3 = Hint: the whole step
ext-menu-explain = Explain the solution
ext-menu-worksheet = New puzzles / worksheet...
ext-menu-mark = Mark returned files...
ext-menu-template = Blank template...
ext-hint-title-1 = Sudoku: hint, where to look
ext-hint-title-2 = Sudoku: hint, which cells
ext-hint-title-3 = Sudoku: hint, the whole step
ext-explain-title = Sudoku: the solving path
ext-template-title = Sudoku: blank template
ext-worksheet-title = Sudoku: new puzzles and worksheet
ext-progress-title = Sudoku: making puzzles
ext-progress-made = Puzzles made:
ext-progress-cancelling = Cancelling: the puzzles finished are kept.
ext-files-title = Returned workbooks to mark
ext-files-filter = Spreadsheets
ext-label-variant = Variant
ext-label-size = Size
ext-label-difficulty = Difficulty
ext-label-count = Puzzles
ext-label-per-page = Puzzles per page
ext-label-copies = Copies of each
ext-label-title = Title
ext-label-symmetry = Symmetry
ext-button-make = Make worksheet
ext-button-open = Open template
ext-button-cancel = Cancel
ext-button-close = Close
ext-variant-standard = Sudoku
ext-variant-x = Sudoku X (diagonals)
ext-variant-windoku = Windoku
ext-variant-windoku-x = Windoku X
ext-variant-jigsaw = Jigsaw Sudoku
ext-variant-jigsaw-x = Jigsaw Sudoku X
ext-level-any = any
ext-symmetry-none = none
ext-symmetry-rotate180 = half turn
ext-symmetry-rotate90 = quarter turn
ext-symmetry-mirror = mirror
ext-symmetry-diagonal = diagonal
ext-missing = The sheetdoku program was not found: this copy of the extension was built without it for this computer. Install sheetdoku so that it is on PATH, or set the environment variable SHEETDOKU_BIN to the program's full path, then restart LibreOffice.
ext-not-a-program = The environment variable SHEETDOKU_BIN names a file that is not a program that can be run:
ext-failed = sheetdoku could not do it:
ext-solve-nothing = No solution was written.
ext-solve-no-solution = This puzzle has no solution.
ext-solve-dropped = This puzzle has no solution. The workbook shows the grid that keeps the most givens; the givens it drops are red:
ext-solve-not-unique = The puzzle has more than one solution; the workbook shows one of them.
ext-check-nothing = Nothing to check: no grid was found on this sheet.
ext-check-coloured = Red cells: clashing digits; yellow cells: wrong digits. A cell you change loses its colour; the colours are not saved in the file and go at the next check.
ext-check-not-found = These grids were not found on their sheets, so none of their cells is coloured:
ext-hint-nothing = No hint: no puzzle was found on this sheet.
ext-explain-nothing = Nothing to explain: no puzzle was found on this sheet.
ext-worksheet-nothing = No puzzle was finished.
ext-worksheet-two-files = Two windows opened: the worksheet for the pupils (no answers) and the teacher's copy with the answers (sheet Answers). Save the teacher's copy: it is the key for marking.
ext-mark-see-note = The files that could not be marked say why in the note column.
ext-menu-mark-folder = Mark a folder of returned files...
ext-menu-copies = Copies of this puzzle...
ext-copies-title = Sudoku: copies of this puzzle
ext-label-killer = Killer cages
ext-menu-help = Help
ext-folder-title = Folder of returned workbooks to mark
ext-mark-folder-empty = This folder holds no workbooks (.ods or .xlsx) to mark:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = marks
ext-mark-saved = The marks are saved as:
ext-help-title = Sudoku: help
ext-help =
    Solve this puzzle: the solution opens in a new window; your file is not changed.
    Check my grid: clashing digits turn red, wrong digits yellow.
    Hint: three levels, from where to look to the whole step.
    Explain the solution: every step in words.
    New puzzles / worksheet: two windows open, the pupils' worksheet and your copy with the answers. Save your copy: it is the key for marking.
    Marking: open your copy with the answers, then choose Mark returned files (the pupils' files) or Mark a folder; the marks are saved beside your copy.
    Blank template: an empty grid to type your own puzzle into.
    When a sheet holds more than one grid, select the grid first.
report-verdict-solved = solved (complete, no rule broken)
report-verdict-other-solution = a valid solution, but not the key's (the puzzle has several solutions)
report-verdict-not-started = not started (no digit typed yet)
report-verdict-keep-going-right = keep going ({ $right } of { $to_fill } right so far, { $left } to fill)
report-verdict-keep-going = keep going ({ $left } { $left ->
    [one] cell
   *[other] cells
} to fill, no rule broken so far)
report-verdict-wrong-digits = wrong digits (no clash yet, but some digits differ from the answer key)
report-verdict-clash = clash (a digit twice in a unit, or a cage's sum broken)
report-filled-empty = { $typed } of { $to_fill } empty cells filled
report-filled = { $typed } of { $to_fill } cells filled
report-clash = clash: { $conflict }
report-wrong-digits = { $count ->
    [1] wrong digit
   *[other] wrong digits
}: { $cells }
report-differs = differs from the key at { $cells }
report-counted = counted: { $sheet } (more typed digits); { $others }, not counted
report-also-holds = { $sheet } also holds { $count } typed { $count ->
    [one] digit
   *[other] digits
}
report-bad-cell = { $cell } holds { $found }, not { $expected }: counted wrong
report-found-at = { $name } found at { $at } (not where the worksheet puts it)
report-missing = not found in the file: { $names } (sheet deleted, or its givens changed)
report-undecided = not marked: the grid at { $at } fits this puzzle and puzzle { $puzzles } alike (they have the same solution), and the file does not show which it is; put it back where { $name } was (the sheet's name and place) and mark again

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = cage splitting
technique-CageSplittingLines = cage splitting over several lines
technique-CombinationClash = combination clash
technique-LockedDigitAcrossCages = locked digit across cages
note-less = less
note-group-must-hold = and must hold { $digit } ({ $combinations }), in
note-clash-cannot-hold = cannot hold { $dropped }: with any of them no combination is left for
note-pair-must-hold = every two of their combinations that fit together hold { $digit }, in
technique-CagePermutations = cage permutations
note-cage-placements = holds { $combinations }, and no placement of them on its cells' candidates puts these digits there
technique-InniesOutiesSums = innies and outies over several units
note-sum-of = the rule of 45 on
note-sum-cannot = with no digit twice where cells see each other, no other digits of these cells make that sum
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = pupils' file: { $pupils }; teacher's file with the answers: { $teacher } (keep it for marking)
written-pupil-copy = pupil's copy without the answers: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = row
in-unit-column = column
in-unit-block = block
in-unit-region = region
in-unit-diagonal = diagonal
in-unit-extra-block = extra block
in-unit-cage = cage
step-naked-single-steps = Naked single: { $cell } can only be { $digit }: the other digits were ruled out by the steps above.
step-naked-single-mixed = Naked single: { $cell } can only be { $digit }: every other digit is already in its { $units }, or was ruled out by the steps above.
hidden-single-in-row = hidden single in a row
hidden-single-in-column = hidden single in a column
hidden-single-in-block = hidden single in a block
hidden-single-in-region = hidden single in a region
hidden-single-in-diagonal = hidden single on a diagonal
hidden-single-in-extra-block = hidden single in an extra block
decimal-separator = .

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = read sheet { $sheet } (what the pupil typed: { $count ->
    [one] { $count } digit
   *[other] { $count } digits
})
pupil-wrong-digit = the digit at { $cell } is wrong (the answer key has another)
pupil-wrong-digits = the digits at { $cells } are wrong (the answer key has others)
explain-start-without = { $wrong }; the steps start without { $count ->
    [one] it
   *[other] them
}
explain-start-from-givens = { $clashes }; the steps start from the givens
sound-no-solution-drop = no solution: dropping { $items } makes it solvable
sound-no-grid = no solution: no grid keeps these rules whatever the givens (look at the block map)
sound-no-grid-cages = no solution: no grid keeps these rules whatever the givens (look at the block map and the cages)
sound-several = several solutions: two of them differ at { $cells } (a given at one of these cells rules out one of the two)
label-puzzle = puzzle { $number }
label-line = line { $line }
marks-count-solved = { $count } solved
marks-count-other-solution = { $count } a valid solution, but not the key's
marks-count-not-started = { $count } not started
marks-count-keep-going = { $count } keep going
marks-count-wrong-digits = { $count } wrong digits
marks-count-clash = { $count } clash
marks-count-no-solution = { $count } without solution
marks-count-several-solutions = { $count } with several solutions
marks-not-ours = not a workbook written by sheetdoku (no Play sheet and no P1 sheet)
marks-class-work = the class's work
marks-written = wrote the marks to { $file }
check-verdict-line = verdict: { $verdict }
report-verdict-clash-plain = clash (a digit twice in a unit)
digit-list-separator = { "," }
combination-separator = { "," }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (puzzle { $number })
check-file-sheet = { $file }, sheet { $sheet }
check-no-answer = no stored answer, so only clashes are checked
shape-summary = { $title } ({ $details })
shape-blocks = { $rows }x{ $cols } blocks
shape-irregular = irregular regions
shape-extra-blocks = { $count ->
    [one] { $count } extra block
   *[other] { $count } extra blocks
}
shape-cages = { $count ->
    [one] { $count } cage
   *[other] { $count } cages
}
check-unsound = no rule is broken yet, but these givens have { $flaw }
check-unsound-cages = no rule is broken yet, but these givens and cages have { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] the given at { $cells }
   *[other] the givens at { $cells }
}
drop-of = { $dropped } of { $total }
drop-cages-of = { $dropped } of { $total ->
    [one] { $total } cage
   *[other] { $total } cages
}
drop-givens-of = { $dropped } of { $total ->
    [one] { $total } given
   *[other] { $total } givens
}

# The solve command's terminal lines.
solve-presolve = presolve: propagation and probing fixed { $fixed } of { $empty } empty cells before the BLP
solve-unique-not-checked = unique: not checked, the search for a second solution took over { $seconds } s (--unique proves it with Peško's cut)
solve-unique-undecided = unique: not proven, the time limit came first
solve-unique-cut = unique: proven by Peško's cut, no second solution ({ $time } in all)
solve-unique-engine = unique: proven by the native engine's search of the model, no second solution ({ $time } in all)
solve-unique-yes = unique: yes, the native search finds no second solution
solve-not-unique = not unique ({ $time }): a second solution differs in { $count } cells: { $cells } (marked *)
solve-not-unique-more = not unique ({ $time }): a second solution differs in { $count } cells: { $cells } and { $more } more (marked *)
wrote-file = wrote { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] 1 given
   *[other] { $givens } givens
}
solve-headline-presolve = Solved: the presolve (propagation and probing) completed the grid, no LP needed ({ $time })
solve-headline-solver = Solved by the BLP with { $solver } in { $time } { $model }
solve-headline-how = Solved by the BLP in { $time }: { $how } { $model }
solve-model = ({ $variables } variables, { $constraints } constraints, objective { $objective } = givens)
solve-how-lp = branch and bound on { $solver }'s LP relaxation
solve-how-search = branch and bound with propagation, no LP needed
solve-how-engine = the native engine's search on the presolved model, no LP needed
solve-how-presolve = the presolve, no LP needed
solve-no-solution = No solution
solve-no-solution-dropping = No solution; dropping { $items } makes it solvable
solve-keeping-givens = no solution; the grid keeping the most givens (dropped givens marked *):
solve-keeping-cages = no solution; the grid keeping the most givens and cages (dropped givens and the cells of dropped cages marked *):
solve-dropped-cage = dropped: { $cage } ({ $cells }): its digits add up to { $sum } here

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: not solved: { $why }
solve-batch-stopped = stopped by Ctrl-C
solve-batch-time-limit = the time limit was reached
solve-batch-error = { $puzzle }: error: { $error }
solve-batch-by-presolve = by the presolve, no LP
solve-batch-by-blp = by the BLP with { $solver }
solve-batch-solved = solved { $how }, { $time }
solve-batch-solved-unique = solved { $how }, unique, { $time }
solve-batch-solved-not-unique = solved { $how }, NOT unique, { $time }
solve-batch-solved-undecided = solved { $how }, uniqueness not proven (time limit), { $time }
solve-batch-no-solution = no solution, { $time }
solve-batch-summary = { $puzzles ->
    [one] 1 puzzle
   *[other] { $puzzles } puzzles
}: { $solved } solved ({ $presolve } by the presolve alone), { $unsolved } without solution
solve-batch-not-unique = { $count } not unique
solve-batch-failed = { $count } failed
solve-batch-not-in-time = { $count } not solved in time
solve-batch-not-before-stop = { $count } not solved before Ctrl-C
solve-batch-undecided = { $count } not proven unique in time
solve-batch-threads = { $time } on { $threads ->
    [one] 1 thread
   *[other] { $threads } threads
}
solve-batch-wrote-lines = wrote { $file } (one solution per line)
solve-batch-wrote-book = wrote { $file } (Summary sheet, { $pages ->
    [one] solution page S1
   *[other] solution pages S1-S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = digits typed into puzzles of versions { $versions }: every puzzle of the file is listed
marks-version-undecided = nothing in the file shows which version ({ $versions }) the pupil had: every puzzle is listed

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = sheet '{ $sheet }'
location-cell = cell { $cell }
location-range = range { $range }
location-line = line { $line }
location-input = input
input-empty-file = the file is empty
input-unknown-extension = unknown file type '{ $extension }' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = not a readable spreadsheet: { $why }
input-password = the workbook is password-protected; save an unprotected copy
input-missing-sheet = no sheet named '{ $name }' (sheets: { $sheets })
input-bad-range = bad range: { $why }
input-no-grid = no puzzle grid found: { $why }
input-several-grids = several candidate grids; choose one: { $choices }
input-ambiguous = the digits in { $block } fit more than one grid, and nothing on the sheet (borders drawn around the grid, a label, the size) says which; choose one: { $choices }
input-several-puzzles = { $count } puzzles in file ({ $names }); { $remedy }
input-merged = merged cells { $cells } inside the grid; unmerge them so that each cell holds one digit
input-not-square = the grid is { $rows } rows by { $cols } columns; a puzzle grid must be square
input-bad-cell = holds { $found }; expected { $expected }
input-bad-digit = holds { $found }; expected a digit 1 to { $size } or an empty cell
input-bad-symbol = holds { $found }; expected a digit 1 to { $size } (or 1-9 and A-{ $last }) or an empty cell
input-too-large = too large: { $why }
io-not-found = no such file
io-permission-denied = permission denied
flag-give-blocks = give the block map (sheet B, a table labelled B, or --blocks)
flag-give-extra = give the extra regions (sheet B2 or --extra)
flag-choose-range = choose the grid with --puzzle 'SHEET!RANGE'
flag-choose-puzzle = choose one with --puzzle NAME or NUMBER
flag-read-sheet = read it whole with --puzzle { $sheet }
read-grid-found = grid { $range }, { $how }
read-from-borders = from its borders
read-from-label = from the label above it
read-from-sheet-edge = from the edge of the sheet
read-from-surroundings = from its size and the cells around it
read-note = read { $what }
cli-error = error
read-unused-blocks = { $place } also holds a block map, { $range }, that is not used ({ $remedy })
read-unused-extra = { $place } also holds extra regions, { $range }, that are not used ({ $remedy })
read-unused-grid = { $place } also holds another grid, { $range }, that is not read ({ $remedy })
flag-use-blocks = { $flag } uses it
flag-use-extra = { $flag } uses them
flag-use-grid = { $flag } reads it

# The terminal lines of `rate`.
rate-solved = { $level } (rating { $score }, { $technique })
rate-nothing = { $level } (rating { $score }, nothing to do)
rate-stuck = { $level } (no rating: the techniques get stuck, solving needs search)
rate-contradiction = { $level } (no solution: the givens contradict each other)
rate-givens = { $count ->
    [one] { $count } given
   *[other] { $count } givens
}
rate-summary = { $count } puzzles: { $parts }
rate-level = { $count } { $level }
rate-without-solution = { $count } without solution
rate-several = { $count } with several solutions

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = time limit of { $seconds } s reached while { $doing }
error-cancelled = cancelled while { $doing }
doing-reading = reading { $file }
doing-solving = solving
doing-rating = rating
doing-starting = starting to solve the puzzle
doing-probing = probing candidates in the presolve
doing-second-solution = looking for a second solution
doing-offering-totals = offering totals for the cage layout
doing-counting = counting solutions ({ $found } found so far, { $nodes } search nodes)
doing-blp = solving the BLP with { $solver }
doing-blp-second = looking for a second solution with { $solver }
doing-blp-counting = counting solutions with { $solver } ({ $found } found so far)
doing-repair = finding the grid keeping most givens with { $solver }
doing-shrinking = finding the grid keeping the most givens (shrinking a conflict)
doing-repair-cores = finding the grid keeping the most givens ({ $conflicts } conflicts found, at least { $dropped } of { $givens } givens to drop)
doing-repair-cores-cages = finding the grid keeping the most givens ({ $conflicts } conflicts found, at least { $dropped } of { $givens } givens and { $cages } cages to drop)
doing-hitting = finding the fewest givens that rule out every other solution found
doing-jigsaw-map = looking for a random { $n }x{ $n } jigsaw map that admits a grid
doing-generating = generating a puzzle (attempt { $attempt })
doing-generating-wanted = generating a puzzle { $wanted } (attempt { $attempt })
doing-generating-killer = generating a killer (attempt { $attempt })
want-level = rated { $level }
want-rating = with a rating from { $min } to { $max }
want-givens = with { $count } givens
want-rules = with { $rules }
want-symmetry = with { $symmetry } symmetry
doing-writing-sheet = writing sheet { $sheet }
doing-writing-sheet-of = writing sheet { $number } of { $total }
doing-drawing = drawing the pictures of sheet { $sheet }
doing-worksheet = writing the worksheet ({ $what })
doing-worksheet-pages = writing the worksheet (its pages)
doing-worksheet-code = writing the worksheet (the code of puzzle { $number })
doing-checking-unique = checking that the puzzle has exactly one solution
doing-checking-unique-at = checking that { $at } has exactly one solution; nothing is written
doing-first-puzzle = solving the first puzzle
doing-drop-givens = finding the givens to drop from a puzzle without solution
note-time-limit-puzzles = time limit of { $seconds } s reached after { $done } of { $total } puzzles
note-time-limit-files = time limit of { $seconds } s reached after { $done } of { $total } files
note-stopped-puzzles = stopped by Ctrl-C after { $done } of { $total } puzzles
note-stopped-files = stopped by Ctrl-C after { $done } of { $total } files
note-unchecked = the check that { $at } has exactly one solution did not finish
solve-time-limit-written = time limit of { $seconds } s reached before the uniqueness proof; the solution is written to { $file }
solve-time-limit-unproved = time limit of { $seconds } s reached before the uniqueness proof
solve-time-limit-no-repair = time limit of { $seconds } s reached before the grid keeping the most givens was found
generate-unreached-rating = warning: a puzzle rated { $min } to { $max } could not be made within the time limit of { $seconds } s; harder levels need many more tries: raise --time-limit, ask for fewer puzzles, or choose an easier level
generate-unreached-levels = warning: every { $levels } puzzle asked for could not be made within the time limit of { $seconds } s; harder levels need many more tries: raise --time-limit, ask for fewer puzzles, or choose an easier level
generate-exhausted = no { $geometry } puzzle found in { $attempts } attempts; try another level or number of givens, another symmetry, or more attempts
generate-exhausted-wanted = no { $geometry } puzzle { $wanted } found in { $attempts } attempts; try another level or number of givens, another symmetry, or more attempts
generate-stopped-none = stopped by Ctrl-C before any puzzle was finished; nothing was written
generate-finished-none = no puzzle was finished; raise --time-limit or relax the targets
wrote-puzzle-lines = wrote { $file } ({ $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}, one per line)
wrote-generated-worksheet = wrote { $file } ({ $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}; solve one with --puzzle P1, mark the pupils' copies with sheetdoku check)
wrote-worksheet = wrote { $file } ({ $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
})
wrote-template = wrote { $file } ({ $what })
kept-two-files = the { $done } are written to { $file } and { $key }
kept-one-file = the { $done } are written to { $file }
kept-printed = the { $done } are printed above
kept-finished = the { $done } finished are written

# Why a line of text is not a puzzle.
parse-unknown-level = unknown level '{ $name }' (valid: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = unknown variant '{ $name }' (valid: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; the parts combine, as in jigsaw-windoku or extra-regions-x)
parse-not-square = { $symbols } symbols is not a square grid (81 for 9x9, 256 for 16x16, ...)
parse-not-a-digit = '{ $symbol }' at position { $position } is not a digit of a { $size }x{ $size } grid
text-not-a-grid = { $count } symbols is not a grid (81 for 9x9, 256 for 16x16, or 9 lines of 9; numbers separated by commas or spaces count one each)
text-short-grid = { $lines } lines of { $width } symbols; a { $width }x{ $width } grid needs { $width } lines
text-size-asked = a { $n }x{ $n } grid, but the size asked for is { $want }x{ $want }
range-digit-at = cell { $cell } holds { $digit }, digits must be 1 to { $size }
range-cells = a { $size }x{ $size } grid needs { $cells } cells, got { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = choose { $choice }
flag-choose-one-of = choose one: { $choices }
flag-or-size = or give the size ({ $sizes })
calc-choice-range = select { $range }
calc-choice-size = select exactly a { $n }x{ $n } grid
calc-or-size = or { $sizes }
calc-choose = { $choice }, then choose the command again
calc-choose-one-of = choose one, then choose the command again: { $choices }
calc-give-blocks = add a sheet named B holding the block map, then choose the command again
calc-give-extra = add a sheet named B2 holding the extra regions, then choose the command again
calc-choose-range = select the puzzle's grid, then choose the command again
calc-choose-puzzle = select the grid of the puzzle you mean, then choose the command again
calc-read-sheet = go to sheet { $sheet }, click a single cell, then choose the command again
calc-use-blocks = to use it as the block map, name its sheet B
calc-use-extra = to use them as the extra regions, name their sheet B2
calc-use-grid = to read it, { $flag } and choose the command again

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (seed { $seed })
generate-heading-copies = copies of { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = puzzle { $number }: { $about }
generate-original = puzzle { $number }, the original: { $line }
generate-copy = puzzle { $number }, copy { $copy }: { $level } ({ $rating })
generate-rating = rating { $score }
generate-needs-search = needs search

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = a { $n }x{ $n } grid is not supported (sizes { $min } to { $max })
geo-no-box-shape = a { $n }x{ $n } grid has no regular box shape; give a block map (sheet B)
geo-map-size-block = the block map has { $found } cells, expected { $expected }
geo-map-size-extra = the extra region map has { $found } cells, expected { $expected }
geo-partition = the block map is not a partition into { $n } regions of { $n } cells: { $parts }
geo-partition-count = the block map has { $count } regions
geo-partition-region = region { $label } has { $count } cells ({ $cells })
geo-disconnected = region { $label } of the block map is not connected: { $cut } is cut off from { $first }
geo-extra-size = extra region { $label } has { $count } cells ({ $cells }), every extra region must have { $n }
geo-boxes-tile = boxes of { $rows }x{ $cols } do not tile a { $n }x{ $n } grid
geo-needs-block-map = the { $variant } variant needs a block map
geo-needs-extra-map = the { $variant } variant needs an extra region map
geo-windoku-square = Windoku needs square boxes (4x4, 9x9, 16x16, 25x25), not { $n }x{ $n }
geo-rule = a rule cannot be added: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = this puzzle uses { $rules }, which sheetdoku does not support
fp-negative-unsupported = it turns on the negative constraint of { $rules } ('negative'), which sheetdoku does not support
fp-drawings = it has drawings ({ $drawings }) whose meaning only its rules in words tell, which sheetdoku cannot read
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: every cage is drawn without a total (a cage layout); these totals make it a puzzle with one solution:
offer-no-givens = the totals alone make the solution unique, no given digit needed
offer-givens = given digits added: { $count } ({ $cells }); none of them can be left out, but fewer givens elsewhere may do (not proven the fewest)
offer-none = { $label }: every cage is drawn without a total, and no grid keeps this cage layout: no totals can be offered

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = note: the { $size }x{ $size } killers print { $count } to a page, not { $asked }: at { $asked } a page their cages' sums would be too small to read
