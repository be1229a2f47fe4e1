//! The rule of 45 (for a 9x9; `1 + 2 + ... + n` on other sizes): the digits
//! of a unit add up to 45, so the cells of a unit outside the cages lying
//! inside it (the innies) add up to 45 less those cages' sums, and the
//! cells outside a unit of the cages that cover it (the outies) add up to
//! those cages' sums less 45. One to three such cells that see each other
//! are a cage of their own: a single one is decided, more keep only the
//! digits of their combinations. On the SE scale (see `docs/killer.md`):
//! one unit 2.9, a run of two or three rows or columns 3.5 (more sums to
//! add, and the cells need not share a unit).

use super::cages::{combination_words, kept};
use super::candidates::{Board, Deductions, Tables};
use super::note::Note;
use crate::geometry::{Cage, UnitKind};

/// The most innies or outies taken together.
const MOST_CELLS: usize = 3;

/// Which sets of units the rule is applied to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Span {
    /// One unit.
    One,
    /// Two or three neighbouring rows, or columns.
    Several,
}

/// The rule of 45 over one unit or over runs of rows and columns.
pub(super) fn rule_of_45(t: &Tables, board: &Board, span: Span) -> Deductions {
    let mut found = Deductions::default();
    if t.cages.is_empty() {
        return found;
    }
    for units in unit_sets(t, span) {
        let mut inside = vec![false; t.n * t.n];
        for &u in &units {
            for &c in &t.units[u] {
                inside[c] = true;
            }
        }
        let total = (units.len() * t.n * (t.n + 1) / 2) as u32;
        let mut innies: Vec<usize> = (0..t.n * t.n).filter(|&c| inside[c]).collect();
        let (mut within, mut meeting, mut covered) = (0u32, 0u32, vec![false; t.n * t.n]);
        let mut outies = Vec::new();
        for cage in &t.cages {
            let sum = cage.sum;
            if cage.cells.iter().all(|&c| inside[c]) {
                within += sum;
                innies.retain(|c| !cage.cells.contains(c));
            }
            if cage.cells.iter().any(|&c| inside[c]) {
                meeting += sum;
                for &c in &cage.cells {
                    covered[c] = true;
                    if !inside[c] {
                        outies.push(c);
                    }
                }
            }
        }
        if let Some(rest) = total.checked_sub(within) {
            let note = || {
                Note::new()
                    .word("note-innies-of")
                    .text(" ")
                    .units(units.iter().copied())
            };
            virtual_cage(t, board, &innies, rest, note, &mut found);
        }
        let all_covered = (0..t.n * t.n).all(|c| !inside[c] || covered[c]);
        if let Some(rest) = meeting.checked_sub(total).filter(|_| all_covered) {
            let note = || {
                Note::new()
                    .word("note-outies-of")
                    .text(" ")
                    .units(units.iter().copied())
            };
            virtual_cage(t, board, &outies, rest, note, &mut found);
        }
    }
    found
}

/// The units of one span: each unit, or the runs of two and three
/// neighbouring rows and columns.
pub(super) fn unit_sets(t: &Tables, span: Span) -> Vec<Vec<usize>> {
    match span {
        Span::One => (0..t.units.len()).map(|u| vec![u]).collect(),
        Span::Several => {
            let mut sets = Vec::new();
            for kind in [UnitKind::Row, UnitKind::Column] {
                let lines: Vec<usize> =
                    (0..t.units.len()).filter(|&u| t.kinds[u] == kind).collect();
                for run in 2..=3 {
                    sets.extend(lines.windows(run).map(<[usize]>::to_vec));
                }
            }
            sets
        }
    }
}

/// `cells` (1 to [`MOST_CELLS`], each seeing the others) add up to `sum`:
/// the candidates no combination of theirs uses leave them.
fn virtual_cage(
    t: &Tables,
    board: &Board,
    cells: &[usize],
    sum: u32,
    note: impl Fn() -> Note,
    found: &mut Deductions,
) {
    if cells.is_empty() || cells.len() > MOST_CELLS {
        return;
    }
    let see = cells
        .iter()
        .enumerate()
        .all(|(i, &a)| cells[i + 1..].iter().all(|&b| t.sees(a, b)));
    if !see || cells.iter().all(|&c| board.values[c] != 0) {
        return;
    }
    let Some(combinations) = Cage::combinations(t.n, cells.len(), sum, usize::MAX) else {
        return;
    };
    let kept = kept(board, cells, &combinations);
    let allowed = kept.iter().fold(0, |m, &combo| m | combo);
    let before = found.removes.len();
    for &c in cells {
        if board.values[c] == 0 {
            found.remove(board, c, !allowed & t.all);
        }
    }
    let verb = if cells.len() == 1 {
        "note-cell-holds"
    } else {
        "note-cells-add-up-to"
    };
    let words = note()
        .text(": ")
        .cells(cells.iter().copied())
        .text(" ")
        .word_with(verb, &[("sum", sum.to_string())]);
    let words = if cells.len() > 1 {
        words.text(&format!(" ({})", combination_words(&kept)))
    } else {
        words
    };
    found.close(before, words);
}
