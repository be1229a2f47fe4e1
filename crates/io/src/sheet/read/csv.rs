//! CSV files as a one-sheet table (comma, semicolon or tab separated).

use super::limits::{count, MAX_CELLS};
use super::table::{CellValue, Table};
use sheetdoku_core::InputError;

/// The CSV text as a table with no sheet name, or `None` when no line has a
/// separator (then the file is read as plain text). A table of more than
/// [`MAX_CELLS`] fields is refused.
pub(crate) fn table(text: &str) -> Result<Option<Table>, InputError> {
    let Some(sep) = [',', ';', '\t']
        .into_iter()
        .max_by_key(|&s| text.matches(s).count())
        .filter(|&s| text.contains(s))
    else {
        return Ok(None);
    };
    let fields = text
        .lines()
        .map(|l| l.matches(sep).count() + 1)
        .sum::<usize>();
    if fields > MAX_CELLS {
        return Err(InputError::TooLarge(format!(
            "the table has {} fields; at most {} are read",
            count(fields as u64),
            count(MAX_CELLS as u64)
        )));
    }
    let cells: Vec<Vec<CellValue>> = text
        .lines()
        .map(|line| line.split(sep).map(value).collect())
        .collect();
    let table = Table {
        name: String::new(),
        cells,
        ..Table::default()
    };
    Ok(Some(table))
}

fn value(field: &str) -> CellValue {
    let t = field.trim();
    let t = t
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(t)
        .trim();
    if t.is_empty() {
        CellValue::Empty
    } else if let Ok(x) = t.parse::<f64>() {
        CellValue::Number(x)
    } else {
        CellValue::Text(t.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_cells() {
        let t = table("1,,3\n\"4\",x,\n").unwrap().unwrap();
        assert_eq!(t.get(0, 0), &CellValue::Number(1.0));
        assert_eq!(t.get(0, 1), &CellValue::Empty);
        assert_eq!(t.get(1, 0), &CellValue::Number(4.0));
        assert_eq!(t.get(1, 1), &CellValue::Text("x".into()));
        assert!(table("..3.\n").unwrap().is_none());
        let big = ",".repeat(MAX_CELLS);
        assert_eq!(
            table(&big).unwrap_err().to_string(),
            "too large: the table has 1,000,001 fields; at most 1,000,000 are read"
        );
    }
}
