//! A random teacher's sheet: a puzzle of some size and variant at an
//! offset, edge rows or columns left empty, and around it what teachers
//! put there (a title, instructions, a name line, a legend, row and column
//! numbers, a table of marks, a hidden helper column, a merged title,
//! borders or none, a block map beside, below or on its own sheet).

use rand::{Rng, RngCore};
use sheetdoku::Diagonals;

use super::write::{Book, Sheet};

/// How the grid is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Borders {
    None,
    Outline,
    Boxes,
}

/// Where a jigsaw's block map is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapAt {
    Beside,
    Below,
    SheetB,
    OtherSheet,
}

/// One generated case: the book and what it must read as.
#[derive(Clone, Debug)]
pub struct Case {
    pub book: Book,
    /// The size and the givens row by row (0 empty).
    pub n: usize,
    pub givens: Vec<u8>,
    /// The grid's top-left cell.
    pub at: (u32, u16),
    /// The jigsaw's block map, when there is one.
    pub map: Option<Vec<u32>>,
    pub diagonals: Diagonals,
    /// Whether the teacher gives `--size`.
    pub size_given: bool,
    /// What the case holds, for the report of a failure.
    pub traits: Vec<String>,
}

/// A 9x9 jigsaw: the standard boxes with A1's box taking D1 and giving C3.
const JIGSAW9: &str =
    "111122333111222333112222333444555666444555666444555666777888999777888999777888999";

fn box_shape(n: usize) -> (usize, usize) {
    let mut best = (1, n);
    let mut r = 2;
    while r * r <= n {
        if n.is_multiple_of(r) {
            best = (r, n / r);
        }
        r += 1;
    }
    best
}

/// A complete grid with the usual boxes, relabelled and shuffled.
fn solution(n: usize, rng: &mut impl RngCore) -> Vec<u8> {
    let (br, bc) = box_shape(n);
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    for i in (1..n).rev() {
        digits.swap(i, rng.random_range(0..=i));
    }
    let mut rows: Vec<usize> = (0..n).collect();
    for band in 0..n / br {
        let part = &mut rows[band * br..(band + 1) * br];
        for i in (1..br).rev() {
            part.swap(i, rng.random_range(0..=i));
        }
    }
    let mut cells = vec![0u8; n * n];
    for (i, &r) in rows.iter().enumerate() {
        for c in 0..n {
            cells[i * n + c] = digits[(bc * (r % br) + r / br + c) % n];
        }
    }
    cells
}

fn pick<'a, T>(rng: &mut impl RngCore, items: &'a [T]) -> &'a T {
    &items[rng.random_range(0..items.len())]
}

/// Writes a grid's digits (numbers, or text for some cells and letters).
fn put_grid(sheet: &mut Sheet, at: (u32, u16), n: usize, cells: &[u8], rng: &mut impl RngCore) {
    let as_text = rng.random_bool(0.2);
    for (i, &d) in cells.iter().enumerate() {
        if d == 0 {
            continue;
        }
        let (r, c) = (at.0 + (i / n) as u32, at.1 + (i % n) as u16);
        if n > 9 && d > 9 && rng.random_bool(0.5) {
            sheet.text(r, c, &((b'A' + d - 10) as char).to_string());
        } else if as_text {
            sheet.text(r, c, &d.to_string());
        } else {
            sheet.num(r, c, f64::from(d));
        }
    }
}

/// Draws the grid's lines: the outline thick, and (for `Boxes`) every cell
/// thin and the boxes' edges thick.
fn draw(sheet: &mut Sheet, at: (u32, u16), n: usize, borders: Borders, map: &[u32]) {
    if borders == Borders::None {
        return;
    }
    for i in 0..n {
        for j in 0..n {
            let (r, c) = (at.0 + i as u32, at.1 + j as u16);
            let region = |a: usize, b: usize| map[a * n + b];
            let edge = |other: Option<(usize, usize)>| match other {
                None => 2,
                Some(_) if borders == Borders::Outline => 0,
                Some((a, b)) if region(a, b) != region(i, j) => 2,
                Some(_) => 1,
            };
            let up = edge(i.checked_sub(1).map(|a| (a, j)));
            let right = edge((j + 1 < n).then_some((i, j + 1)));
            let down = edge((i + 1 < n).then_some((i + 1, j)));
            let left = edge(j.checked_sub(1).map(|b| (i, b)));
            for (side, w) in [up, right, down, left].into_iter().enumerate() {
                if w > 0 {
                    sheet.line(r, c, side, w);
                }
            }
        }
    }
}

/// The usual boxes as a map.
fn boxes(n: usize) -> Vec<u32> {
    let (br, bc) = box_shape(n);
    (0..n * n)
        .map(|i| ((i / n) / br * (n / bc) + (i % n) / bc + 1) as u32)
        .collect()
}

/// A random case; `csv` keeps to what a CSV file can hold.
pub fn case(rng: &mut impl RngCore, csv: bool) -> Case {
    let n = *pick(rng, &[4, 4, 6, 6, 8, 9, 9, 9, 9, 12, 16, 16, 25]);
    let jigsaw = !csv && matches!(n, 6 | 9) && rng.random_bool(0.25);
    let diagonals = if !jigsaw && !csv && rng.random_bool(0.15) {
        Diagonals::Both
    } else {
        Diagonals::None
    };
    let mut traits = vec![format!("{n}x{n}")];
    let full = solution(n, rng);
    // As teachers' puzzles: a quarter to a half of the cells given (more
    // on small grids, which need more to be puzzles at all).
    let density = if n <= 6 {
        rng.random_range(0.3..0.6)
    } else {
        rng.random_range(0.22..0.55)
    };
    let mut givens: Vec<u8> = full
        .iter()
        .map(|&d| if rng.random_bool(density) { d } else { 0 })
        .collect();
    // Empty edge rows and columns.
    for (edge, name) in ["top", "bottom", "left", "right"].iter().enumerate() {
        if rng.random_bool(0.15) {
            traits.push(format!("empty {name} edge"));
            for k in 0..n {
                let i = match edge {
                    0 => k,
                    1 => (n - 1) * n + k,
                    2 => k * n,
                    _ => k * n + n - 1,
                };
                givens[i] = 0;
            }
        }
    }
    // A puzzle has at least n givens (fewer never has one solution): put
    // back cells of the solution outside the emptied edges, every third
    // inner cell first, then any inner cell.
    for step in [3, 1] {
        let mut k = 0;
        while givens.iter().filter(|&&d| d != 0).count() < n && k < n * n {
            let (r, c) = (k / n, k % n);
            let inner = r > 0 && r + 1 < n && c > 0 && c + 1 < n;
            if inner && givens[k] == 0 && k.is_multiple_of(step) {
                givens[k] = full[k];
            }
            k += 1;
        }
    }
    let numbered = rng.random_bool(0.12);
    let title = rng.random_bool(0.6);
    let name_line = rng.random_bool(0.25);
    let title_gap = rng.random_range(0..2u32);
    let mut top = rng.random_range(0..3u32);
    if title {
        top += 1 + title_gap;
    }
    if name_line {
        top += 2;
    }
    if numbered {
        top += 1;
    }
    let left = rng.random_range(0..3u16) + u16::from(numbered);
    let at = (top, left);
    let names: [&str; 3] = ["Sheet1", "Trieda 3B", "Puzzle of the week"];
    let mut sheet = Sheet::named(names[rng.random_range(0..names.len())]);
    let mut row = 0;
    if name_line {
        sheet.text(0, 0, "Name: ______________   Date: ________");
        traits.push("name line".into());
        row = 2;
    }
    if title {
        let t = *pick(
            rng,
            &[
                "Sudoku",
                "Sudoku 3",
                "Sudoku for class 3B",
                "Week 12: a hard one",
            ],
        );
        sheet.text(row, left, t);
        if rng.random_bool(0.4) {
            sheet.merged.push((row, left, left + 4));
            traits.push("merged title".into());
        }
        traits.push(format!("title '{t}' gap {title_gap}"));
    }
    if numbered {
        traits.push("numbered frame".into());
        for k in 0..n {
            sheet.num(top - 1, left + k as u16, (k + 1) as f64);
            sheet.num(top + k as u32, left - 1, (k + 1) as f64);
        }
    }
    put_grid(&mut sheet, at, n, &givens, rng);
    let map = if jigsaw {
        Some(if n == 6 {
            sheetdoku::explore::JIGSAW_6X6.to_vec()
        } else {
            JIGSAW9.bytes().map(|b| u32::from(b - b'0')).collect()
        })
    } else {
        None
    };
    let borders = if csv {
        Borders::None
    } else {
        *pick(rng, &[Borders::None, Borders::Outline, Borders::Boxes])
    };
    traits.push(format!("borders {borders:?}"));
    let drawn = map.clone().unwrap_or_else(|| boxes(n));
    draw(&mut sheet, at, n, borders, &drawn);
    let below = top + n as u32 + 1;
    if rng.random_bool(0.3) {
        sheet.text(
            below,
            left,
            "Fill in every row, column and box with each digit once.",
        );
        traits.push("instructions".into());
    }
    let mut right = left + n as u16 + 1;
    if rng.random_bool(0.15) {
        traits.push("legend".into());
        right += 1;
        for k in 0..n {
            sheet.num(top + k as u32, right, (k + 1) as f64);
        }
        right += 1;
    }
    if !csv && rng.random_bool(0.1) {
        // A helper column the teacher hid, right against the grid.
        traits.push("hidden helper column".into());
        let helper = left + n as u16;
        sheet.hidden_cols.insert(helper);
        for k in 0..n {
            sheet.num(top + k as u32, helper, f64::from(givens[k * n]));
        }
    }
    if rng.random_bool(0.15) {
        traits.push("table of marks".into());
        right += 2;
        sheet.text(top, right, "Pupil");
        sheet.text(top, right + 1, "Points");
        for (k, name) in ["Ana", "Boris", "Cyril"].iter().enumerate() {
            sheet.text(top + 1 + k as u32, right, name);
            sheet.num(top + 1 + k as u32, right + 1, 40.0 + 7.0 * k as f64);
        }
    }
    let mut book = Book::default();
    let mut others = Vec::new();
    if let Some(m) = &map {
        let place = *pick(
            rng,
            &[
                MapAt::Beside,
                MapAt::Below,
                MapAt::SheetB,
                MapAt::OtherSheet,
            ],
        );
        traits.push(format!("jigsaw map {place:?}"));
        let write_map = |s: &mut Sheet, r0: u32, c0: u16| {
            for (i, &l) in m.iter().enumerate() {
                s.num(r0 + (i / n) as u32, c0 + (i % n) as u16, f64::from(l));
            }
        };
        match place {
            MapAt::Beside => {
                let c0 = sheet.cells.keys().map(|k| k.1).max().unwrap_or(0) + 2;
                write_map(&mut sheet, top, c0);
            }
            MapAt::Below => {
                let r0 = sheet.cells.keys().map(|k| k.0).max().unwrap_or(0) + 2;
                write_map(&mut sheet, r0, left);
            }
            MapAt::SheetB | MapAt::OtherSheet => {
                let mut s = Sheet::named(if place == MapAt::SheetB {
                    "B"
                } else {
                    "Regions"
                });
                write_map(&mut s, 0, 0);
                others.push(s);
            }
        }
    }
    book.sheets.push(sheet);
    book.sheets.extend(others);
    if diagonals == Diagonals::Both {
        let mut info = Sheet::named("Info");
        info.text(0, 0, "variant");
        info.text(0, 1, "x");
        book.sheets.push(info);
        traits.push("Info: variant x".into());
    }
    let size_given = rng.random_bool(0.2);
    if size_given {
        traits.push("--size".into());
    }
    Case {
        book,
        n,
        givens,
        at,
        map,
        diagonals,
        size_given,
        traits,
    }
}
