//! The solving path in words a pupil understands, with cells named as on
//! the sheet (A1 names).

use super::candidates::{bit, digits, Board, Tables};
use super::note;
use super::reason::{hidden_single_name, naked_sentence, naked_why, single_unit, Reason};
use super::{Step, Technique};
use crate::geometry::{Geometry, RuleFamily};
use crate::grid::{CellNamer, Grid};
use crate::words::{capitalised, unit_words};
use sheetdoku_i18n::{text, text_with};

/// Patterns named in full in one step; the others only by what they remove.
const SHOWN: usize = 4;

/// One sentence per placement for singles, one per step otherwise, along
/// the `steps` of [`rate`](super::rate) from `givens`. Cells are named by
/// `namer` (the sheet position of the grid).
/// [`Error::SizeMismatch`](crate::Error::SizeMismatch) for a grid of
/// another size than the geometry.
///
/// ```
/// use sheetdoku::{CellNamer, Geometry, Grid};
/// use sheetdoku::rate::{explain, rate};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let steps = rate(&g, &puzzle).unwrap().steps;
/// let lines = explain(&g, &puzzle, &steps, &CellNamer::default()).unwrap();
/// assert!(lines[0].starts_with("Hidden single: "));
/// ```
pub fn explain(
    geometry: &Geometry,
    givens: &Grid,
    steps: &[Step],
    namer: &CellNamer,
) -> crate::error::Result<Vec<String>> {
    crate::error::Error::check_size(geometry.size(), givens.size())?;
    Ok(explain_with_reasons(geometry, givens, steps, namer)
        .into_iter()
        .map(|(line, _)| line)
        .collect())
}

/// [`explain`]'s lines, each with what it claims of the candidates at its
/// step (checked by the tests); the sizes agree.
pub(crate) fn explain_with_reasons(
    geometry: &Geometry,
    givens: &Grid,
    steps: &[Step],
    namer: &CellNamer,
) -> Vec<(String, Reason)> {
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
                    let unit = single_unit(&t, &board, cell, d, in_block);
                    let digit = crate::grid::symbol(d).to_string();
                    let at = namer.cell(n, cell);
                    let line = match unit {
                        Some(u) => text_with(
                            "step-hidden-single-in",
                            &[
                                ("digit", &digit),
                                ("cell", &at),
                                ("unit", &unit_words(geometry, u, namer)),
                            ],
                        ),
                        None => {
                            text_with("step-hidden-single", &[("digit", &digit), ("cell", &at)])
                        }
                    };
                    lines.push((line, Reason::OnlyPlace(unit)));
                }
            }
            Technique::NakedSingle => {
                for &(cell, d) in &step.placed {
                    let why = naked_why(&t, &board, cell, d);
                    let line = naked_sentence(
                        &why,
                        &namer.cell(n, cell),
                        &crate::grid::symbol(d).to_string(),
                    );
                    lines.push((line, Reason::Naked(why)));
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
                let line = if same {
                    let mut body = notes[..notes.len().min(SHOWN)].join("; ");
                    if notes.len() > SHOWN {
                        // The rest only by what they remove.
                        let rest: Vec<(usize, u32)> = kept[SHOWN..]
                            .iter()
                            .flat_map(|note| note.removes.iter().copied())
                            .collect();
                        body.push_str("; ");
                        body.push_str(&text_with(
                            "step-more",
                            &[
                                ("count", &(notes.len() - SHOWN).to_string()),
                                ("deductions", &note::deductions(&rest, &[], n, namer)),
                            ],
                        ));
                    }
                    headed(tech, step, notes.len(), &body)
                } else {
                    sentence(tech, step, n, namer)
                };
                lines.push((line, Reason::Pattern));
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

/// The name of `step`'s technique as a pupil reads it, from `position`
/// (the grid before the step): a hidden single is named by the kind of
/// unit it uses, as its sentence names the unit ("hidden single in an
/// extra block" where the sentence says "in extra block 4").
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::rate::{next_step, step_name};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let step = next_step(&g, &puzzle).unwrap().unwrap();
/// assert!(step_name(&g, &puzzle, &step).starts_with("hidden single in a "));
/// ```
pub fn step_name(geometry: &Geometry, position: &Grid, step: &Step) -> String {
    let in_block = match step.technique {
        Technique::HiddenSingleInBlock => true,
        Technique::HiddenSingleInLine => false,
        other => return other.local_name(),
    };
    let t = Tables::new(geometry);
    let unit = Board::from_givens(&t, position).and_then(|board| {
        let &(cell, d) = step.placed.first()?;
        single_unit(&t, &board, cell, d, in_block)
    });
    match unit {
        Some(u) => hidden_single_name(t.kinds[u]),
        None => step.technique.local_name(),
    }
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
        let removes: Vec<(usize, u32)> = cells.iter().map(|&c| (c, bit(d))).collect();
        parts.push(note::deductions(&removes, &[], n, namer));
    }
    for &(cell, d) in &step.placed {
        parts.push(note::deductions(&[], &[(cell, d)], n, namer));
    }
    headed(tech, step, step.instances, &parts.join("; "))
}

/// "X-Wing (twice, rating 3.2): {body}." with `count` patterns.
pub(super) fn headed(tech: Technique, step: &Step, count: usize, body: &str) -> String {
    let name = capitalised(&tech.local_name());
    let rating = step.score.local();
    let count = count.to_string();
    let id = match count.as_str() {
        "0" | "1" => "step-once",
        "2" => "step-twice",
        _ => "step-times",
    };
    text_with(
        id,
        &[
            ("name", &name),
            ("count", &count),
            ("rating", &rating),
            ("body", body),
        ],
    )
}

/// The word on candidates that opens a solving path: what pencil marks
/// are, and what "remove" means when a step takes some away.
///
/// ```
/// use sheetdoku::{CellNamer, Geometry, Grid};
/// use sheetdoku::rate::{rate, solving_path};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle).unwrap();
/// let path = solving_path(&g, &puzzle, &rating, &CellNamer::default()).unwrap();
/// assert!(path.intro.starts_with("Candidates (pencil marks)"));
/// ```
pub(super) fn intro(geometry: &Geometry, steps: &[Step]) -> String {
    let units = crate::words::variant_units(geometry, "units-or");
    let mut intro = text_with("intro-candidates", &[("units", &units)]);
    intro.push(' ');
    intro.push_str(&text(if steps.iter().any(|s| !s.removed.is_empty()) {
        "intro-remove"
    } else {
        "intro-places"
    }));
    // What the rater took in before its first step (an even/odd cell's
    // other digits), family by family.
    for key in geometry
        .families()
        .into_iter()
        .filter_map(RuleFamily::intro_key)
    {
        intro.push(' ');
        intro.push_str(&text(key));
    }
    intro
}
