//! Digits too few to make a block of their own: a sparse small grid whose
//! rows and columns are broken up by empty ones (a 4x4 with five givens
//! and an empty edge). Where no sheet holds a grid otherwise, every window
//! that holds all the digits is offered with the `--puzzle` that picks
//! it; one is read only when the size is known and no other fits.

use super::detect::{survey, Survey};
use super::grid_window::{largest, only_digits, Evidence, Spot, COMMON};
use super::maps::map_inside;
use crate::read::container::table::{meaning, CellMeaning, Rect, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::Puzzle;
use sheetdoku_core::MAX_SIZE;
use sheetdoku_core::{Error, InputError, Remedy, Result};

impl Opened<'_> {
    /// The puzzle of a sheet on which no block of digits is a grid by
    /// itself: `None` when the sheet holds too few digits to be a puzzle
    /// or no window fits them, an error listing every window that does.
    pub(crate) fn scattered(&self, table: &Table) -> Result<Option<Puzzle>> {
        let survey = survey(table);
        let Some(block) = digits_block(table, &survey) else {
            return Ok(None);
        };
        let n = self.size_hint().or_else(|| self.block_map_size(&survey));
        let windows = windows_around(table, &survey, block, n);
        match (n, windows.as_slice()) {
            (_, []) => Ok(None),
            (Some(_), [only]) => {
                let spot = Spot::Grid {
                    rect: *only,
                    evidence: Evidence::Surroundings,
                    printed: None,
                };
                self.read_spot(table, &survey, &spot).map(Some)
            }
            _ => Err(self.no_fill(table, block, &windows)),
        }
    }

    /// The refusal for digits that do not fill a grid by themselves: each
    /// window that holds them, with the range that picks it.
    pub(crate) fn no_fill(&self, table: &Table, block: Rect, windows: &[Rect]) -> Error {
        Error::input(
            self.loc(table),
            InputError::Unsettled {
                problem: format!(
                    "no puzzle grid found: the digits in {} do not fill a grid by themselves, and nothing on the \
                     sheet (borders drawn around the grid, a label, the size) says which grid \
                     they belong to",
                    block.a1()
                ),
                remedy: Remedy::ChooseOne(self.choices(table, block, windows)),
            },
        )
    }
}

/// Every window that may hold the digits of `block`: a square of the size
/// `n` (or of a common size no smaller than the block and its largest
/// digit, with at most half its rows or columns empty), of digits and
/// empty cells only, all shown.
pub(crate) fn windows_around(
    table: &Table,
    survey: &Survey,
    block: Rect,
    n: Option<usize>,
) -> Vec<Rect> {
    let (h, w) = (block.height(), block.width());
    let least = h.max(w).max(largest(table, block) as usize);
    let sizes: Vec<usize> = match n {
        Some(n) => vec![n],
        None => COMMON
            .into_iter()
            .filter(|&s| s >= least && s - h.min(w) <= s / 2)
            .collect(),
    };
    let labels: Vec<(usize, usize)> = survey.labels.iter().map(|l| l.cell).collect();
    let mut windows = Vec::new();
    for n in sizes.into_iter().filter(|&n| n >= h.max(w)) {
        for top in (block.bottom + 1).saturating_sub(n)..=block.top {
            for left in (block.right + 1).saturating_sub(n)..=block.left {
                let window = Rect::square(top, left, n);
                let labelled = labels.iter().any(|&(r, c)| window.contains(r, c));
                if !labelled && only_digits(table, window) {
                    windows.push(window);
                }
            }
        }
    }
    windows
}

/// The smallest rectangle holding every block of digits of the sheet that
/// no label claims and no map is, when they hold at least four digits
/// (fewer are no puzzle) and fit in the largest grid.
fn digits_block(table: &Table, survey: &Survey) -> Option<Rect> {
    let claimed: Vec<Rect> = survey
        .labels
        .iter()
        .filter_map(|&l| survey.piece_for(l))
        .collect();
    let pieces: Vec<Rect> = survey
        .pieces
        .iter()
        .copied()
        .filter(|p| !claimed.contains(p) && map_inside(table, *p).is_none())
        .collect();
    let first = *pieces.first()?;
    let block = pieces.iter().fold(first, |b, p| {
        Rect::new(
            b.top.min(p.top),
            b.left.min(p.left),
            b.bottom.max(p.bottom),
            b.right.max(p.right),
        )
    });
    let digits = pieces
        .iter()
        .flat_map(|p| (p.top..=p.bottom).flat_map(move |r| (p.left..=p.right).map(move |c| (r, c))))
        .filter(|&(r, c)| matches!(meaning(table.get(r, c), MAX_SIZE), CellMeaning::Digit(_)))
        .count();
    let fits = block.height() <= MAX_SIZE && block.width() <= MAX_SIZE;
    (fits && digits >= sheetdoku_core::MIN_SIZE && block.height() > 1 && block.width() > 1)
        .then_some(block)
}
