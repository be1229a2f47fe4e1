//! Reading the cells of a puzzle grid, a block map, an extra region map and
//! the `Info` sheet, and building the geometry from them.

use std::collections::HashMap;
use std::sync::Arc;

use super::shape::supported;
use crate::layout::{Role, DIAGONALS_KEY, MIXED, SIZE_KEY, VARIANT_KEY};
use crate::read::container::table::{label_text, meaning, CellMeaning, CellValue, Rect, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::{a1, CellNamer, Grid};
use sheetdoku_core::{Diagonals, Extra, GeometryError, GeometrySpec, SpecPart, Variant};
use sheetdoku_core::{Error, InputError, Remedy, Result};
use sheetdoku_core::{Puzzle, Source};

/// A block map or extra region map as read: labels per cell and where.
pub(crate) struct Map {
    pub labels: Vec<u32>,
    /// The teacher's own label of each region (`names[k - 1]` for label
    /// `k`), where they are not the numbers themselves (letters, words).
    pub names: Vec<String>,
    pub sheet: String,
    pub rect: Rect,
}

impl Map {
    /// A region as the teacher labelled it: "C" for a map of letters.
    pub fn name(&self, label: u32) -> String {
        label
            .checked_sub(1)
            .and_then(|k| self.names.get(k as usize))
            .cloned()
            .unwrap_or_else(|| label.to_string())
    }
}

/// The `Info` sheet: key/value rows in columns A and B.
pub(crate) fn read_info(book: &Opened) -> Result<crate::read::opened_book::Info> {
    let mut info = crate::read::opened_book::Info::default();
    let Some(sheet) = book.role_sheet(Role::Info) else {
        return Ok(info);
    };
    let (rows, _) = sheet.end();
    for r in 0..rows {
        let Some(key) = label_text(sheet.get(r, 0)) else {
            continue;
        };
        let value = sheet.get(r, 1);
        let text = label_text(value).unwrap_or_default();
        let bad = |expected: &str| {
            Error::input(
                book.loc(sheet).cell(a1(r, 1)),
                InputError::BadCell {
                    found: shown(value),
                    expected: expected.to_string(),
                },
            )
        };
        match key.to_lowercase().as_str() {
            // A worksheet of several variants: each puzzle's own are on
            // its key sheet.
            VARIANT_KEY if text.eq_ignore_ascii_case(MIXED) => {}
            VARIANT_KEY => {
                info.variant = Some(text.parse().map_err(|_| {
                    bad("a variant: standard, x, windoku, windoku-x, jigsaw or jigsaw-x (parts combine, as in jigsaw-windoku)")
                })?)
            }
            SIZE_KEY => {
                let n = text.parse::<usize>().ok().filter(|&n| supported(n));
                info.size = Some(n.ok_or_else(|| bad("a grid size 4 to 25"))?);
            }
            DIAGONALS_KEY => {
                info.diagonals = Some(match text.to_lowercase().as_str() {
                    "yes" | "true" | "1" | "ano" | "áno" => Diagonals::Both,
                    "no" | "false" | "0" | "nie" | "ne" => Diagonals::None,
                    _ => return Err(bad("yes or no")),
                })
            }
            _ => {}
        }
    }
    Ok(info)
}

/// A cell's content for a message: quoted text, a number, "an empty cell".
fn shown(value: &CellValue) -> String {
    match meaning(value, 0) {
        CellMeaning::Bad(found) => found,
        _ => "an empty cell".to_string(),
    }
}

/// Checks the rectangle is a square grid of a supported size without merged
/// cells.
fn check_rect(book: &Opened, table: &Table, rect: Rect) -> Result<usize> {
    let at = || book.loc(table).cell(rect.a1());
    if rect.height() != rect.width() {
        return Err(Error::input(
            at(),
            InputError::NotSquare {
                rows: rect.height(),
                cols: rect.width(),
            },
        ));
    }
    let n = rect.height();
    if !supported(n) {
        return Err(Error::input(
            at(),
            InputError::Geometry(GeometryError::UnsupportedSize(n).to_string()),
        ));
    }
    if let Some(merged) = table.merged_within(rect) {
        return Err(Error::input(at(), InputError::MergedCells(merged)));
    }
    Ok(n)
}

/// The givens in `rect`.
pub(crate) fn read_grid(book: &Opened, table: &Table, rect: Rect) -> Result<Grid> {
    let n = check_rect(book, table, rect)?;
    let mut cells = Vec::with_capacity(n * n);
    for r in rect.top..=rect.bottom {
        for c in rect.left..=rect.right {
            unstored_formula(book, table, r, c)?;
            match meaning(table.get(r, c), n) {
                CellMeaning::Blank => cells.push(0),
                CellMeaning::Digit(d) => cells.push(d),
                CellMeaning::Bad(found) => {
                    return Err(Error::input(
                        book.loc(table).cell(a1(r, c)),
                        InputError::BadDigit { found, size: n },
                    ))
                }
            }
        }
    }
    Grid::from_cells(n, cells)
        .map_err(|why| Error::input(book.loc(table), InputError::BadLine(why.to_string())))
}

/// The refusal of the first formula of `table` (in reading order) whose
/// value the file does not store, if any: where such cells keep the reader
/// from finding a grid, they are the cause to name, not the missing grid.
pub(crate) fn first_unstored_formula(book: &Opened, table: &Table) -> Option<Error> {
    let mut cells: Vec<(usize, usize)> = table.look.formulas.keys().copied().collect();
    cells.sort_unstable();
    cells
        .into_iter()
        .find_map(|(r, c)| unstored_formula(book, table, r, c).err())
}

/// Refuses a formula cell whose value the file does not store (a file
/// written by a program that writes formulas but does not compute them):
/// its value would read as an empty cell or 0.
fn unstored_formula(book: &Opened, table: &Table, r: usize, c: usize) -> Result<()> {
    let Some(formula) = table.look.formulas.get(&(r, c)) else {
        return Ok(());
    };
    let found = match formula.stored.as_deref().map(str::trim) {
        None => format!(
            "the formula {}, whose value the file does not store",
            formula.text
        ),
        Some("0") => format!(
            "the formula {}, whose stored value is 0 (not computed)",
            formula.text
        ),
        Some(_) => return Ok(()),
    };
    Err(Error::input(
        book.loc(table).cell(a1(r, c)),
        InputError::BadCell {
            found,
            expected: "a digit or a formula with its value: open the file in LibreOffice or \
                       Excel and save it, so that it stores the values of its formulas"
                .to_string(),
        },
    ))
}

/// The labels of a map in `rect` (`n x n`): any distinct values make
/// regions; for extra regions 0 or an empty cell means none.
pub(crate) fn read_map(
    book: &Opened,
    role: Role,
    table: &Table,
    rect: Rect,
    n: usize,
) -> Result<Map> {
    let what = if role == Role::Blocks {
        "block map"
    } else {
        "extra region map"
    };
    if (rect.height(), rect.width()) != (n, n) {
        let (rows, cols) = (rect.height(), rect.width());
        let shape = if rows == cols {
            format!("{rows}x{cols}")
        } else {
            format!("{rows} rows by {cols} columns")
        };
        return Err(Error::input(
            book.loc(table).cell(rect.a1()),
            InputError::Geometry(format!(
                "the {what} is {shape} but the puzzle is {n}x{n}; give a map of {n}x{n} labels"
            )),
        ));
    }
    check_rect(book, table, rect)?;
    let mut texts: Vec<Option<String>> = Vec::with_capacity(n * n);
    for r in rect.top..=rect.bottom {
        for c in rect.left..=rect.right {
            let label = label_text(table.get(r, c));
            let none = match &label {
                None => true,
                Some(l) => role == Role::Extra && l == "0",
            };
            if none && role == Role::Blocks {
                return Err(Error::input(
                    book.loc(table).cell(a1(r, c)),
                    InputError::BadCell {
                        found: "an empty cell".to_string(),
                        expected: format!(
                            "a region label (any {n} distinct values) in every cell of the block map"
                        ),
                    },
                ));
            }
            texts.push(if none { None } else { label });
        }
    }
    // Whole-number labels keep their numbers (so messages say "region 4"
    // for the user's 4); other labels are numbered in order of appearance.
    let numeric: Option<Vec<u32>> = texts
        .iter()
        .map(|t| match t {
            None => Some(0),
            Some(l) => l.parse::<u32>().ok().filter(|&v| v > 0),
        })
        .collect();
    let mut names: Vec<String> = Vec::new();
    let labels = numeric.unwrap_or_else(|| {
        let mut ids: HashMap<&str, u32> = HashMap::new();
        texts
            .iter()
            .map(|t| match t {
                None => 0,
                Some(l) => *ids.entry(l.as_str()).or_insert_with(|| {
                    names.push(l.clone());
                    names.len() as u32
                }),
            })
            .collect()
    });
    Ok(Map {
        labels,
        names,
        sheet: table.name.clone(),
        rect,
    })
}

/// The puzzle from its givens and maps, with the variant from the options,
/// else the Info sheet, else the maps.
pub(crate) fn build(
    book: &Opened,
    table: &Table,
    rect: Rect,
    givens: Grid,
    blocks: Option<Map>,
    extra: Option<Map>,
) -> Result<Puzzle> {
    let n = givens.size();
    let located = |map: Option<&Map>, e: GeometryError| match map {
        Some(m) => {
            let sheet = book
                .tables
                .iter()
                .find(|t| t.name == m.sheet)
                .unwrap_or(table);
            Error::input(
                book.loc(sheet).cell(m.rect.a1()),
                InputError::Geometry(
                    e.describe_labelled(&CellNamer::at(m.rect.top, m.rect.left), &|l| m.name(l)),
                ),
            )
        }
        None => Error::input(book.loc(table), InputError::Geometry(e.to_string())),
    };
    let variant = book.opts.variant.or(book.info.variant);
    let diagonals = match book.opts.variant {
        Some(v) => v.diagonals,
        None => match book.info.variant.map(|v| v.diagonals) {
            Some(Diagonals::Both) => Diagonals::Both,
            _ => book.info.diagonals.unwrap_or_default(),
        },
    };
    // A variant that says "no extra regions" leaves an extra map unused.
    let extra = extra.filter(|_| variant.map(|v| v.extra) != Some(Extra::None));
    let variant = variant.unwrap_or_default();
    let variant = Variant::new(variant.blocks, diagonals, variant.extra);
    let mut spec = GeometrySpec::new(n, variant);
    spec.block_map = blocks.as_ref().map(|m| m.labels.clone());
    spec.extra_map = extra.as_ref().map(|m| m.labels.clone());
    let unsettled = |e: GeometryError, remedy| {
        let problem = e.to_string();
        Error::input(book.loc(table), InputError::Unsettled { problem, remedy })
    };
    let geometry = spec.build().map_err(|e| match (e.part, &e.error) {
        (SpecPart::BlockMap, _) => located(blocks.as_ref(), e.error),
        (SpecPart::ExtraMap, _) => located(extra.as_ref(), e.error),
        (_, GeometryError::NeedsBlockMap(_)) => unsettled(e.error, Remedy::GiveBlocks),
        (_, GeometryError::NeedsExtraMap(_)) => unsettled(e.error, Remedy::GiveExtra),
        _ => located(None, e.error),
    })?;
    let source = Source::default()
        .with_file(Some(Arc::from(book.file)))
        .with_sheet((!table.name.is_empty()).then(|| table.name.clone()))
        .with_namer(CellNamer::at(rect.top, rect.left));
    Ok(Puzzle::new(geometry, givens)?.with_source(source))
}
