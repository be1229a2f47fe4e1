//! f-puzzles' negative constraint (`"negative": ["ratio", "difference",
//! "xv"]`): between two cells side by side with no Kropki dot (white or
//! black), `difference` says the digits are not consecutive and `ratio`
//! that neither is double the other; between two with no X and no V,
//! `xv` says they add up to neither 10 nor 5. sheetdoku keeps it as pairs
//! ([`PairKind::NoWhite`], ...) on every such side; the writer writes the
//! entry back where the pairs are exactly those, and refuses a puzzle
//! whose pairs stand on some such sides only (f-puzzles cannot say so).

use std::collections::{BTreeSet, HashSet};

use serde_json::{Map, Value};

use super::json;
use sheetdoku_core::{CellNamer, Constraint, Geometry, Pair, PairKind};

/// The entries of `negative` sheetdoku reads, in the order written.
pub(super) const READ: [&str; 3] = [json::DIFFERENCE, json::RATIO, json::XV];

/// The marks whose sides an entry leaves alone (any Kropki dot for
/// `difference` and `ratio`, any X or V for `xv`), and the pairs it puts
/// on every other side.
fn entry_kinds(entry: &str) -> Option<(&'static [PairKind], &'static [PairKind])> {
    const KROPKI: &[PairKind] = &[PairKind::KropkiWhite, PairKind::KropkiBlack];
    const XV: &[PairKind] = &[PairKind::X, PairKind::V];
    match entry {
        json::DIFFERENCE => Some((KROPKI, &[PairKind::NoWhite])),
        json::RATIO => Some((KROPKI, &[PairKind::NoBlack])),
        json::XV => Some((XV, &[PairKind::NoX, PairKind::NoV])),
        _ => None,
    }
}

/// The entry of `negative` a negated pair is written under, `None` for a
/// mark that is drawn.
fn entry_of(kind: PairKind) -> Option<&'static str> {
    match kind {
        PairKind::KropkiWhite
        | PairKind::KropkiBlack
        | PairKind::X
        | PairKind::V
        | PairKind::Greater => None,
        PairKind::NoWhite => Some(json::DIFFERENCE),
        PairKind::NoBlack => Some(json::RATIO),
        PairKind::NoX | PairKind::NoV => Some(json::XV),
    }
}

/// Whether the pair is the negative constraint's (written as its entry,
/// not as a mark).
pub(super) fn is_negated(kind: PairKind) -> bool {
    entry_of(kind).is_some()
}

/// The names listed under `negative` (texts; anything else as JSON).
pub(super) fn entries(map: &Map<String, Value>) -> Vec<String> {
    match map.get(json::NEGATIVE) {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .collect(),
        Some(Value::Bool(false)) => Vec::new(),
        Some(other) => vec![other.to_string()],
    }
}

/// The sides of an `n x n` grid: every two cells side by side, the
/// smaller first.
fn sides(n: usize) -> impl Iterator<Item = [usize; 2]> {
    (0..n * n).flat_map(move |c| {
        let right = (c % n + 1 < n).then_some([c, c + 1]);
        let below = (c + n < n * n).then_some([c, c + n]);
        right.into_iter().chain(below)
    })
}

/// The negated pairs of `entry` on a grid with `marks`: one of each of its
/// kinds on every side no mark of its group stands on.
fn pairs_of(entry: &str, n: usize, marks: &[&Pair]) -> Vec<Pair> {
    let Some((group, kinds)) = entry_kinds(entry) else {
        return Vec::new();
    };
    let marked: BTreeSet<[usize; 2]> = marks
        .iter()
        .filter(|p| group.contains(&p.kind))
        .map(|p| {
            let [a, b] = p.cells;
            [a.min(b), a.max(b)]
        })
        .collect();
    sides(n)
        .filter(|side| !marked.contains(side))
        .flat_map(|[a, b]| kinds.iter().map(move |&k| Pair::new(k, a, b)))
        .collect()
}

/// The pairs the puzzle's `negative` entries put beside `marks` (the
/// marks read from its keys). Entries sheetdoku does not read are refused
/// by `read.rs` before.
pub(super) fn read_negatives(map: &Map<String, Value>, n: usize, marks: &[Pair]) -> Vec<Pair> {
    let marks: Vec<&Pair> = marks.iter().collect();
    let mut out = Vec::new();
    for entry in READ {
        if entries(map).iter().any(|e| e == entry) {
            out.extend(pairs_of(entry, n, &marks));
        }
    }
    out
}

/// The `negative` entries of `geometry`: each whose pairs it holds, when
/// it holds them on exactly the sides f-puzzles puts them on; otherwise
/// why the puzzle has no link.
pub(super) fn written(geometry: &Geometry) -> Result<Vec<String>, String> {
    let n = geometry.size();
    let pairs: Vec<&Pair> = geometry
        .constraints()
        .iter()
        .filter_map(|rule| match rule {
            Constraint::Pair(pair) => Some(pair),
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Anti(_)
            | Constraint::Sandwich(_) => None,
        })
        .collect();
    let mut out = Vec::new();
    for entry in READ {
        let held: HashSet<&Pair> = pairs
            .iter()
            .copied()
            .filter(|p| entry_of(p.kind) == Some(entry))
            .collect();
        if held.is_empty() {
            continue;
        }
        let wanted = pairs_of(entry, n, &pairs);
        let wanted_set: HashSet<&Pair> = wanted.iter().collect();
        let name = |p: &Pair| p.name(n, &CellNamer::default());
        let kind = |p: &Pair| p.kind.mark_name().trim_start_matches("the ").to_string();
        if let Some(missing) = wanted.iter().find(|p| !held.contains(p)) {
            let some = held.iter().next().map_or(String::new(), |p| name(p));
            return Err(format!(
                "f-puzzles has no {} on some sides only: its negative constraint \
                 ('negative': '{entry}') stands on every side without a mark, and this \
                 puzzle has {some} but not {}, so it has no f-puzzles or SudokuPad link",
                kind(missing),
                name(missing)
            ));
        }
        if let Some(extra) = held.iter().find(|p| !wanted_set.contains(*p)) {
            return Err(format!(
                "f-puzzles has no {} beside a mark: its negative constraint ('negative': \
                 '{entry}') stands only on sides without one, and this puzzle has {}, so \
                 it has no f-puzzles or SudokuPad link",
                kind(extra),
                name(extra)
            ));
        }
        out.push(entry.to_string());
    }
    Ok(out)
}
