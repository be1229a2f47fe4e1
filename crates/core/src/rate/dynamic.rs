//! Dynamic forcing chains (SE 8.5 plus length) and, nested, the forcing
//! chains of SE's "Dynamic Forcing Chains (+)" (9.0) and "Nested Forcing
//! Chains" (9.5, 10.0, 10.5).
//!
//! Each candidate of the position is assumed true and assumed false in
//! turn and followed by [`Propagator`] (dynamically: the singles each
//! assumption leaves fire as well). Then, as in SE:
//! - an assumption that turns some candidate both on and off is false
//!   (contradiction forcing chain);
//! - a candidate that a candidate's "true" and "false" both turn on (or
//!   both off) is true (false): double forcing chain, for cells of three
//!   candidates or more;
//! - a candidate that every candidate of a cell turns on (off) is true
//!   (false): cell forcing chain;
//! - likewise for every place of a digit in a unit: unit forcing chain.
//!
//! The length of a conclusion is the number of distinct candidates among
//! the ancestors of each branch's end, summed over the branches, plus the
//! lengths of the nested chains used (see [`propagate`](super::propagate));
//! the value is the base (8.5, plus 0.5 per nesting level) plus SE's length
//! bonus. A step applies every conclusion of the lowest value.

use super::candidates::{bit, digits, Board, Deductions, Graded, Tables};
use super::note::{ChainNode, Note, Part};
use super::propagate::{literal, split, Inner, Outcome, Propagator};
use super::score::length_tenths;

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

/// Every easiest dynamic forcing chain of the snapshot at nesting `level`
/// (0: SE's dynamic forcing chains, 8.5; 1: with locked candidates, pairs
/// and X-Wings inside, 9.0; 2 to 4: nested forcing chains, 9.5 to 10.5).
pub(super) fn forcing_chains(t: &Tables, board: &Board, level: u8) -> Deductions {
    let p = Propagator {
        t,
        board,
        dynamic: true,
        level,
    };
    let s = search(&p, Mode::Dynamic);
    let base = 85 + 5 * u16::from(level);
    let mut graded = Graded::default();
    for c in &s.found {
        let difficulty = base + length_tenths(c.length as usize);
        if graded.easiest().is_some_and(|best| difficulty > best) {
            continue;
        }
        let (cell, d, on) = split(c.target, t.n);
        let mask = if on {
            board.cands[cell] & !bit(d)
        } else {
            bit(d)
        };
        graded.add(board, difficulty, [(cell, mask)], || {
            describe(&s, c, board, t.n)
        });
    }
    graded.finish()
}

/// The nested forcing chains: levels 2, 3 and 4 in turn (SE 9.5, 10.0 and
/// 10.5 plus length), the first that finds anything.
pub(super) fn nested_forcing_chains(t: &Tables, board: &Board) -> Deductions {
    for level in 2..=4 {
        let found = forcing_chains(t, board, level);
        if found.instances > 0 || t.deadline.expired() {
            return found;
        }
    }
    Deductions::default()
}

/// "every candidate of E5 (1,3) leads to G1≠1 (E5=1 → ... → G1≠1; E5=3 →
/// ... → G1≠1)": the branches along their first parents.
fn describe(s: &Search, c: &Conclusion, board: &Board, n: usize) -> Note {
    let (cell, d, on) = split(c.target, n);
    let chain = |&(o, i): &(usize, u32)| -> Part {
        let outcome: &Outcome = &s.outcomes[o];
        Part::Chain(
            outcome
                .path(i)
                .into_iter()
                .map(|lit| {
                    let (c, e, on) = split(lit, n);
                    ChainNode::candidate(c, e, on)
                })
                .collect(),
        )
    };
    let start = |o: usize| split(s.outcomes[o].nodes[0].lit, n);
    let mut note = Note::new();
    match c.kind {
        Kind::Contradiction => {
            let (sc, sd, son) = start(c.ends[0].0);
            let (xc, xd, _) = split(s.outcomes[c.ends[0].0].nodes[c.ends[0].1 as usize].lit, n);
            note = note
                .literal(sc, sd, son)
                .text(" leads to both ")
                .literal(xc, xd, true)
                .text(" and ")
                .literal(xc, xd, false)
                .text(", so ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Double => {
            let (sc, sd, _) = start(c.ends[0].0);
            note = note
                .text("both ")
                .literal(sc, sd, true)
                .text(" and ")
                .literal(sc, sd, false)
                .text(" lead to ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Cell(source) => {
            note = note
                .text("every candidate of ")
                .cell_with(source, board.cands[source])
                .text(" leads to ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Unit(u, digit) => {
            note = note
                .text("every place of ")
                .digit(digit)
                .text(" in ")
                .unit(u)
                .text(" leads to ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Unary => {
            let (sc, sd, son) = start(c.ends[0].0);
            note = note
                .literal(sc, sd, son)
                .text(" leads to ")
                .literal(cell, d, on)
                .text(" (");
        }
    }
    for (k, end) in c.ends.iter().enumerate() {
        if k > 0 {
            note = note.text("; ");
        }
        note.parts.push(chain(end));
    }
    note.text(")")
}
