//! Cage splitting: groups of cells whose sum is known without being a cage
//! of the puzzle ("virtual cages"), treated as cages (their combinations
//! prune their candidates, each cell kept to the digits some placement of
//! a combination puts there, as cage permutations do; a digit all of them
//! need points out of them).
//!
//! For a unit, or a run of two or three neighbouring rows or columns
//! (digits adding up to `1 + 2 + ... + n` per unit), with every digit
//! already placed counted as known:
//!
//! - the **innies**: its open cells outside the cages whose open cells lie
//!   inside it add up to the total less those cages' sums (less what is
//!   placed), whatever their number; a cage partly inside whose other part
//!   is placed counts as inside;
//! - the **outies**: where the cages meeting it cover its open cells, their
//!   open cells outside it add up to their sums less its total. Where one
//!   cage pokes out, its two parts are the innies and the outies: the cage
//!   is split;
//! - a **difference**: where the innies or outies of one set of units lie
//!   inside those of another, the rest adds up to the difference of their
//!   sums.
//!
//! A group is a cage of its own only where its cells all see each other (in
//! one unit, or in one cage): then its digits differ. The rule of 45
//! (`innies.rs`, 2.9 and 3.5) takes one to three such cells and prunes
//! them; cage splitting (3.1 on one unit, 3.7 on a run of lines, see
//! `docs/killer.md`) takes groups of any size and also points from them.

use super::cage_table::MAX_COMBINATIONS;
use super::cages::{combination_words, kept, point, prune_placements};
use super::candidates::{bit, Board, CellSet, Deductions, Tables};
use super::innies::{unit_sets, Span};
use super::note::Note;
use crate::geometry::{Cage, ConstraintId};

/// Innies or outies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    /// The cells of the units outside the cages lying inside them.
    Innies,
    /// The cells outside the units of the cages covering them.
    Outies,
}

impl Side {
    /// The catalogue's words: "innies of".
    fn word(self) -> &'static str {
        match self {
            Side::Innies => "note-innies-of",
            Side::Outies => "note-outies-of",
        }
    }
}

/// Where a group's sum comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Source {
    /// A cage of the puzzle.
    Cage(ConstraintId),
    /// The innies or outies of units.
    Units(Side, Vec<usize>),
    /// The first group less the second, which lies inside it.
    Less(Box<Source>, Box<Source>),
}

/// Open cells that see each other and add up to a known sum: a cage of the
/// puzzle (less its placed digits) or a virtual one.
#[derive(Clone, Debug)]
pub(super) struct Group {
    /// Where the sum comes from.
    pub source: Source,
    /// The open cells, in reading order.
    pub cells: Vec<usize>,
    /// Their sum.
    pub sum: u32,
    /// The digit sets of the open cells that make the sum and that their
    /// candidates can still hold.
    pub kept: Vec<u32>,
}

impl Group {
    /// "innies of row 1", "the cage of 21 at C6 less outies of columns G
    /// and H", "the cage of 14 at B3".
    pub fn origin(&self) -> Note {
        origin(&self.source)
    }

    /// The group as other notes name it: a cage by its name, a virtual
    /// one with its cells ("innies of row 1 [C1, D1]").
    pub fn name(&self) -> Note {
        match self.source {
            Source::Cage(_) => self.origin(),
            _ => self.origin().text(" ").group(&self.cells),
        }
    }

    /// "innies of row 1: C1 and D1 add up to 7".
    fn describe(&self) -> Note {
        let verb = if self.cells.len() == 1 {
            "note-cell-holds"
        } else {
            "note-cells-add-up-to"
        };
        self.origin()
            .text(": ")
            .cells(self.cells.iter().copied())
            .text(" ")
            .word_with(verb, &[("sum", self.sum.to_string())])
    }
}

/// "innies of row 1", "innies of rows 1 and 2 less outies of row 2",
/// "the cage of 14 at B3".
fn origin(source: &Source) -> Note {
    match source {
        Source::Cage(id) => Note::new().rule(*id),
        Source::Units(side, units) => Note::new()
            .word(side.word())
            .text(" ")
            .units(units.iter().copied()),
        Source::Less(whole, part) => {
            let mut note = origin(whole).text(" ").word("note-less").text(" ");
            note.parts.extend(origin(part).parts);
            note
        }
    }
}

/// The placed digits of `cells`, added up.
fn placed_sum(board: &Board, cells: &[usize]) -> u32 {
    cells.iter().map(|&c| u32::from(board.values[c])).sum()
}

/// The open cells of `cells`.
fn open(board: &Board, cells: &[usize]) -> Vec<usize> {
    cells
        .iter()
        .copied()
        .filter(|&c| board.values[c] == 0)
        .collect()
}

/// The puzzle's cages with open cells, as groups: their open cells and
/// what their sums leave them.
pub(super) fn cage_groups(t: &Tables, board: &Board) -> Vec<Group> {
    let mut groups = Vec::new();
    for cage in &t.cages {
        let cells = open(board, &cage.cells);
        let Some(sum) = cage.sum.checked_sub(placed_sum(board, &cage.cells)) else {
            continue;
        };
        if cells.is_empty() {
            continue;
        }
        let placed = cage
            .cells
            .iter()
            .filter(|&&c| board.values[c] != 0)
            .fold(0, |m, &c| m | bit(board.values[c]));
        let mut kept: Vec<u32> = kept(board, &cage.cells, &cage.combinations)
            .into_iter()
            .map(|combo| combo & !placed)
            .collect();
        kept.sort_unstable();
        kept.dedup();
        groups.push(Group {
            source: Source::Cage(cage.id),
            cells,
            sum,
            kept,
        });
    }
    groups
}

/// A group of `cells` adding up to `sum`, where they see each other and
/// their combinations can be listed.
fn group(t: &Tables, board: &Board, source: Source, cells: Vec<usize>, sum: u32) -> Option<Group> {
    let see = cells
        .iter()
        .enumerate()
        .all(|(i, &a)| cells[i + 1..].iter().all(|&b| t.sees(a, b)));
    if cells.is_empty() || !see {
        return None;
    }
    let combinations = Cage::combinations(t.n, cells.len(), sum, MAX_COMBINATIONS)?;
    let kept = kept(board, &cells, &combinations);
    Some(Group {
        source,
        cells,
        sum,
        kept,
    })
}

/// Cells adding up to a known sum, before they are checked to see each
/// other: the innies or outies of a set of units.
struct Raw {
    source: Source,
    cells: Vec<usize>,
    set: CellSet,
    sum: u32,
    /// The span of its units.
    span: Span,
}

/// The innies and the outies (where the cages cover the units) of
/// `units`.
fn innies_and_outies(
    t: &Tables,
    board: &Board,
    cages: &[Group],
    units: &[usize],
    span: Span,
) -> Vec<Raw> {
    let mut inside = vec![false; t.n * t.n];
    let mut all: Vec<usize> = Vec::new();
    for &u in units {
        for &c in &t.units[u] {
            inside[c] = true;
            all.push(c);
        }
    }
    let total = (units.len() * t.n * (t.n + 1) / 2) as u32;
    let Some(total) = total.checked_sub(placed_sum(board, &all)) else {
        return Vec::new();
    };
    let mut innies = open(board, &all);
    innies.sort_unstable();
    let (mut within, mut meeting, mut outies) = (0u32, 0u32, Vec::new());
    let mut poking = Vec::new();
    for cage in cages {
        let ins = cage.cells.iter().filter(|&&c| inside[c]).count();
        if ins == cage.cells.len() {
            within += cage.sum;
            innies.retain(|c| !cage.cells.contains(c));
        } else if ins > 0 {
            meeting += cage.sum;
            outies.extend(cage.cells.iter().copied().filter(|&c| !inside[c]));
            poking.push(cage);
        }
    }
    let mut found = Vec::new();
    // The cages meeting the units cover them when every innie is in a
    // cage poking out.
    let covered = innies
        .iter()
        .all(|c| poking.iter().any(|cage| cage.cells.contains(c)));
    if let Some(sum) = (within + meeting).checked_sub(total).filter(|_| covered) {
        outies.sort_unstable();
        found.push((Side::Outies, outies, sum));
    }
    if let Some(sum) = total.checked_sub(within) {
        found.push((Side::Innies, innies, sum));
    }
    found
        .into_iter()
        .filter(|(_, cells, _)| !cells.is_empty())
        .map(|(side, cells, sum)| Raw {
            source: Source::Units(side, units.to_vec()),
            set: CellSet::of(cells.iter().copied()),
            cells,
            sum,
            span,
        })
        .collect()
}

/// The virtual cages of `span`: the innies and outies of its sets of
/// units, and the differences where one lies inside another (on a run of
/// lines, also inside or around those of one unit), each set of cells
/// once.
pub(super) fn virtual_groups(t: &Tables, board: &Board, span: Span) -> Vec<Group> {
    if t.cages.is_empty() {
        return Vec::new();
    }
    let cages = cage_groups(t, board);
    let spans: &[Span] = match span {
        Span::One => &[Span::One],
        Span::Several => &[Span::One, Span::Several],
    };
    let mut raws = Vec::new();
    for &s in spans {
        for units in unit_sets(t, s) {
            raws.extend(innies_and_outies(t, board, &cages, &units, s));
        }
    }
    let mut found: Vec<(Source, Vec<usize>, u32)> = raws
        .iter()
        .filter(|r| r.span == span)
        .map(|r| (r.source.clone(), r.cells.clone(), r.sum))
        .collect();
    for whole in &raws {
        for part in &raws {
            let ours = whole.span == span || part.span == span;
            let inside = part.set.is_subset(&whole.set) && part.cells.len() < whole.cells.len();
            let Some(sum) = whole.sum.checked_sub(part.sum) else {
                continue;
            };
            if ours && inside {
                let rest = whole
                    .cells
                    .iter()
                    .copied()
                    .filter(|&c| !part.set.contains(c))
                    .collect();
                let source = Source::Less(
                    Box::new(whole.source.clone()),
                    Box::new(part.source.clone()),
                );
                found.push((source, rest, sum));
            }
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    for (source, cells, sum) in found {
        if groups.iter().any(|g| g.cells == cells) {
            continue;
        }
        groups.extend(group(t, board, source, cells, sum));
    }
    groups
}

/// Cage splitting over the units of `span`: each virtual cage prunes its
/// cells' candidates to the placements of its combinations, and points a digit all of them
/// need out of itself.
pub(super) fn cage_splitting(t: &Tables, board: &Board, span: Span) -> Deductions {
    let mut found = Deductions::default();
    for g in virtual_groups(t, board, span) {
        let words = combination_words(&g.kept);
        let note = g.describe().text(&format!(" ({words})"));
        prune_placements(board, &g.cells, &g.kept, note, &mut found);
        let note = |d: u8, places: &[usize]| {
            g.describe()
                .text(" ")
                .word_with(
                    "note-group-must-hold",
                    &[("digit", d.to_string()), ("combinations", words.clone())],
                )
                .text(" ")
                .cells(places.iter().copied())
        };
        point(t, board, &g.cells, &g.kept, note, &mut found);
    }
    found
}
