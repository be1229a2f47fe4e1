# English: the words sheetdoku prints on pages. Every other catalogue has
# the same messages; a message missing there is printed in English.

## Worksheet
worksheet-name-date = Name: ________________________________     Date: ________________
worksheet-level = Level: { $level }
answers-hardest-step = Hardest step of each puzzle

## Levels
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-fiendish = fiendish
level-extreme = extreme

## Units, joined into "row, column and block"
unit-row = row
unit-column = column
unit-block = block
unit-region = region
unit-diagonal = diagonal
unit-extra-block = extra block
units-and = { $list } and { $last }
units-or = { $list } or { $last }

## The Play sheet
play-fill-in = Fill in the empty cells with the digits 1 to { $n }: every { $units } holds each digit once.
play-clash-note = { $legend }. A digit turns red as soon as it clashes with another in its { $units }; on the screen, the cell right of the page reads "{ $solved }" when the grid is complete and right.
play-locked-note = The givens are locked and only the empty cells take digits (Tools > Protect Sheet, no password, unlocks them).

## The legend under the grids
legend-givens = Givens in bold black
legend-solved = solved digits in blue
legend-diagonals = the diagonals are shaded yellow
legend-extra = the extra blocks are shaded blue
legend-extra-short = the extra blocks blue
legend-overlap = green where they overlap
legend-dropped = dropped givens in red

## Uniqueness and dropped givens on the Solution sheet
unique-unknown = Uniqueness was not checked.
unique-undecided = Uniqueness is not proven: the time limit came first.
unique-yes = The solution is unique: no other grid fits the puzzle.
unique-no = The solution is NOT unique: another solution differs in { $count } cells: { $cells }.
dropped-givens = Dropped givens, { $count } of { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Notes on the puzzles
