//! Why a single holds at its step, as the candidates stand there: the unit
//! where a hidden single's digit has one place, and what ruled out the
//! other digits of a naked single's cell (digits already placed among its
//! peers, named by the kinds of unit that hold them, or the steps above).
//! The words of `explain` and `hint` say only what these find.

use super::candidates::{bit, digits, Board, Tables};
use crate::geometry::UnitKind;
use sheetdoku_i18n::{text, text_with};

/// What a single's sentence claims, as checked against the candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// A hidden single: the digit has one place in this unit (`None` when
    /// no unit was found: the sentence names none).
    OnlyPlace(Option<usize>),
    /// A naked single.
    Naked(NakedWhy),
    /// Any other step: its patterns speak for themselves.
    Pattern,
}

/// What ruled out the other digits of a naked single's cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NakedWhy {
    /// The kinds of unit (message ids `unit-row`, ..., `unit-cage`) whose
    /// placed digits rule out some other digit, in the catalogue's order.
    pub placed: Vec<&'static str>,
    /// Some other digit is held by no peer: a step above removed it.
    pub steps: bool,
}

/// The message id of a unit kind's word ("unit-row").
pub(crate) fn kind_word(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Row => "unit-row",
        UnitKind::Column => "unit-column",
        UnitKind::Block => "unit-block",
        UnitKind::Region => "unit-region",
        UnitKind::MainDiagonal | UnitKind::AntiDiagonal => "unit-diagonal",
        UnitKind::Extra => "unit-extra-block",
    }
}

/// The order in which kinds of unit are named.
const ORDER: [&str; 7] = [
    "unit-row",
    "unit-column",
    "unit-block",
    "unit-region",
    "unit-diagonal",
    "unit-extra-block",
    "unit-cage",
];

/// The unit where `d` has its one place, `cell`, on `board`: a block
/// first for a hidden single in a block (`in_block`), a line first
/// otherwise.
pub(super) fn single_unit(
    t: &Tables,
    board: &Board,
    cell: usize,
    d: u8,
    in_block: bool,
) -> Option<usize> {
    let only_here =
        |u: usize| board.cells_for(t, u, d).len() == 1 && board.cands[cell] & bit(d) != 0;
    let units = &t.cell_units[cell];
    units
        .iter()
        .copied()
        .find(|&u| t.is_block[u] == in_block && only_here(u))
        .or_else(|| units.iter().copied().find(|&u| only_here(u)))
}

/// What ruled out every digit but `d` of `cell` on `board`: for each, the
/// first of the cell's units holding it (a cage when only a cage peer
/// does), or the steps above when no peer holds it.
pub(super) fn naked_why(t: &Tables, board: &Board, cell: usize, d: u8) -> NakedWhy {
    let mut placed = Vec::new();
    let mut steps = false;
    for e in digits(t.all & !bit(d)) {
        let in_unit = t.cell_units[cell]
            .iter()
            .find(|&&u| t.units[u].iter().any(|&c| board.values[c] == e));
        let word = match in_unit {
            Some(&u) => Some(kind_word(t.kinds[u])),
            // A peer outside the cell's units shares a cage with it.
            None => t.peers[cell]
                .iter()
                .any(|&p| board.values[p] == e)
                .then_some("unit-cage"),
        };
        match word {
            Some(w) if !placed.contains(&w) => placed.push(w),
            Some(_) => {}
            None => steps = true,
        }
    }
    placed.sort_by_key(|w| ORDER.iter().position(|o| o == w));
    NakedWhy { placed, steps }
}

/// "Naked single: E5 can only be 3: every other digit is already in its
/// row, column or block" (or "... were ruled out by the steps above"),
/// saying only what `why` found.
pub(super) fn naked_sentence(why: &NakedWhy, cell: &str, digit: &str) -> String {
    let words: Vec<String> = why
        .placed
        .iter()
        .map(|w| text(&format!("in-{w}")))
        .collect();
    let units = match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => text_with("units-or", &[("list", &rest.join(", ")), ("last", last)]),
    };
    let id = match (why.placed.is_empty(), why.steps) {
        (false, false) => "step-naked-single",
        (true, _) => "step-naked-single-steps",
        (false, true) => "step-naked-single-mixed",
    };
    text_with(id, &[("cell", cell), ("digit", digit), ("units", &units)])
}

/// The name of a hidden single by the kind of unit it uses, as a hint
/// names it at every level: "hidden single in an extra block".
pub(super) fn hidden_single_name(kind: UnitKind) -> String {
    let word = kind_word(kind);
    text(&format!("hidden-single-in-{}", &word["unit-".len()..]))
}
