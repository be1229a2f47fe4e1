//! The second family of rules: killer cages, groups of orthogonally
//! connected cells whose digits add up to the cage's sum, no digit repeated
//! in a cage. Their data, their names and why a cage is refused.
//!
//! The rule itself (different digits, one sum) does not need the cells to
//! touch: joining them side by side is how a cage is drawn. Some published
//! forms (the snarfable line's diagonal arrows, SudoCue's human-solvable
//! killers) join cells of a cage by a corner only; such a cage says so
//! ([`Joined::ByCorners`]), and pages draw it as its side-joined pieces,
//! each labelled so that the pieces read as one cage
//! (`crate::figure::CageLabel`).

use crate::grid::CellNamer;

use super::{CageSum, Unit};

/// How the cells of a cage hang together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Joined {
    /// Side by side, as the usual killer draws its cages.
    #[default]
    BySides,
    /// By sides and corners: some cells touch the rest of the cage only at
    /// a corner (the snarfable line's diagonal arrows, SudoCue's
    /// human-solvable killers). A cage whose cells are joined side by side
    /// is [`Joined::BySides`] ([`Cage::reaching_corners`] decides).
    ByCorners,
}

/// A killer cage: its cells hold different digits adding up to `sum`
/// (when the cage has a total, [`CageSum::Given`]).
///
/// ```
/// use sheetdoku::{Cage, CellNamer};
/// let cage = Cage::new(vec![19, 20, 29], 14);
/// assert_eq!(cage.head(), 19);
/// assert_eq!(cage.name(9, &CellNamer::default()), "the cage of 14 at B3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    /// The cells as indices `row * n + col`, in increasing (reading) order.
    pub cells: Vec<usize>,
    /// The sum of the cage's digits, or [`CageSum::NotGiven`] for a cage
    /// drawn without a total.
    pub sum: CageSum,
    /// How its cells hang together: side by side, or by corners too.
    pub joined: Joined,
}

impl Cage {
    /// The usual cage: `cells` (in increasing order) joined side by side,
    /// adding up to `sum`.
    pub fn new(cells: Vec<usize>, sum: u32) -> Cage {
        Cage::with_total(cells, CageSum::Given(sum))
    }

    /// A cage joined side by side with the total `sum`, given or not.
    ///
    /// ```
    /// use sheetdoku::{Cage, CageSum, CellNamer};
    /// let cage = Cage::with_total(vec![0, 1], CageSum::NotGiven);
    /// assert_eq!(cage.name(9, &CellNamer::default()), "the cage without a total at A1");
    /// ```
    pub fn with_total(cells: Vec<usize>, sum: CageSum) -> Cage {
        Cage {
            cells,
            sum,
            joined: Joined::BySides,
        }
    }

    /// A cage of a form that joins cells by corners too, on a grid of size
    /// `n`: [`Joined::BySides`] when its cells are joined side by side,
    /// else [`Joined::ByCorners`] (so that a cage is the same rule
    /// whichever form it came from).
    ///
    /// ```
    /// use sheetdoku::{Cage, Joined};
    /// // A1 and B2 touch at a corner; A1 and B1 side by side.
    /// assert_eq!(Cage::reaching_corners(vec![0, 10], 7, 9).joined, Joined::ByCorners);
    /// assert_eq!(Cage::reaching_corners(vec![0, 1], 7, 9).joined, Joined::BySides);
    /// ```
    pub fn reaching_corners(cells: Vec<usize>, sum: impl Into<CageSum>, n: usize) -> Cage {
        let sum = sum.into();
        let side_joined = cells.iter().all(|&c| c < n * n)
            && cells.windows(2).all(|w| w[0] < w[1])
            && crate::geometry::connectivity::unreachable_cells(n, &cells).is_empty();
        Cage {
            cells,
            sum,
            joined: if side_joined {
                Joined::BySides
            } else {
                Joined::ByCorners
            },
        }
    }

    /// The cage's side-joined pieces on a grid of size `n`, each in
    /// reading order, the head's first: one piece for a cage joined side
    /// by side, more for one joined by corners.
    ///
    /// ```
    /// let cage = sheetdoku::Cage::reaching_corners(vec![0, 1, 11], 10, 9);
    /// assert_eq!(cage.pieces(9), vec![vec![0, 1], vec![11]]);
    /// ```
    pub fn pieces(&self, n: usize) -> Vec<Vec<usize>> {
        if self.cells.iter().any(|&c| c >= n * n) {
            return vec![self.cells.clone()];
        }
        crate::geometry::connectivity::pieces(n, &self.cells)
    }

    /// The cage with its cells moved (cell `c` to `to[c]`), sorted again;
    /// its sum and joining stay.
    pub fn moved(&self, to: &[usize]) -> Cage {
        let mut cells: Vec<usize> = self.cells.iter().map(|&c| to[c]).collect();
        cells.sort_unstable();
        Cage {
            cells,
            sum: self.sum,
            joined: self.joined,
        }
    }

    /// The cage's head, where its sum is printed: its first cell in reading
    /// order.
    pub fn head(&self) -> usize {
        self.cells.first().copied().unwrap_or(0)
    }

    /// "the cage of 14 at B3", the head named with `namer` on a grid of
    /// size `n`.
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        let head = namer.cell(n, self.head());
        match self.sum {
            CageSum::Given(sum) => format!("the cage of {sum} at {head}"),
            CageSum::NotGiven => format!("the cage without a total at {head}"),
        }
    }

    /// What the digits `grid` holds in the cage's cells add up to (empty
    /// cells count 0): the cage's sum when the grid keeps it.
    ///
    /// ```
    /// use sheetdoku::{Cage, Grid};
    /// let grid = Grid::parse_line("1234341221434321").unwrap();
    /// assert_eq!(Cage::new(vec![0, 1, 4], 6).total(&grid), 6);
    /// ```
    pub fn total(&self, grid: &crate::grid::Grid) -> u32 {
        self.cells.iter().map(|&c| u32::from(grid.get(c))).sum()
    }

    /// The smallest and largest sums `count` different digits of `1..=n`
    /// can make.
    ///
    /// ```
    /// assert_eq!(sheetdoku::Cage::sum_range(9, 3), (6, 24));
    /// ```
    pub fn sum_range(n: usize, count: usize) -> (u32, u32) {
        let (n, k) = (n as u32, count as u32);
        (k * (k + 1) / 2, k * (2 * n + 1 - k) / 2)
    }

    /// Every set of `k` different digits of `1..=n` adding up to `sum`, bit
    /// `d` for digit `d + 1`, in increasing order of the masks' lowest digits;
    /// `None` when more than `limit`.
    ///
    /// ```
    /// // 7 in 3 cells is 1, 2 and 4.
    /// assert_eq!(sheetdoku::Cage::combinations(9, 3, 7, 100), Some(vec![0b1011]));
    /// ```
    pub fn combinations(n: usize, k: usize, sum: u32, limit: usize) -> Option<Vec<u32>> {
        fn walk(
            next: u32,
            n: u32,
            k: u32,
            sum: u32,
            mask: u32,
            out: &mut Vec<u32>,
            limit: usize,
        ) -> bool {
            if k == 0 {
                if sum == 0 {
                    out.push(mask);
                }
                return out.len() <= limit;
            }
            for d in next..=n {
                // The smallest and largest sums of `k` digits from `d` on.
                let low = k * d + k * (k - 1) / 2;
                let high = k * n - k * (k - 1) / 2;
                if low > sum {
                    break;
                }
                if high < sum || n + 1 - d < k {
                    break;
                }
                if !walk(d + 1, n, k - 1, sum - d, mask | 1 << (d - 1), out, limit) {
                    return false;
                }
            }
            true
        }
        let mut out = Vec::new();
        walk(1, n as u32, k as u32, sum, 0, &mut out, limit).then_some(out)
    }

    /// Whether the cells (their candidate `masks`) can take exactly the digits
    /// of `combination`, one each: a perfect matching of cells and digits.
    pub fn fits(masks: &[u32], combination: u32) -> bool {
        let mut within = [0u32; 32];
        let mut union = 0;
        for (w, &m) in within.iter_mut().zip(masks) {
            *w = m & combination;
            if *w == 0 {
                return false;
            }
            union |= *w;
        }
        if union != combination {
            return false;
        }
        // Kuhn's augmenting paths, cells to digits.
        let within = &within[..masks.len()];
        let mut owner = [u8::MAX; 32];
        fn augment(cell: usize, within: &[u32], owner: &mut [u8; 32], seen: &mut u32) -> bool {
            for d in bits(within[cell] & !*seen) {
                *seen |= 1 << d;
                let o = owner[d];
                if o == u8::MAX || augment(usize::from(o), within, owner, seen) {
                    owner[d] = cell as u8;
                    return true;
                }
            }
            false
        }
        (0..within.len()).all(|cell| augment(cell, within, &mut owner, &mut 0))
    }

    /// Checks a cage for a grid of size `n`: cells of the grid, in
    /// increasing order, orthogonally connected (or by corners too, for a
    /// cage [`Joined::ByCorners`]), at most `n` of them, and a sum that many
    /// different digits can make.
    pub(crate) fn validate(&self, n: usize) -> Result<(), CageError> {
        let head = self.head();
        if self.cells.is_empty() {
            return Err(CageError::Empty);
        }
        if let Some(&cell) = self.cells.iter().find(|&&c| c >= n * n) {
            return Err(CageError::OutsideGrid { cell });
        }
        if let Some(pair) = self.cells.windows(2).find(|w| w[0] >= w[1]) {
            return Err(if pair[0] == pair[1] {
                CageError::RepeatedCell { cell: pair[0] }
            } else {
                CageError::NotSorted { head }
            });
        }
        if self.cells.len() > n {
            return Err(CageError::TooLarge {
                head,
                count: self.cells.len(),
            });
        }
        let cut_off = match self.joined {
            Joined::BySides => crate::geometry::connectivity::unreachable_cells(n, &self.cells),
            Joined::ByCorners => {
                crate::geometry::connectivity::unreachable_by_corners(n, &self.cells)
            }
        };
        if !cut_off.is_empty() {
            return Err(CageError::Disconnected {
                head,
                cut_off,
                joined: self.joined,
            });
        }
        let (low, high) = Cage::sum_range(n, self.cells.len());
        match self.sum {
            CageSum::Given(sum) if !(low..=high).contains(&sum) => Err(CageError::ImpossibleSum {
                head,
                count: self.cells.len(),
                sum,
            }),
            CageSum::Given(_) | CageSum::NotGiven => Ok(()),
        }
    }
}

/// Why a cage cannot be a rule of a grid. Every variant but [`CageError::Empty`]
/// and [`CageError::OutsideGrid`] names the cage by its head.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CageError {
    /// The cage has no cell.
    Empty,
    /// A cell index is not a cell of the grid.
    OutsideGrid {
        /// The index.
        cell: usize,
    },
    /// A cell is listed twice.
    RepeatedCell {
        /// The cell.
        cell: usize,
    },
    /// The cells are not in increasing order.
    NotSorted {
        /// The cage's head.
        head: usize,
    },
    /// More cells than digits: some digit would repeat.
    TooLarge {
        /// The cage's head.
        head: usize,
        /// Its cells.
        count: usize,
    },
    /// The cells do not hang together side by side (or, for a cage
    /// joined by corners, by sides and corners).
    Disconnected {
        /// The cage's head.
        head: usize,
        /// Cells not reachable from the head inside the cage.
        cut_off: Vec<usize>,
        /// How the cage's cells were to be joined.
        joined: Joined,
    },
    /// No `count` different digits add up to `sum`.
    ImpossibleSum {
        /// The cage's head.
        head: usize,
        /// Its cells.
        count: usize,
        /// Its sum.
        sum: u32,
    },
    /// The cage shares a cell with a cage the geometry already has.
    Overlaps {
        /// The cage's head.
        head: usize,
        /// The shared cell.
        cell: usize,
        /// The head of the other cage.
        other: usize,
    },
    /// Cages lying inside a unit cover it entirely, and their sums do not
    /// add up to the unit's `1 + 2 + ... + n`.
    UnitTotal {
        /// The head of the cage that completed the cover.
        head: usize,
        /// The unit covered.
        unit: Unit,
        /// What the sums of its cages add up to.
        total: u32,
    },
    /// The cages cover the whole grid, and their sums do not add up to
    /// `n` times `1 + 2 + ... + n`.
    GridTotal {
        /// The head of the cage that completed the cover.
        head: usize,
        /// What the sums of all the cages add up to.
        total: u32,
    },
}

impl CageError {
    /// The message, naming cells with `namer` on a grid of size `n`:
    /// "cage at B3: 3 cells cannot sum to 2".
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        let cell = |c: usize| super::cell_or_number(n, namer, c);
        let unit_total = (n * (n + 1) / 2) as u32;
        match self {
            CageError::Empty => "a cage has no cells".to_string(),
            CageError::OutsideGrid { cell } => {
                format!("a cage's cell number {cell} is outside the {n}x{n} grid")
            }
            CageError::RepeatedCell { cell: c } => {
                format!("cage with {}: the cell is listed twice", cell(*c))
            }
            CageError::NotSorted { head } => format!(
                "cage at {}: the cells are not in increasing order",
                cell(*head)
            ),
            CageError::TooLarge { head, count } => format!(
                "cage at {}: {count} cells, but a cage of a {n}x{n} grid has at most {n} \
                 (no digit repeats in a cage)",
                cell(*head)
            ),
            CageError::Disconnected {
                head,
                cut_off,
                joined,
            } => format!(
                "cage at {}: {} not joined to the rest of the cage {}",
                cell(*head),
                match cut_off.len() {
                    1 => format!("{} is", cell(cut_off[0])),
                    _ => format!("{} are", namer.cells(n, cut_off)),
                },
                match joined {
                    Joined::BySides => "side by side",
                    Joined::ByCorners => "by a side or a corner",
                }
            ),
            CageError::ImpossibleSum { head, count, sum } => {
                let (low, high) = Cage::sum_range(n, *count);
                let cells = if *count == 1 { "cell" } else { "cells" };
                format!(
                    "cage at {}: {count} {cells} cannot sum to {sum} (from {low} to {high})",
                    cell(*head)
                )
            }
            CageError::Overlaps {
                head,
                cell: c,
                other,
            } => format!(
                "cage at {}: {} is already in the cage at {}",
                cell(*head),
                cell(*c),
                cell(*other)
            ),
            CageError::UnitTotal { head, unit, total } => format!(
                "cage at {}: the cages inside {} add up to {total}, but its digits add up \
                 to {unit_total}",
                cell(*head),
                unit.name(namer)
            ),
            CageError::GridTotal { head, total } => format!(
                "cage at {}: the cages cover the grid and add up to {total}, but its digits \
                 add up to {}",
                cell(*head),
                unit_total * n as u32
            ),
        }
    }
}

/// The digits of `mask` (0-based).
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let d = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            d
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seven_in_three_cells_is_one_two_four() {
        assert_eq!(Cage::combinations(9, 3, 7, 100), Some(vec![0b1011]));
        assert_eq!(Cage::combinations(9, 2, 10, 100).unwrap().len(), 4); // 19 28 37 46
        assert_eq!(Cage::combinations(9, 9, 45, 100), Some(vec![0x1ff]));
        assert_eq!(Cage::combinations(9, 3, 5, 100), Some(vec![]));
        assert_eq!(Cage::combinations(25, 12, 156, 100), None);
    }

    #[test]
    fn counts_match_a_plain_enumeration() {
        for n in [4, 6, 9] {
            for k in 1..=n {
                for sum in 1..=(n * (n + 1) / 2) as u32 {
                    let plain: Vec<u32> = (0u32..1 << n)
                        .filter(|m| m.count_ones() as usize == k)
                        .filter(|m| bits(*m).map(|d| d as u32 + 1).sum::<u32>() == sum)
                        .collect();
                    let mut ours = Cage::combinations(n, k, sum, usize::MAX).unwrap();
                    ours.sort_unstable();
                    assert_eq!(ours, plain, "n={n} k={k} sum={sum}");
                }
            }
        }
    }

    #[test]
    fn a_matching_is_needed_not_just_a_cover() {
        // Two cells that can only hold 1, and {1, 2} needed: no matching.
        assert!(!Cage::fits(&[0b01, 0b01], 0b11));
        assert!(Cage::fits(&[0b01, 0b11], 0b11));
    }
}
