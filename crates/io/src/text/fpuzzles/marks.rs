//! The marks between two cells in f-puzzles JSON: `difference` (a white
//! Kropki dot, a difference of 1 unless its value says otherwise), `ratio`
//! (a black dot, a ratio of 2) and `xv` (an X or a V, by its value). A
//! difference or ratio of another value is refused by name. f-puzzles has
//! no greater-than sign (SudokuPad's own format has), so a puzzle with one
//! has no link ([`key_of`]).

use serde_json::{Map, Value};

use super::json::{self, cell_name, Mark};
use super::json::{cells_of, list_of};
use sheetdoku_core::{Pair, PairKind};

/// The f-puzzles key a mark is written under, `None` where f-puzzles has
/// none (a greater-than sign) and for the negative constraint's pairs,
/// which are no marks (see `negative.rs`).
pub(crate) fn key_of(kind: PairKind) -> Option<&'static str> {
    match kind {
        PairKind::KropkiWhite => Some(json::DIFFERENCE),
        PairKind::KropkiBlack => Some(json::RATIO),
        PairKind::X | PairKind::V => Some(json::XV),
        PairKind::Greater
        | PairKind::NoWhite
        | PairKind::NoBlack
        | PairKind::NoX
        | PairKind::NoV => None,
    }
}

/// The mark as f-puzzles writes it: its cells and, for an X or V, its
/// letter.
pub(super) fn mark_of(n: usize, pair: &Pair) -> Mark {
    let value = match pair.kind {
        PairKind::X => Some(Value::String("X".into())),
        PairKind::V => Some(Value::String("V".into())),
        PairKind::KropkiWhite
        | PairKind::KropkiBlack
        | PairKind::Greater
        | PairKind::NoWhite
        | PairKind::NoBlack
        | PairKind::NoX
        | PairKind::NoV => None,
    };
    Mark {
        cells: pair.cells.iter().map(|&c| cell_name(n, c)).collect(),
        value,
    }
}

/// Every mark of the three keys, read.
pub(super) fn marks_of(map: &Map<String, Value>, n: usize) -> Result<Vec<Pair>, String> {
    let mut out = Vec::new();
    for key in [json::DIFFERENCE, json::RATIO, json::XV] {
        let marks: Vec<Mark> = list_of(map, key)?;
        for (i, mark) in marks.iter().enumerate() {
            let at = mark
                .cells
                .first()
                .map_or(String::new(), |c| format!(" at {c}"));
            let what = format!("mark {}{at} ('{key}')", i + 1);
            let cells = cells_of(&mark.cells, n, &what)?;
            let [a, b] = cells[..] else {
                return Err(format!("{what} has {} cells; a mark joins 2", cells.len()));
            };
            let value = match &mark.value {
                None | Some(Value::Null) => String::new(),
                Some(Value::String(s)) => s.trim().to_ascii_uppercase(),
                Some(other) => other.to_string(),
            };
            let kind = match (key, value.as_str()) {
                (json::DIFFERENCE, "" | "1") => PairKind::KropkiWhite,
                (json::RATIO, "" | "2") => PairKind::KropkiBlack,
                (json::XV, "X") => PairKind::X,
                (json::XV, "V") => PairKind::V,
                (json::XV, _) => return Err(format!("{what} is neither an X nor a V ('{value}')")),
                _ => {
                    return Err(format!(
                        "{what} has the value {value}, which sheetdoku does not support \
                         (only white dots of difference 1 and black dots of ratio 2)"
                    ))
                }
            };
            out.push(Pair::new(kind, a, b));
        }
    }
    Ok(out)
}
