//! The 9x9 kernel: the search of a plain 9x9 Sudoku (rows, columns and
//! 3x3 boxes, no other rule) on a band-oriented state, in the manner of
//! the fastest published 9x9 solvers (JCZSolve's and tdoku's ideas, their
//! code not used): each digit's cells as three 27-bit masks, one a band of
//! three rows, so that a placement, the hidden singles of a band's rows
//! and boxes and its box-line interactions are a few word operations; a
//! 120-byte state copied on each guess; branching on a cell with two
//! candidates first. At the root only, box-column interactions too (the
//! mini-columns of each stack, by the same kind of table), which cut the
//! search of hard puzzles by a third (top95: 67 to 45 nodes a
//! uniqueness check).
//!
//! [`Engine::search`](super::Engine) hands it every search of a plain 9x9
//! geometry but the randomised ones (random grids and restarts keep the
//! generic engine, whose order their seeds reproduce). It answers as the
//! generic search does: the same counts and, on a puzzle with one
//! solution, the same grid; the node counts and the order in which several
//! solutions are found may differ.
//!
//! - `band.rs`: the state, its tables and its propagation.

mod band;

#[cfg(test)]
mod tests;

use band::State;

use super::settings::{End, Found, Settings};
use crate::geometry::{Constraint, Geometry};
use crate::grid::Grid;

/// Check the clock and the cancellation every this many nodes, as the
/// generic search does.
const CLOCK_EVERY: u64 = 256;

/// Whether `geometry` is a plain 9x9 Sudoku: a 9x9 grid whose rules are
/// all-different units, each a row, a column or a 3x3 box, every one of
/// the 27 among them. Read from the rules themselves, so a geometry built
/// any way that comes to the same rules qualifies.
pub(super) fn is_plain(geometry: &Geometry) -> bool {
    if geometry.size() != 9 {
        return false;
    }
    let mut seen = 0u32;
    for rule in geometry.constraints() {
        let Constraint::AllDifferent(unit) = rule else {
            return false;
        };
        match standard_unit(&unit.cells) {
            Some(u) => seen |= 1 << u,
            None => return false,
        }
    }
    seen == (1 << 27) - 1
}

/// Which of the 27 standard units `cells` is (rows 0-8, columns 9-17,
/// boxes 18-26), `None` if it is none of them.
fn standard_unit(cells: &[usize]) -> Option<usize> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    (0..27).find(|&u| {
        let of = |k: usize| match u / 9 {
            0 => (u % 9) * 9 + k,
            1 => k * 9 + u % 9,
            _ => {
                let b = u % 9;
                (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
            }
        };
        let mut unit: Vec<usize> = (0..9).map(of).collect();
        unit.sort_unstable();
        unit == sorted
    })
}

/// A search of a plain 9x9 with `settings` (which must not ask for a
/// random order: those stay with the generic search).
pub(super) fn search(givens: &Grid, settings: Settings<'_>) -> Found {
    let mut search = Search {
        settings,
        found: Found {
            end: End::Exhausted,
            count: 0,
            solutions: Vec::new(),
            nodes: 0,
        },
    };
    search.found.end = search.run(givens);
    search.found
}

/// One running search.
struct Search<'r> {
    settings: Settings<'r>,
    found: Found,
}

impl Search<'_> {
    fn run(&mut self, givens: &Grid) -> End {
        // In the generic search's order: a grid of another size has no
        // solution, a limit of 0 is reached at once, clashing givens are a
        // dead end.
        if givens.size() != 9 {
            return End::Exhausted;
        }
        if self.settings.limit == 0 {
            return End::Limit;
        }
        let Some(mut root) = start(givens) else {
            self.found.nodes += 1;
            return End::Exhausted;
        };
        if let Some((cell, d)) = self.settings.without {
            if d < 9 && cell < 81 {
                root.cand[d][cell / 27] &= !(1 << (cell % 27));
            }
        }
        // At the root only, box-column interactions too, to a fixpoint
        // with the rest: they cut the search of hard puzzles, and at every
        // node would cost more than they save.
        let mut seen = [[0; 3]; 9];
        loop {
            let settled = root.settle(&seen);
            seen = root.cand;
            if settled && root.complete() {
                break;
            }
            let mut changed = false;
            if !settled || !root.stacks(&mut changed) {
                self.found.nodes += 1;
                return End::Exhausted;
            }
            if !changed || root.complete() {
                break;
            }
        }
        match self.node(&root) {
            Ok(()) => End::Exhausted,
            Err(end) => end,
        }
    }

    /// Explores the settled state `s`; each guess is a copy of it on the
    /// call stack (a guess decides a cell: at most 81 deep).
    fn node(&mut self, s: &State) -> Result<(), End> {
        self.found.nodes += 1;
        let nodes = self.found.nodes;
        if nodes % CLOCK_EVERY == 1 && self.settings.deadline.expired() {
            return Err(End::Deadline);
        }
        if self.settings.budget.is_some_and(|b| nodes > b) {
            return Err(End::Budget);
        }
        if s.complete() {
            return self.solution(s);
        }
        let best = s.fewest();
        let b = (0..3).find(|&b| best[b] != 0).expect("an open cell");
        let i = best[b].trailing_zeros() as usize;
        // The cell's digits, as bits.
        let mut digits = s
            .cand
            .iter()
            .enumerate()
            .fold(0u32, |acc, (d, m)| acc | (m[b] >> i & 1) << d);
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut child = *s;
            if !child.place(b, i, d) || !child.settle(&s.cand) {
                self.found.nodes += 1;
                continue;
            }
            self.node(&child)?;
        }
        Ok(())
    }

    /// Counts the complete state `s` (unless it is an excluded grid),
    /// keeping its grid if there is room; `Err(End::Limit)` at the limit.
    fn solution(&mut self, s: &State) -> Result<(), End> {
        let kept = self.found.solutions.len() < self.settings.keep;
        let excluded = self.settings.excluded;
        if kept || !excluded.is_empty() {
            let grid = grid_of(s);
            if excluded.contains(&grid) {
                return Ok(());
            }
            if kept {
                self.found.solutions.push(grid);
            }
        }
        self.found.count += 1;
        if self.found.count >= self.settings.limit {
            Err(End::Limit)
        } else {
            Ok(())
        }
    }
}

/// The state of a 9x9 `givens` with every given placed, before
/// propagation; `None` when two givens clash.
fn start(givens: &Grid) -> Option<State> {
    let mut s = State::FRESH;
    for (cell, &v) in givens.cells().iter().enumerate() {
        if v == 0 {
            continue;
        }
        if v > 9 || !s.place(cell / 27, cell % 27, v as usize - 1) {
            return None;
        }
    }
    Some(s)
}

/// The grid of a complete state.
fn grid_of(s: &State) -> Grid {
    let mut cells = vec![0u8; 81];
    for (d, m) in s.cand.iter().enumerate() {
        for (b, &x) in m.iter().enumerate() {
            let mut x = x & s.solved[b];
            while x != 0 {
                let i = x.trailing_zeros() as usize;
                x &= x - 1;
                cells[b * 27 + i] = d as u8 + 1;
            }
        }
    }
    Grid::from_cells(9, cells).expect("digits 1 to 9")
}
