//! Sandwich clues in f-puzzles JSON: `sandwichsum`, each entry the clue's
//! `cell` beside the grid and its `value`. f-puzzles writes a column's clue
//! above it ("R0C3") and a row's on its left ("R3C0"); a clue below a
//! column ("R10C3" on a 9x9) or right of a row ("R3C10") is read too. A
//! clue without a value says nothing and is not read.

use serde_json::{Map, Value};

use super::json::{list_of, SandwichClue};
use sheetdoku_core::{Sandwich, SandwichLine};

/// The key of sandwich clues.
pub(super) const SANDWICH: &str = "sandwichsum";

/// The key as an error message starts with it.
pub(super) const KEY_PREFIX: &str = "'sandwichsum': ";

/// The clue as f-puzzles writes it on an `n x n` grid: above its column,
/// left of its row.
pub(super) fn written(n: usize, rule: &Sandwich) -> SandwichClue {
    let cell = match rule.line(n) {
        Some(SandwichLine::Row(r)) => format!("R{}C0", r + 1),
        Some(SandwichLine::Column(c)) => format!("R0C{}", c + 1),
        // Refused by every geometry.
        None => "R0C0".to_string(),
    };
    SandwichClue {
        cell,
        value: Some(Value::String(rule.sum.to_string())),
    }
}

/// Every sandwich clue of the key, read in order.
pub(super) fn read_sandwiches(map: &Map<String, Value>, n: usize) -> Result<Vec<Sandwich>, String> {
    let clues: Vec<SandwichClue> = list_of(map, SANDWICH)?;
    let mut out = Vec::new();
    for (i, clue) in clues.iter().enumerate() {
        let what = format!("sandwich clue {} at {} ('{SANDWICH}')", i + 1, clue.cell);
        let value = match &clue.value {
            Some(Value::String(s)) if s.trim().is_empty() => None,
            Some(Value::String(s)) => Some(s.trim().parse::<u32>().map_err(|_| {
                format!("{what}: its value '{s}' is not a whole number of 0 or more")
            })?),
            Some(Value::Number(x)) => Some(
                x.as_u64()
                    .and_then(|x| u32::try_from(x).ok())
                    .ok_or_else(|| format!("{what}: its value {x} is not a whole number"))?,
            ),
            _ => None,
        };
        let Some(value) = value else {
            continue;
        };
        let line = line_of(&clue.cell, n).ok_or_else(|| {
            format!(
                "{what}: '{}' is not a place beside a row or a column (R1C0 to R{n}C0 left \
                 of the rows, R0C1 to R0C{n} above the columns, or R1C{m}, R{m}C1 ...)",
                clue.cell,
                m = n + 1
            )
        })?;
        out.push(Sandwich::new(line, value, n));
    }
    Ok(out)
}

/// The line a place beside the grid named "R0C3" stands by: row 0 or
/// `n + 1` a column's clue, column 0 or `n + 1` a row's; the corners and
/// the cells inside the grid none.
fn line_of(name: &str, n: usize) -> Option<SandwichLine> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, col) = upper.strip_prefix('R')?.split_once('C')?;
    let number = |s: &str| {
        (!s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<usize>().ok())
            .flatten()
            .filter(|&x| x <= n + 1)
    };
    let (r, c) = (number(row)?, number(col)?);
    let inside = |x: usize| (1..=n).contains(&x);
    match (inside(r), inside(c)) {
        (false, true) => Some(SandwichLine::Column(c - 1)),
        (true, false) => Some(SandwichLine::Row(r - 1)),
        (true, true) | (false, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clue_on_any_side_names_its_line() {
        assert_eq!(line_of("R0C3", 9), Some(SandwichLine::Column(2)));
        assert_eq!(line_of("r10c3", 9), Some(SandwichLine::Column(2)));
        assert_eq!(line_of("R3C0", 9), Some(SandwichLine::Row(2)));
        assert_eq!(line_of("R3C10", 9), Some(SandwichLine::Row(2)));
        assert_eq!(line_of("R0C0", 9), None);
        assert_eq!(line_of("R3C3", 9), None);
        assert_eq!(line_of("R3C11", 9), None);
    }

    #[test]
    fn clues_are_read_and_refused_with_their_place() {
        let map = |text: &str| -> Map<String, Value> { serde_json::from_str(text).unwrap() };
        let read = read_sandwiches(
            &map(
                r#"{"sandwichsum":[{"cell":"R0C2","value":"7"},{"cell":"R4C5","value":3},{"cell":"R1C0"}]}"#,
            ),
            4,
        );
        assert_eq!(
            read.unwrap(),
            vec![Sandwich::column(1, 7, 4), Sandwich::row(3, 3, 4)]
        );
        let err = read_sandwiches(&map(r#"{"sandwichsum":[{"cell":"R2C2","value":"1"}]}"#), 4)
            .unwrap_err();
        assert!(
            err.starts_with(
                "sandwich clue 1 at R2C2 ('sandwichsum'): 'R2C2' is not a place beside"
            ),
            "{err}"
        );
    }
}
