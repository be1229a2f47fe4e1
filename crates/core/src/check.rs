//! The checker: every broken rule of a grid, partial or complete.

use crate::geometry::{Constraint, ConstraintId, Geometry, ParityKind, SumRule};
use crate::grid::{symbol, CellNamer, Grid};
use crate::words::and_list;
use sheetdoku_i18n::text_with;

/// A rule a grid breaks, with the cells that break it. Each kind of rule
/// has its own ways of being broken: a unit by a repeated digit, a killer
/// cage by a repeated digit or by its sum.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
// Not `#[non_exhaustive]`, on purpose, like `Constraint`: a new kind of
// rule brings its own ways of being broken, and every view of a conflict
// (the JSON lines, the pages, the messages) matches on it without a
// catch-all arm, so the compiler names each place that must learn one, in
// every crate of the workspace. Adding a variant is a breaking change.
pub enum Conflict {
    /// Two cells a chess move apart hold the same digit, against an
    /// anti-knight or anti-king rule.
    Apart {
        /// The rule.
        rule: ConstraintId,
        /// The move (a knight's, a king's).
        piece: crate::geometry::AntiKind,
        /// The digit both hold.
        digit: u8,
        /// The two cells, in increasing order.
        cells: Vec<usize>,
    },
    /// A digit appears more than once in a rule that allows it once.
    Repeat {
        /// The rule.
        rule: ConstraintId,
        /// The repeated digit.
        digit: u8,
        /// The cells holding it, in increasing order.
        cells: Vec<usize>,
    },
    /// A killer cage's digits add up to more than its sum, or fill it and
    /// add up to less.
    Sum {
        /// The cage.
        rule: ConstraintId,
        /// The cage's filled cells, in increasing order.
        cells: Vec<usize>,
        /// What their digits add up to.
        total: u32,
        /// The cage's sum.
        sum: u32,
    },
    /// The digit of an even/odd cell has the other parity.
    Parity {
        /// The even/odd rule.
        rule: ConstraintId,
        /// Its cell (one).
        cells: Vec<usize>,
        /// The cell's digit.
        digit: u8,
        /// What the mark asks for.
        asks: ParityKind,
    },
    /// The digits of two cells break the mark between them (a Kropki dot,
    /// an X or V, a greater-than sign) or a relation of a line (two
    /// neighbours on a thermometer or whisper line, two cells of a
    /// palindrome).
    Mark {
        /// The mark.
        rule: ConstraintId,
        /// Its two cells, in the mark's order.
        cells: Vec<usize>,
        /// Their digits, in the same order.
        digits: Vec<u8>,
    },
    /// An arrow's or a little killer's digits do not add up: every cell
    /// filled and the sum wrong, or the filled cells already leave no
    /// digits for the empty ones that would make it add up.
    Total {
        /// The rule.
        rule: ConstraintId,
        /// Its filled cells, in increasing order.
        cells: Vec<usize>,
        /// What the filled cells along it add up to (an arrow's shaft, a
        /// little killer's diagonal).
        total: u32,
        /// What they must add up to: an arrow's circle (0 while it is
        /// empty), a little killer's clue.
        target: u32,
        /// Whether every cell of the rule is filled.
        full: bool,
    },
    /// The grid does not fit the geometry: it has another size.
    WrongSize {
        /// The geometry's size.
        expected: usize,
        /// The grid's size.
        found: usize,
    },
}

impl Conflict {
    /// The rule broken, `None` when the grid does not fit at all.
    pub fn rule(&self) -> Option<ConstraintId> {
        match self {
            Conflict::Apart { rule, .. }
            | Conflict::Repeat { rule, .. }
            | Conflict::Sum { rule, .. }
            | Conflict::Parity { rule, .. }
            | Conflict::Mark { rule, .. }
            | Conflict::Total { rule, .. } => Some(*rule),
            Conflict::WrongSize { .. } => None,
        }
    }

    /// The cells that break it, in increasing order.
    pub fn cells(&self) -> &[usize] {
        match self {
            Conflict::Apart { cells, .. }
            | Conflict::Repeat { cells, .. }
            | Conflict::Sum { cells, .. }
            | Conflict::Parity { cells, .. }
            | Conflict::Mark { cells, .. }
            | Conflict::Total { cells, .. } => cells,
            Conflict::WrongSize { .. } => &[],
        }
    }

    /// "C4 and C7 both hold 5 in column C"; "B3 and C3 add up to 15 in the
    /// cage of 14 at B3, more than its sum"; "the cage of 14 at B3 is full and
    /// adds up to 12 (B3, C3 and B4)".
    pub fn describe(&self, geometry: &Geometry, namer: &CellNamer) -> String {
        let n = geometry.size();
        let name = |c: &usize| namer.cell(n, *c);
        match self {
            Conflict::Apart {
                piece,
                digit,
                cells,
                ..
            } => {
                let cell = |i: usize| cells.get(i).map(name).unwrap_or_default();
                let id = match piece {
                    crate::geometry::AntiKind::Knight => "conflict-knight",
                    crate::geometry::AntiKind::King => "conflict-king",
                };
                text_with(
                    id,
                    &[
                        ("a", &cell(0)),
                        ("b", &cell(1)),
                        ("digit", &symbol(*digit).to_string()),
                    ],
                )
            }
            Conflict::Repeat { rule, digit, cells } => {
                let names: Vec<String> = cells.iter().map(name).collect();
                let digit = symbol(*digit).to_string();
                // The unit as the printed page shows it (blocks carry no
                // numbers there): "in the middle-left block".
                let unit = crate::words::rule_words(geometry, *rule, namer);
                let with = |id: &str, cells: &[(&str, &str)]| {
                    let mut args = vec![("digit", digit.as_str()), ("unit", unit.as_str())];
                    args.extend_from_slice(cells);
                    text_with(id, &args)
                };
                match names.as_slice() {
                    [] => with("conflict-none", &[]),
                    [one] => with("conflict-one", &[("cell", one)]),
                    [a, b] => with("conflict-two", &[("a", a), ("b", b)]),
                    [first @ .., last] => with(
                        "conflict-many",
                        &[("cells", &first.join(", ")), ("last", last)],
                    ),
                }
            }
            Conflict::Sum {
                rule,
                cells,
                total,
                sum,
            } => {
                let cage = crate::words::rule_words(geometry, *rule, namer);
                let names = and_list(&cells.iter().map(name).collect::<Vec<_>>());
                let over = total > sum;
                let total = total.to_string();
                let args = [
                    ("cells", names.as_str()),
                    ("total", total.as_str()),
                    ("cage", cage.as_str()),
                ];
                let id = match (over, cells.len()) {
                    (true, 1) => "conflict-sum-over-one",
                    (true, _) => "conflict-sum-over",
                    (false, _) => "conflict-sum-full",
                };
                text_with(id, &args)
            }
            // "B3 holds 5, an odd digit: the grey square there asks for an
            // even one."
            Conflict::Parity {
                cells, digit, asks, ..
            } => {
                let id = match asks {
                    ParityKind::Even => "conflict-parity-even",
                    ParityKind::Odd => "conflict-parity-odd",
                };
                let cell = cells.first().map(name).unwrap_or_default();
                text_with(
                    id,
                    &[("cell", &cell), ("digit", &symbol(*digit).to_string())],
                )
            }
            Conflict::Mark {
                rule,
                cells,
                digits,
            } => {
                let mark = crate::words::rule_words(geometry, *rule, namer);
                let cell = |i: usize| cells.get(i).map(name).unwrap_or_default();
                let digit = |i: usize| digits.get(i).map(|&d| symbol(d).to_string());
                text_with(
                    "conflict-mark",
                    &[
                        ("a", &cell(0)),
                        ("x", &digit(0).unwrap_or_default()),
                        ("b", &cell(1)),
                        ("y", &digit(1).unwrap_or_default()),
                        ("mark", &mark),
                    ],
                )
            }
            Conflict::Total {
                rule,
                cells,
                total,
                target,
                full,
            } => {
                let what = crate::words::rule_words(geometry, *rule, namer);
                let names = and_list(&cells.iter().map(name).collect::<Vec<_>>());
                let (total, target) = (total.to_string(), target.to_string());
                let args = [
                    ("rule", what.as_str()),
                    ("cells", names.as_str()),
                    ("total", total.as_str()),
                    ("target", target.as_str()),
                ];
                let id = if *full {
                    "conflict-total-full"
                } else {
                    "conflict-total-partial"
                };
                text_with(id, &args)
            }
            Conflict::WrongSize { expected, found } => text_with(
                "conflict-size",
                &[
                    ("found", &found.to_string()),
                    ("expected", &expected.to_string()),
                ],
            ),
        }
    }
}

/// The result of checking a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct CheckReport {
    /// Every broken rule, in the order of the rules: each repeated digit
    /// of each unit.
    pub conflicts: Vec<Conflict>,
    /// Number of empty cells.
    pub empty: usize,
}

impl CheckReport {
    /// No rule is broken (the grid may still have empty cells).
    pub fn is_valid(&self) -> bool {
        self.conflicts.is_empty()
    }

    /// Every cell is filled.
    pub fn is_complete(&self) -> bool {
        self.empty == 0
    }

    /// Complete and valid: a solution.
    pub fn is_solved(&self) -> bool {
        self.is_valid() && self.is_complete()
    }

    /// Cells involved in some conflict, sorted, without repeats.
    pub fn conflicting_cells(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self
            .conflicts
            .iter()
            .flat_map(|c| c.cells().iter().copied())
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

/// Checks `grid` against every rule of `geometry`. Never panics: a grid of
/// another size gets one [`Conflict::WrongSize`].
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::check::check;
/// let g = Geometry::standard(4).unwrap();
/// let grid = Grid::parse_line("1..1............").unwrap();
/// let report = check(&g, &grid);
/// assert_eq!(report.conflicts.len(), 1);
/// assert_eq!(report.conflicts[0].describe(&g, &Default::default()), "A1 and D1 both hold 1 in row 1");
/// ```
pub fn check(geometry: &Geometry, grid: &Grid) -> CheckReport {
    let n = geometry.size();
    let empty = grid.cells().iter().filter(|&&d| d == 0).count();
    if grid.size() != n {
        return CheckReport {
            conflicts: vec![Conflict::WrongSize {
                expected: n,
                found: grid.size(),
            }],
            empty,
        };
    }
    let mut conflicts = Vec::new();
    let mut seen: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (rule, constraint) in geometry.rules() {
        match constraint {
            // Each pair a move apart holding one digit ("B3 and C5 are a
            // knight's move apart and both hold 4").
            Constraint::Anti(anti) => {
                for (a, b) in anti.pairs() {
                    let d = grid.get(a);
                    if d != 0 && d == grid.get(b) {
                        conflicts.push(Conflict::Apart {
                            rule,
                            piece: anti.kind(),
                            digit: d,
                            cells: vec![a, b],
                        });
                    }
                }
            }
            Constraint::AllDifferent(unit) => {
                repeats(rule, &unit.cells, grid, &mut seen, &mut conflicts)
            }
            Constraint::Cage(cage) => {
                repeats(rule, &cage.cells, grid, &mut seen, &mut conflicts);
                let filled: Vec<usize> = cage
                    .cells
                    .iter()
                    .copied()
                    .filter(|&c| grid.get(c) != 0)
                    .collect();
                let total: u32 = filled.iter().map(|&c| u32::from(grid.get(c))).sum();
                let full = filled.len() == cage.cells.len();
                if total > cage.sum || (full && total != cage.sum) {
                    conflicts.push(Conflict::Sum {
                        rule,
                        cells: filled,
                        total,
                        sum: cage.sum,
                    });
                }
            }
            Constraint::Parity(parity) => {
                let digit = grid.get(parity.cell());
                if digit != 0 && !parity.allows(digit) {
                    conflicts.push(Conflict::Parity {
                        rule,
                        cells: parity.cells.to_vec(),
                        digit,
                        asks: parity.kind,
                    });
                }
            }
            Constraint::Pair(pair) => {
                let [a, b] = pair.cells.map(|c| grid.get(c));
                if a != 0 && b != 0 && !pair.allows(a, b) {
                    conflicts.push(Conflict::Mark {
                        rule,
                        cells: pair.cells.to_vec(),
                        digits: vec![a, b],
                    });
                }
            }
            // Each pair of filled cells the line compares (a
            // thermometer's across empty cells) broken, as a mark's.
            Constraint::Line(line) => {
                for (x, y) in line.checked_pairs(|c| grid.get(c) != 0) {
                    let (a, b) = (grid.get(x), grid.get(y));
                    if !line.allows(n, a, b) {
                        conflicts.push(Conflict::Mark {
                            rule,
                            cells: vec![x, y],
                            digits: vec![a, b],
                        });
                    }
                }
            }
            Constraint::Sum(sum) => {
                if let Some(conflict) = broken_sum(rule, sum, grid, n) {
                    conflicts.push(conflict);
                }
            }
        }
    }
    CheckReport { conflicts, empty }
}

/// An arrow or a little killer broken: every cell filled and the weighted
/// sum wrong, or the filled cells leave the empty ones no digits (1 to `n`,
/// repeats allowed) that make it add up.
fn broken_sum(rule: ConstraintId, sum: &SumRule, grid: &Grid, n: usize) -> Option<Conflict> {
    let weights = sum.weights();
    let (mut low, mut high, mut along, mut target) = (0i64, 0i64, 0u32, 0i64);
    let mut filled: Vec<usize> = Vec::new();
    for &(c, w) in &weights {
        let d = i64::from(grid.get(c));
        if d == 0 {
            let (a, b) = (w, w * n as i64);
            low += a.min(b);
            high += a.max(b);
        } else {
            filled.push(c);
            low += w * d;
            high += w * d;
            if w > 0 {
                along += d as u32;
            } else {
                target -= w * d;
            }
        }
    }
    let total = sum.total();
    if (low..=high).contains(&total) {
        return None;
    }
    filled.sort_unstable();
    let full = filled.len() == weights.len();
    Some(Conflict::Total {
        rule,
        cells: filled,
        total: along,
        target: (total + target) as u32,
        full,
    })
}

/// Each digit repeated among `cells`, as broken `rule`.
fn repeats(
    rule: ConstraintId,
    cells: &[usize],
    grid: &Grid,
    seen: &mut [Vec<usize>],
    conflicts: &mut Vec<Conflict>,
) {
    for holding in seen.iter_mut() {
        holding.clear();
    }
    for &cell in cells {
        let d = grid.get(cell);
        if d != 0 {
            seen[d as usize].push(cell);
        }
    }
    for (d, holding) in seen.iter().enumerate() {
        if holding.len() > 1 {
            conflicts.push(Conflict::Repeat {
                rule,
                digit: d as u8,
                cells: holding.clone(),
            });
        }
    }
}

/// Whether `solution` is a complete valid grid that keeps every given;
/// [`crate::Error::SizeMismatch`] when a grid has another size than the
/// geometry.
///
/// ```
/// use sheetdoku::check::is_solution;
/// use sheetdoku::{Geometry, Grid};
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1...............").unwrap();
/// let solution = Grid::parse_line("1234341221434321").unwrap();
/// assert!(is_solution(&g, &givens, &solution).unwrap());
/// assert!(is_solution(&Geometry::standard(9).unwrap(), &givens, &solution).is_err());
/// ```
pub fn is_solution(
    geometry: &Geometry,
    givens: &Grid,
    solution: &Grid,
) -> crate::error::Result<bool> {
    let n = geometry.size();
    crate::error::Error::check_size(n, givens.size())?;
    crate::error::Error::check_size(n, solution.size())?;
    Ok(solution.keeps(givens) && check(geometry, solution).is_solved())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    // The solved grids printed in Peško's paper.
    const TABLE3_X: &str =
        "259613847381947265674528913896371453123456789745289136518732694932164578467895321";
    const TABLE5_WINDOKU: &str =
        "219367854456128397378495216523914768184276935697853421731549682842631579965782143";
    const TABLE6_WINDOKU_X: &str =
        "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

    #[test]
    fn table_3_sudoku_x_is_invalid_as_printed_at_row_4_column_9() {
        let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
        let grid = Grid::parse_line(TABLE3_X).unwrap();
        let report = check(&g, &grid);
        assert!(!report.is_valid());
        let namer = CellNamer::default();
        let text: Vec<String> = report
            .conflicts
            .iter()
            .map(|c| c.describe(&g, &namer))
            .collect();
        // Row 4 holds 3 twice (D4 and I4); I4 should be 2, so its column and
        // its block hold 3 twice as well. I4 is on no diagonal.
        assert!(
            text.contains(&"D4 and I4 both hold 3 in row 4".to_string()),
            "{text:?}"
        );
        assert!(
            text.contains(&"I3 and I4 both hold 3 in column I".to_string()),
            "{text:?}"
        );
        assert!(
            text.contains(&"I4 and H6 both hold 3 in the middle-right block".to_string()),
            "{text:?}"
        );
        assert_eq!(report.conflicts.len(), 3, "{text:?}");
        assert!(report.conflicting_cells().contains(&35)); // I4 = row 3, col 8
    }

    #[test]
    fn windoku_grids_of_the_paper_validate() {
        let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
        assert!(check(&w, &Grid::parse_line(TABLE5_WINDOKU).unwrap()).is_solved());
        let wx = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
        assert!(check(&wx, &Grid::parse_line(TABLE6_WINDOKU_X).unwrap()).is_solved());
        // Table 5 is not a Windoku X (its diagonals repeat digits).
        assert!(!check(&wx, &Grid::parse_line(TABLE5_WINDOKU).unwrap()).is_valid());
    }

    #[test]
    fn a_cage_is_broken_by_a_repeat_by_too_much_or_by_a_wrong_sum() {
        let g = crate::test_killers::KILLER4.geometry();
        let namer = CellNamer::default();
        let said = |line: &str| -> Vec<String> {
            let grid = Grid::parse_line(line).unwrap();
            let report = check(&g, &grid);
            report
                .conflicts
                .iter()
                .map(|c| c.describe(&g, &namer))
                .collect()
        };
        // The answer breaks nothing.
        assert!(said("1234341221434321").is_empty());
        // B4 and C4 hold 4 and 2 in the cage of 5.
        assert_eq!(
            said(".............42.").last().unwrap(),
            "B4 and C4 add up to 6 in the cage of 5 at B4, more than its sum"
        );
        // Short of the sum while a cell is empty is no conflict.
        assert!(said("....3...4.......").is_empty());
        assert_eq!(
            said("2...............").last().unwrap(),
            "A1 holds 2 in the cage of 1 at A1, more than its sum"
        );
        // D2 and D3 fill the cage of 5 with 1 and 3.
        assert_eq!(
            said(".......1...3....").last().unwrap(),
            "the cage of 5 at D2 is full and adds up to 4 (D2 and D3)"
        );
        // B1 and B3 repeat 2 in the cage (and in column B).
        let text = said(".2.......2......");
        assert!(
            text.contains(&"B1 and B3 both hold 2 in the cage of 7 at B1".to_string()),
            "{text:?}"
        );
        assert_eq!(text.len(), 2, "{text:?}");
    }

    #[test]
    fn three_cells_are_named_all() {
        let g = Geometry::standard(4).unwrap();
        let grid = Grid::parse_line("1.11............").unwrap();
        let c = &check(&g, &grid).conflicts[0];
        assert_eq!(
            c.describe(&g, &CellNamer::default()),
            "A1, C1 and D1 all hold 1 in row 1"
        );
    }
}
