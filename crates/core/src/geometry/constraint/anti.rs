//! The fifth family of rules: rules of the whole grid that make cells a
//! chess move apart see each other. Anti-knight: no two cells a knight's
//! move apart hold the same digit; anti-king: no two cells a king's move
//! apart (touching by a corner: side neighbours share a row or a column
//! already). Their data, their names and why one is refused.
//!
//! Such a rule is about every cell of the grid, but it says nothing but
//! "these cells differ", pair by pair, so it answers
//! [`Constraint::makes_distinct`](super::Constraint::makes_distinct) with
//! groups of cells ([`Anti::groups`]): a knight's pair, or the four cells
//! of a 2x2 square for the king (each two of them touch, so each two
//! differ: the largest groups the rule makes, which the BLP writes as one
//! row a digit). Every layer that reads the peers (the engine's peer
//! masks, the BLP presolve, the rater's singles) sees the rule without a
//! mechanism of its own.
//!
//! Its text is one word (`anti-knight`): the rule keeps its size `n` and
//! computes its cells (all `n²` of them, for
//! [`Constraint::cells`](super::Constraint::cells), which every kind
//! answers with a slice) and its groups once, when it is made
//! ([`Anti::new`]), so that nothing writes or reads them.

use crate::grid::CellNamer;

use super::{Carried, Relabelling, RuleFamily, RuleSymmetry};

/// Which chess piece's move the rule forbids a repeated digit across.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AntiKind {
    /// Anti-knight: no two cells a knight's move apart (two cells one way,
    /// one the other) hold the same digit.
    Knight,
    /// Anti-king: no two cells a king's move apart (touching, by a side
    /// or a corner) hold the same digit.
    King,
}

impl AntiKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [AntiKind; 2] = [AntiKind::Knight, AntiKind::King];

    /// The kind's word in the rules' text ("anti-knight").
    pub fn word(self) -> &'static str {
        match self {
            AntiKind::Knight => "anti-knight",
            AntiKind::King => "anti-king",
        }
    }

    /// The kind a word of the rules' text names, case aside.
    pub fn from_word(word: &str) -> Option<AntiKind> {
        AntiKind::ALL
            .into_iter()
            .find(|k| k.word().eq_ignore_ascii_case(word))
    }

    /// The move in words ("a knight's move").
    pub fn move_name(self) -> &'static str {
        match self {
            AntiKind::Knight => "a knight's move",
            AntiKind::King => "a king's move",
        }
    }

    /// The steps `(rows, columns)` of the move that leave a row and a
    /// column (a king's side steps stay in one: its row or column says
    /// it), one of each pair of opposite steps, downwards: each pair of
    /// [`Anti::pairs`] is a cell and the cell one step from it.
    pub fn steps(self) -> &'static [(usize, isize)] {
        match self {
            AntiKind::Knight => &[(1, 2), (1, -2), (2, 1), (2, -1)],
            AntiKind::King => &[(1, 1), (1, -1)],
        }
    }
}

/// A rule of the whole `n x n` grid: no two cells a chess move apart hold
/// the same digit.
///
/// ```
/// use sheetdoku::{Anti, AntiKind, CellNamer};
/// let knight = Anti::new(AntiKind::Knight, 9);
/// assert_eq!(knight.name(&CellNamer::default()), "the anti-knight rule");
/// assert!(knight.apart(0, 11) && knight.apart(0, 19) && !knight.apart(0, 10));
/// // Every pair a knight's move apart on a 9x9 is a group of two.
/// assert_eq!(knight.groups().len(), 2 * 2 * 8 * 7);
/// assert_eq!(knight.cells().len(), 81);
/// // The king's groups are the 2x2 squares: each two of their cells touch.
/// assert_eq!(Anti::new(AntiKind::King, 9).groups()[0], [0, 1, 9, 10]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Anti {
    kind: AntiKind,
    n: usize,
    /// Every cell, `0..n²`.
    cells: Vec<usize>,
    /// The groups of cells it makes distinct, each sorted.
    groups: Vec<Vec<usize>>,
}

impl Anti {
    /// The rule of `kind` on an `n x n` grid, its cells and groups made
    /// once.
    pub fn new(kind: AntiKind, n: usize) -> Anti {
        let groups = match kind {
            AntiKind::Knight => Anti::pairs_of(kind, n)
                .into_iter()
                .map(|(a, b)| vec![a, b])
                .collect(),
            AntiKind::King => (0..n.saturating_sub(1))
                .flat_map(|r| {
                    (0..n - 1).map(move |c| {
                        let a = r * n + c;
                        vec![a, a + 1, a + n, a + n + 1]
                    })
                })
                .collect(),
        };
        Anti {
            kind,
            n,
            cells: (0..n * n).collect(),
            groups,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> AntiKind {
        self.kind
    }

    /// The size of the grid it was made for.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Every cell of the grid, in increasing order.
    pub fn cells(&self) -> &[usize] {
        &self.cells
    }

    /// The groups of cells it makes distinct (every two cells of a group
    /// see each other): a knight's pairs, a king's 2x2 squares.
    pub fn groups(&self) -> &[Vec<usize>] {
        &self.groups
    }

    /// Every pair of cells `(a, b)`, `a < b`, a move apart that share no
    /// row or column, in the order of `a`: the pairs the checker compares
    /// (a king's side neighbours clash in their row or column already).
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        Anti::pairs_of(self.kind, self.n)
    }

    fn pairs_of(kind: AntiKind, n: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..n * n {
            let (r, c) = (a / n, a % n);
            for &(dr, dc) in kind.steps() {
                let Some(c2) = c.checked_add_signed(dc).filter(|&c2| c2 < n) else {
                    continue;
                };
                if r + dr < n {
                    out.push((a, (r + dr) * n + c2));
                }
            }
        }
        out
    }

    /// The cells a move apart from `cell` that share no row or column
    /// with it, sorted.
    pub fn neighbours(&self, cell: usize) -> Vec<usize> {
        let mut out: Vec<usize> = self
            .pairs()
            .into_iter()
            .filter_map(|(a, b)| {
                if a == cell {
                    Some(b)
                } else if b == cell {
                    Some(a)
                } else {
                    None
                }
            })
            .collect();
        out.sort_unstable();
        out
    }

    /// Whether cells `a` and `b` are a move apart and share no row or
    /// column.
    pub fn apart(&self, a: usize, b: usize) -> bool {
        let n = self.n;
        if a >= n * n || b >= n * n {
            return false;
        }
        let (dr, dc) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
        match self.kind {
            AntiKind::Knight => (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
            AntiKind::King => (dr, dc) == (1, 1),
        }
    }

    /// The example of [`Constraint::one_of_each_kind`]: the rule of
    /// `kind` on the `n x n` grid.
    ///
    /// [`Constraint::one_of_each_kind`]: super::Constraint::one_of_each_kind
    pub(super) fn example(kind: AntiKind, n: usize) -> Anti {
        Anti::new(kind, n)
    }

    /// "the anti-knight rule".
    pub fn name(&self, _namer: &CellNamer) -> String {
        format!("the {} rule", self.kind.word())
    }

    /// Any relabelling keeps "different"; a move of the cells keeps the
    /// rule when it carries each group onto a group of the same kind
    /// (rotations, mirrors and the transposition keep a knight's or a
    /// king's move; shuffling bands or stacks does not), which
    /// `isomorph/keeps.rs` asks of each group ([`Carried::Move`]).
    pub(crate) fn symmetry(&self) -> RuleSymmetry {
        RuleSymmetry {
            relabelling: Relabelling::Any,
            carried: Carried::Move(self.kind),
        }
    }

    /// The family of puzzles the rule makes, for titles.
    pub(crate) fn family(&self) -> RuleFamily {
        match self.kind {
            AntiKind::Knight => RuleFamily::AntiKnight,
            AntiKind::King => RuleFamily::AntiKing,
        }
    }

    /// Checks the rule for a grid of size `n`: it was made for that size.
    pub(crate) fn validate(&self, n: usize) -> Result<(), AntiError> {
        if self.n != n {
            return Err(AntiError::WrongSize {
                kind: self.kind,
                made_for: self.n,
            });
        }
        Ok(())
    }
}

/// Why a rule of the whole grid cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AntiError {
    /// It was made for a grid of another size.
    WrongSize {
        /// Its kind.
        kind: AntiKind,
        /// The size it was made for.
        made_for: usize,
    },
}

impl AntiError {
    /// The message on a grid of size `n`.
    pub fn describe(&self, n: usize, _namer: &CellNamer) -> String {
        match self {
            AntiError::WrongSize { kind, made_for } => format!(
                "the {} rule was made for a {made_for}x{made_for} grid, not this {n}x{n} one",
                kind.word()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves_are_found_at_the_edges_too() {
        let knight = Anti::new(AntiKind::Knight, 4);
        // A1 reaches B3 and C2 only.
        assert_eq!(knight.neighbours(0), [6, 9]);
        // B2 reaches D1, D3, A4, C4.
        assert_eq!(knight.neighbours(5), [3, 11, 12, 14]);
        assert!(knight.pairs().iter().all(|&(a, b)| knight.apart(a, b)));
        let king = Anti::new(AntiKind::King, 4);
        assert_eq!(king.neighbours(5), [0, 2, 8, 10]);
        assert_eq!(king.groups().len(), 9);
        assert_eq!(king.pairs().len(), 2 * 3 * 3);
    }

    #[test]
    fn a_rule_of_another_size_is_refused() {
        let e = Anti::new(AntiKind::King, 6).validate(9).unwrap_err();
        assert_eq!(
            e.describe(9, &CellNamer::default()),
            "the anti-king rule was made for a 6x6 grid, not this 9x9 one"
        );
    }
}
