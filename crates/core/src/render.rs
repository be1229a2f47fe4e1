//! Drawing a grid in the terminal with its region boundaries, so a jigsaw
//! shows its regions and a standard puzzle its boxes: the translation of
//! the puzzle's [`Figure`] into box-drawing characters, marks between
//! two cells (Kropki dots, X and V, greater-than signs) on the line or
//! the gap between them, an even cell's digit in brackets `[4]` and an odd
//! cell's in parentheses `(3)`, and the lines through cells as a letter
//! after each cell's digit (`t` a thermometer, `T` its bulb, `w` a whisper
//! line, `p` a palindrome, `r` a renban line), told by a legend under the
//! grid: a fixed-width text cannot draw a line through cells' centres.

use crate::error::{Error, Result};
use crate::figure::{CircleMarkKind, Edge, Figure, LineMarkKind, PairMarkKind, ShapeMarkKind};
use crate::geometry::Geometry;
use crate::grid::{symbol, Grid};

/// Whether the terminal draws `edge` as a heavy line: the grid's outside
/// and region boundaries are; thin and cage sides are left blank.
fn heavy(edge: Edge) -> bool {
    match edge {
        Edge::Outer | Edge::Region => true,
        Edge::Thin | Edge::Cage => false,
    }
}

/// Draws `grid` with box-drawing characters: heavy lines along region
/// boundaries (the sides its [`Figure`] gives), nothing inside regions. Empty cells are '.'.
/// Cells listed in `marked` are followed by '*' (e.g. dropped givens), a
/// cell on a line by the line's letter (the legend under the grid); an
/// even cell's digit stands in brackets, an odd cell's in parentheses.
/// [`Error::SizeMismatch`] for a grid of another size than the geometry.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::write::render_grid;
/// let g = Geometry::standard(4).unwrap();
/// let grid = Grid::parse_line("1234341221434321").unwrap();
/// let text = render_grid(&g, &grid, &[]).unwrap();
/// assert!(text.starts_with("┏"));
/// assert!(text.contains("┃ 1   2 ┃ 3   4 ┃"));
/// ```
pub fn render_grid(geometry: &Geometry, grid: &Grid, marked: &[usize]) -> Result<String> {
    let n = geometry.size();
    Error::check_size(n, grid.size())?;
    // An even cell's digit in brackets, an odd cell's in parentheses (the
    // grey square and circle of the pages); after the digit '*' for a
    // marked cell, else the letter of a line through it.
    let figure = Figure::of(geometry);
    let shape = |cell: usize| {
        figure
            .shapes()
            .iter()
            .find(|s| s.cell == cell)
            .map(|s| match s.kind {
                ShapeMarkKind::GreySquare => ('[', ']'),
                ShapeMarkKind::GreyCircle => ('(', ')'),
            })
    };
    let (letters, legend) = line_letters(&figure);
    let mut out = draw(geometry, 3, |cell| {
        let digit = symbol(grid.get(cell));
        match (marked.contains(&cell), shape(cell)) {
            (true, _) => format!(" {digit}*"),
            (false, Some((open, close))) => format!("{open}{digit}{close}"),
            (false, None) => format!(" {digit}{}", letters[cell].unwrap_or(' ')),
        }
    });
    out.push_str(&legend);
    Ok(out)
}

/// Each cell's line letter (the first line through it), and the legend
/// of the kinds drawn (empty when there is no line).
fn line_letters(figure: &Figure) -> (Vec<Option<char>>, String) {
    let mut letters = vec![None; figure.cells().len()];
    let mut kinds: Vec<&str> = Vec::new();
    for line in figure.lines() {
        let (letter, words) = match line.kind {
            LineMarkKind::Thermometer => ('t', "t a thermometer (T its bulb)"),
            LineMarkKind::Whisper => ('w', "w a whisper line"),
            LineMarkKind::Palindrome => ('p', "p a palindrome"),
            LineMarkKind::Renban => ('r', "r a renban line"),
            LineMarkKind::Arrow => ('a', "a an arrow (A its circle)"),
        };
        for &cell in &line.cells {
            letters[cell].get_or_insert(letter);
        }
        if !kinds.contains(&words) {
            kinds.push(words);
        }
    }
    for circle in figure.circles() {
        match circle.kind {
            CircleMarkKind::Bulb => letters[circle.cell] = Some('T'),
            CircleMarkKind::ArrowCircle => letters[circle.cell] = Some('A'),
        }
    }
    let legend = if kinds.is_empty() {
        String::new()
    } else {
        format!("lines: {}\n", kinds.join(", "))
    };
    (letters, legend)
}

/// Draws each cell's pencil marks (`masks[cell]`, bit `k - 1` for digit
/// `k`) with the region boundaries of [`render_grid`], a cell with one
/// candidate showing its digit alone, as a pencil-mark grid does. The
/// columns are as wide as the most candidates of a cell.
/// [`Error::SizeMismatch`] unless there is one mask per cell.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::write::render_candidates;
/// let g = Geometry::standard(4).unwrap();
/// let mut masks = vec![0b0001u32; 16];
/// masks[1] = 0b1010; // B1: 2 or 4
/// let text = render_candidates(&g, &masks).unwrap();
/// assert!(text.contains("┃ 1    24 ┃"), "{text}");
/// ```
pub fn render_candidates(geometry: &Geometry, masks: &[u32]) -> Result<String> {
    let n = geometry.size();
    if masks.len() != geometry.cell_count() {
        return Err(Error::SizeMismatch {
            expected: n,
            found: masks.len().isqrt(),
        });
    }
    let digits = |mask: u32| -> String {
        (1..=n)
            .filter(|&d| mask >> (d - 1) & 1 == 1)
            .map(|d| symbol(d as u8))
            .collect()
    };
    let widest = masks.iter().map(|m| m.count_ones()).max().unwrap_or(1) as usize;
    Ok(draw(geometry, widest + 2, |cell| {
        format!(" {:<widest$} ", digits(masks[cell]))
    }))
}

/// The grid drawn with cells `width` characters wide, each cell's text
/// from `text`, heavy lines where the figure has region boundaries.
fn draw(geometry: &Geometry, width: usize, text: impl Fn(usize) -> String) -> String {
    let n = geometry.size();
    let figure = Figure::of(geometry);
    // Is there a heavy line right of (r, c)? Below it? c+1 == n is the edge.
    let vbound = |r: usize, c: usize| heavy(figure.cell(r * n + c).edges.right);
    let hbound = |r: usize, c: usize| heavy(figure.cell(r * n + c).edges.bottom);
    let (heavy_line, blank) = ("━".repeat(width), " ".repeat(width));
    // The marks between two cells, by their cells in reading order.
    let marks: std::collections::HashMap<[usize; 2], char> = figure
        .pairs()
        .iter()
        .map(|m| (m.cells, mark_char(m.kind, m.cells[1] == m.cells[0] + 1)))
        .collect();
    let mark = |a: usize, b: usize| marks.get(&[a, b]).copied();
    // A segment of a separator line under a cell, the mark between it and
    // the cell below in its middle.
    let segment = |line: &str, mark: Option<char>| match mark {
        None => line.to_string(),
        Some(m) => {
            let mut chars: Vec<char> = line.chars().collect();
            chars[width / 2] = m;
            chars.into_iter().collect()
        }
    };
    let mut out = String::new();
    // Top border.
    out.push('┏');
    for c in 0..n {
        out.push_str(&heavy_line);
        if c + 1 < n {
            out.push(if vbound(0, c) { '┳' } else { '━' });
        }
    }
    out.push_str("┓\n");
    for r in 0..n {
        out.push('┃');
        for c in 0..n {
            out.push_str(&text(r * n + c));
            if c + 1 < n {
                out.push(match mark(r * n + c, r * n + c + 1) {
                    Some(m) => m,
                    None if vbound(r, c) => '┃',
                    None => ' ',
                });
            }
        }
        out.push_str("┃\n");
        // A separator line only where some region boundary runs between
        // rows r and r+1; elsewhere the rows sit directly on each other.
        let below = |c: usize| mark(r * n + c, (r + 1) * n + c);
        if r + 1 < n && (0..n).any(|c| hbound(r, c) || below(c).is_some()) {
            out.push(if hbound(r, 0) { '┣' } else { '┃' });
            for c in 0..n {
                let line = if hbound(r, c) { &heavy_line } else { &blank };
                out.push_str(&segment(line, below(c)));
                if c + 1 < n {
                    out.push(junction(
                        vbound(r, c),
                        vbound(r + 1, c),
                        hbound(r, c),
                        hbound(r, c + 1),
                    ));
                }
            }
            out.push(if hbound(r, n - 1) { '┫' } else { '┃' });
            out.push('\n');
        }
    }
    out.push('┗');
    for c in 0..n {
        out.push_str(&heavy_line);
        if c + 1 < n {
            out.push(if vbound(n - 1, c) { '┻' } else { '━' });
        }
    }
    out.push_str("┛\n");
    out
}

/// How the terminal shows a mark between two cells: side by side
/// (`across`) or one above the other.
fn mark_char(kind: PairMarkKind, across: bool) -> char {
    match kind {
        PairMarkKind::WhiteDot => '○',
        PairMarkKind::BlackDot => '●',
        PairMarkKind::X => 'X',
        PairMarkKind::V => 'V',
        // The sign opens towards the larger digit.
        PairMarkKind::Greater { first_larger } => match (across, first_larger) {
            (true, true) => '>',
            (true, false) => '<',
            (false, true) => '∨',
            (false, false) => '∧',
        },
    }
}

/// The heavy junction with lines going up, down, left and right as given.
fn junction(up: bool, down: bool, left: bool, right: bool) -> char {
    match (up, down, left, right) {
        (true, true, true, true) => '╋',
        (true, true, true, false) => '┫',
        (true, true, false, true) => '┣',
        (true, true, false, false) => '┃',
        (true, false, true, true) => '┻',
        (false, true, true, true) => '┳',
        (false, false, true, true) => '━',
        (true, false, true, false) => '┛',
        (true, false, false, true) => '┗',
        (false, true, true, false) => '┓',
        (false, true, false, true) => '┏',
        (true, false, false, false) | (false, true, false, false) => '┃',
        (false, false, true, false) | (false, false, false, true) => '━',
        (false, false, false, false) => ' ',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_and_odd_cells_bracket_their_digits() {
        use crate::geometry::{Constraint, Parity, ParityKind};
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Parity(Parity::new(ParityKind::Even, 1)))
            .unwrap()
            .with_constraint(Constraint::Parity(Parity::new(ParityKind::Odd, 2)))
            .unwrap();
        let grid = Grid::parse_line("1234341221434321").unwrap();
        let text = render_grid(&g, &grid, &[]).unwrap();
        assert!(text.contains("┃ 1  [2]┃(3)  4 ┃"), "{text}");
        // A marked cell keeps its '*'.
        let text = render_grid(&g, &grid, &[1]).unwrap();
        assert!(text.contains("┃ 1   2*┃(3)  4 ┃"), "{text}");
    }

    #[test]
    fn standard_9x9_has_box_lines_every_three() {
        let g = Geometry::standard(9).unwrap();
        let grid = Grid::empty(9);
        let text = render_grid(&g, &grid, &[]).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 9 + 2 + 2);
        assert_eq!(lines[0].chars().filter(|&c| c == '┳').count(), 2);
        assert!(lines[4].starts_with('┣'), "{}", lines[4]);
        assert!(lines[3].starts_with('┃'), "{}", lines[3]);
        assert_eq!(lines[4].chars().filter(|&c| c == '╋').count(), 2);
    }

    #[test]
    fn jigsaw_boundaries_follow_the_regions() {
        // 4x4 map: region 1 = A1 B1 A2 A3, region 2 = C1 D1 D2 D3,
        // region 3 = B2 C2 B3 C3, region 4 = row 4.
        let labels = [1, 1, 2, 2, 1, 3, 3, 2, 1, 3, 3, 2, 4, 4, 4, 4];
        let g = Geometry::from_block_map(4, &labels).unwrap();
        let text = render_grid(&g, &Grid::empty(4), &[3]).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // Row 1: A1,B1 same region, C1,D1 same region: one heavy bar in the middle.
        assert_eq!(lines[1], "┃ .   . ┃ .   .*┃");
        // Row 2: A2 | B2 C2 | D2
        assert_eq!(lines[3], "┃ . ┃ .   . ┃ . ┃");
    }

    #[test]
    fn marks_are_drawn_between_their_cells() {
        use crate::geometry::{Constraint, Pair, PairKind};
        let g = [
            Pair::new(PairKind::KropkiWhite, 0, 1),
            Pair::new(PairKind::Greater, 3, 2),
            Pair::new(PairKind::KropkiBlack, 0, 4),
            Pair::new(PairKind::Greater, 5, 1),
        ]
        .into_iter()
        .try_fold(Geometry::standard(4).unwrap(), |g, p| {
            g.with_constraint(Constraint::Pair(p))
        })
        .unwrap();
        let text = render_grid(&g, &Grid::empty(4), &[]).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // A1 ○ B1, C1 < D1 (D1 larger); under A1 a black dot, under B1 a
        // sign opening up (B2 larger).
        assert_eq!(lines[1], "┃ . ○ . ┃ . < . ┃");
        assert_eq!(lines[2], "┃ ●   ∧ ┃       ┃");
        assert_eq!(lines[3], "┃ .   . ┃ .   . ┃");
    }

    #[test]
    fn lines_show_their_letters_and_a_legend() {
        use crate::geometry::{Constraint, Line, LineKind};
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Line(Line {
                kind: LineKind::Thermometer,
                cells: vec![0, 1, 2],
            }))
            .unwrap()
            .with_constraint(Constraint::Line(Line {
                kind: LineKind::Renban,
                cells: vec![12, 13],
            }))
            .unwrap();
        let grid = Grid::parse_line("1234341221434321").unwrap();
        let text = render_grid(&g, &grid, &[]).unwrap();
        assert!(text.contains("┃ 1T  2t┃ 3t  4 ┃"), "{text}");
        assert!(text.contains("┃ 4r  3r┃"), "{text}");
        assert!(
            text.ends_with("lines: t a thermometer (T its bulb), r a renban line\n"),
            "{text}"
        );
        // No line, no legend.
        let plain = render_grid(&Geometry::standard(4).unwrap(), &grid, &[]).unwrap();
        assert!(plain.ends_with("┛\n"));
    }
}
