//! Killer cages in text, in the forms killer collections are kept in:
//!
//! - the "snarfable" line: one character per cell, row by row (81 for a
//!   9x9, `n²` for a 4x4 to 9x9). A cage's head holds its sum (`0`-`9`,
//!   then `A`-`Z` for 10-35 and `a`-`j` for 36-45); every other cell holds
//!   an arrow to a neighbour of its cage (`<` `>` `^` `v`, and `` ` `` `'`
//!   `,` `.` for above-left, above-right, below-left, below-right), so that
//!   following the arrows from any cell reaches the head;
//! - SudoCue's form: `3x3::k:` (`3x3:d:k:` with both diagonals), then 81
//!   numbers each ended by `:`, one per cell: `sum * 256 + cage number`, so
//!   that the cells of a cage hold the same number; a number below 256
//!   (sum 0) is a cell in no cage;
//! - the `cages=` field of a puzzle line ([`crate::puzzle_line`]): each
//!   cage as its sum, `:` and its cells, cages separated by `;`
//!   (`cages=3:A1,B1;7:C1,D1`).
//!
//! The first two hold no givens. Cages are checked where every geometry is
//! built ([`crate::GeometrySpec`]): a bad cage is refused by its line and
//! its head cell.

use std::path::Path;

use crate::read_options::ReadOptions;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;
use sheetdoku_core::{
    Cage, Constraint, Diagonals, Geometry, GeometryError, GeometrySpec, SpecError, SpecPart,
    Variant,
};
use sheetdoku_core::{CellNamer, Grid};

/// The arrows of the snarfable form, each with its row and column step.
const ARROWS: [(char, isize, isize); 8] = [
    ('<', 0, -1),
    ('>', 0, 1),
    ('^', -1, 0),
    ('v', 1, 0),
    ('`', -1, -1),
    ('\'', -1, 1),
    (',', 1, -1),
    ('.', 1, 1),
];

/// SudoCue's headers: without and with both diagonals.
const SUDOCUE: [(&str, Diagonals); 2] =
    [("3x3::k:", Diagonals::None), ("3x3:d:k:", Diagonals::Both)];

/// Whether `text` holds killer lines (snarfable or SudoCue): its first line
/// that is not blank or a comment is one.
pub(crate) fn is_killer_text(text: &str) -> bool {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find(|l| !l.is_empty())
        .is_some_and(is_killer_line)
}

/// A snarfable line is one cell per character, sums and arrows, with an
/// arrow that is not '.' (an empty cell of a plain puzzle line). Where its
/// only such arrow is ',', which also separates a list of numbers
/// ("5,0,13,..."), it must also have a killer's length (16 to 81 cells).
fn is_killer_line(line: &str) -> bool {
    let all_cells = line
        .chars()
        .all(|c| sum_of(c).is_some() || arrow(c).is_some());
    let strong_arrow = line.chars().any(|c| "<>^v`'".contains(c));
    let weak_arrow = line.contains(',');
    let killer_length = [16, 36, 49, 64, 81].contains(&line.chars().count());
    SUDOCUE.iter().any(|(head, _)| line.starts_with(head))
        || (all_cells && (strong_arrow || (weak_arrow && killer_length)))
}

/// Every puzzle of a text of killer lines, one per line.
pub(crate) fn parse_killer_lines(
    text: &str,
    file: Option<&Path>,
    opts: &ReadOptions,
) -> Result<Vec<Puzzle>> {
    crate::lines::puzzles_by_line(text, file, |line| killer_line(line, opts))
}

/// One killer line: no givens, and the geometry with its cages.
fn killer_line(line: &str, opts: &ReadOptions) -> std::result::Result<(Grid, Geometry), String> {
    let (n, diagonals, cages) =
        if let Some((head, x)) = SUDOCUE.iter().find(|(head, _)| line.starts_with(head)) {
            let (n, cages) = sudocue(&line[head.len()..])?;
            (n, *x, cages)
        } else if is_killer_line(line) {
            let (n, cages) = snarfable(line)?;
            (n, Diagonals::None, cages)
        } else {
            return Err(
                "not a killer line: a line of sums and arrows (the snarfable form) or \
                 SudoCue's 3x3::k: form"
                    .to_string(),
            );
        };
    let mut variant = opts.variant.unwrap_or(Variant::STANDARD);
    if diagonals == Diagonals::Both {
        variant.diagonals = Diagonals::Both;
    }
    let geometry = geometry_with_cages(GeometrySpec::new(n, variant), cages)?;
    Ok((Grid::empty(n), geometry))
}

/// The geometry of `spec` with `cages` added, or the message of the first
/// refusal (a bad cage named by its head: "cage at B3: 3 cells cannot sum
/// to 2 (from 6 to 24)").
pub(crate) fn geometry_with_cages(
    spec: GeometrySpec,
    cages: Vec<Cage>,
) -> std::result::Result<Geometry, String> {
    let n = spec.size;
    let mut spec = spec;
    spec.constraints
        .extend(cages.into_iter().map(Constraint::Cage));
    spec.build()
        .map_err(|e: SpecError| match (e.part, &e.error) {
            (SpecPart::Constraint(_), GeometryError::Constraint { error, .. }) => {
                error.describe(n, &CellNamer::default())
            }
            _ => e.to_string(),
        })
}

/// The sum a snarfable head character stands for.
fn sum_of(c: char) -> Option<u32> {
    match c {
        '0'..='9' => Some(c as u32 - '0' as u32),
        'A'..='Z' => Some(c as u32 - 'A' as u32 + 10),
        'a'..='j' => Some(c as u32 - 'a' as u32 + 36),
        _ => None,
    }
}

/// The row and column step of an arrow.
fn arrow(c: char) -> Option<(isize, isize)> {
    ARROWS
        .iter()
        .find(|(a, _, _)| *a == c)
        .map(|&(_, dr, dc)| (dr, dc))
}

/// The size of a grid of `cells` cells, 4x4 to 9x9 (the sums of a larger
/// grid have no character).
fn square_size(cells: usize, what: &str) -> std::result::Result<usize, String> {
    (4..=9).find(|n| n * n == cells).ok_or_else(|| {
        format!(
            "{what} has {cells} cells; a killer line has 16, 36, 49, 64 or 81 (a 4x4 to \
                 9x9 grid)"
        )
    })
}

/// The cages of a snarfable line.
fn snarfable(line: &str) -> std::result::Result<(usize, Vec<Cage>), String> {
    let chars: Vec<char> = line.chars().collect();
    let n = square_size(chars.len(), "the line")?;
    let name = |c: usize| CellNamer::default().cell(n, c);
    // Where each cell's arrow leads (itself for a head).
    let mut next = vec![0usize; n * n];
    for (cell, &c) in chars.iter().enumerate() {
        next[cell] = if sum_of(c).is_some() {
            cell
        } else {
            let (dr, dc) = arrow(c)
                .ok_or_else(|| format!("{}: '{c}' is neither a sum nor an arrow", name(cell)))?;
            let r = (cell / n) as isize + dr;
            let col = (cell % n) as isize + dc;
            if !(0..n as isize).contains(&r) || !(0..n as isize).contains(&col) {
                return Err(format!("{}: '{c}' points off the grid", name(cell)));
            }
            r as usize * n + col as usize
        };
    }
    let mut head_of = Vec::with_capacity(n * n);
    for start in 0..n * n {
        let mut cell = start;
        let mut steps = 0;
        while next[cell] != cell {
            cell = next[cell];
            steps += 1;
            if steps > n * n {
                return Err(format!(
                    "{}: its arrows go round in a loop and reach no sum",
                    name(start)
                ));
            }
        }
        head_of.push(cell);
    }
    let mut cages = Vec::new();
    for head in (0..n * n).filter(|&c| next[c] == c) {
        let cells: Vec<usize> = (0..n * n).filter(|&c| head_of[c] == head).collect();
        let sum = sum_of(chars[head]).unwrap_or(0);
        cages.push(Cage { cells, sum });
    }
    Ok((n, cages))
}

/// The cages of SudoCue's numbers (after the header).
fn sudocue(rest: &str) -> std::result::Result<(usize, Vec<Cage>), String> {
    let fields: Vec<&str> = rest.trim_end_matches(':').split(':').collect();
    if fields.len() != 81 {
        return Err(format!(
            "SudoCue's form has 81 numbers after the header, each ended by ':'; this line has {}",
            fields.len()
        ));
    }
    let name = |c: usize| CellNamer::default().cell(9, c);
    let mut values = Vec::with_capacity(81);
    for (cell, field) in fields.iter().enumerate() {
        let v: u32 = field
            .trim()
            .parse()
            .map_err(|_| format!("{}: '{field}' is not a number", name(cell)))?;
        values.push(v);
    }
    let mut seen: Vec<u32> = Vec::new();
    let mut cages = Vec::new();
    for &v in &values {
        if v < 256 || seen.contains(&v) {
            continue; // a cell in no cage, or a cage already taken
        }
        seen.push(v);
        let cells = (0..81).filter(|&c| values[c] == v).collect();
        cages.push(Cage {
            cells,
            sum: v / 256,
        });
    }
    Ok((9, cages))
}

/// The `cages=` field of a puzzle line: "3:A1,B1;7:C1,D1", empty without
/// cages.
pub(crate) fn cages_field(geometry: &Geometry) -> String {
    let n = geometry.size();
    let namer = CellNamer::default();
    geometry
        .cages()
        .map(|(_, cage)| {
            format!(
                "{}:{}",
                cage.sum,
                namer.cells(n, &cage.cells).replace(", ", ",")
            )
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The cages of a `cages=` field on an `n x n` grid.
pub(crate) fn parse_cages_field(value: &str, n: usize) -> std::result::Result<Vec<Cage>, String> {
    let mut cages = Vec::new();
    for part in value.split(';').filter(|p| !p.is_empty()) {
        let (sum, cells) = part
            .split_once(':')
            .ok_or_else(|| format!("cages=: '{part}' is not a sum, ':' and cells (7:C1,D1)"))?;
        let sum: u32 = sum
            .parse()
            .map_err(|_| format!("cages=: '{sum}' in '{part}' is not a sum"))?;
        let mut list = Vec::new();
        for name in cells.split(',') {
            list.push(cell_of(name, n).ok_or_else(|| {
                format!("cages=: '{name}' in '{part}' is not a cell of the {n}x{n} grid")
            })?);
        }
        list.sort_unstable();
        cages.push(Cage { cells: list, sum });
    }
    Ok(cages)
}

/// The cell named `a1` ("C4") on an `n x n` grid.
fn cell_of(a1: &str, n: usize) -> Option<usize> {
    let split = a1.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = a1.split_at(split);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_uppercase()) {
        return None;
    }
    let col = letters
        .chars()
        .fold(0usize, |acc, c| acc * 26 + (c as usize - 'A' as usize + 1))
        - 1;
    let row = digits.parse::<usize>().ok()?.checked_sub(1)?;
    (row < n && col < n).then_some(row * n + col)
}

#[cfg(test)]
mod tests;
