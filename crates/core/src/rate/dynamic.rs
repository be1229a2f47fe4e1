//! Dynamic forcing chains (SE 8.5 plus length) and, nested, the forcing
//! chains of SE's "Dynamic Forcing Chains (+)" (9.0) and "Nested Forcing
//! Chains" (9.5, 10.0, 10.5).
//!
//! Each candidate of the position is assumed true and assumed false in
//! turn and followed by [`Propagator`] (dynamically: the singles each
//! assumption leaves fire as well); the conclusions are the contradiction,
//! double, cell and unit forcing chains of [`branches`](super::branches).
//!
//! The length of a conclusion is the number of distinct candidates among
//! the ancestors of each branch's end, summed over the branches, plus the
//! lengths of the nested chains used (see [`propagate`](super::propagate));
//! the value is the base (8.5, plus 0.5 per nesting level) plus SE's length
//! bonus. A step applies every conclusion of the lowest value.

use super::branches::{search, Conclusion, Kind, Mode, Search};
use super::candidates::{bit, Board, Deductions, Graded, Tables};
use super::nested;
use super::note::{ChainNode, Note, Part};
use super::propagate::{split, Outcome, Propagator};
use super::score::length_tenths;

/// Every easiest dynamic forcing chain of the snapshot at nesting `level`
/// (0: SE's dynamic forcing chains, 8.5; 1: with locked candidates, pairs
/// and X-Wings inside, 9.0; 2 to 4: nested forcing chains, 9.5 to 10.5).
pub(super) fn forcing_chains(t: &Tables, board: &Board, level: u8) -> Deductions {
    let p = Propagator {
        t,
        board,
        dynamic: true,
        level,
        stalled: nested::deductions,
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
                .text(" ")
                .word("note-leads-to-both")
                .text(" ")
                .literal(xc, xd, true)
                .text(" ")
                .word("note-and")
                .text(" ")
                .literal(xc, xd, false)
                .text(", ")
                .word("note-so")
                .text(" ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Double => {
            let (sc, sd, _) = start(c.ends[0].0);
            note = note
                .word("note-both")
                .text(" ")
                .literal(sc, sd, true)
                .text(" ")
                .word("note-and")
                .text(" ")
                .literal(sc, sd, false)
                .text(" ")
                .word("note-lead-to")
                .text(" ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Cell(source) => {
            note = note
                .word("note-every-candidate-of")
                .text(" ")
                .cell_with(source, board.cands[source])
                .text(" ")
                .word("note-leads-to")
                .text(" ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Unit(u, digit) => {
            note = note
                .word("note-every-place-of")
                .text(" ")
                .digit(digit)
                .text(" ")
                .word("note-in")
                .text(" ")
                .unit(u)
                .text(" ")
                .word("note-leads-to")
                .text(" ")
                .literal(cell, d, on)
                .text(" (");
        }
        Kind::Unary => {
            let (sc, sd, son) = start(c.ends[0].0);
            note = note
                .literal(sc, sd, son)
                .text(" ")
                .word("note-leads-to")
                .text(" ")
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
