//! CSV files as a one-sheet table (comma, semicolon or tab separated).

use super::limits::{count, MAX_CELLS};
use super::table::{CellValue, Table};
use sheetdoku_core::InputError;

/// The CSV text as a table with no sheet name, or `None` when no line has a
/// separator (then the file is read as plain text). A table of more than
/// [`MAX_CELLS`] fields is refused.
///
/// The separator is the one that splits the most lines into the same number
/// of fields (a comma, a semicolon or a tab; a semicolon or tab before a
/// comma on a tie): a semicolon-separated export with decimal commas
/// (`7,0;;3,0`, as Slovak and Czech Calc write it) splits at its
/// semicolons. Separators inside double quotes (`"7,0",,3`) part nothing.
pub(crate) fn table(text: &str) -> Result<Option<Table>, InputError> {
    let Some(sep) = separator(text) else {
        return Ok(None);
    };
    let fields = text.lines().map(|l| count_fields(l, sep)).sum::<usize>();
    if fields > MAX_CELLS {
        return Err(InputError::TooLarge(format!(
            "the table has {} fields; at most {} are read",
            count(fields as u64),
            count(MAX_CELLS as u64)
        )));
    }
    let cells: Vec<Vec<CellValue>> = text
        .lines()
        .map(|line| split(line, sep).into_iter().map(value).collect())
        .collect();
    Ok(Some(Table::new("", cells)))
}

/// The separator of a CSV text (see [`table`]); `None` when no line has one.
fn separator(text: &str) -> Option<char> {
    let mut best: Option<(usize, usize, char)> = None;
    // On a tie the earlier wins: a decimal comma is no separator.
    for (rank, sep) in [';', '\t', ','].into_iter().enumerate() {
        let mut lines_by_fields: std::collections::HashMap<usize, usize> = Default::default();
        for line in text.lines() {
            let k = count_fields(line, sep);
            if k > 1 {
                *lines_by_fields.entry(k).or_default() += 1;
            }
        }
        let Some(&same) = lines_by_fields.values().max() else {
            continue;
        };
        let key = (same, usize::MAX - rank, sep);
        if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
            best = Some(key);
        }
    }
    best.map(|b| b.2)
}

/// How many fields `sep` parts `line` into, outside double quotes.
fn count_fields(line: &str, sep: char) -> usize {
    let mut quoted = false;
    let mut k = 1;
    for c in line.chars() {
        if c == '"' {
            quoted = !quoted;
        } else if c == sep && !quoted {
            k += 1;
        }
    }
    k
}

/// The fields of `line`, parted at `sep` outside double quotes.
fn split(line: &str, sep: char) -> Vec<&str> {
    let mut quoted = false;
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in line.char_indices() {
        if c == '"' {
            quoted = !quoted;
        } else if c == sep && !quoted {
            out.push(&line[start..i]);
            start = i + c.len_utf8();
        }
    }
    out.push(&line[start..]);
    out
}

fn value(field: &str) -> CellValue {
    let t = field.trim();
    let unquoted = t.strip_prefix('"').and_then(|s| s.strip_suffix('"'));
    let t = match unquoted {
        Some(inner) => inner.replace("\"\"", "\""),
        None => t.to_string(),
    };
    let t = t.trim();
    if t.is_empty() {
        return CellValue::Empty;
    }
    // A whole number, also with a decimal point or comma and zeros after
    // it ("7.0", "7,0"); any other number with a fraction ("7,5") stays as
    // written, to be named at its cell.
    let decimal = t.replacen(',', ".", 1);
    match decimal.parse::<f64>() {
        Ok(x) if x.is_finite() && x.fract() == 0.0 => CellValue::Number(x),
        _ => CellValue::Text(t.to_string()),
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
        // Semicolons with decimal commas, more commas than semicolons.
        let t = table("1,0;2,0;\"3\"\n7,5;;1,00\n").unwrap().unwrap();
        assert_eq!(t.get(0, 0), &CellValue::Number(1.0));
        assert_eq!(t.get(0, 2), &CellValue::Number(3.0));
        assert_eq!(t.get(1, 0), &CellValue::Text("7,5".into()));
        assert_eq!(t.get(1, 1), &CellValue::Empty);
        assert_eq!(t.get(1, 2), &CellValue::Number(1.0));
        // Commas between fields, a decimal comma quoted.
        let t = table("\"7,0\",,\"a \"\"b\"\"\"\n1,2,3\n").unwrap().unwrap();
        assert_eq!(t.get(0, 0), &CellValue::Number(7.0));
        assert_eq!(t.get(0, 1), &CellValue::Empty);
        assert_eq!(t.get(0, 2), &CellValue::Text("a \"b\"".into()));
        assert_eq!(t.get(1, 2), &CellValue::Number(3.0));
        // A title with a semicolon over a comma-separated grid.
        let t = table("Week 3; class B\n1,2\n3,4\n").unwrap().unwrap();
        assert_eq!(t.get(1, 1), &CellValue::Number(2.0));
        let big = ",".repeat(MAX_CELLS);
        assert_eq!(
            table(&big).unwrap_err().to_string(),
            "too large: the table has 1,000,001 fields; at most 1,000,000 are read"
        );
    }
}
