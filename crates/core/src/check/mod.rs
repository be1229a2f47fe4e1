//! The checker: every broken rule of a grid, partial or complete.

use crate::geometry::{
    CageSum, Constraint, ConstraintId, Geometry, ParityKind, Sandwich, SandwichLine, SumRule,
};
use crate::grid::{symbol, CellNamer, Grid};
use crate::words::and_list;
use sheetdoku_i18n::text_with;

mod describe;

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
    /// A sandwich clue broken: the line holds its 1 and its `n`, and the
    /// digits between them add up to another sum (every cell between
    /// filled), or already more than the clue, or their count can never
    /// make it.
    Sandwich {
        /// The rule.
        rule: ConstraintId,
        /// Its line.
        line: SandwichLine,
        /// The 1's and the `n`'s cells and the filled cells between, in
        /// increasing order.
        cells: Vec<usize>,
        /// What the filled cells between add up to.
        total: u32,
        /// The clue.
        sum: u32,
        /// How many cells are between the 1 and the `n`.
        between: u32,
        /// Whether every cell between is filled.
        full: bool,
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
            | Conflict::Total { rule, .. }
            | Conflict::Sandwich { rule, .. } => Some(*rule),
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
            | Conflict::Total { cells, .. }
            | Conflict::Sandwich { cells, .. } => cells,
            Conflict::WrongSize { .. } => &[],
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
                match cage.sum {
                    CageSum::Given(sum) if total > sum || (full && total != sum) => {
                        conflicts.push(Conflict::Sum {
                            rule,
                            cells: filled,
                            total,
                            sum,
                        })
                    }
                    CageSum::Given(_) => {}
                    // No total: only a repeated digit breaks the cage.
                    CageSum::NotGiven => {}
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
            Constraint::Sandwich(sandwich) => {
                if let Some(conflict) = broken_sandwich(rule, sandwich, grid, n) {
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

/// A sandwich clue broken: its line holds its 1 and its `n`, and the
/// cells between are all filled and add up to another sum, or their filled
/// digits already add up to more than the clue, or no digits of their count
/// (different, from 2 to `n - 1`) make it ([`Sandwich::can_make`]).
fn broken_sandwich(
    rule: ConstraintId,
    sandwich: &Sandwich,
    grid: &Grid,
    n: usize,
) -> Option<Conflict> {
    let line = sandwich.line(n)?;
    let digits: Vec<u8> = sandwich.cells.iter().map(|&c| grid.get(c)).collect();
    let one = digits.iter().position(|&d| d == 1)?;
    let top = digits.iter().position(|&d| usize::from(d) == n)?;
    let (a, b) = (one.min(top), one.max(top));
    let between = &sandwich.cells[a + 1..b];
    let filled: Vec<usize> = between
        .iter()
        .copied()
        .filter(|&c| grid.get(c) != 0)
        .collect();
    let total: u32 = filled.iter().map(|&c| u32::from(grid.get(c))).sum();
    let full = filled.len() == between.len();
    let broken = total > sandwich.sum
        || (full && total != sandwich.sum)
        || !Sandwich::can_make(between.len(), sandwich.sum, n);
    if !broken {
        return None;
    }
    let mut cells = filled;
    cells.extend([sandwich.cells[a], sandwich.cells[b]]);
    cells.sort_unstable();
    Some(Conflict::Sandwich {
        rule,
        line,
        cells,
        total,
        sum: sandwich.sum,
        between: between.len() as u32,
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
mod tests;
