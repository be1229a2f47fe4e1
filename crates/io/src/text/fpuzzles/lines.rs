//! The lines in f-puzzles JSON: `thermometer`, `whispers`, `palindrome`
//! and `renban`, each entry a list of `lines` (cells in order, a
//! thermometer's from its bulb: several lines of one entry share it, and
//! each is read as a thermometer of its own, which says the same).
//!
//! A line's cells are read in the order f-puzzles lists them (the order
//! is the rule: a thermometer rises from its first cell), never sorted,
//! and a line whose next cell does not touch the one before (by a side
//! or a corner) or that passes through a cell twice is refused, the line
//! and the cell named.

use serde_json::{Map, Value};

use super::json::list_of;
use super::json::{self, cell_name, cell_of, Lines};
use sheetdoku_core::{Line, LineKind};

/// The f-puzzles key of a kind of line.
pub(super) fn key_of(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Thermometer => json::THERMOMETER,
        LineKind::Whisper => json::WHISPERS,
        LineKind::Palindrome => json::PALINDROME,
        LineKind::Renban => json::RENBAN,
    }
}

/// The key of a kind of line as an error message starts with it
/// ("'thermometer': ").
pub(super) fn key_prefix(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Thermometer => "'thermometer': ",
        LineKind::Whisper => "'whispers': ",
        LineKind::Palindrome => "'palindrome': ",
        LineKind::Renban => "'renban': ",
    }
}

/// The line as f-puzzles writes it: one entry of one line.
pub(super) fn lines_of(n: usize, line: &Line) -> Lines {
    Lines {
        lines: vec![line.cells.iter().map(|&c| cell_name(n, c)).collect()],
    }
}

/// Every line of the four keys, read in order.
pub(super) fn read_lines(map: &Map<String, Value>, n: usize) -> Result<Vec<Line>, String> {
    let mut out = Vec::new();
    for kind in LineKind::ALL {
        let key = key_of(kind);
        let entries: Vec<Lines> = list_of(map, key)?;
        for (i, entry) in entries.iter().enumerate() {
            for line in &entry.lines {
                let at = line.first().map_or(String::new(), |c| format!(" at {c}"));
                let what = format!("line {}{at} ('{key}')", i + 1);
                let cells = ordered_cells(line, n, &what)?;
                out.push(Line { kind, cells });
            }
        }
    }
    Ok(out)
}

/// The cells `names` in their order, each touching the one before and
/// none twice; `what` names the line in a refusal.
fn ordered_cells(names: &[String], n: usize, what: &str) -> Result<Vec<usize>, String> {
    let mut cells: Vec<usize> = Vec::with_capacity(names.len());
    for name in names {
        let cell = cell_of(name, n).map_err(|e| format!("{what}: {e}"))?;
        if cells.contains(&cell) {
            return Err(format!(
                "{what} passes through {} twice",
                cell_name(n, cell)
            ));
        }
        if let Some(&before) = cells.last() {
            let (r0, c0, r1, c1) = (before / n, before % n, cell / n, cell % n);
            if r0.abs_diff(r1) > 1 || c0.abs_diff(c1) > 1 {
                return Err(format!(
                    "{what} goes from {} to {}, which do not touch (a line's next cell \
                     shares a side or a corner with the one before)",
                    cell_name(n, before),
                    cell_name(n, cell)
                ));
            }
        }
        cells.push(cell);
    }
    Ok(cells)
}
