//! Skipping searches that are sure to find nothing again.
//!
//! The single-digit techniques (the fish, the finned fish, the strong-link
//! patterns and simple colouring) read nothing of a position but one
//! digit's candidate cells, and look at each digit on its own. When such a
//! technique found nothing for a digit, it finds nothing for that digit
//! again as long as the digit's candidate cells are the same. The rater's
//! loop tries every technique in order after each step, and most steps
//! change a few digits only, so it asks such a technique about the digits
//! whose cells changed since it last found nothing: the same steps as
//! asking about all of them, for a fraction of the searching (the fish
//! searches took most of the time to rate a 16x16 puzzle).

use std::collections::HashSet;

use super::candidates::{digits, Board, CellSet, Tables};
use super::technique::Technique;

/// The candidate cells of each digit, `cells[d - 1]`.
pub(super) struct DigitCells {
    cells: Vec<CellSet>,
}

impl DigitCells {
    /// The candidate cells of each digit of `board`.
    pub fn of(t: &Tables, board: &Board) -> Self {
        let mut cells = vec![CellSet::default(); t.n];
        for (cell, &mask) in board.cands.iter().enumerate() {
            for d in digits(mask) {
                cells[usize::from(d) - 1].insert(cell);
            }
        }
        DigitCells { cells }
    }
}

/// What the single-digit techniques found nothing in: for each technique
/// (by its place in [`Technique::ALL`]) and digit the candidate cells it
/// last found nothing in, and every such fact of the ratings so far (a
/// generator rates many puzzles of one geometry, and a puzzle eased by a
/// given often gets stuck in positions the last rating already searched).
pub(crate) struct Quiet {
    last: Vec<Vec<Option<CellSet>>>,
    seen: HashSet<(usize, usize, CellSet)>,
}

/// Facts kept at most; past it they are forgotten and gathered anew.
const MOST_FACTS: usize = 1 << 16;

impl Quiet {
    /// Nothing known yet, on a grid of `n` digits.
    pub fn new(n: usize) -> Self {
        Quiet {
            last: vec![vec![None; n]; Technique::ALL.len()],
            seen: HashSet::new(),
        }
    }

    /// The digits technique number `i` must look at in a position with
    /// `now` (a mask, bit `d - 1` for digit `d`): every digit for a
    /// technique that does not go digit by digit, else those whose cells
    /// it has not found nothing in before.
    pub fn digits_to_try(&mut self, i: usize, now: &DigitCells) -> u32 {
        let all = (0..now.cells.len()).fold(0, |m, d| m | 1 << d);
        if !Technique::ALL[i].profile().by_digit {
            return all;
        }
        let mut digits = 0;
        for (d, cells) in now.cells.iter().enumerate() {
            let last = &mut self.last[i][d];
            if last.as_ref() == Some(cells) {
                continue;
            }
            if self.seen.contains(&(i, d, *cells)) {
                *last = Some(*cells);
                continue;
            }
            digits |= 1 << d;
        }
        digits
    }

    /// Technique number `i` found nothing for `digits` in `now`.
    pub fn record(&mut self, i: usize, digits: u32, now: &DigitCells) {
        if !Technique::ALL[i].profile().by_digit {
            return;
        }
        if self.seen.len() >= MOST_FACTS {
            self.seen.clear();
        }
        for (d, cells) in now.cells.iter().enumerate() {
            if digits >> d & 1 == 1 {
                self.last[i][d] = Some(*cells);
                self.seen.insert((i, d, *cells));
            }
        }
    }
}
