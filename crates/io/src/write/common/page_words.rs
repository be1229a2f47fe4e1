//! The words of the solution workbook's pages: the headline, the rules of
//! the variant, the notes on uniqueness and on dropped givens and cages.

use sheetdoku_i18n::{text, text_with};

use crate::write::self_check::Status;
use crate::write::solution::solution_doc::SolutionDoc;
use sheetdoku_core::Uniqueness;
use sheetdoku_core::{rule_words, variant_units};
use sheetdoku_core::{CageSum, Constraint, ConstraintId, Extra, Geometry, RuleFamily};
use sheetdoku_core::{CellNamer, Figure, Grid, Shading};

/// Characters of `font`-point text a line of `width_px` pixels holds,
/// generously counted (about 0.55 em a character, a tenth to spare).
pub(crate) fn chars_per_line(width_px: u32, font: f64) -> usize {
    ((f64::from(width_px) / (font * 1.333 * 0.55)).max(1.0) * 0.9) as usize
}

/// The line a pupil writes her name and the date on, as one line where
/// `per_line` characters hold it, else as two (a 4x4 or 6x6 page), each
/// label followed by a line to write on that fits. The Play page's and a
/// worksheet's.
pub(crate) fn name_and_date(per_line: usize) -> Vec<String> {
    let whole = text("worksheet-name-date");
    if whole.chars().count() <= per_line {
        return vec![whole];
    }
    let blank = |label: String, share: usize| {
        let room = per_line.saturating_sub(label.chars().count() + 1);
        format!("{label} {}", "_".repeat(room * share / 4))
    };
    vec![
        blank(text("worksheet-name"), 4),
        blank(text("worksheet-date"), 3),
    ]
}

/// The width in pixels that [`chars_per_line`] asks of a line holding
/// `text` in `font` points (generous, like it).
pub(crate) fn text_px(text: &str, font: f64) -> u32 {
    (text.chars().count() as f64 * font * 1.333 * 0.55 / 0.9).ceil() as u32
}

/// Most cells listed in a note before "and N more".
const LIST_LIMIT: usize = 40;

/// The headline of the `Solution` page, for the class: what the grid shows.
pub(crate) fn class_status(doc: &SolutionDoc) -> String {
    let cages = dropped_cages(doc).is_empty();
    text(match (doc.solution, doc.dropped.is_empty(), cages) {
        (Some(_), true, true) => "solution-title",
        (Some(_), _, false) => "solution-dropped-cages-title",
        (Some(_), false, true) => "solution-dropped-title",
        (None, _, _) => "solution-none-title",
    })
}

/// The killer cages whose sum the shown grid does not keep: those a
/// repair of contradictory sums dropped (none for a solution).
pub(crate) fn dropped_cages(doc: &SolutionDoc) -> Vec<ConstraintId> {
    match doc.solution {
        Some(grid) if grid.is_full() => doc
            .puzzle
            .geometry
            .cages()
            .filter(|(_, cage)| match cage.sum {
                CageSum::Given(sum) => cage.total(grid) != sum,
                CageSum::NotGiven => false,
            })
            .map(|(id, _)| id)
            .collect(),
        _ => Vec::new(),
    }
}

/// One line of rules for the variant of `geometry`, in the pages'
/// language, one message per part of the variant: "Fill in the empty cells
/// with the digits 1 to 9: every row, column and 3x3 block holds each digit
/// once; so does each of the two shaded diagonals."
pub(crate) fn rules(geometry: &Geometry) -> String {
    let mut parts = vec![match geometry.box_shape() {
        Some((rows, cols)) => text_with("rules-blocks", &[("box", &format!("{rows}x{cols}"))]),
        None => text("rules-regions"),
    }];
    if geometry.has_diagonals() {
        parts.push(text("rules-diagonals"));
    }
    match geometry.variant().extra {
        Extra::Windoku => parts.push(text("rules-windows")),
        Extra::Regions => parts.push(text("rules-extra")),
        Extra::None => {}
    }
    for key in geometry
        .families()
        .into_iter()
        .filter_map(RuleFamily::rules_key)
    {
        parts.push(text(key));
    }
    text_with(
        "rules-fill",
        &[
            ("n", &geometry.size().to_string()),
            ("parts", &parts.join("; ")),
        ],
    )
}

/// The notes of the `Play` grid of `givens`: for the page, the rules and
/// the legend ("Givens in bold black" only when there are givens: a
/// killer often has none); for the screen beside it, what the red digits
/// and the status cell say and how the givens are locked. Nothing printed
/// speaks of the screen.
pub(crate) fn play_notes(geometry: &Geometry, givens: &Grid) -> PlayNotes {
    let rules = rules(geometry);
    let mut legend = Vec::new();
    if givens.given_count() > 0 {
        legend.push(text("legend-givens"));
    }
    if geometry.has_diagonals() {
        legend.push(text("legend-diagonals"));
    }
    if geometry.has_extra_regions() {
        legend.push(text("legend-extra-short"));
    }
    let legend = sentence(&legend);
    let mut page = vec![rules];
    if !legend.is_empty() {
        page.push(text_with("play-legend", &[("legend", &legend)]));
    }
    let units = variant_units(geometry, "units-or");
    let solved = Status::Solved.words();
    let screen = vec![
        text_with(
            "play-screen-note",
            &[("units", units.as_str()), ("solved", solved.as_str())],
        ),
        text("play-locked-note"),
        // The page's labels are not Calc's addresses (the grid starts at
        // B6): hints and marks name cells by the labels.
        text("play-names-note"),
    ];
    PlayNotes { page, screen }
}

/// The notes of a `Play` grid: printed under it, and shown beside it on
/// the screen only.
pub(crate) struct PlayNotes {
    /// Under the grid, on the page.
    pub page: Vec<String>,
    /// Under the status cell, right of the page.
    pub screen: Vec<String>,
}

/// The parts of a legend as one sentence, its first letter a capital:
/// "Solved digits in blue; the diagonals are shaded yellow".
fn sentence(parts: &[String]) -> String {
    let joined = parts.join("; ");
    let mut chars = joined.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => joined,
    }
}

/// The legend, the uniqueness statement and the dropped givens, in order.
pub(crate) fn notes(doc: &SolutionDoc) -> Vec<String> {
    let geometry = &doc.puzzle.geometry;
    let n = geometry.size();
    let namer = CellNamer::default();
    let mut notes = Vec::new();
    let mut legend = Vec::new();
    if doc.puzzle.givens.given_count() > 0 {
        legend.push(text("legend-givens"));
    }
    if doc.solution.is_some() {
        legend.push(text("legend-solved"));
    }
    // The shadings the page shows, as the puzzle's figure draws them.
    let figure = Figure::of(geometry);
    let shown = |shading| figure.cells().iter().any(|c| c.shading == shading);
    if shown(Shading::Diagonal) || shown(Shading::Both) {
        legend.push(text("legend-diagonals"));
    }
    if shown(Shading::Extra) || shown(Shading::Both) {
        legend.push(text("legend-extra"));
    }
    if shown(Shading::Both) {
        legend.push(text("legend-overlap"));
    }
    if !doc.dropped.is_empty() {
        legend.push(text("legend-dropped"));
    }
    if !legend.is_empty() {
        notes.push(format!("{}.", sentence(&legend)));
    }

    if let Some(solution) = doc.solution {
        notes.push(match doc.uniqueness {
            Uniqueness::Unknown => text("unique-unknown"),
            Uniqueness::Undecided => text("unique-undecided"),
            Uniqueness::Unique => text("unique-yes"),
            Uniqueness::NotUnique(other) => not_unique(solution, other, &namer),
        });
    }
    let cages = dropped_cages(doc);
    if let (false, Some(grid)) = (cages.is_empty(), doc.solution) {
        let listed: Vec<String> = cages
            .iter()
            .filter_map(|&id| match geometry.constraint(id) {
                Some(Constraint::Cage(cage)) => Some(text_with(
                    "dropped-cage",
                    &[
                        ("cage", &rule_words(geometry, id, &namer)),
                        ("total", &cage.total(grid).to_string()),
                    ],
                )),
                // Only cages are dropped.
                Some(
                    Constraint::AllDifferent(_)
                    | Constraint::Parity(_)
                    | Constraint::Pair(_)
                    | Constraint::Line(_)
                    | Constraint::Sum(_)
                    | Constraint::Anti(_)
                    | Constraint::Sandwich(_),
                )
                | None => None,
            })
            .collect();
        notes.push(text_with(
            "dropped-cages",
            &[
                ("count", &cages.len().to_string()),
                ("cages", &geometry.cages().count().to_string()),
                ("list", &listed.join("; ")),
            ],
        ));
    }
    if !doc.dropped.is_empty() {
        let mut dropped = doc.dropped.to_vec();
        dropped.sort_unstable();
        let listed: Vec<String> = dropped
            .iter()
            .map(|&c| {
                let cell = namer.cell(n, c);
                let given = doc.puzzle.givens.get(c).to_string();
                match doc.solution {
                    Some(s) => text_with(
                        "dropped-shown",
                        &[
                            ("cell", &cell),
                            ("given", &given),
                            ("shown", &s.get(c).to_string()),
                        ],
                    ),
                    None => text_with("dropped-given", &[("cell", &cell), ("given", &given)]),
                }
            })
            .collect();
        notes.push(text_with(
            "dropped-givens",
            &[
                ("count", &dropped.len().to_string()),
                ("givens", &doc.puzzle.givens.given_count().to_string()),
                ("cells", &shorten(&listed)),
            ],
        ));
    }
    notes
}

/// "The solution is NOT unique: another solution differs in 4 cells: B3
/// (1 instead of 2), ...": the cells where `other` differs from
/// `solution`, named by `namer`, as the Solution page and a worksheet's
/// answer key say it.
pub(crate) fn not_unique(solution: &Grid, other: &Grid, namer: &CellNamer) -> String {
    let n = solution.size();
    // Two solutions of one puzzle: the same size.
    let cells = solution.differences(other).unwrap_or_default();
    let listed: Vec<String> = cells
        .iter()
        .map(|&c| {
            let (there, here) = (other.get(c), solution.get(c));
            text_with(
                "unique-instead",
                &[
                    ("cell", &namer.cell(n, c)),
                    ("there", &there.to_string()),
                    ("here", &here.to_string()),
                ],
            )
        })
        .collect();
    text_with(
        "unique-no",
        &[
            ("count", &cells.len().to_string()),
            ("cells", &shorten(&listed)),
        ],
    )
}

/// Joins `items`, listing at most [`LIST_LIMIT`].
fn shorten(items: &[String]) -> String {
    if items.len() <= LIST_LIMIT {
        return items.join(", ");
    }
    text_with(
        "list-and-more",
        &[
            ("list", &items[..LIST_LIMIT].join(", ")),
            ("count", &(items.len() - LIST_LIMIT).to_string()),
        ],
    )
}
