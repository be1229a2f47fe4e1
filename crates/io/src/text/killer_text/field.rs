//! The `cages=` field of a puzzle line ([`crate::puzzle_line`]): each cage
//! as its sum, `:` and its cells, cages separated by `;`
//! (`cages=3:A1,B1;7:C1,D1`). A cage joined by corners (some cell touches
//! the rest only at a corner, as in SudoCue's killers) has `~` after its
//! sum (`12~:A1,B2`); without it, such a cage is refused as a cage whose
//! cells are not joined side by side. A cage drawn without a total has `?`
//! for its sum (`?:A1,B1`): its digits differ, nothing is said of their sum.

use sheetdoku_core::{Cage, CageSum, CellNamer, Geometry, Joined};

/// The `cages=` field of a puzzle line: "3:A1,B1;7:C1,D1", empty without
/// cages.
pub(crate) fn cages_field(geometry: &Geometry) -> String {
    let n = geometry.size();
    let namer = CellNamer::default();
    geometry
        .cages()
        .map(|(_, cage)| {
            let joined = match cage.joined {
                Joined::BySides => "",
                Joined::ByCorners => "~",
            };
            format!(
                "{}{joined}:{}",
                cage.sum.text(),
                namer.cells(n, &cage.cells).replace(", ", ",")
            )
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The cages of a `cages=` field on an `n x n` grid.
pub(crate) fn parse_cages_field(value: &str, n: usize) -> Result<Vec<Cage>, String> {
    let mut cages = Vec::new();
    for part in value.split(';').filter(|p| !p.is_empty()) {
        let (sum, cells) = part
            .split_once(':')
            .ok_or_else(|| format!("cages=: '{part}' is not a sum, ':' and cells (7:C1,D1)"))?;
        let (sum, corners) = match sum.strip_suffix('~') {
            Some(sum) => (sum, true),
            None => (sum, false),
        };
        let sum = CageSum::parse(sum).ok_or_else(|| {
            format!("cages=: '{sum}' in '{part}' is not a sum (a number, or ? for a cage without a total)")
        })?;
        let mut list = Vec::new();
        for name in cells.split(',') {
            list.push(cell_of(name, n).ok_or_else(|| {
                format!("cages=: '{name}' in '{part}' is not a cell of the {n}x{n} grid")
            })?);
        }
        list.sort_unstable();
        cages.push(if corners {
            Cage::reaching_corners(list, sum, n)
        } else {
            Cage::with_total(list, sum)
        });
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
    // Checked: a long run of letters is no cell, not an overflow.
    let col = letters.chars().try_fold(0usize, |acc, c| {
        acc.checked_mul(26)?
            .checked_add(c as usize - 'A' as usize + 1)
    })? - 1;
    let row = digits.parse::<usize>().ok()?.checked_sub(1)?;
    (row < n && col < n).then_some(row * n + col)
}
