//! Loading a workbook with calamine into plain [`Table`]s (the only calamine
//! code of the reader). The file is opened read-only.

use std::io::{Read, Seek};
use std::path::Path;

use calamine::{open_workbook_auto, Data, Dimensions, Reader, Sheets};

use super::table::{number_text, Table, Value};
use crate::error::{Error, InputError, Location, Result};

/// Every sheet of the workbook at `path`, in workbook order.
pub(crate) fn load(path: &Path) -> Result<Vec<Table>> {
    let located = |problem| Error::input(Location::file(path), problem);
    let mut book = open_workbook_auto(path).map_err(|e| located(open_problem(e)))?;
    let mut tables = Vec::new();
    for name in book.sheet_names() {
        let range = book
            .worksheet_range(&name)
            .map_err(|e| Error::input(Location::file(path).sheet(&name), open_problem(e)))?;
        let (row0, col0) = range
            .start()
            .map(|(r, c)| (r as usize, c as usize))
            .unwrap_or((0, 0));
        let cells = range
            .rows()
            .map(|row| row.iter().map(value_of).collect())
            .collect();
        let merged = merges(&mut book, &name)
            .into_iter()
            .map(|d| {
                (
                    d.start.0 as usize,
                    d.start.1 as usize,
                    d.end.0 as usize,
                    d.end.1 as usize,
                )
            })
            .collect();
        tables.push(Table {
            name,
            row0,
            col0,
            cells,
            merged,
        });
    }
    Ok(tables)
}

/// Merged areas where calamine reports them (xlsx, xls); none for ods/xlsb.
fn merges<RS: Read + Seek>(book: &mut Sheets<RS>, name: &str) -> Vec<Dimensions> {
    match book {
        Sheets::Xlsx(x) => x.merge_cells_by_sheet_name(name).unwrap_or_default(),
        Sheets::Xls(x) => x.merge_cells_by_sheet_name(name).unwrap_or_default(),
        Sheets::Xlsb(_) | Sheets::Ods(_) => Vec::new(),
    }
}

fn value_of(data: &Data) -> Value {
    match data {
        Data::Empty => Value::Empty,
        Data::Int(i) => Value::Number(*i as f64),
        Data::Float(x) => Value::Number(*x),
        Data::String(s) => Value::Text(s.clone()),
        Data::Bool(b) => Value::Bool(*b),
        Data::Error(e) => Value::Error(e.to_string()),
        Data::DateTime(d) => Value::Date(format!(
            "{} formatted as a {}",
            number_text(d.as_f64()),
            if d.is_duration() { "duration" } else { "date" }
        )),
        Data::DateTimeIso(s) | Data::DurationIso(s) => Value::Date(s.clone()),
    }
}

fn open_problem(e: calamine::Error) -> InputError {
    let password = matches!(
        &e,
        calamine::Error::Xlsx(calamine::XlsxError::Password)
            | calamine::Error::Xls(calamine::XlsError::Password)
            | calamine::Error::Ods(calamine::OdsError::Password)
    );
    if password {
        InputError::PasswordProtected
    } else {
        InputError::NotASpreadsheet(e.to_string())
    }
}
