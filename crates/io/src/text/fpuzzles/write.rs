//! A puzzle as f-puzzles JSON and as the links that open it in f-puzzles
//! and SudokuPad. Every kind of rule sheetdoku has today has an f-puzzles
//! key (rows, columns and boxes are the grid's own, jigsaw regions the
//! cells' `region`, diagonals `diagonal+`/`diagonal-`, extra regions
//! `extraregion`, killer cages `killercage`, even/odd cells `even`/`odd`, marks and
//! lines their keys); a new kind is named here by
//! the compiler, in the one match on [`Constraint`].

use super::json::{self, cell_name};
use super::link::{compress, FPUZZLES, SUDOKUPAD};
use super::marks;
use sheetdoku_core::{
    box_shape, AntiKind, Constraint, Geometry, Grid, LineKind, ParityKind, Result, UnitKind,
};

/// A puzzle for f-puzzles and SudokuPad: its f-puzzles JSON, and the two
/// links holding it compressed (LZ-String's `compressToBase64`).
///
/// f-puzzles draws grids of up to 16x16: the link of a larger grid holds
/// the puzzle all the same, but f-puzzles may not open it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct FpuzzlesLinks {
    /// The f-puzzles JSON.
    pub json: String,
    /// `https://f-puzzles.com/?load=<data>`.
    pub fpuzzles: String,
    /// `https://sudokupad.app/fpuzzles<data>`.
    pub sudokupad: String,
}

/// The f-puzzles JSON and links of a puzzle: its geometry, its givens and
/// a title (shown by both sites); [`sheetdoku_core::Error::SizeMismatch`]
/// for a grid of another size than the geometry.
///
/// ```
/// use sheetdoku::write::fpuzzles_links;
/// use sheetdoku::{Geometry, Grid, Variant};
/// let g = Geometry::for_variant(Variant::X, 4, None).unwrap();
/// let givens = Grid::parse_line("1...............").unwrap();
/// let links = fpuzzles_links(&g, &givens, Some("Week 3")).unwrap();
/// assert!(links.json.contains(r#""diagonal+":true"#));
/// assert!(links.fpuzzles.starts_with("https://f-puzzles.com/?load="));
/// assert!(links.sudokupad.starts_with("https://sudokupad.app/fpuzzles"));
/// ```
pub fn fpuzzles_links(
    geometry: &Geometry,
    givens: &Grid,
    title: Option<&str>,
) -> Result<FpuzzlesLinks> {
    sheetdoku_core::Error::check_size(geometry.size(), givens.size())?;
    let puzzle =
        fpuzzles_puzzle(geometry, givens, title).map_err(sheetdoku_core::Error::Setting)?;
    // A struct of texts, numbers and lists always serializes.
    let json = serde_json::to_string(&puzzle).unwrap_or_default();
    let data = compress(&json);
    Ok(FpuzzlesLinks {
        fpuzzles: format!("{FPUZZLES}{data}"),
        sudokupad: format!("{SUDOKUPAD}{data}"),
        json,
    })
}

/// Whether f-puzzles can hold `rule` (every kind but the greater-than
/// sign): a puzzle with a rule it cannot hold has no link.
#[cfg(test)]
pub(crate) fn has_key(rule: &Constraint) -> bool {
    match rule {
        Constraint::AllDifferent(_)
        | Constraint::Cage(_)
        | Constraint::Parity(_)
        | Constraint::Anti(_) => true,
        Constraint::Pair(pair) => marks::key_of(pair.kind).is_some(),
        Constraint::Line(_) | Constraint::Sum(_) => true,
        Constraint::Sandwich(_) => true,
    }
}

/// The puzzle as f-puzzles' JSON keys.
fn fpuzzles_puzzle(
    geometry: &Geometry,
    givens: &Grid,
    title: Option<&str>,
) -> std::result::Result<json::Puzzle, String> {
    let n = geometry.size();
    let names = |cells: &[usize]| cells.iter().map(|&c| cell_name(n, c)).collect();
    let mut cells: Vec<json::Cell> = givens
        .cells()
        .iter()
        .map(|&d| json::Cell {
            value: (d != 0).then_some(u32::from(d)),
            given: d != 0,
            ..json::Cell::default()
        })
        .collect();
    // f-puzzles' boxes are sheetdoku's usual ones; other boxes and jigsaw
    // regions are written cell by cell.
    let default_boxes = geometry.box_shape().is_some() && geometry.box_shape() == box_shape(n);
    let mut puzzle = json::Puzzle {
        size: n,
        title: title
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(String::from),
        grid: Vec::new(),
        diagonal_anti: false,
        diagonal_main: false,
        antiknight: false,
        antiking: false,
        killercage: Vec::new(),
        extraregion: Vec::new(),
        odd: Vec::new(),
        even: Vec::new(),
        difference: Vec::new(),
        ratio: Vec::new(),
        xv: Vec::new(),
        thermometer: Vec::new(),
        whispers: Vec::new(),
        palindrome: Vec::new(),
        arrow: Vec::new(),
        littlekillersum: Vec::new(),
        renban: Vec::new(),
        sandwichsum: Vec::new(),
        negative: super::negative::written(geometry)?,
    };
    for rule in geometry.constraints() {
        match rule {
            Constraint::Anti(anti) => match anti.kind() {
                AntiKind::Knight => puzzle.antiknight = true,
                AntiKind::King => puzzle.antiking = true,
            },
            Constraint::AllDifferent(unit) => match unit.kind {
                // Every f-puzzles grid has them.
                UnitKind::Row | UnitKind::Column => {}
                UnitKind::Block | UnitKind::Region => {
                    if !default_boxes {
                        for &c in &unit.cells {
                            cells[c].region = Some(unit.number as i64 - 1);
                        }
                    }
                }
                UnitKind::MainDiagonal => puzzle.diagonal_main = true,
                UnitKind::AntiDiagonal => puzzle.diagonal_anti = true,
                UnitKind::Extra => puzzle.extraregion.push(json::Region {
                    cells: names(&unit.cells),
                }),
            },
            Constraint::Cage(cage) => puzzle.killercage.push(json::Cage {
                cells: names(&cage.cells),
                // A cage without a total has no `value`, as f-puzzles
                // writes one.
                value: cage
                    .sum
                    .given()
                    .map(|sum| serde_json::Value::String(sum.to_string())),
            }),
            Constraint::Parity(parity) => {
                let list = match parity.kind {
                    ParityKind::Even => &mut puzzle.even,
                    ParityKind::Odd => &mut puzzle.odd,
                };
                list.push(json::OneCell {
                    cell: cell_name(n, parity.cell()),
                });
            }
            // Written as the `negative` entry above.
            Constraint::Pair(pair) if super::negative::is_negated(pair.kind) => {}
            Constraint::Pair(pair) => {
                let list = match marks::key_of(pair.kind) {
                    Some(json::DIFFERENCE) => &mut puzzle.difference,
                    Some(json::RATIO) => &mut puzzle.ratio,
                    Some(_) => &mut puzzle.xv,
                    None => {
                        return Err(format!(
                            "f-puzzles has no {}s, so this puzzle has no f-puzzles or \
                             SudokuPad link ({})",
                            pair.kind.mark_name().trim_start_matches("the "),
                            pair.name(n, &sheetdoku_core::CellNamer::default())
                        ))
                    }
                };
                list.push(marks::mark_of(n, pair));
            }
            Constraint::Line(line) => {
                let list = match line.kind {
                    LineKind::Thermometer => &mut puzzle.thermometer,
                    LineKind::Whisper => &mut puzzle.whispers,
                    LineKind::Palindrome => &mut puzzle.palindrome,
                    LineKind::Renban => &mut puzzle.renban,
                };
                list.push(super::lines::lines_of(n, line));
            }
            Constraint::Sum(sum) => match super::sums::written(n, sum) {
                super::sums::Written::Arrow(arrow) => puzzle.arrow.push(arrow),
                super::sums::Written::LittleKiller(clue) => puzzle.littlekillersum.push(clue),
            },
            Constraint::Sandwich(sandwich) => puzzle
                .sandwichsum
                .push(super::sandwich::written(n, sandwich)),
        }
    }
    puzzle.grid = cells.chunks(n.max(1)).map(<[json::Cell]>::to_vec).collect();
    Ok(puzzle)
}
