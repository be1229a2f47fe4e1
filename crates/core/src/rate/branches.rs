//! The forcing chains' search: every candidate assumed true and false in
//! turn (see [`propagate`](super::propagate)), and the conclusions drawn
//! from the outcomes, as SE's `Chaining` draws them:
//! - an assumption that turns some candidate both on and off is false
//!   (contradiction; a plain forcing chain when that candidate is the
//!   assumption itself);
//! - a candidate that a candidate's "true" and "false" both turn on (or
//!   both off) is true (false): double forcing chain, for cells of three
//!   candidates or more;
//! - a candidate that every candidate of a cell turns on (off) is true
//!   (false): cell forcing chain;
//! - likewise for every place of a digit in a unit: unit forcing chain.

use super::candidates::{bit, digits};
use super::propagate::{literal, split, Inner, Outcome, Propagator};

/// What a forcing chain assumed: the branches of a conclusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// One candidate leads to its own negation (a plain forcing chain).
    Unary,
    /// One candidate, true, leads to a contradiction (or false, to one).
    Contradiction,
    /// One candidate, true and false, leads to the same conclusion.
    Double,
    /// Every candidate of a cell.
    Cell(usize),
    /// Every place of a digit in a unit.
    Unit(usize, u8),
}

/// One conclusion of a search.
#[derive(Clone, Debug)]
pub(super) struct Conclusion {
    /// The literal concluded (true or false).
    pub target: u32,
    /// SE's length: the ancestors of every branch end plus the nested
    /// chains used.
    pub length: u32,
    /// What was assumed.
    pub kind: Kind,
    /// The branch ends: `(outcome, node)`.
    pub ends: Vec<(usize, u32)>,
}

/// Which forcing chains a search looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Plain forcing chains: a candidate leads to its own negation along
    /// the static links.
    Unary,
    /// Cell and unit forcing chains along the static links.
    Multiple,
    /// Every forcing chain along dynamic links.
    Dynamic,
}

/// The assumptions followed and their conclusions.
pub(super) struct Search {
    /// The outcome of each assumption.
    pub outcomes: Vec<Outcome>,
    /// Every conclusion that removes something.
    pub found: Vec<Conclusion>,
}

/// Runs the forcing chains of `mode` on `p.board`.
pub(super) fn search(p: &Propagator, mode: Mode) -> Search {
    let (t, board) = (p.t, p.board);
    let n = t.n;
    let mut s = Search {
        outcomes: Vec::new(),
        found: Vec::new(),
    };
    // Outcome indices of each candidate assumed on, and off.
    let slots = board.cands.len() * n;
    let mut on_of = vec![usize::MAX; slots];
    let mut off_of = vec![usize::MAX; slots];
    for cell in 0..board.cands.len() {
        if board.values[cell] != 0 || board.cands[cell].count_ones() < 2 {
            continue;
        }
        if t.deadline.expired() {
            return Search {
                outcomes: Vec::new(),
                found: Vec::new(),
            };
        }
        for d in digits(board.cands[cell]) {
            let slot = cell * n + d as usize - 1;
            on_of[slot] = s.outcomes.len();
            s.outcomes.push(p.run(literal(cell, d, true, n)));
            if mode != Mode::Multiple {
                off_of[slot] = s.outcomes.len();
                s.outcomes.push(p.run(literal(cell, d, false, n)));
            }
        }
    }
    let mut nested = Vec::new();
    let mut add = |s: &mut Search, target: u32, kind: Kind, ends: Vec<(usize, u32)>| {
        let (cell, d, on) = split(target, n);
        let removes = if on {
            board.cands[cell] & !bit(d)
        } else {
            board.cands[cell] & bit(d)
        };
        if removes == 0 || board.values[cell] != 0 {
            return;
        }
        nested.clear();
        let flat: u32 = ends
            .iter()
            .map(|&(o, i)| s.outcomes[o].length(i, &mut nested))
            .sum();
        let length = flat + nested.iter().map(|inner: &Inner| inner.length).sum::<u32>();
        s.found.push(Conclusion {
            target,
            length,
            kind,
            ends,
        });
    };
    for cell in 0..board.cands.len() {
        let mask = board.cands[cell];
        if board.values[cell] != 0 || mask.count_ones() < 2 {
            continue;
        }
        let slot = |d: u8| cell * n + d as usize - 1;
        for d in digits(mask) {
            let on = on_of[slot(d)];
            if mode == Mode::Multiple {
                continue;
            }
            let off = off_of[slot(d)];
            for (o, target) in [
                (on, literal(cell, d, false, n)),
                (off, literal(cell, d, true, n)),
            ] {
                let outcome = &s.outcomes[o];
                let (kind, ends) = match mode {
                    // The assumption reaching its own negation: a clash
                    // with the assumption itself (node 0).
                    Mode::Unary => (
                        Kind::Unary,
                        outcome
                            .clash
                            .filter(|&(_, b)| outcome.nodes[b as usize].lit == target)
                            .map(|(_, b)| vec![(o, b)]),
                    ),
                    _ => (
                        Kind::Contradiction,
                        outcome.clash.map(|(a, b)| vec![(o, a), (o, b)]),
                    ),
                };
                if let Some(ends) = ends {
                    add(&mut s, target, kind, ends);
                }
            }
            if mode == Mode::Dynamic && mask.count_ones() >= 3 {
                let both: Vec<(u32, u32, u32)> = s.outcomes[on]
                    .reached()
                    .filter_map(|lit| {
                        let i = s.outcomes[on].node(lit)?;
                        Some((lit, i, s.outcomes[off].node(lit)?))
                    })
                    .collect();
                for (lit, i, j) in both {
                    add(&mut s, lit, Kind::Double, vec![(on, i), (off, j)]);
                }
            }
        }
        if mode == Mode::Unary {
            continue;
        }
        // Cell forcing chains (static ones only on cells of three or more:
        // two candidates make plain chains).
        if mode == Mode::Dynamic || mask.count_ones() >= 3 {
            let branches: Vec<usize> = digits(mask).map(|d| on_of[slot(d)]).collect();
            for (lit, ends) in common(&s.outcomes, &branches) {
                add(&mut s, lit, Kind::Cell(cell), ends);
            }
        }
    }
    if mode != Mode::Unary {
        for (u, cells) in t.units.iter().enumerate() {
            for d in digits(t.all & !board.placed_in(t, u)) {
                let branches: Vec<usize> = cells
                    .iter()
                    .filter(|&&c| board.cands[c] & bit(d) != 0)
                    .map(|&c| on_of[c * n + d as usize - 1])
                    .collect();
                if branches.len() < 2 || branches.contains(&usize::MAX) {
                    continue;
                }
                for (lit, ends) in common(&s.outcomes, &branches) {
                    add(&mut s, lit, Kind::Unit(u, d), ends);
                }
            }
        }
    }
    s
}

/// The literals every outcome of `branches` reached, with each branch's
/// node.
fn common(outcomes: &[Outcome], branches: &[usize]) -> Vec<(u32, Vec<(usize, u32)>)> {
    let first = &outcomes[branches[0]];
    first
        .reached()
        .filter_map(|lit| {
            let ends: Option<Vec<(usize, u32)>> = branches
                .iter()
                .map(|&b| outcomes[b].node(lit).map(|i| (b, i)))
                .collect();
            ends.map(|ends| (lit, ends))
        })
        .collect()
}
