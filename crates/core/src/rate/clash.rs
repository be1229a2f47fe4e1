//! Combinations across cages: two groups of known sum (cages of the
//! puzzle, or the virtual cages of one unit from cage splitting) lying in
//! one unit hold different digits, so only combinations that leave each
//! other's digits alone go together.
//!
//! - **combination clash** (3.3): a combination of one group that shares
//!   a digit with every combination left to the other is impossible; the
//!   candidates only such combinations used leave its cells;
//! - **locked digit across cages** (3.4): a digit that every pair of
//!   combinations going together holds, though neither group needs it on
//!   its own, lies in one of the two: it leaves every cell that sees all
//!   its places in them (the rest of the unit at least).
//!
//! A digit one group needs on its own is cage pointing's (`cages.rs`) or
//! cage splitting's (`split.rs`): what pointing does with one cage's
//! combinations, this does with two cages' together. See `docs/killer.md`
//! for the values.

use super::cages::{combination_words, point_digit};
use super::candidates::{digits, Board, CellSet, Deductions, Tables};
use super::innies::Span;
use super::note::Note;
use super::split::{cage_groups, virtual_groups, Group};

/// Two groups whose combinations make more pairs than this (large
/// virtual cages of large grids) are not compared.
const MOST_PAIRS: usize = 1 << 16;

/// Which conclusion from two groups' combinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Across {
    /// A combination that leaves the other group none is dropped.
    Clash,
    /// A digit every pair of combinations holds leaves the cells seeing
    /// all its places.
    LockedDigit,
}

/// The conclusions of `kind` from every two disjoint groups lying in one
/// unit.
pub(super) fn across_cages(t: &Tables, board: &Board, kind: Across) -> Deductions {
    let mut found = Deductions::default();
    if t.cages.is_empty() {
        return found;
    }
    let mut groups = cage_groups(t, board);
    for g in virtual_groups(t, board, Span::One) {
        if !groups.iter().any(|h| h.cells == g.cells) {
            groups.push(g);
        }
    }
    let sets: Vec<CellSet> = groups
        .iter()
        .map(|g| CellSet::of(g.cells.iter().copied()))
        .collect();
    let mut done = vec![false; groups.len() * groups.len()];
    for (u, unit) in t.unit_sets.iter().enumerate() {
        let members: Vec<usize> = (0..groups.len())
            .filter(|&i| sets[i].is_subset(unit))
            .collect();
        for (k, &i) in members.iter().enumerate() {
            for &j in &members[k + 1..] {
                if done[i * groups.len() + j] || sets[i].intersection(&sets[j]).len() > 0 {
                    continue;
                }
                done[i * groups.len() + j] = true;
                let (a, b) = (&groups[i], &groups[j]);
                if a.kept.len() * b.kept.len() > MOST_PAIRS {
                    continue;
                }
                match kind {
                    Across::Clash => {
                        clash(board, a, b, u, &mut found);
                        clash(board, b, a, u, &mut found);
                    }
                    Across::LockedDigit => locked_digit(t, board, a, b, u, &mut found),
                }
            }
        }
    }
    found
}

/// The combinations of `a` that leave `b` a combination.
fn fitting(a: &Group, b: &Group) -> Vec<u32> {
    a.kept
        .iter()
        .copied()
        .filter(|&x| b.kept.iter().any(|&y| x & y == 0))
        .collect()
}

/// Drops the combinations of `a` that leave `b` (in unit `u`) none.
fn clash(board: &Board, a: &Group, b: &Group, u: usize, found: &mut Deductions) {
    let fit = fitting(a, b);
    if fit.len() == a.kept.len() {
        return;
    }
    let dropped: Vec<u32> = a
        .kept
        .iter()
        .copied()
        .filter(|x| !fit.contains(x))
        .collect();
    let note = a
        .name()
        .text(" ")
        .word_with(
            "note-clash-cannot-hold",
            &[("dropped", combination_words(&dropped))],
        )
        .text(" ");
    let note = join(note, b.name())
        .text(&format!(" ({}) ", combination_words(&b.kept)))
        .word("note-within")
        .text(" ")
        .unit(u);
    // The digits only the dropped combinations used.
    let kept = fit.iter().fold(0, |m, &x| m | x);
    let gone = dropped.iter().fold(0, |m, &x| m | x) & !kept;
    let before = found.removes.len();
    for &c in &a.cells {
        found.remove(board, c, gone);
    }
    found.close(before, note);
}

/// A digit that every two fitting combinations of `a` and `b` (in unit
/// `u`) hold, though neither needs it alone, leaves the cells that see all
/// its places in them.
fn locked_digit(t: &Tables, board: &Board, a: &Group, b: &Group, u: usize, found: &mut Deductions) {
    let pairs: Vec<u32> = a
        .kept
        .iter()
        .flat_map(|&x| {
            b.kept
                .iter()
                .filter(move |&&y| x & y == 0)
                .map(move |&y| x | y)
        })
        .collect();
    if pairs.is_empty() {
        return;
    }
    let needed = |kept: &[u32]| kept.iter().fold(t.all, |m, &x| m & x);
    let joint = needed(&pairs) & !needed(&a.kept) & !needed(&b.kept);
    let both: Vec<usize> = a.cells.iter().chain(&b.cells).copied().collect();
    for d in digits(joint) {
        let note = |places: &[usize]| {
            join(a.name().text(" ").word("note-and").text(" "), b.name())
                .text(" ")
                .word("note-within")
                .text(" ")
                .unit(u)
                .text(": ")
                .word_with("note-pair-must-hold", &[("digit", d.to_string())])
                .text(" ")
                .cells(places.iter().copied())
        };
        point_digit(t, board, &both, d, note, found);
    }
}

/// `first` followed by the parts of `then`.
fn join(mut first: Note, then: Note) -> Note {
    first.parts.extend(then.parts);
    first
}
