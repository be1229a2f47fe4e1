//! A pupil's grids found by their givens: each grid a marking key lists is
//! looked for in the pupil's file where the key puts it, then elsewhere on
//! its own sheet (a row inserted above it), at its place on any sheet
//! (sheets renamed or their names swapped), then anywhere, as an `n x n`
//! block whose cells hold exactly the puzzle's givens (and, under a
//! killer's strips, its cage sums); places showing the givens in bold, as
//! we write them, before any other, and no two grids on one cell. Its
//! other cells are the pupil's: a cell holding no digit of the grid is kept
//! aside, named where it lies, and the rest is marked all the same. Sheets
//! a pupil does not fill in (the key, answers, solutions) are never looked
//! at, so nothing hidden in them can change a mark.

use super::key::{printed_namer, KeyedGrid, Place};
use crate::layout::{
    ANSWERS_SHEET, BLOCKS_SHEET, CAGE_SHEET, CHECK_SHEET, EXTRA_SHEET, GIVENS_SHEET, INFO_SHEET,
    KEY_SHEET, MARKS_SHEET, MODEL_SHEET, SOLUTION_PAGE, SOLUTION_SHEET, STEPS_SHEET,
};
use crate::read::container::table::{label_text, meaning, CellMeaning, CellValue, Table};
use std::path::Path;

mod contest;
use contest::{styled_as, Search};

use sheetdoku_core::{
    a1, BadCell, Error, Found, Grid, InputError, Location, Remedy, Result, ReturnedGrid,
};
use sheetdoku_core::{CageLabel, Figure};

/// The sheets of our workbooks that a pupil does not type in: what they
/// hold (givens, answers) must never be taken for a pupil's grid.
const NOT_TYPED_IN: [&str; 13] = [
    KEY_SHEET,
    ANSWERS_SHEET,
    SOLUTION_SHEET,
    SOLUTION_PAGE,
    STEPS_SHEET,
    MODEL_SHEET,
    GIVENS_SHEET,
    BLOCKS_SHEET,
    EXTRA_SHEET,
    CAGE_SHEET,
    INFO_SHEET,
    CHECK_SHEET,
    MARKS_SHEET,
];

/// Where a grid was found: the sheet (index into the tables) and place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Spot {
    pub(super) table: usize,
    pub(super) place: Place,
}

/// Each grid of `key` looked for in `tables` (a pupil's file), in the
/// key's order: found (where the key puts it, or elsewhere by its givens),
/// missing, or undecided. No place is given to two grids of the key, and a
/// place away from home that several grids fit (two puzzles with the same
/// solution, one of them filled in) goes to the one whose givens the file
/// shows in bold, as we write them; when the file does not say, to none:
/// each is undecided, naming the others, for the teacher to settle.
pub(crate) fn find_grids(tables: &[Table], key: &[KeyedGrid]) -> Vec<Found> {
    let pupils: Vec<usize> = (0..tables.len())
        .filter(|&i| !NOT_TYPED_IN.contains(&tables[i].name.as_str()))
        .collect();
    let mut search = Search::new(tables, key);
    // Where the key puts it, unless the bold givens there are another
    // grid's (two sheets' names swapped).
    for (i, k) in key.iter().enumerate() {
        let own = pupils.iter().find(|&&t| tables[t].name == k.sheet);
        if let Some(&table) = own {
            let s = Spot {
                table,
                place: place_of(k),
            };
            let t = &tables[table];
            if fits(t, s.place, k, true) && !search.blocked(i, &s) && !search.disowned(i, &s) {
                search.spots[i] = Some(s);
            }
        }
    }
    // Away from home, first where the file shows the grid's own givens in
    // bold (as we write them), then where they stand in any style. In
    // each round, a grid is looked for on its own sheet first (a row
    // inserted above it), so that the cells of a grid moved on its sheet
    // are not given to another puzzle whose few givens stand there by
    // chance; then at its place on another sheet (a sheet renamed, two
    // names swapped); then anywhere.
    for needs_bold in [true, false] {
        search.needs_bold = needs_bold;
        search.settle(|search, i| {
            let own = pupils
                .iter()
                .copied()
                .filter(|&t| tables[t].name == key[i].sheet);
            best(search, i, own.flat_map(|t| anywhere_on(tables, t, &key[i])))
        });
        search.settle(|search, i| {
            let spots = pupils.iter().map(|&table| Spot {
                table,
                place: place_of(&key[i]),
            });
            best(search, i, spots)
        });
        search.settle(|search, i| {
            best(
                search,
                i,
                pupils.iter().flat_map(|&t| anywhere_on(tables, t, &key[i])),
            )
        });
    }
    search.found()
}

/// Of `spots`, the free place away from home that grid `i` fits best:
/// the one whose bold digits are its givens, then one showing no bold
/// digits; then the fewest cells holding what is no digit of the grid (a
/// 4x4's givens may stand by chance inside a 9x9 grid, whose 5 to 9 are
/// no digits of a 4x4), then on its own sheet, then agreeing most with
/// the answer, then the nearest to where the key puts it.
fn best(search: &Search, i: usize, spots: impl Iterator<Item = Spot>) -> Option<Spot> {
    let k = &search.key[i];
    let mut best: Option<(Rank, Spot)> = None;
    for s in spots.filter(|s| search.fits_away(i, s)) {
        let t = &search.tables[s.table];
        let rank = (
            match styled_as(t, s.place, k) {
                Some(true) => 2,
                None => 1,
                Some(false) => 0,
            },
            usize::MAX - strangers(t, s.place, k),
            t.name == k.sheet,
            agreement(t, s.place, k),
            usize::MAX - (s.place.top.abs_diff(k.top) + s.place.left.abs_diff(k.left)),
        );
        if best.as_ref().is_none_or(|(b, _)| rank > *b) {
            best = Some((rank, s));
        }
    }
    best.map(|(_, s)| s)
}

/// How well a place fits a grid, best highest (see [`best`]).
type Rank = (u8, usize, bool, usize, usize);

/// Every place on table `table` with `k`'s row step.
fn anywhere_on<'a>(
    tables: &'a [Table],
    table: usize,
    k: &'a KeyedGrid,
) -> impl Iterator<Item = Spot> + 'a {
    let (rows, cols) = tables[table].end();
    (0..rows).flat_map(move |top| {
        (0..cols).map(move |left| Spot {
            table,
            place: Place {
                top,
                left,
                step: k.step,
            },
        })
    })
}

/// The place the key puts `k` at.
fn place_of(k: &KeyedGrid) -> Place {
    Place {
        top: k.top,
        left: k.left,
        step: k.step,
    }
}

/// Whether `k` can be told apart from any other block of cells: it has a
/// given, or cage sums on strips to find it by. One with neither (a
/// killer without strips and givens) is looked for where the key puts it
/// only.
fn identifiable(k: &KeyedGrid) -> bool {
    k.givens.given_count() > 0 || (k.step == 2 && k.geometry.needs_label_strip())
}

/// The sheet cell of grid cell `cell` of size `n` at `place`.
fn cell_at(place: Place, n: usize, cell: usize) -> (usize, usize) {
    (place.top + place.step * (cell / n), place.left + cell % n)
}

/// Whether the block at `place` holds exactly the givens of `k` (and, on a
/// killer's page with strips, each cage's sum above its first cell). A
/// grid that has nothing to be found by fits only where the key puts it
/// (`at_home`).
fn fits(table: &Table, place: Place, k: &KeyedGrid, at_home: bool) -> bool {
    if !at_home && !identifiable(k) {
        return false;
    }
    let n = k.geometry.size();
    let givens_kept = (0..n * n).filter(|&c| k.givens.get(c) != 0).all(|c| {
        let (r, col) = cell_at(place, n, c);
        meaning(table.get(r, col), n) == CellMeaning::Digit(k.givens.get(c))
    });
    if !givens_kept || place.step != 2 {
        return givens_kept;
    }
    // Each sum as the page wrote it ("19…" for a cage joined by corners).
    let figure = Figure::of(&k.geometry);
    k.geometry.cages().all(|(_, cage)| {
        let (r, col) = cell_at(place, n, cage.head());
        r.checked_sub(1).is_some_and(|above| {
            figure
                .label_at(cage.head())
                .is_some_and(|label| holds_label(table.get(above, col), label))
        })
    })
}

/// Whether a cell holds the cage label `label`: a sum as a number or as
/// text, any other label as its text.
fn holds_label(value: &CellValue, label: CageLabel) -> bool {
    match (value, label) {
        (CellValue::Number(v), CageLabel::Sum(x)) => *v == f64::from(x),
        (other, label) => label_text(other).is_some_and(|t| t.trim() == label.to_string()),
    }
}

/// Whether the block at `place`, away from where the key puts `k`, holds
/// more cells that are no digit of its grid than a pupil's slips explain
/// (one, or a tenth of the cells): the givens of a small grid with few of
/// them stand there by chance, inside another, larger grid.
fn alien(table: &Table, place: Place, k: &KeyedGrid) -> bool {
    let n = k.geometry.size();
    strangers(table, place, k) > (n * n / 10).max(1)
}

/// How many cells of the block at `place` hold something that is no
/// digit of `k`'s grid nor empty (a number beyond its size, a word).
fn strangers(table: &Table, place: Place, k: &KeyedGrid) -> usize {
    let n = k.geometry.size();
    (0..n * n)
        .filter(|&c| {
            let (r, col) = cell_at(place, n, c);
            matches!(meaning(table.get(r, col), n), CellMeaning::Bad(_))
        })
        .count()
}

/// How many cells of the block at `place` hold the answer's digit (0
/// without an answer).
fn agreement(table: &Table, place: Place, k: &KeyedGrid) -> usize {
    let Some(solution) = &k.solution else {
        return 0;
    };
    let n = k.geometry.size();
    (0..n * n)
        .filter(|&c| {
            let (r, col) = cell_at(place, n, c);
            meaning(table.get(r, col), n) == CellMeaning::Digit(solution.get(c))
        })
        .count()
}

/// The pupil's grid of `k` at `place` of `table`: digits as typed, a cell
/// holding no digit empty and kept aside, cells named by the labels
/// printed around the grid (as on the `Play` sheet and printed pages).
fn read_grid(table: &Table, place: Place, k: &KeyedGrid) -> ReturnedGrid {
    let n = k.geometry.size();
    let namer = printed_namer(table, place, n);
    let mut cells = Vec::with_capacity(n * n);
    let mut bad = Vec::new();
    for cell in 0..n * n {
        let (r, c) = cell_at(place, n, cell);
        cells.push(match meaning(table.get(r, c), n) {
            CellMeaning::Blank => 0,
            CellMeaning::Digit(d) => d,
            CellMeaning::Bad(found) => {
                // The spreadsheet's address, and the grid's own name for
                // the cell where the two differ (the Play sheet's labels).
                let address = a1(r, c);
                let printed = namer.cell(n, cell);
                let at = match printed == address {
                    true => format!("{}!{address}", table.name),
                    false => format!("{}!{address} ({printed} on the grid)", table.name),
                };
                bad.push(BadCell::new(cell, at, found));
                0
            }
        });
    }
    let grid = Grid::from_cells(n, cells).unwrap_or_else(|_| k.givens.clone());
    let moved = table.name != k.sheet || place.top != k.top || place.left != k.left;
    ReturnedGrid::new(k.puzzle, k.name.clone(), k.geometry.clone(), grid)
        .with_sheet_name(table.name.clone())
        .with_givens(Some(k.givens.clone()))
        .with_solution(k.solution.clone())
        .with_namer(namer)
        .with_bad(bad)
        .with_found_at(moved.then(|| format!("{}!{}", table.name, a1(place.top, place.left))))
}

/// Every grid listed on the key sheet of `tables`, as the pupil left it,
/// each found by its givens; `Ok(None)` when
/// the workbook has no key sheet. A grid found nowhere is left out; when
/// none is found, the first one's sheet is named as missing.
pub(crate) fn returned(file: &Path, tables: &[Table]) -> Result<Option<Vec<ReturnedGrid>>> {
    let Some(key) = super::key::entries(file, tables)? else {
        return Ok(None);
    };
    let mut grids: Vec<ReturnedGrid> = Vec::new();
    for found in find_grids(tables, &key) {
        match found {
            Found::Grid(g) => grids.push(g),
            Found::Missing { .. } => {}
            Found::Undecided {
                puzzle,
                name,
                at,
                with,
            } => {
                let others: Vec<String> = with.iter().map(|p| p.to_string()).collect();
                return Err(Error::input(
                    Location::file(file),
                    InputError::Unsettled {
                        problem: format!(
                            "the grid at {at} fits puzzle {puzzle} and puzzle {} alike (they \
                             have the same solution), and the file does not show which it is",
                            others.join(", ")
                        ),
                        remedy: Remedy::PutBack(name),
                    },
                ));
            }
        }
    }
    match key.first() {
        Some(first) if grids.is_empty() => Err(Error::input(
            Location::file(file),
            InputError::MissingSheet {
                name: first.sheet.clone(),
                available: tables.iter().map(|t| t.name.clone()).collect(),
            },
        )),
        _ => Ok(Some(grids)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strip_holds_the_label_the_page_wrote() {
        let text = |t: &str| CellValue::Text(t.into());
        assert!(holds_label(&CellValue::Number(7.0), CageLabel::Sum(7)));
        assert!(holds_label(&text(" 7 "), CageLabel::Sum(7)));
        assert!(holds_label(&text("19…"), CageLabel::SumGoesOn(19)));
        // A cage joined by corners is not told by its bare sum.
        assert!(!holds_label(
            &CellValue::Number(19.0),
            CageLabel::SumGoesOn(19)
        ));
        assert!(!holds_label(&text("19"), CageLabel::SumGoesOn(19)));
    }
}
