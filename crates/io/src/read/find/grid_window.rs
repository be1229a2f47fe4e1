//! Which n x n window of a sheet is the grid, when a block of digits fits
//! more than one: a grid whose edge rows or columns hold no given, whose
//! first row and column are both empty (it then also fits a smaller size).
//! The sheet's own evidence decides (the size given or stated, the borders
//! drawn around the grid, a label right above it, the edge of the sheet, the
//! extent of a CSV file); where nothing decides, every window is a
//! candidate and the teacher is asked. A window is never picked silently.

use super::shape::{square_shape, supported};
use crate::read::container::cell_looks::Line;
use crate::read::container::table::{grid_like, meaning, CellMeaning, CellValue, Rect, Table};
use sheetdoku_core::CellNamer;
use sheetdoku_core::{box_shape, MAX_SIZE};

/// What decided the grid's window, for the message that names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Evidence {
    /// The block of digits is itself the only square that fits.
    Digits,
    /// The borders drawn around it.
    Borders,
    /// A label announcing the table right above or beside it.
    Label,
    /// Our own layout: the grid starts at A1.
    OurLayout,
    /// The edge of the sheet leaves one place.
    SheetEdge,
    /// The size known, what surrounds the digits leaves one place.
    Surroundings,
}

impl Evidence {
    /// How the evidence is told after the range, in the pages' language:
    /// "from its borders".
    pub fn told(&self) -> Option<String> {
        let id = match self {
            Evidence::Digits | Evidence::OurLayout => return None,
            Evidence::Borders => "read-from-borders",
            Evidence::Label => "read-from-label",
            Evidence::SheetEdge => "read-from-sheet-edge",
            Evidence::Surroundings => "read-from-surroundings",
        };
        Some(sheetdoku_i18n::text(id))
    }
}

/// Where the grid is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Decision {
    /// One window, and what decided it.
    Read(Rect, Evidence),
    /// Several windows fit and nothing on the sheet decides: ask.
    Ask(Vec<Rect>),
    /// No window fits.
    NoFit,
    /// A hidden row or column runs through the block of digits.
    Hidden { row: bool, index: usize },
    /// A digit of the block is bigger than every grid its cells make (a
    /// 12 typed into a 9x9): the windows that fit, for the message naming
    /// that cell.
    DigitTooBig(Vec<Rect>),
}

/// The sizes teachers use; a size one bigger than the block itself is
/// considered only among these (a 9x9 whose first row and column are
/// empty looks like an 8x8).
pub(crate) const COMMON: [usize; 7] = [4, 6, 8, 9, 12, 16, 25];

/// What the reader knows beside the block of digits.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Known<'a> {
    /// The size, from `--size`, the Info sheet or a block map.
    pub size: Option<usize>,
    /// Where a label or our layout puts the grid's top-left cell.
    pub anchor: Option<((usize, usize), AnchorFrom)>,
    /// The other grids and labels of the sheet: no window reaches into
    /// them (loose digits of a sparse grid may be inside a window).
    pub others: &'a [Rect],
}

/// Where an anchor comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AnchorFrom {
    /// Our own layout (sheet `A`, from A1).
    OurLayout,
    /// A label cell ("A", "Puzzle") above or beside the grid.
    Label,
}

/// The grid's window for the block of digits `piece` on `table`.
pub(crate) fn decide(table: &Table, piece: Rect, known: Known) -> Decision {
    let hidden_row = (piece.top..=piece.bottom).find(|r| table.look.hidden_rows.contains(r));
    let hidden_col = (piece.left..=piece.right).find(|c| table.look.hidden_cols.contains(c));
    if let Some(index) = hidden_row {
        return Decision::Hidden { row: true, index };
    }
    if let Some(index) = hidden_col {
        return Decision::Hidden { row: false, index };
    }
    let candidates = candidates(table, piece, known.size, known.others);
    if candidates.is_empty() {
        return Decision::NoFit;
    }
    let top = largest(table, piece) as usize;
    if known.size.is_none() && candidates.iter().all(|w| w.height() < top) {
        return Decision::DigitTooBig(candidates);
    }
    // A label decides only where the block starts right at it (a label
    // over a blank row may be a title, the grid's first row empty or not).
    let anchor = known
        .anchor
        .filter(|&(at, from)| from == AnchorFrom::OurLayout || at == (piece.top, piece.left));
    if let Some(((r, c), from)) = anchor {
        let at: Vec<Rect> = candidates
            .iter()
            .copied()
            .filter(|w| (w.top, w.left) == (r, c))
            .collect();
        if let [only] = at.as_slice() {
            let evidence = match from {
                AnchorFrom::OurLayout => Evidence::OurLayout,
                AnchorFrom::Label => Evidence::Label,
            };
            return Decision::Read(*only, evidence);
        }
    }
    if candidates.len() == 1 {
        let only = candidates[0];
        let evidence = if only == piece {
            Evidence::Digits
        } else {
            Evidence::SheetEdge
        };
        return Decision::Read(only, evidence);
    }
    let framed: Vec<Rect> = candidates
        .iter()
        .copied()
        .filter(|w| framed(table, *w))
        .collect();
    if let [only] = framed.as_slice() {
        return Decision::Read(*only, Evidence::Borders);
    }
    Decision::Ask(candidates)
}

/// The largest digit of the block (letters A.. read as 10..).
pub(crate) fn largest(table: &Table, piece: Rect) -> u8 {
    let mut top = 0;
    for r in piece.top..=piece.bottom {
        for c in piece.left..=piece.right {
            if let CellMeaning::Digit(d) = meaning(table.get(r, c), 25) {
                top = top.max(d);
            }
        }
    }
    top
}

/// Every window that may be the grid: a square of a possible size holding
/// the whole block, on the sheet, with nothing but empty cells outside the
/// block, no hidden row or column.
///
/// Unless the size is given, the sizes are the block's own and one more (a
/// grid whose edge rows and columns hold no given; the bigger only where
/// it has boxes), and a bigger size its largest digit calls for only where
/// the window takes in other loose digits of the sheet (a sparse grid
/// whose digits are split by empty rows), or where a block that fills no
/// square holds two different digits beyond its cells' grid. One digit
/// alone never makes the
/// grid bigger than its cells do: a 12 in a 9x9 is a typing slip, named at
/// its cell ([`Decision::DigitTooBig`]); a bigger grid is said by its
/// borders, labels or size. A block that fills a square of a size without
/// boxes (7x7) may be that grid (which needs a block map) as much as the
/// bigger one with an empty row and column: both are offered, unless a
/// digit calls for the bigger one.
pub(crate) fn candidates(
    table: &Table,
    piece: Rect,
    size: Option<usize>,
    others: &[Rect],
) -> Vec<Rect> {
    let least = piece.height().max(piece.width());
    let narrow = piece.height().min(piece.width());
    if let Some(n) = size {
        return windows(table, piece, n, others, false);
    }
    let top_digit = largest(table, piece) as usize;
    let bigger = |s: usize| supported(s) && box_shape(s).is_some() && COMMON.contains(&s);
    let own_square = square_shape(&piece) && box_shape(least).is_none();
    let cells: Vec<usize> = (least..=least + 1)
        .filter(|&s| s == least || bigger(s))
        .collect();
    // A size without boxes (5, 7, ...) only when no size with boxes fits
    // (its grid needs a block map, and the error then says so), or when the
    // digits fill a square of it: then it is offered beside the bigger one.
    let boxed_only = |sizes: Vec<usize>| -> Vec<usize> {
        if !own_square && sizes.iter().any(|&s| box_shape(s).is_some()) {
            sizes
                .into_iter()
                .filter(|&s| box_shape(s).is_some())
                .collect()
        } else {
            sizes
        }
    };
    // Unless the size is given, at most a third of the rows (or columns)
    // empty at the edges; up to half for a size the digits call for.
    let near = |n: usize| n - narrow <= (n / 3).max(1);
    let mut out: Vec<Rect> =
        boxed_only(cells.iter().copied().filter(|&s| s >= top_digit).collect())
            .into_iter()
            .filter(|&n| near(n))
            .flat_map(|n| windows(table, piece, n, others, false))
            .collect();
    // One digit beyond the cells' grid is a slip; two different ones in a
    // block that fills no square of its own (a 5 and a 6 in three rows of
    // four) say the grid is bigger, as loose digits around the block do.
    let cells_top = cells.last().copied().unwrap_or(least);
    let many_beyond = !square_shape(&piece) && digits_above(table, piece, cells_top) >= 2;
    for n in (least + 2..=top_digit).filter(|&s| s == top_digit && bigger(s) && s - narrow <= s / 2)
    {
        out.extend(windows(table, piece, n, others, !many_beyond));
    }
    if out.is_empty() && top_digit > least {
        // No grid the cells make holds the largest digit: the grid they
        // make, for the message that names the digit's cell.
        let fallback = if own_square {
            vec![least]
        } else {
            boxed_only(cells)
        };
        out = fallback
            .into_iter()
            .filter(|&n| near(n))
            .flat_map(|n| windows(table, piece, n, others, false))
            .collect();
    }
    out
}

/// The `n x n` windows around `piece` whose cells outside it are clear
/// ([`clear_outside`]); with `loose`, only those that also take in a loose
/// digit of the sheet outside the block.
fn windows(table: &Table, piece: Rect, n: usize, others: &[Rect], loose: bool) -> Vec<Rect> {
    let mut out = Vec::new();
    if n < piece.height().max(piece.width()) {
        return out;
    }
    let top0 = (piece.bottom + 1).saturating_sub(n);
    let left0 = (piece.right + 1).saturating_sub(n);
    for top in top0..=piece.top {
        for left in left0..=piece.left {
            let w = Rect::square(top, left, n);
            if clear_outside(table, w, piece, others)
                && (!loose || takes_in_digits(table, w, piece))
            {
                out.push(w);
            }
        }
    }
    out
}

/// How many different digits above `n` the block `piece` holds.
fn digits_above(table: &Table, piece: Rect, n: usize) -> usize {
    let mut seen = std::collections::BTreeSet::new();
    for r in piece.top..=piece.bottom {
        for c in piece.left..=piece.right {
            if let CellMeaning::Digit(d) = meaning(table.get(r, c), MAX_SIZE) {
                if d as usize > n {
                    seen.insert(d);
                }
            }
        }
    }
    seen.len()
}

/// Whether `w` holds a digit outside `piece`.
fn takes_in_digits(table: &Table, w: Rect, piece: Rect) -> bool {
    (w.top..=w.bottom).any(|r| {
        (w.left..=w.right).any(|c| {
            !piece.contains(r, c)
                && matches!(meaning(table.get(r, c), MAX_SIZE), CellMeaning::Digit(_))
        })
    })
}

/// Whether every cell of `w` outside `piece` is empty or a loose digit
/// (no part of another grid or label), and shown.
pub(crate) fn clear_outside(table: &Table, w: Rect, piece: Rect, others: &[Rect]) -> bool {
    let look = &table.look;
    if (w.top..=w.bottom).any(|r| look.hidden_rows.contains(&r))
        || (w.left..=w.right).any(|c| look.hidden_cols.contains(&c))
    {
        return false;
    }
    for r in w.top..=w.bottom {
        for c in w.left..=w.right {
            if piece.contains(r, c) {
                continue;
            }
            let value = table.get(r, c);
            let loose = grid_like(value) && !others.iter().any(|o| o.contains(r, c));
            if !matches!(value, CellValue::Empty) && !loose {
                return false;
            }
        }
    }
    true
}

/// Whether borders are drawn all around `w`, and the lines do not go on
/// past it: the outline the teacher drew around the grid.
pub(crate) fn framed(table: &Table, w: Rect) -> bool {
    let look = &table.look;
    if look.cells.is_empty() {
        return false;
    }
    let drawn = |l: Line| l != Line::None;
    let rows = w.top..=w.bottom;
    let cols = w.left..=w.right;
    let top = cols.clone().all(|c| drawn(look.above(w.top, c)));
    let bottom = cols.clone().all(|c| drawn(look.below(w.bottom, c)));
    let left = rows.clone().all(|r| drawn(look.left_of(r, w.left)));
    let right = rows.clone().all(|r| drawn(look.right_of(r, w.right)));
    if !(top && bottom && left && right) {
        return false;
    }
    // The grid lines go on past the window when the next line out is drawn
    // along the whole side too: then the window is part of a bigger grid.
    let on_above = w.top > 0 && cols.clone().all(|c| drawn(look.above(w.top - 1, c)));
    let on_below = cols.clone().all(|c| drawn(look.below(w.bottom + 1, c)));
    let on_left = w.left > 0 && rows.clone().all(|r| drawn(look.left_of(r, w.left - 1)));
    let on_right = rows.clone().all(|r| drawn(look.right_of(r, w.right + 1)));
    !(on_above || on_below || on_left || on_right)
}

/// The grid the borders draw around `piece`: the one square window of a
/// supported size that holds it, is outlined (see [`framed`]), and holds
/// nothing but digits and empty cells. A sparse grid split by empty rows
/// is whole again inside its outline.
pub(crate) fn drawn_around(table: &Table, piece: Rect) -> Option<Rect> {
    if table.look.cells.is_empty() {
        return None;
    }
    let least = piece.height().max(piece.width());
    let mut found = Vec::new();
    for n in least.max(sheetdoku_core::MIN_SIZE)..=sheetdoku_core::MAX_SIZE {
        let top0 = (piece.bottom + 1).saturating_sub(n);
        let left0 = (piece.right + 1).saturating_sub(n);
        for top in top0..=piece.top {
            for left in left0..=piece.left {
                let w = Rect::square(top, left, n);
                if framed(table, w) && only_digits(table, w) {
                    found.push(w);
                }
            }
        }
    }
    match found.as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

/// Whether `w` holds only grid-like cells and empty ones, all shown.
pub(crate) fn only_digits(table: &Table, w: Rect) -> bool {
    let look = &table.look;
    (w.top..=w.bottom).all(|r| !look.hidden_rows.contains(&r))
        && (w.left..=w.right).all(|c| !look.hidden_cols.contains(&c))
        && (w.top..=w.bottom).all(|r| {
            (w.left..=w.right).all(|c| {
                let v = table.get(r, c);
                matches!(v, CellValue::Empty) || grid_like(v)
            })
        })
}

/// A grid found on a sheet, before its cells are read.
#[derive(Clone, Debug)]
pub(crate) enum Spot {
    /// A grid: its cells, what decided them, and how its cells are named
    /// when row and column labels print around it.
    Grid {
        rect: Rect,
        evidence: Evidence,
        printed: Option<CellNamer>,
    },
    /// A `row, col, value` clue table.
    Clues(Rect),
}

impl Spot {
    /// The range it covers.
    pub fn rect(&self) -> Rect {
        match self {
            Spot::Grid { rect, .. } | Spot::Clues(rect) => *rect,
        }
    }
}
