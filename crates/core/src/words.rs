//! How numbers and units are written in messages and on our sheets.

use crate::geometry::{
    Blocks, CageSum, Constraint, ConstraintId, Diagonals, Extra, Geometry, RuleFamily,
    SandwichLine, UnitKind,
};
use crate::grid::CellNamer;
use sheetdoku_i18n::{text, text_with};

/// A whole number with thousands separators, as a reader writes it.
///
/// ```
/// assert_eq!(sheetdoku_core::thousands(28_200_960), "28,200,960");
/// assert_eq!(sheetdoku_core::thousands(999), "999");
/// ```
pub fn thousands(n: u128) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// The name of unit `u` as a pupil finds it on a printed page, where
/// blocks carry no numbers, in the pages' language: "row 4", "column C",
/// "the middle-left block" (for up to three bands and stacks of boxes;
/// "the block of rows 5-8 and columns E-H" beyond), "the region with D1"
/// (a jigsaw region, by its first cell), "the main diagonal", "extra block
/// 2" (extra blocks are shaded on the page and named as in order).
///
/// ```
/// use sheetdoku::{CellNamer, Geometry};
/// use sheetdoku::model::unit_words;
/// let g = Geometry::standard(9).unwrap();
/// let block = g.units().iter().position(|u| u.number == 4 && u.kind == sheetdoku::UnitKind::Block).unwrap();
/// assert_eq!(unit_words(&g, block, &CellNamer::default()), "the middle-left block");
/// ```
pub fn unit_words(geometry: &Geometry, u: usize, namer: &CellNamer) -> String {
    let n = geometry.size();
    let unit = &geometry.units()[u];
    let first = unit.cells[0];
    match unit.kind {
        UnitKind::Block => {
            let Some((rows, cols)) = geometry.box_shape() else {
                return text_with("name-block", &[("number", &unit.number.to_string())]);
            };
            let (band, stack) = (first / n / rows, first % n / cols);
            let (bands, stacks) = (n / rows, n / cols);
            match (
                place(band, bands, VERTICAL),
                place(stack, stacks, HORIZONTAL),
            ) {
                (Some(v), Some(h)) => text(&format!("name-block-{v}-{h}")),
                _ => text_with(
                    "name-block-of",
                    &[
                        ("r1", &namer.row_label(band * rows)),
                        ("r2", &namer.row_label(band * rows + rows - 1)),
                        ("c1", &namer.column_label(stack * cols)),
                        ("c2", &namer.column_label(stack * cols + cols - 1)),
                    ],
                ),
            }
        }
        UnitKind::Region => text_with("name-region-with", &[("cell", &namer.cell(n, first))]),
        UnitKind::MainDiagonal => text("name-main-diagonal"),
        UnitKind::AntiDiagonal => text("name-anti-diagonal"),
        UnitKind::Row => text_with("name-row", &[("label", &namer.row_label(unit.number - 1))]),
        UnitKind::Column => text_with(
            "name-column",
            &[("label", &namer.column_label(unit.number - 1))],
        ),
        UnitKind::Extra => text_with("name-extra", &[("number", &unit.number.to_string())]),
    }
}

/// A sandwich clue's line in the page's language: "row 3", "column C".
pub(crate) fn line_words(line: SandwichLine, namer: &CellNamer) -> String {
    match line {
        SandwichLine::Row(r) => text_with("name-row", &[("label", &namer.row_label(r))]),
        SandwichLine::Column(c) => text_with("name-column", &[("label", &namer.column_label(c))]),
    }
}

/// The name of rule `id` as a pupil finds it on a printed page: a unit
/// in the words of [`unit_words`] ("the middle-left block").
///
/// ```
/// use sheetdoku::{CellNamer, Geometry};
/// use sheetdoku::model::rule_words;
/// let g = Geometry::standard(9).unwrap();
/// let names: Vec<String> = g.rules().map(|(id, _)| rule_words(&g, id, &CellNamer::default())).collect();
/// assert!(names.contains(&"the centre block".to_string()));
/// assert!(names.contains(&"row 4".to_string()));
/// ```
pub fn rule_words(geometry: &Geometry, id: ConstraintId, namer: &CellNamer) -> String {
    match geometry.constraint(id) {
        Some(Constraint::Anti(anti)) => text(&format!("name-{}", anti.kind().word())),
        Some(Constraint::AllDifferent(unit)) => geometry
            .units()
            .iter()
            .position(|u| u == unit)
            .map_or_else(|| unit.name(namer), |u| unit_words(geometry, u, namer)),
        Some(Constraint::Cage(cage)) => match cage.sum {
            CageSum::Given(sum) => text_with(
                "name-cage",
                &[
                    ("sum", &sum.to_string()),
                    ("cell", &namer.cell(geometry.size(), cage.head())),
                ],
            ),
            CageSum::NotGiven => text_with(
                "name-cage-no-total",
                &[("cell", &namer.cell(geometry.size(), cage.head()))],
            ),
        },
        Some(Constraint::Parity(parity)) => text_with(
            &format!("name-{}", parity.kind.word()),
            &[("cell", &namer.cell(geometry.size(), parity.cell()))],
        ),
        Some(Constraint::Pair(pair)) => {
            let [a, b] = pair.cells.map(|c| namer.cell(geometry.size(), c));
            text_with(
                &format!("name-{}", pair.kind.word()),
                &[("a", &a), ("b", &b)],
            )
        }
        Some(Constraint::Line(line)) => {
            let (first, last) = ends(geometry.size(), &line.cells, namer);
            text_with(
                &format!("name-{}", line.kind.word()),
                &[("first", &first), ("last", &last)],
            )
        }
        Some(Constraint::Sum(sum)) => {
            let (first, last) = ends(geometry.size(), &sum.cells, namer);
            text_with(
                &format!("name-{}", sum.kind.word()),
                &[
                    ("sum", &sum.sum.to_string()),
                    ("first", &first),
                    ("last", &last),
                ],
            )
        }
        Some(Constraint::Sandwich(sandwich)) => match sandwich.line(geometry.size()) {
            Some(line) => text_with(
                "name-sandwich",
                &[
                    ("sum", &sandwich.sum.to_string()),
                    ("line", &line_words(line, namer)),
                ],
            ),
            None => sandwich.name(geometry.size(), namer),
        },
        None => String::new(),
    }
}

/// The variant's title on a page, in the pages' language: "9x9 Sudoku X",
/// "9x9 Windoku", "9x9 Jigsaw Sudoku".
///
/// ```
/// let g = sheetdoku::Geometry::standard(9).unwrap();
/// assert_eq!(sheetdoku::write::variant_title(&g), "9x9 Sudoku");
/// ```
pub fn variant_title(geometry: &Geometry) -> String {
    format!("{n}x{n} {}", variant_name(geometry), n = geometry.size())
}

/// The variant's name without its size: "Sudoku X", "Jigsaw Sudoku".
fn variant_name(geometry: &Geometry) -> String {
    let v = geometry.variant();
    let jigsaw = v.blocks == Blocks::Jigsaw;
    let mut title = text(match (jigsaw, v.extra) {
        (false, Extra::Windoku) => "title-windoku",
        (false, Extra::None | Extra::Regions) => "title-sudoku",
        (true, Extra::Windoku) => "title-jigsaw-windoku",
        (true, Extra::None | Extra::Regions) => "title-jigsaw-sudoku",
    });
    if v.diagonals == Diagonals::Both {
        title.push_str(" X");
    }
    if v.extra == Extra::Regions {
        title = text_with("title-with-extra", &[("name", &title)]);
    }
    for key in geometry
        .families()
        .into_iter()
        .filter_map(RuleFamily::title_key)
    {
        title = text_with(key, &[("name", &title)]);
    }
    title
}

/// The variant's title with its blocks and the count of its extra blocks
/// and cages, in the pages' language: "9x9 Killer Sudoku (3x3 blocks, 12
/// cages)", "6x6 Jigsaw Sudoku (irregular regions)". `check` prints it
/// above its verdict.
///
/// ```
/// let g = sheetdoku::Geometry::standard(4).unwrap();
/// assert_eq!(sheetdoku::write::variant_summary(&g), "4x4 Sudoku (2x2 blocks)");
/// ```
pub fn variant_summary(geometry: &Geometry) -> String {
    summary_titled(geometry, &variant_title(geometry))
}

/// The summary of [`variant_summary`] for the killers `generate --killer`
/// makes over `base`, named before their cages are drawn: "9x9 Killer
/// Sudoku (3x3 blocks)".
///
/// ```
/// let g = sheetdoku::Geometry::standard(4).unwrap();
/// assert_eq!(sheetdoku::write::killer_summary(&g), "4x4 Killer Sudoku (2x2 blocks)");
/// ```
pub fn killer_summary(base: &Geometry) -> String {
    let killer = text_with("title-killer", &[("name", &variant_name(base))]);
    summary_titled(base, &format!("{n}x{n} {killer}", n = base.size()))
}

/// The summary of `geometry` under `title`.
fn summary_titled(geometry: &Geometry, title: &str) -> String {
    let mut details = vec![match geometry.box_shape() {
        Some((rows, cols)) => text_with(
            "shape-blocks",
            &[("rows", &rows.to_string()), ("cols", &cols.to_string())],
        ),
        None => text("shape-irregular"),
    }];
    let extra = geometry.extra_map().iter().copied().max().unwrap_or(0);
    if extra > 0 {
        details.push(text_with(
            "shape-extra-blocks",
            &[("count", &extra.to_string())],
        ));
    }
    let cages = geometry.cages().count();
    if cages > 0 {
        details.push(text_with("shape-cages", &[("count", &cages.to_string())]));
    }
    text_with(
        "shape-summary",
        &[("title", title), ("details", &details.join(", "))],
    )
}

/// The first and the last of a line's or a sum's `cells`, named by `namer`.
fn ends(n: usize, cells: &[usize], namer: &CellNamer) -> (String, String) {
    let name = |c: Option<&usize>| c.map_or(String::new(), |&c| namer.cell(n, c));
    (name(cells.first()), name(cells.last()))
}

/// Words for the places of bands (top to bottom) and stacks (left to right),
/// as they stand in the message ids `name-block-top-left`, ...
const VERTICAL: [&str; 3] = ["top", "middle", "bottom"];
const HORIZONTAL: [&str; 3] = ["left", "middle", "right"];

/// The word for place `i` of `count` (2 or 3) in `words`.
fn place(i: usize, count: usize, words: [&'static str; 3]) -> Option<&'static str> {
    match count {
        2 => Some(if i == 0 { words[0] } else { words[2] }),
        3 => words.get(i).copied(),
        _ => None,
    }
}

/// "a", "a and b", "a, b and c" in the pages' language ("E5, F5 and G5").
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => text_with("units-and", &[("list", &rest.join(", ")), ("last", last)]),
    }
}

/// Where a pupil's grid was found, as the marks, `hint` and `explain` name
/// it in `lang`: a grid printed on a page, "Worksheet 9x9
/// (puzzle 2)", becomes "Worksheet 9x9 (úloha 2)" in Slovak (the sheet's
/// own name stays, as its tab shows it); any other name as it is.
///
/// ```
/// use sheetdoku_i18n::Lang;
/// use sheetdoku_core::grid_place;
/// assert_eq!(grid_place(Lang::En, "Worksheet (puzzle 2)"), "Worksheet (puzzle 2)");
/// assert_eq!(grid_place(Lang::Sk, "Worksheet 9x9 (puzzle 2)"), "Worksheet 9x9 (úloha 2)");
/// assert_eq!(grid_place(Lang::Sk, "P2"), "P2");
/// ```
pub fn grid_place(lang: sheetdoku_i18n::Lang, sheet: &str) -> String {
    let number = sheet
        .strip_suffix(')')
        .and_then(|s| s.rsplit_once(" (puzzle "))
        .filter(|(_, k)| !k.is_empty() && k.chars().all(|c| c.is_ascii_digit()));
    match number {
        Some((name, k)) => lang.text_with("grid-on-page", &[("sheet", name), ("number", k)]),
        None => sheet.to_string(),
    }
}

/// `s` with its first letter in capitals: "Hidden single".
pub fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The kinds of unit of `geometry`'s variant in the pages' language, joined
/// by the message `join` (`units-and` or `units-or`): "row, column and
/// block", "row, column, block or diagonal".
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku_core::variant_units;
/// let g = Geometry::standard(9).unwrap();
/// assert_eq!(variant_units(&g, "units-or"), "row, column or block");
/// ```
pub fn variant_units(geometry: &Geometry, join: &str) -> String {
    let block = if geometry.box_shape().is_some() {
        "unit-block"
    } else {
        "unit-region"
    };
    let mut words = vec!["unit-row", "unit-column", block];
    if geometry.has_diagonals() {
        words.push("unit-diagonal");
    }
    if geometry.has_extra_regions() {
        words.push("unit-extra-block");
    }
    words.extend(
        geometry
            .families()
            .into_iter()
            .filter_map(RuleFamily::unit_key),
    );
    let mut words: Vec<String> = words.into_iter().map(text).collect();
    let last = words.pop().unwrap_or_default();
    text_with(join, &[("list", &words.join(", ")), ("last", &last)])
}

#[cfg(test)]
mod tests {
    use super::{and_list, rule_words};
    use crate::geometry::{Constraint, Geometry};
    use crate::grid::CellNamer;
    use sheetdoku_i18n::{with_language, Lang};

    /// Every rule of every kind is named in each language's own words: a
    /// missing message would show its id, an English name its English.
    #[test]
    fn every_rule_is_named_in_each_language() {
        let g = Constraint::one_of_each_kind(9)
            .into_iter()
            .try_fold(Geometry::standard(9).unwrap(), |g, rule| {
                g.with_constraint(rule)
            })
            .unwrap();
        let namer = CellNamer::default();
        let names = |lang| {
            with_language(lang, || {
                g.rules()
                    .filter(|(_, rule)| !matches!(rule, Constraint::AllDifferent(_)))
                    .map(|(id, _)| rule_words(&g, id, &namer))
                    .collect::<Vec<_>>()
            })
        };
        let english = names(Lang::En);
        assert!(
            english.contains(&"the anti-knight rule".to_string()),
            "{english:?}"
        );
        assert!(english
            .iter()
            .any(|n| n.starts_with("the thermometer from ")));
        for lang in Lang::ALL {
            for (name, en) in names(lang).iter().zip(&english) {
                assert!(!name.contains("name-"), "{}: {name}", lang.code());
                if lang != Lang::En {
                    assert_ne!(name, en, "{}: left in English", lang.code());
                    for word in [" from ", " between ", " rule"] {
                        assert!(!name.contains(word), "{}: {name}", lang.code());
                    }
                }
            }
        }
    }

    #[test]
    fn a_list_is_joined_with_commas_and_a_last_and() {
        let items = ["E5".to_string(), "F5".to_string(), "G5".to_string()];
        assert_eq!(and_list(&items), "E5, F5 and G5");
        assert_eq!(and_list(&items[..1]), "E5");
        assert_eq!(and_list(&[]), "");
    }
}
