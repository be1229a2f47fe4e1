//! The solving path in words a pupil understands, with cells named as on
//! the sheet (A1 names).

use super::candidates::{bit, digits, Board, Tables};
use super::note;
use super::{Step, Technique};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};
use crate::words::unit_words;

/// Patterns named in full in one step; the others only by what they remove.
const SHOWN: usize = 4;

/// One sentence per placement for singles, one per step otherwise, along
/// the `steps` of [`rate`](super::rate) from `givens`. Cells are named by
/// `namer` (the sheet position of the grid).
///
/// ```
/// use sheetdoku::{explain, rate, CellNamer, Geometry, Grid};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let lines = explain(&g, &puzzle, &rate(&g, &puzzle).steps, &CellNamer::default());
/// assert!(lines[0].starts_with("Hidden single: "));
/// ```
pub fn explain(
    geometry: &Geometry,
    givens: &Grid,
    steps: &[Step],
    namer: &CellNamer,
) -> Vec<String> {
    let mut t = Tables::new(geometry);
    t.trace = true;
    let Some(mut board) = Board::from_givens(&t, givens) else {
        return Vec::new();
    };
    let n = t.n;
    let mut lines = Vec::new();
    for step in steps {
        match step.technique {
            Technique::HiddenSingleInBlock | Technique::HiddenSingleInLine => {
                let in_block = step.technique == Technique::HiddenSingleInBlock;
                for &(cell, d) in &step.placed {
                    let only_here = |u: usize| {
                        board.cells_for(&t, u, d).len() == 1 && board.cands[cell] & bit(d) != 0
                    };
                    let units = &t.cell_units[cell];
                    let unit = units
                        .iter()
                        .copied()
                        .find(|&u| t.is_block[u] == in_block && only_here(u))
                        .or_else(|| units.iter().copied().find(|&u| only_here(u)));
                    let within = unit
                        .map(|u| format!(" in {}", unit_words(geometry, u, namer)))
                        .unwrap_or_default();
                    lines.push(format!(
                        "Hidden single: {} can only go in {}{within}.",
                        crate::grid::symbol(d),
                        namer.cell(n, cell)
                    ));
                }
            }
            Technique::NakedSingle => {
                for &(cell, d) in &step.placed {
                    lines.push(format!(
                        "Naked single: {} can only be {}: every other digit is already in its row, column or block.",
                        namer.cell(n, cell),
                        crate::grid::symbol(d)
                    ));
                }
            }
            tech => {
                // The technique run again on the same position names its
                // patterns; the plain list of changes is the fallback.
                let found = super::choose::find(tech, &t, &board);
                let same = found.instances == step.instances && !found.notes.is_empty();
                // Each elimination and placement is told once: a pattern
                // that adds none to those before it is left out.
                let mut notes: Vec<String> = Vec::new();
                let mut kept = Vec::new();
                let mut told: Vec<(usize, u8, bool)> = Vec::new();
                for note in &found.notes {
                    let deduced: Vec<(usize, u8, bool)> = note
                        .removes
                        .iter()
                        .flat_map(|&(c, mask)| digits(mask).map(move |d| (c, d, false)))
                        .chain(note.places.iter().map(|&(c, d)| (c, d, true)))
                        .collect();
                    if deduced.iter().all(|x| told.contains(x)) {
                        continue;
                    }
                    told.extend(deduced);
                    notes.push(note.render(geometry, namer));
                    kept.push(note);
                }
                lines.push(if same {
                    let mut body = notes[..notes.len().min(SHOWN)].join("; ");
                    if notes.len() > SHOWN {
                        // The rest only by what they remove.
                        let rest: Vec<(usize, u32)> = kept[SHOWN..]
                            .iter()
                            .flat_map(|note| note.removes.iter().copied())
                            .collect();
                        body.push_str(&format!(
                            "; {} more of the same kind: {}",
                            notes.len() - SHOWN,
                            note::deductions(&rest, &[], n, namer)
                        ));
                    }
                    headed(tech, step, notes.len(), &body)
                } else {
                    sentence(tech, step, n, namer)
                });
            }
        }
        // Replay the step on the board.
        for &(cell, d) in &step.removed {
            board.cands[cell] &= !bit(d);
        }
        for &(cell, d) in &step.placed {
            board.cands[cell] &= !bit(d);
            board.cands[cell] |= bit(d);
            board.place(&t, cell, d);
        }
    }
    lines
}

/// "X-Wing: remove 4 from C5, H5; place 7 in E3." for a step other than a
/// single.
fn sentence(tech: Technique, step: &Step, n: usize, namer: &CellNamer) -> String {
    let mut parts = Vec::new();
    let mut digits: Vec<u8> = step.removed.iter().map(|r| r.1).collect();
    digits.sort_unstable();
    digits.dedup();
    for d in digits {
        let cells: Vec<usize> = step
            .removed
            .iter()
            .filter(|r| r.1 == d)
            .map(|r| r.0)
            .collect();
        parts.push(format!(
            "remove {} from {}",
            crate::grid::symbol(d),
            namer.cells(n, &cells)
        ));
    }
    for &(cell, d) in &step.placed {
        parts.push(format!(
            "place {} in {}",
            crate::grid::symbol(d),
            namer.cell(n, cell)
        ));
    }
    headed(tech, step, step.instances, &parts.join("; "))
}

/// "X-Wing (twice, rating 3.2): {body}." with `count` patterns.
fn headed(tech: Technique, step: &Step, count: usize, body: &str) -> String {
    let mut name = tech.name().to_string();
    if let Some(first) = name.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    let count = match count {
        0 | 1 => String::new(),
        2 => "twice, ".to_string(),
        k => format!("{k} times, "),
    };
    format!("{name} ({count}rating {}): {body}.", step.score)
}

/// The word on candidates that opens a solving path: what pencil marks
/// are, and what "remove" means when a step takes some away.
///
/// ```
/// use sheetdoku::{rate, solving_path, CellNamer, Geometry, Grid};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let path = solving_path(&g, &puzzle, &rate(&g, &puzzle), &CellNamer::default());
/// assert!(path.intro.starts_with("Candidates (pencil marks)"));
/// ```
pub(super) fn intro(geometry: &Geometry, steps: &[Step]) -> String {
    let mut units = vec!["row", "column"];
    units.push(if geometry.box_shape().is_some() {
        "block"
    } else {
        "region"
    });
    if geometry.has_diagonals() {
        units.push("diagonal");
    }
    if geometry.has_extra_regions() {
        units.push("extra block");
    }
    let last = units.pop().unwrap_or_default();
    let mut text = format!(
        "Candidates (pencil marks) are the digits a cell can still hold: those not yet in its {} or {last}.",
        units.join(", ")
    );
    if steps.iter().any(|s| !s.removed.is_empty()) {
        text.push_str(
            " Write them small in each empty cell; \"remove 6 from E6\" means cross 6 off the pencil marks of E6.",
        );
    } else {
        text.push_str(" Here every step places a digit.");
    }
    text
}
