//! The lines in f-puzzles JSON: `thermometer`, `whispers` and
//! `palindrome`, each entry a list of `lines` (cells in order, a
//! thermometer's from its bulb: several lines of one entry share it, and
//! each is read as a thermometer of its own, which says the same).

use serde_json::{Map, Value};

use super::json::{self, cell_name, Lines};
use super::read::{cells_of, list_of};
use sheetdoku_core::{Line, LineKind};

/// The f-puzzles key of a kind of line.
pub(super) fn key_of(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Thermometer => json::THERMOMETER,
        LineKind::Whisper => json::WHISPERS,
        LineKind::Palindrome => json::PALINDROME,
    }
}

/// The line as f-puzzles writes it: one entry of one line.
pub(super) fn lines_of(n: usize, line: &Line) -> Lines {
    Lines {
        lines: vec![line.cells.iter().map(|&c| cell_name(n, c)).collect()],
    }
}

/// Every line of the three keys, read.
pub(super) fn read_lines(map: &Map<String, Value>, n: usize) -> Result<Vec<Line>, String> {
    let mut out = Vec::new();
    for kind in LineKind::ALL {
        let key = key_of(kind);
        let entries: Vec<Lines> = list_of(map, key)?;
        for (i, entry) in entries.iter().enumerate() {
            for line in &entry.lines {
                let at = line.first().map_or(String::new(), |c| format!(" at {c}"));
                let what = format!("line {}{at} ('{key}')", i + 1);
                let cells = cells_of(line, n, &what)?;
                out.push(Line { kind, cells });
            }
        }
    }
    Ok(out)
}
