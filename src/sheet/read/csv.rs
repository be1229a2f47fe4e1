//! CSV files as a one-sheet table (comma, semicolon or tab separated).

use super::table::{Table, Value};

/// The CSV text as a table with no sheet name, or `None` when no line has a
/// separator (then the file is read as plain text).
pub(crate) fn table(text: &str) -> Option<Table> {
    let sep = [',', ';', '\t']
        .into_iter()
        .max_by_key(|&s| text.matches(s).count())
        .filter(|&s| text.contains(s))?;
    let cells = text
        .lines()
        .map(|line| line.split(sep).map(value).collect())
        .collect();
    Some(Table {
        name: String::new(),
        cells,
        ..Table::default()
    })
}

fn value(field: &str) -> Value {
    let t = field.trim();
    let t = t
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(t)
        .trim();
    if t.is_empty() {
        Value::Empty
    } else if let Ok(x) = t.parse::<f64>() {
        Value::Number(x)
    } else {
        Value::Text(t.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_cells() {
        let t = table("1,,3\n\"4\",x,\n").unwrap();
        assert_eq!(t.get(0, 0), &Value::Number(1.0));
        assert_eq!(t.get(0, 1), &Value::Empty);
        assert_eq!(t.get(1, 0), &Value::Number(4.0));
        assert_eq!(t.get(1, 1), &Value::Text("x".into()));
        assert!(table("..3.\n").is_none());
    }
}
