//! Row and column numbers printed around a grid (1-9 above and beside, as
//! papers print their tables, or the letters and numbers of our `Play`
//! sheet) are labels, not givens: a block of cells framed by such a run of
//! consecutive numbers or column letters on some of its edges is read as
//! the square grid inside the frame.

use super::shape::supported;
use crate::read::container::table::{column_of, CellValue, Rect, Table};
use sheetdoku_core::CellNamer;

/// A legend along one edge of the block `piece`: a run of numbers
/// counting up (or letters in order) parted from the rest by a line that
/// shows nothing, as a teacher types the digits 1-9 beside a grid. Gives
/// the rest of the block, without the legend and the empty line.
pub(crate) fn legend_edge(table: &Table, piece: Rect) -> Option<Rect> {
    let p = piece;
    if p.height() < 3 || p.width() < 3 {
        return None;
    }
    EDGES.into_iter().find_map(|edge| {
        label_run(table, p, edge)?;
        let (line, rest) = match edge {
            Edge::Top => (
                Rect::new(p.top + 1, p.left, p.top + 1, p.right),
                Rect::new(p.top + 2, p.left, p.bottom, p.right),
            ),
            Edge::Bottom => (
                Rect::new(p.bottom - 1, p.left, p.bottom - 1, p.right),
                Rect::new(p.top, p.left, p.bottom - 2, p.right),
            ),
            Edge::Left => (
                Rect::new(p.top, p.left + 1, p.bottom, p.left + 1),
                Rect::new(p.top, p.left + 2, p.bottom, p.right),
            ),
            Edge::Right => (
                Rect::new(p.top, p.right - 1, p.bottom, p.right - 1),
                Rect::new(p.top, p.left, p.bottom, p.right - 2),
            ),
        };
        let ok = rest.top <= rest.bottom && rest.left <= rest.right && shows_nothing(table, line);
        ok.then_some(rest)
    })
}

/// Whether no cell of `rect` shows anything (hidden rows and columns
/// show nothing, whatever they hold).
fn shows_nothing(table: &Table, rect: Rect) -> bool {
    let look = &table.look;
    (rect.top..=rect.bottom).all(|r| {
        look.hidden_rows.contains(&r)
            || (rect.left..=rect.right).all(|c| {
                look.hidden_cols.contains(&c) || matches!(table.get(r, c), CellValue::Empty)
            })
    })
}

/// What the frame around a block of cells leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Framed {
    /// No edge is a run of labels that leaves a square grid.
    Unframed,
    /// The one square grid inside the labels.
    Inner(Rect),
    /// Several ways to read the labels, each leaving a square grid.
    Ambiguous(Vec<Rect>),
}

/// The four edges of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge {
    Top,
    Bottom,
    Left,
    Right,
}

const EDGES: [Edge; 4] = [Edge::Top, Edge::Bottom, Edge::Left, Edge::Right];

/// A run of labels along one edge: the first and last row or column it
/// covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    edge: Edge,
    first: usize,
    last: usize,
}

/// The grid inside the labels around `piece`, if any edge of it is a run of
/// labels.
pub(crate) fn inner(table: &Table, piece: Rect) -> Framed {
    let runs: Vec<Run> = EDGES
        .iter()
        .filter_map(|&edge| label_run(table, piece, edge))
        .collect();
    if runs.is_empty() {
        return Framed::Unframed;
    }
    let mut found: Vec<Rect> = Vec::new();
    for mask in 1u32..(1 << runs.len()) {
        let chosen: Vec<Run> = (0..runs.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| runs[i])
            .collect();
        if let Some(rect) = strip(table, piece, &chosen) {
            if !found.contains(&rect) {
                found.push(rect);
            }
        }
    }
    match found.len() {
        0 => Framed::Unframed,
        1 => Framed::Inner(found[0]),
        _ => {
            // Stripping every label edge is the reading the labels mean
            // when it is one of the candidates: a frame on all sides.
            let all = strip(table, piece, &runs);
            match all {
                Some(rect) if runs.len() >= 2 => Framed::Inner(rect),
                _ => Framed::Ambiguous(found),
            }
        }
    }
}

/// The block without the chosen label edges, when what is left is a square
/// of a supported size whose rows and columns the labels name one to one.
fn strip(table: &Table, piece: Rect, runs: &[Run]) -> Option<Rect> {
    let has = |e: Edge| runs.iter().any(|r| r.edge == e);
    let (mut top, mut left, mut bottom, mut right) =
        (piece.top, piece.left, piece.bottom, piece.right);
    if has(Edge::Top) {
        top += 1;
    }
    if has(Edge::Bottom) {
        bottom = bottom.checked_sub(1)?;
    }
    if has(Edge::Left) {
        left += 1;
    }
    if has(Edge::Right) {
        right = right.checked_sub(1)?;
    }
    if top > bottom || left > right {
        return None;
    }
    let rect = Rect::new(top, left, bottom, right);
    if rect.height() != rect.width() || !supported(rect.height()) {
        return None;
    }
    for run in runs {
        let (first, last) = match run.edge {
            Edge::Top | Edge::Bottom => (rect.left, rect.right),
            Edge::Left | Edge::Right => (rect.top, rect.bottom),
        };
        if (run.first, run.last) != (first, last) {
            return None;
        }
    }
    // A square block keeps its corner empty when labels frame it on two
    // sides (a grid's own first row may well read 1 2 3 ... 9).
    let square = piece.height() == piece.width() && supported(piece.height());
    if square {
        for (row, col) in [
            (Edge::Top, Edge::Left),
            (Edge::Top, Edge::Right),
            (Edge::Bottom, Edge::Left),
            (Edge::Bottom, Edge::Right),
        ] {
            if has(row) && has(col) {
                let r = if row == Edge::Top {
                    piece.top
                } else {
                    piece.bottom
                };
                let c = if col == Edge::Left {
                    piece.left
                } else {
                    piece.right
                };
                if !matches!(table.get(r, c), CellValue::Empty) {
                    return None;
                }
            }
        }
        if runs.len() < 2 {
            return None;
        }
    }
    Some(rect)
}

/// The run of consecutive labels along `edge` of `piece`, empty cells at
/// its ends (the corners) left out: at least four numbers counting up by
/// one, or column letters in order.
fn label_run(table: &Table, piece: Rect, edge: Edge) -> Option<Run> {
    let cells: Vec<(usize, &CellValue)> = match edge {
        Edge::Top | Edge::Bottom => {
            let r = if edge == Edge::Top {
                piece.top
            } else {
                piece.bottom
            };
            (piece.left..=piece.right)
                .map(|c| (c, table.get(r, c)))
                .collect()
        }
        Edge::Left | Edge::Right => {
            let c = if edge == Edge::Left {
                piece.left
            } else {
                piece.right
            };
            (piece.top..=piece.bottom)
                .map(|r| (r, table.get(r, c)))
                .collect()
        }
    };
    let first = cells
        .iter()
        .position(|(_, v)| !matches!(v, CellValue::Empty))?;
    let last = cells
        .iter()
        .rposition(|(_, v)| !matches!(v, CellValue::Empty))?;
    let run = &cells[first..=last];
    if run.len() < 4 {
        return None;
    }
    let numbers: Option<Vec<usize>> = run.iter().map(|(_, v)| number(v)).collect();
    let letters: Option<Vec<usize>> = run.iter().map(|(_, v)| letters(v)).collect();
    let counts_up = |xs: &[usize]| xs.windows(2).all(|w| w[1] == w[0] + 1);
    let labels =
        numbers.is_some_and(|xs| counts_up(&xs)) || letters.is_some_and(|xs| counts_up(&xs));
    labels.then(|| Run {
        edge,
        first: run[0].0,
        last: run[run.len() - 1].0,
    })
}

/// How the cells of `grid` (inside `piece`) are named when the labels
/// around it are column letters above or below and row numbers beside, as
/// on our `Play` sheet: by those labels, so that messages name a cell as
/// the page shows it. `None` for other frames (cells keep their sheet
/// names).
pub(crate) fn printed_namer(table: &Table, piece: Rect, grid: Rect) -> Option<CellNamer> {
    let col_row = if grid.top > piece.top {
        piece.top
    } else if grid.bottom < piece.bottom {
        piece.bottom
    } else {
        return None;
    };
    let row_col = if grid.left > piece.left {
        piece.left
    } else if grid.right < piece.right {
        piece.right
    } else {
        return None;
    };
    let col0 = letters(table.get(col_row, grid.left))?;
    let row0 = number(table.get(grid.top, row_col))?.checked_sub(1)?;
    Some(CellNamer::at(row0, col0))
}

/// A whole number label.
fn number(value: &CellValue) -> Option<usize> {
    match value {
        CellValue::Number(x) if x.fract() == 0.0 && *x >= 0.0 && *x < 1e6 => Some(*x as usize),
        CellValue::Text(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Column letters (A, B, ..., Z, AA, ...) as a 0-based column.
fn letters(value: &CellValue) -> Option<usize> {
    let CellValue::Text(s) = value else {
        return None;
    };
    column_of(s.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table from rows of cells separated by spaces; `_` is empty.
    fn table(rows: &[&str]) -> Table {
        let cells = rows
            .iter()
            .map(|row| {
                row.split(' ')
                    .map(|t| match t {
                        "_" => CellValue::Empty,
                        t => match t.parse::<f64>() {
                            Ok(x) => CellValue::Number(x),
                            Err(_) => CellValue::Text(t.to_string()),
                        },
                    })
                    .collect()
            })
            .collect();
        Table {
            name: "S".into(),
            cells,
            ..Table::default()
        }
    }

    #[test]
    fn numbers_above_and_beside_frame_a_four_by_four() {
        let t = table(&[
            "_ 1 2 3 4",
            "1 1 _ _ _",
            "2 _ _ 3 _",
            "3 _ 4 _ _",
            "4 _ _ _ 2",
        ]);
        let whole = Rect::new(0, 0, 4, 4);
        assert_eq!(inner(&t, whole), Framed::Inner(Rect::new(1, 1, 4, 4)));
    }

    #[test]
    fn letters_above_and_row_numbers_beside_as_on_the_play_sheet() {
        let t = table(&[
            "_ B C D E",
            "2 1 _ _ _",
            "3 _ _ 3 _",
            "4 _ 4 _ _",
            "5 _ _ _ 2",
        ]);
        assert_eq!(
            inner(&t, Rect::new(0, 0, 4, 4)),
            Framed::Inner(Rect::new(1, 1, 4, 4))
        );
    }

    #[test]
    fn numbers_above_only_leave_the_grid_below() {
        let t = table(&["1 2 3 4", "1 _ _ _", "_ _ 3 _", "_ 4 _ _", "_ _ _ 2"]);
        assert_eq!(
            inner(&t, Rect::new(0, 0, 4, 3)),
            Framed::Inner(Rect::new(1, 0, 4, 3))
        );
    }

    #[test]
    fn a_grid_whose_first_row_counts_up_is_no_frame() {
        let t = table(&["1 2 3 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"]);
        assert_eq!(inner(&t, Rect::new(0, 0, 3, 3)), Framed::Unframed);
    }

    #[test]
    fn numbers_on_top_and_bottom_of_a_tall_block_are_ambiguous() {
        // Five rows of four: the first or the last row may be the labels.
        let t = table(&["1 2 3 4", "1 _ _ _", "_ _ 3 _", "_ 4 _ _", "1 2 3 4"]);
        assert_eq!(
            inner(&t, Rect::new(0, 0, 4, 3)),
            Framed::Ambiguous(vec![Rect::new(1, 0, 4, 3), Rect::new(0, 0, 3, 3)])
        );
    }
}
