//! Which n x n window of a sheet is the grid, when a block of digits fits
//! more than one: a grid whose edge rows or columns hold no given, whose
//! first row and column are both empty (it then also fits a smaller size).
//! The sheet's own evidence decides (the size given or stated, the borders
//! drawn around the grid, a label right above it, the edge of the sheet, the
//! extent of a CSV file); where nothing decides, every window is a
//! candidate and the teacher is asked. A window is never picked silently.

use super::look::Line;
use super::shape::supported;
use super::table::{grid_like, meaning, CellMeaning, CellValue, Rect, Table};
use sheetdoku_core::box_shape;
use sheetdoku_core::CellNamer;

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
    /// How the evidence is told after the range: "from its borders".
    pub fn told(&self) -> Option<&'static str> {
        match self {
            Evidence::Digits | Evidence::OurLayout => None,
            Evidence::Borders => Some("from its borders"),
            Evidence::Label => Some("from the label above it"),
            Evidence::SheetEdge => Some("from the edge of the sheet"),
            Evidence::Surroundings => Some("from its size and the cells around it"),
        }
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
pub(crate) fn candidates(
    table: &Table,
    piece: Rect,
    size: Option<usize>,
    others: &[Rect],
) -> Vec<Rect> {
    let least = piece.height().max(piece.width());
    let top_digit = largest(table, piece) as usize;
    let sizes: Vec<usize> = match size {
        Some(n) => vec![n],
        None => {
            // The block's own size, one more, and any size up to its
            // largest digit (a sparse grid's block may be smaller than the
            // digits it holds); a bigger size only when it has boxes.
            let bigger = |s: usize| supported(s) && box_shape(s).is_some() && COMMON.contains(&s);
            let all: Vec<usize> = (least..=(least + 1).max(top_digit))
                .filter(|&s| s == least || bigger(s))
                .collect();
            // Sizes too small for the digits only when no other fits (the
            // digit too big is then named).
            let room_for_digits: Vec<usize> =
                all.iter().copied().filter(|&s| s >= top_digit).collect();
            if room_for_digits.is_empty() {
                vec![least]
            } else {
                room_for_digits
            }
        }
    };
    let mut out = Vec::new();
    // A size without boxes (5, 7, ...) only when no size with boxes fits:
    // its grid needs a block map, and the error then says so.
    let boxed = sizes.iter().any(|&s| box_shape(s).is_some());
    let sizes: Vec<usize> = if boxed && size.is_none() {
        sizes
            .into_iter()
            .filter(|&s| box_shape(s).is_some())
            .collect()
    } else {
        sizes
    };
    for n in sizes {
        // Unless the size is given, at most a third of the rows (or
        // columns) empty at the edges; up to half for a size the digits
        // call for.
        let room = if n > least + 1 { n / 2 } else { (n / 3).max(1) };
        if n < least || (size.is_none() && n - piece.height().min(piece.width()) > room) {
            continue;
        }
        let top0 = (piece.bottom + 1).saturating_sub(n);
        let left0 = (piece.right + 1).saturating_sub(n);
        for top in top0..=piece.top {
            for left in left0..=piece.left {
                let w = Rect::square(top, left, n);
                if clear_outside(table, w, piece, others) {
                    out.push(w);
                }
            }
        }
    }
    out
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
