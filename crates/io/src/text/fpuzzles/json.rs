//! The f-puzzles JSON, as far as sheetdoku reads and writes it: the grid
//! (givens and regions), the diagonals, extra regions, killer cages,
//! even/odd cells, marks and lines.
//! Every other key of a puzzle is a rule (or a drawing) we do not read,
//! refused by name in `read.rs`; the keys here are the ones it knows.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The keys `read.rs` reads.
pub(super) const SIZE: &str = "size";
pub(super) const GRID: &str = "grid";
pub(super) const TITLE: &str = "title";
pub(super) const DIAGONAL_ANTI: &str = "diagonal+";
pub(super) const DIAGONAL_MAIN: &str = "diagonal-";
pub(super) const KILLER_CAGE: &str = "killercage";
pub(super) const EXTRA_REGION: &str = "extraregion";
pub(super) const ODD: &str = "odd";
pub(super) const EVEN: &str = "even";
pub(super) const NEGATIVE: &str = "negative";
pub(super) const DIFFERENCE: &str = "difference";
pub(super) const RATIO: &str = "ratio";
pub(super) const XV: &str = "xv";
pub(super) const THERMOMETER: &str = "thermometer";
pub(super) const WHISPERS: &str = "whispers";
pub(super) const PALINDROME: &str = "palindrome";
pub(super) const RENBAN: &str = "renban";
pub(super) const ANTIKNIGHT: &str = "antiknight";
pub(super) const ANTIKING: &str = "antiking";

/// Keys that hold no rule: words for the solver (the setter's name and
/// rules in words), the setter's solution, f-puzzles' own settings (its
/// solver's, whether it shows clashes).
pub(super) const NOT_RULES: [&str; 6] = [
    "author",
    "ruleset",
    "solution",
    "disabledlogic",
    "truecandidatesoptions",
    "highlightConflicts",
];

/// Keys of drawings: f-puzzles draws them and the setter's `ruleset`
/// tells in words what they mean, so that a drawing is often a rule.
pub(super) const COSMETICS: [&str; 5] = ["text", "line", "rectangle", "circle", "cage"];

/// One cell of `grid`. Pencil marks a solver typed, the colours and any
/// other field are not read; `givenPencilMarks` (digits the setter allows
/// in the cell) is a rule, refused where it holds any.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Cell {
    /// The digit in the cell; a given where `given` is true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
    /// Whether `value` is the setter's (a given), not the solver's.
    #[serde(default, skip_serializing_if = "is_false")]
    pub given: bool,
    /// The 0-based region of the cell, where it is not the default box.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<i64>,
    /// The digits the setter allows in the cell.
    #[serde(
        rename = "givenPencilMarks",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub given_pencil_marks: Option<Vec<serde_json::Value>>,
}

/// A killer cage: its cells ("R1C1") and its sum, a text ("15"; missing or
/// empty for a cage without a sum).
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Cage {
    #[serde(default)]
    pub cells: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<serde_json::Value>,
}

/// A mark between two cells (`difference`: a white Kropki dot, `ratio`: a
/// black one, `xv`: an X or a V): its cells and, where it is not the
/// usual one, its value ("3" for a difference of 3; "X" or "V").
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Mark {
    #[serde(default)]
    pub cells: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<serde_json::Value>,
}

/// A line rule (`thermometer`, `whispers`, `palindrome`, `renban`): its
/// lines, each
/// its cells in order (a thermometer's from its bulb; several lines of one
/// thermometer share the bulb).
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Lines {
    #[serde(default)]
    pub lines: Vec<Vec<String>>,
}

/// An arrow: its circle's cells and its lines, each from the circle.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Arrow {
    #[serde(default)]
    pub cells: Vec<String>,
    #[serde(default)]
    pub lines: Vec<Vec<String>>,
}

/// A little killer: where its clue stands, which way its arrow points,
/// its value and the diagonal's cells.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct LittleKiller {
    #[serde(default)]
    pub cell: String,
    #[serde(default)]
    pub cells: Vec<String>,
    #[serde(default)]
    pub direction: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
}

/// A sandwich clue: where it stands beside the grid ("R0C3" above
/// column 3, "R3C0" left of row 3) and its value.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct SandwichClue {
    #[serde(default)]
    pub cell: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
}

/// A mark in one cell (`odd`: a grey circle, `even`: a grey square): its
/// cell ("R1C1").
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct OneCell {
    #[serde(default)]
    pub cell: String,
}

/// An extra region: its cells.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub(crate) struct Region {
    #[serde(default)]
    pub cells: Vec<String>,
}

/// A puzzle as written: the keys sheetdoku's rules need, in f-puzzles'
/// order.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct Puzzle {
    pub size: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub grid: Vec<Vec<Cell>>,
    #[serde(rename = "diagonal+", skip_serializing_if = "is_false")]
    pub diagonal_anti: bool,
    #[serde(rename = "diagonal-", skip_serializing_if = "is_false")]
    pub diagonal_main: bool,
    #[serde(skip_serializing_if = "is_false")]
    pub antiknight: bool,
    #[serde(skip_serializing_if = "is_false")]
    pub antiking: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub killercage: Vec<Cage>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extraregion: Vec<Region>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub odd: Vec<OneCell>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub even: Vec<OneCell>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub difference: Vec<Mark>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ratio: Vec<Mark>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub xv: Vec<Mark>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub thermometer: Vec<Lines>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub whispers: Vec<Lines>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub palindrome: Vec<Lines>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub renban: Vec<Lines>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub arrow: Vec<Arrow>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub littlekillersum: Vec<LittleKiller>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sandwichsum: Vec<SandwichClue>,
    /// The negative constraint's entries (`difference`, `ratio`, `xv`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub negative: Vec<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The f-puzzles name of the cell at `cell` on an `n x n` grid: "R1C1".
pub(super) fn cell_name(n: usize, cell: usize) -> String {
    format!("R{}C{}", cell / n + 1, cell % n + 1)
}

/// The cell an f-puzzles name ("R1C1", "r10c2") stands for on an `n x n`
/// grid, or why it does not.
pub(super) fn cell_of(name: &str, n: usize) -> Result<usize, String> {
    let bad = || format!("'{name}' is not a cell (f-puzzles names cells R1C1 to R{n}C{n})");
    let upper = name.trim().to_ascii_uppercase();
    let rest = upper.strip_prefix('R').ok_or_else(bad)?;
    let (row, col) = rest.split_once('C').ok_or_else(bad)?;
    let number = |s: &str| {
        (!s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<usize>().ok())
            .flatten()
    };
    let (row, col) = (number(row).ok_or_else(bad)?, number(col).ok_or_else(bad)?);
    if !(1..=n).contains(&row) || !(1..=n).contains(&col) {
        return Err(format!("{name} is outside the {n}x{n} grid"));
    }
    Ok((row - 1) * n + col - 1)
}

/// The list under `key`, each item read as `T`; an empty list where the
/// key is missing or `null`.
pub(super) fn list_of<T: serde::de::DeserializeOwned>(
    map: &Map<String, Value>,
    key: &str,
) -> Result<Vec<T>, String> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                serde_json::from_value(item.clone())
                    .map_err(|e| format!("'{key}' number {}: {e}", i + 1))
            })
            .collect(),
        Some(other) => Err(format!("'{key}' is {other}, not a list")),
    }
}

/// The cells of `names`, sorted, or the message naming the item.
pub(super) fn cells_of(names: &[String], n: usize, what: &str) -> Result<Vec<usize>, String> {
    let mut cells = names
        .iter()
        .map(|name| cell_of(name, n).map_err(|e| format!("{what}: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    cells.sort_unstable();
    if let Some(w) = cells.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{what}: {} is listed twice", cell_name(n, w[0])));
    }
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_by_row_and_column() {
        assert_eq!(cell_name(9, 0), "R1C1");
        assert_eq!(cell_name(16, 16 * 9 + 11), "R10C12");
        assert_eq!(cell_of("R1C1", 9), Ok(0));
        assert_eq!(cell_of("r10c12", 16), Ok(16 * 9 + 11));
        assert_eq!(
            cell_of("R10C2", 9),
            Err("R10C2 is outside the 9x9 grid".to_string())
        );
        assert!(cell_of("A1", 9).unwrap_err().contains("not a cell"));
        assert!(cell_of("RC1", 9).is_err());
        assert!(cell_of("R1C99999999999999999999", 9).is_err());
    }

    #[test]
    fn an_empty_cell_is_written_as_an_empty_object() {
        assert_eq!(serde_json::to_string(&Cell::default()).unwrap(), "{}");
        let given = Cell {
            value: Some(5),
            given: true,
            ..Cell::default()
        };
        assert_eq!(
            serde_json::to_string(&given).unwrap(),
            r#"{"value":5,"given":true}"#
        );
    }
}
