//! Even/odd cells in f-puzzles JSON: `even` (a grey square) and `odd` (a
//! grey circle), each a list of `{"cell": "R1C1"}`, as f-puzzles and
//! SudokuPad write them.

use serde_json::{Map, Value};

use super::json::{self, cell_of, list_of, OneCell};
use sheetdoku_core::{Parity, ParityKind};

/// The prefix of a refusal of an even/odd cell read under its key.
pub(super) fn key_prefix(kind: ParityKind) -> &'static str {
    match kind {
        ParityKind::Even => "'even': ",
        ParityKind::Odd => "'odd': ",
    }
}

/// Every even/odd cell of the two keys, read; a cell that is not one is
/// refused with its key and number named.
pub(super) fn read_parities(map: &Map<String, Value>, n: usize) -> Result<Vec<Parity>, String> {
    let mut out = Vec::new();
    for (key, kind) in [(json::EVEN, ParityKind::Even), (json::ODD, ParityKind::Odd)] {
        let marks: Vec<OneCell> = list_of(map, key)?;
        for (i, mark) in marks.iter().enumerate() {
            let cell =
                cell_of(&mark.cell, n).map_err(|e| format!("'{key}' number {}: {e}", i + 1))?;
            out.push(Parity::new(kind, cell));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_and_odd_cells_are_read_and_a_bad_cell_named() {
        let map: Map<String, Value> = serde_json::from_str(
            r#"{"even":[{"cell":"R1C2"}],"odd":[{"cell":"r4c4"},{"cell":"R2C1"}]}"#,
        )
        .unwrap();
        assert_eq!(
            read_parities(&map, 4).unwrap(),
            [
                Parity::new(ParityKind::Even, 1),
                Parity::new(ParityKind::Odd, 15),
                Parity::new(ParityKind::Odd, 4)
            ]
        );
        let bad: Map<String, Value> =
            serde_json::from_str(r#"{"odd":[{"cell":"R1C1"},{"cell":"R5C1"}]}"#).unwrap();
        assert_eq!(
            read_parities(&bad, 4).unwrap_err(),
            "'odd' number 2: R5C1 is outside the 4x4 grid"
        );
    }
}
