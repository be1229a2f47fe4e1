//! Forcing chains (SE's cell and region forcing chains, 8.0 plus length):
//! every candidate of a cell, or every place of a digit in a unit, is
//! assumed true in turn and followed along the chains' links (see
//! [`chains`](super::chains)); a candidate that every branch turns off is
//! false, one that every branch turns on is true. The length is the sum of
//! the branches' node counts.

use super::candidates::{bit, digits, Board, Deductions, Graded, Tables};
use super::chains::{Bfs, Implications, Links};
use super::note::{Note, Part};
use super::score::length_tenths;

/// Every easiest forcing chain of the snapshot.
pub(super) fn forcing_chains(t: &Tables, board: &Board) -> Deductions {
    let graph = Implications::new(t, board, Links::AcrossDigits);
    let mut graded = Graded::default();
    // Branch sets: the candidates of a cell, the places of a digit in a unit.
    let mut branches: Vec<Vec<(usize, u8)>> = Vec::new();
    for cell in 0..board.cands.len() {
        if board.values[cell] == 0 && board.cands[cell].count_ones() >= 2 {
            branches.push(digits(board.cands[cell]).map(|d| (cell, d)).collect());
        }
    }
    for (u, cells) in t.units.iter().enumerate() {
        let missing = t.all & !board.placed_in(t, u);
        for d in digits(missing) {
            let places: Vec<(usize, u8)> = cells
                .iter()
                .filter(|&&c| board.cands[c] & bit(d) != 0)
                .map(|&c| (c, d))
                .collect();
            if places.len() >= 2 {
                branches.push(places);
            }
        }
    }
    let size = board.cands.len() * t.n * 2;
    let mut bfs = Bfs::default();
    for set in branches {
        // Total node count per literal over the branches; MAX once a branch
        // misses it.
        let mut total: Vec<u32> = vec![0; size];
        for &(cell, d) in &set {
            graph.distances(graph.literal(cell, d, true), None, u32::MAX, &mut bfs);
            for (sum, &step) in total.iter_mut().zip(&bfs.dist) {
                *sum = if step == u32::MAX || *sum == u32::MAX {
                    u32::MAX
                } else {
                    *sum + step + 1
                };
            }
        }
        for (lit, &sum) in total.iter().enumerate() {
            if sum == u32::MAX {
                continue;
            }
            let on = lit % 2 == 1;
            let cand = lit / 2;
            let (cell, d) = (cand / t.n, (cand % t.n) as u8 + 1);
            let difficulty = 80 + length_tenths(sum as usize);
            if graded.easiest().is_some_and(|best| difficulty > best) {
                continue;
            }
            let mask = if on {
                board.cands[cell] & !bit(d)
            } else {
                bit(d)
            };
            graded.add(board, difficulty, [(cell, mask)], || {
                // The branches, traced in full once the step is chosen.
                let mut note = Note::new()
                    .word(if set.iter().all(|s| s.0 == set[0].0) {
                        "note-every-candidate-of"
                    } else {
                        "note-every-place-of"
                    })
                    .text(" ");
                note = if set.iter().all(|s| s.0 == set[0].0) {
                    note.cell_with(set[0].0, board.cands[set[0].0])
                } else {
                    note.digit(set[0].1)
                        .text(" ")
                        .word("note-in")
                        .text(" ")
                        .cells(set.iter().map(|s| s.0))
                };
                note = note
                    .text(" ")
                    .word("note-leads-to")
                    .text(" ")
                    .literal(cell, d, on)
                    .text(" (");
                for (i, &(c, e)) in set.iter().enumerate() {
                    if i > 0 {
                        note = note.text("; ");
                    }
                    note = note.chain(vec![(c, e, true), (cell, d, on)]);
                }
                note.text(")")
            });
        }
    }
    let mut found = graded.finish();
    for note in found.notes.iter_mut().filter(|_| t.trace) {
        for part in &mut note.parts {
            if let Part::Chain(ends) = part {
                let pair = match &ends[..] {
                    [a, b] => a.as_candidate().zip(b.as_candidate()),
                    _ => None,
                };
                if let Some(((c, e, true), (cell, d, on))) = pair {
                    let full = graph.path(graph.literal(c, e, true), graph.literal(cell, d, on));
                    if !full.is_empty() {
                        *ends = full;
                    }
                }
            }
        }
    }
    found
}
