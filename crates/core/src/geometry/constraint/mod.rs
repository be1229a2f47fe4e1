//! The rules of a puzzle as data, one file per family of rules: `units.rs`
//! the all-different units (rows, columns, blocks, diagonals, extra
//! regions), `cage.rs` killer cages, `parity.rs` even/odd cells, `pair.rs`
//! marks between two cells, `line.rs` lines, `sum.rs` arrows and little
//! killers, `anti.rs` the anti-knight and anti-king rules of the whole
//! grid, `sandwich.rs` sandwich clues. A family's file holds its data, its names and its own
//! validation with located errors; this file the closed [`Constraint`] enum
//! that dispatches to them, and the typed [`ConstraintId`]; `property.rs`
//! the answers each kind gives about itself (its symmetries, its mark on a
//! page, its store, its family), so that code elsewhere asks a question
//! instead of testing for a kind.
//!
//! Every module that must handle each kind of rule (the BLP, the engine,
//! the checker, the rater, the writers) matches on [`Constraint`] without a
//! catch-all arm, so a new kind makes the compiler name each place that must
//! learn it. For that reason the enum is not `#[non_exhaustive]`: a new kind
//! is a deliberate, breaking change of every layer (see
//! `docs/adding-a-rule.md`).

mod anti;
mod cage;
mod cage_sum;
mod family;
mod line;
mod pair;
mod parity;
mod property;
#[cfg(test)]
mod property_tests;
mod sandwich;
mod sum;
mod text;
mod units;

use crate::grid::CellNamer;

pub use anti::{Anti, AntiError, AntiKind};
pub use cage::{Cage, CageError, Joined};
pub use cage_sum::CageSum;
pub use family::RuleFamily;
pub use line::{Line, LineError, LineKind};
pub use pair::{Pair, PairError, PairKind};
pub use parity::{Parity, ParityError, ParityKind};
pub use property::{Carried, DistinctGroups, Relabelling, RuleMark, RuleStore, RuleSymmetry};
pub use sandwich::{Sandwich, SandwichError, SandwichLine};
pub use sum::{SumError, SumKind, SumRule};
pub use text::RuleTextError;
pub use units::{Unit, UnitError, UnitKind};

/// One rule of a puzzle.
///
/// ```
/// use sheetdoku::{Constraint, Diagonals, Geometry, UnitKind};
/// let g = Geometry::standard(4).unwrap().with_diagonals(Diagonals::Both);
/// // Four rows, four columns, four blocks and two diagonals.
/// assert_eq!(g.constraints().len(), 14);
/// let (mut diagonals, mut cages) = (0, 0);
/// for constraint in g.constraints() {
///     match constraint {
///         Constraint::AllDifferent(unit) => {
///             assert_eq!(unit.cells.len(), 4);
///             diagonals += usize::from(unit.kind == UnitKind::MainDiagonal);
///         }
///         Constraint::Cage(_) => cages += 1,
///         Constraint::Parity(_) => {}
///         Constraint::Pair(_) | Constraint::Line(_) | Constraint::Sum(_) | Constraint::Anti(_) => {}
///         Constraint::Sandwich(_) => {}
///     }
/// }
/// assert_eq!((diagonals, cages), (1, 0));
/// ```
///
/// Not `#[non_exhaustive]`, on purpose: each layer (the BLP rows, the
/// engine, the checker, the model sheet and the pages) matches on it
/// exhaustively, so a new kind of rule is named by the compiler at every
/// place it must reach, in this crate and in `sheetdoku-io` alike.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// A rule of the whole grid: no two cells a knight's (or a king's)
    /// move apart hold the same digit.
    Anti(Anti),
    /// The unit's cells hold every digit `1..=n` exactly once.
    AllDifferent(Unit),
    /// A killer cage: its cells hold different digits adding up to its sum.
    Cage(Cage),
    /// An even/odd mark in one cell (a grey square or circle): its digit
    /// has the mark's parity.
    Parity(Parity),
    /// A mark between two cells side by side (a Kropki dot, an X or V, a
    /// greater-than sign): their digits keep its relation.
    Pair(Pair),
    /// A line through cells (a thermometer, whispers, a palindrome, a
    /// renban line): the digits along it keep its relations.
    Line(Line),
    /// A sum of cells' digits equal to a number (an arrow, a little
    /// killer); digits may repeat along it where no unit forbids it.
    Sum(SumRule),
    /// A sandwich clue beside a row or a column: the digits strictly
    /// between the line's 1 and its `n` add up to it.
    Sandwich(Sandwich),
}

impl Constraint {
    /// The cells the rule is about, in increasing order (a line's in its
    /// order). A rule of the whole grid is about every cell: it computes
    /// them once, when it is made ([`Anti::new`]), and neither its text
    /// nor any store holds them.
    pub fn cells(&self) -> &[usize] {
        match self {
            Constraint::Anti(anti) => anti.cells(),
            Constraint::AllDifferent(unit) => &unit.cells,
            Constraint::Cage(cage) => &cage.cells,
            Constraint::Parity(parity) => &parity.cells,
            Constraint::Pair(pair) => &pair.cells,
            Constraint::Line(line) => &line.cells,
            Constraint::Sum(sum) => &sum.cells,
            Constraint::Sandwich(sandwich) => &sandwich.cells,
        }
    }

    /// A human name, cells named with `namer` on a grid of size `n`: "row
    /// 4", "extra block 2", "the cage of 14 at B3".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        match self {
            Constraint::Anti(anti) => anti.name(namer),
            Constraint::AllDifferent(unit) => unit.name(namer),
            Constraint::Cage(cage) => cage.name(n, namer),
            Constraint::Parity(parity) => parity.name(n, namer),
            Constraint::Pair(pair) => pair.name(n, namer),
            Constraint::Line(line) => line.name(n, namer),
            Constraint::Sum(sum) => sum.name(n, namer),
            Constraint::Sandwich(sandwich) => sandwich.name(n, namer),
        }
    }

    /// Whether the rule says only "these cells differ": a unit. Rating
    /// techniques that rest on uniqueness patterns are sound only where
    /// every rule is of this kind.
    pub fn is_all_different(&self) -> bool {
        match self {
            // Pairs apart, not units: a unique rectangle may sit across
            // a knight's move.
            Constraint::Anti(_) => false,
            Constraint::AllDifferent(_) => true,
            Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => false,
        }
    }

    /// The groups of cells the rule makes see each other (no digit twice
    /// in a group), none when it makes no cells distinct. The one notion
    /// of peers: [`Geometry::peers`](crate::Geometry::peers), the BLP
    /// presolve, the engine's peer masks and houses and the rater's peers
    /// are made of these.
    pub fn makes_distinct(&self) -> DistinctGroups<'_> {
        match self {
            // Each pair a knight's move apart, each 2x2 square of a king.
            Constraint::Anti(anti) => DistinctGroups::many(anti.groups()),
            Constraint::AllDifferent(unit) => DistinctGroups::one(&unit.cells),
            // No digit twice in a cage.
            Constraint::Cage(cage) => DistinctGroups::one(&cage.cells),
            // One cell sees no other.
            Constraint::Parity(_) => DistinctGroups::none(),
            // Side by side, the two cells share a row or a column already.
            Constraint::Pair(_) => DistinctGroups::none(),
            // A thermometer's digits differ, but its cells need not see
            // each other in a way the peers' "no digit twice" adds: its
            // relations say it.
            Constraint::Line(_) => DistinctGroups::none(),
            // Digits may repeat along an arrow or a diagonal.
            Constraint::Sum(_) => DistinctGroups::none(),
            // Its line is a row or a column already.
            Constraint::Sandwich(_) => DistinctGroups::none(),
        }
    }

    /// What relabelling the digits and moving the cells do to the rule
    /// (see [`RuleSymmetry`]).
    pub fn symmetry(&self) -> RuleSymmetry {
        match self {
            Constraint::Anti(anti) => anti.symmetry(),
            Constraint::AllDifferent(_) => RuleSymmetry {
                relabelling: Relabelling::Any,
                carried: Carried::Distinct,
            },
            Constraint::Cage(cage) => RuleSymmetry {
                relabelling: Relabelling::None,
                carried: Carried::WithSum(cage.sum),
            },
            Constraint::Parity(parity) => parity.symmetry(),
            Constraint::Pair(pair) => pair.symmetry(),
            Constraint::Line(line) => line.symmetry(),
            Constraint::Sum(sum) => sum.symmetry(),
            Constraint::Sandwich(sandwich) => sandwich.symmetry(),
        }
    }

    /// The rule with its cells moved: cell `c` goes to `to[c]`, each kind
    /// keeping what else it says (a unit its kind and number, a cage its
    /// sum), cells sorted again.
    pub fn moved(&self, to: &[usize]) -> Constraint {
        match self {
            // Every cell goes to a cell: the rule of the whole grid stays
            // (whether the move keeps a knight's move apart is the
            // symmetry's question, `Carried::Move`).
            Constraint::Anti(anti) => Constraint::Anti(anti.clone()),
            Constraint::AllDifferent(unit) => Constraint::AllDifferent(unit.moved(to)),
            Constraint::Cage(cage) => Constraint::Cage(cage.moved(to)),
            Constraint::Parity(parity) => Constraint::Parity(parity.moved(to)),
            Constraint::Pair(pair) => Constraint::Pair(pair.moved(to)),
            Constraint::Line(line) => Constraint::Line(line.moved(to)),
            Constraint::Sum(sum) => Constraint::Sum(sum.moved(to)),
            Constraint::Sandwich(sandwich) => Constraint::Sandwich(sandwich.moved(to)),
        }
    }

    /// What a page draws for the rule (see [`RuleMark`]).
    pub fn mark(&self) -> RuleMark {
        match self {
            Constraint::Anti(_) => RuleMark::Unmarked,
            Constraint::AllDifferent(_) => RuleMark::Region,
            Constraint::Cage(cage) => RuleMark::LabelledOutline { label: cage.sum },
            Constraint::Parity(_) => RuleMark::Inside,
            Constraint::Pair(_) => RuleMark::Between,
            Constraint::Line(_) => RuleMark::Through,
            Constraint::Sum(sum) => sum.mark(),
            Constraint::Sandwich(_) => RuleMark::Clue,
        }
    }

    /// Where our workbooks and puzzle lines store the rule (see
    /// [`RuleStore`]).
    pub fn store(&self) -> RuleStore {
        match self {
            Constraint::Anti(_) => RuleStore::Rules,
            Constraint::AllDifferent(_) => RuleStore::Maps,
            Constraint::Cage(_) => RuleStore::Cages,
            Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => RuleStore::Rules,
        }
    }

    /// The family of puzzles the rule makes, for the words that name a
    /// puzzle (see [`RuleFamily`]).
    pub fn family(&self) -> RuleFamily {
        match self {
            Constraint::Anti(anti) => anti.family(),
            Constraint::AllDifferent(_) => RuleFamily::Units,
            Constraint::Cage(_) => RuleFamily::Killer,
            Constraint::Parity(parity) => parity.family(),
            Constraint::Pair(pair) => pair.family(),
            Constraint::Line(line) => line.family(),
            Constraint::Sum(sum) => sum.family(),
            Constraint::Sandwich(sandwich) => sandwich.family(),
        }
    }

    /// One rule of each kind that fits together on a standard `n x n`
    /// grid (`n` at least 4): an extra region, a cage of two cells, an
    /// even and an odd cell, each mark between two cells (no X below 6x6) and each line, for
    /// tests that must go over every kind (the stores' round trips).
    ///
    /// ```
    /// use sheetdoku::{Constraint, Geometry};
    /// let g = Constraint::one_of_each_kind(4)
    ///     .into_iter()
    ///     .try_fold(Geometry::standard(4).unwrap(), |g, rule| g.with_constraint(rule))
    ///     .unwrap();
    /// // An extra region, a cage, an even and an odd cell, a white and a
    /// // black dot, a V, a sign, the four pairs of the negative
    /// // constraint (no white dot, no black dot, no X, no V), a
    /// // thermometer, a whisper line, a palindrome, a renban line, an
    /// // arrow, a little killer and a sandwich clue (the anti-knight rule
    /// // joins them on a 9x9 only).
    /// assert_eq!(g.constraints().len(), 12 + 19);
    /// ```
    pub fn one_of_each_kind(n: usize) -> Vec<Constraint> {
        let first = Constraint::AllDifferent(Unit {
            kind: UnitKind::Extra,
            number: 1,
            cells: (0..3)
                .flat_map(|r| (1..=n.div_ceil(2)).map(move |c| r * n + c))
                .take(n)
                .collect(),
        });
        let mut out = vec![first];
        while let Some(next) = out.last().and_then(|rule| rule.next_kind_example(n)) {
            out.push(next);
        }
        out
    }

    /// The example of the kind after this one's, `None` after the last: a
    /// new kind is chained in here (the compiler names this match), so
    /// [`Constraint::one_of_each_kind`] lists it.
    fn next_kind_example(&self, n: usize) -> Option<Constraint> {
        match self {
            // The anti-king rule leaves no grid beside the others (on a
            // 4x4 none at all): named here, tested on its own.
            Constraint::Anti(anti) => AntiKind::ALL
                .into_iter()
                .skip_while(|&k| k != anti.kind())
                .nth(1)
                .filter(|&k| k != AntiKind::King)
                .map(|k| Constraint::Anti(Anti::example(k, n)))
                .or_else(|| Some(Constraint::Sandwich(Sandwich::example(n)))),
            // A1 and A2, outside the extra region.
            Constraint::AllDifferent(_) => Some(Constraint::Cage(Cage::new(vec![0, n], 3))),
            // Each mark between two cells in turn (`Pair::example`: away
            // from the cage and each other, so that the examples leave
            // grids).
            Constraint::Cage(_) => Some(Constraint::Parity(Parity::example(ParityKind::Even, n))),
            // Each even/odd mark in turn, then the marks between two cells.
            Constraint::Parity(parity) => Some(
                ParityKind::ALL
                    .into_iter()
                    .skip_while(|&k| k != parity.kind)
                    .nth(1)
                    .map_or_else(
                        || Constraint::Pair(Pair::example(PairKind::KropkiWhite, n)),
                        |k| Constraint::Parity(Parity::example(k, n)),
                    ),
            ),
            Constraint::Pair(pair) => Some(
                PairKind::ALL
                    .into_iter()
                    .skip_while(|&k| k != pair.kind)
                    .skip(1)
                    // An X needs two digits adding up to 10: none below 6x6.
                    .find(|&k| k != PairKind::X || n >= 6)
                    .map_or_else(
                        || Constraint::Line(Line::example(LineKind::Thermometer, n)),
                        |k| Constraint::Pair(Pair::example(k, n)),
                    ),
            ),
            Constraint::Line(line) => Some(
                LineKind::ALL
                    .into_iter()
                    .skip_while(|&k| k != line.kind)
                    .nth(1)
                    .map_or_else(
                        || Constraint::Sum(SumRule::example(SumKind::Arrow, n)),
                        |k| Constraint::Line(Line::example(k, n)),
                    ),
            ),
            Constraint::Sum(sum) => SumKind::ALL
                .into_iter()
                .skip_while(|&k| k != sum.kind)
                .nth(1)
                .map(|k| Constraint::Sum(SumRule::example(k, n)))
                // The anti-knight rule on a 9x9 only: on smaller grids the
                // marks and the cage leave no grid with it, and on larger
                // ones the count of the tests over every kind is slow.
                .or_else(|| (n == 9).then(|| Constraint::Anti(Anti::example(AntiKind::Knight, n))))
                .or_else(|| Some(Constraint::Sandwich(Sandwich::example(n)))),
            Constraint::Sandwich(_) => None,
        }
    }

    /// Checks the rule for a grid of size `n`, each family by its own file.
    pub(crate) fn validate(&self, n: usize) -> Result<(), ConstraintError> {
        match self {
            Constraint::Anti(anti) => anti.validate(n).map_err(ConstraintError::Anti),
            Constraint::AllDifferent(unit) => unit.validate(n).map_err(ConstraintError::Unit),
            Constraint::Cage(cage) => cage.validate(n).map_err(ConstraintError::Cage),
            Constraint::Parity(parity) => parity.validate(n).map_err(ConstraintError::Parity),
            Constraint::Pair(pair) => pair.validate(n).map_err(ConstraintError::Pair),
            Constraint::Line(line) => line.validate(n).map_err(ConstraintError::Line),
            Constraint::Sum(sum) => sum.validate(n).map_err(ConstraintError::Sum),
            Constraint::Sandwich(sandwich) => {
                sandwich.validate(n).map_err(ConstraintError::Sandwich)
            }
        }
    }
}

/// Why a rule cannot be added to a geometry, by family.
///
/// Not `#[non_exhaustive]`, like [`Constraint`]: one variant a family, so
/// a new kind is named wherever a refusal is worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstraintError {
    /// A rule of the whole grid is refused.
    Anti(AntiError),
    /// A unit is refused.
    Unit(UnitError),
    /// A cage is refused.
    Cage(CageError),
    /// An even/odd mark is refused.
    Parity(ParityError),
    /// A mark between two cells is refused.
    Pair(PairError),
    /// A line is refused.
    Line(LineError),
    /// An arrow or a little killer is refused.
    Sum(SumError),
    /// A sandwich clue is refused.
    Sandwich(SandwichError),
}

impl ConstraintError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        match self {
            ConstraintError::Anti(e) => e.describe(n, namer),
            ConstraintError::Unit(e) => e.describe(n, namer),
            ConstraintError::Cage(e) => e.describe(n, namer),
            ConstraintError::Parity(e) => e.describe(n, namer),
            ConstraintError::Pair(e) => e.describe(n, namer),
            ConstraintError::Line(e) => e.describe(n, namer),
            ConstraintError::Sum(e) => e.describe(n, namer),
            ConstraintError::Sandwich(e) => e.describe(n, namer),
        }
    }
}

/// Which rule of a geometry: an index into [`Geometry::constraints`]
/// (`crate::Geometry`), valid for the geometry it came from.
///
/// [`Geometry::constraints`]: crate::Geometry::constraints
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ConstraintId(pub(crate) usize);

impl ConstraintId {
    /// The position in [`Geometry::constraints`](crate::Geometry::constraints).
    pub fn index(self) -> usize {
        self.0
    }
}

/// `cell` named with `namer` on a grid of size `n`, or "cell number 99"
/// when it is not a cell of the grid (a refused rule may name one).
fn cell_or_number(n: usize, namer: &CellNamer, cell: usize) -> String {
    if cell < n * n {
        namer.cell(n, cell)
    } else {
        format!("cell number {cell}")
    }
}
