//! User ranges: `Sheet1!B2:J10`, `'My sheet'!$B$2:$J$10`, `B2:J10`, a single
//! top-left cell `B2`, or just a sheet name.

use crate::read::container::table::Rect;

/// Largest sheet position of the common formats (Excel: 1048576 rows, XFD).
const MAX_ROWS: usize = 1_048_576;
const MAX_COLS: usize = 16_384;

/// A parsed range option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RangeSpec {
    /// The sheet, if named.
    pub sheet: Option<String>,
    /// The cells: `None` for a bare sheet name, a one-cell rect for a top-left.
    pub rect: Option<Rect>,
}

/// Parses a range option; `Err` holds the reason for `InputError::BadRange`.
pub(crate) fn parse_range(text: &str) -> Result<RangeSpec, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("the range is empty".to_string());
    }
    let (sheet, cells) = match text.rfind('!') {
        Some(i) => {
            let sheet = text[..i].trim();
            let sheet = sheet
                .strip_prefix('\'')
                .and_then(|s| s.strip_suffix('\''))
                .map(|s| s.replace("''", "'"))
                .unwrap_or_else(|| sheet.to_string());
            if sheet.is_empty() {
                return Err(format!("'{text}' names no sheet before '!'"));
            }
            (Some(sheet), text[i + 1..].trim())
        }
        None => (None, text),
    };
    if cells.is_empty() {
        return match sheet {
            Some(_) => Ok(RangeSpec { sheet, rect: None }),
            None => Err("the range is empty".to_string()),
        };
    }
    let bad = || format!("'{text}' is not a range like B2:J10 or Sheet1!B2:J10");
    let (first, last) = match cells.split_once(':') {
        Some((a, b)) => (cell(a).ok_or_else(bad)?, cell(b).ok_or_else(bad)?),
        None => match cell(cells) {
            Some(c) => (c, c),
            // No '!' and not a cell: a bare sheet name.
            None if sheet.is_none() => {
                return Ok(RangeSpec {
                    sheet: Some(cells.to_string()),
                    rect: None,
                })
            }
            None => return Err(bad()),
        },
    };
    let rect = Rect::new(
        first.0.min(last.0),
        first.1.min(last.1),
        first.0.max(last.0),
        first.1.max(last.1),
    );
    Ok(RangeSpec {
        sheet,
        rect: Some(rect),
    })
}

/// Parses one A1 cell (`$` allowed) into 0-based (row, col).
fn cell(text: &str) -> Option<(usize, usize)> {
    let t: String = text.trim().chars().filter(|&c| c != '$').collect();
    let letters = t.chars().take_while(|c| c.is_ascii_alphabetic()).count();
    let (col_part, row_part) = t.split_at(letters);
    if letters == 0 || letters > 3 || row_part.is_empty() {
        return None;
    }
    if !row_part.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let row: usize = row_part.parse().ok()?;
    let col = col_part
        .to_ascii_uppercase()
        .bytes()
        .fold(0usize, |acc, b| acc * 26 + (b - b'A' + 1) as usize);
    ((1..=MAX_ROWS).contains(&row) && col <= MAX_COLS).then(|| (row - 1, col - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse() {
        let r = parse_range("Sheet1!B2:J10").unwrap();
        assert_eq!(r.sheet.as_deref(), Some("Sheet1"));
        assert_eq!(r.rect.unwrap().a1(), "B2:J10");
        let r = parse_range("'My sheet'!$b$2:$j$10").unwrap();
        assert_eq!(r.sheet.as_deref(), Some("My sheet"));
        assert_eq!(r.rect.unwrap().a1(), "B2:J10");
        assert_eq!(parse_range("B2:J10").unwrap().sheet, None);
        assert_eq!(parse_range("J10:B2").unwrap().rect.unwrap().a1(), "B2:J10");
        assert_eq!(parse_range("C3").unwrap().rect.unwrap().a1(), "C3");
        let r = parse_range("Blocks").unwrap();
        assert_eq!((r.sheet.as_deref(), r.rect), (Some("Blocks"), None));
        assert!(parse_range("Sheet1!B2:").is_err());
        assert!(parse_range("B0:C3").is_err());
        assert!(parse_range("").is_err());
    }
}
