//! SudoCue's killer form: `3x3::k:` (`3x3:d:k:` with both diagonals), then
//! 81 numbers each ended by `:`, one per cell: `sum * 256 + cage number`,
//! so that the cells of a cage hold the same number; a number below 256
//! (sum 0) is a cell in no cage. Its human-solvable killers join some
//! cages' cells by a corner only: those are cages joined by corners
//! (`Joined::ByCorners`).

use sheetdoku_core::{Cage, CellNamer, Diagonals};

/// The headers: without and with both diagonals.
pub(super) const HEADERS: [(&str, Diagonals); 2] =
    [("3x3::k:", Diagonals::None), ("3x3:d:k:", Diagonals::Both)];

/// The cages of SudoCue's numbers (after the header).
pub(super) fn cages(rest: &str) -> Result<(usize, Vec<Cage>), String> {
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
        cages.push(Cage::reaching_corners(cells, v / 256, 9));
    }
    Ok((9, cages))
}
