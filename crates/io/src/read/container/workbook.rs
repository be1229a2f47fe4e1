//! Loading a workbook with calamine (its format found by [`super::package`]) into plain [`Table`]s (the only calamine
//! code of the reader), within the bounds of [`super::limits`]: the zip
//! container is checked first, sheets are counted, and cells are counted
//! as they stream in (.xlsx, .xlsm, .xlsb) or as each sheet's range comes
//! out (.ods after its scan, .xls).

use std::io::{Read, Seek};

use calamine::{Data, DataRef, Dimensions, Ods, Reader, Sheets, Xls, Xlsb, Xlsx};

use super::limits::{check_zip, count, is_cfb, not_a_container, MAX_CELLS, MAX_SHEETS};
use super::package::Format;
use super::table::{number_text, CellValue, Rect, Table};
use sheetdoku_core::InputError;

/// A problem, and the sheet it is in (if any).
pub(crate) type Located = (Option<String>, InputError);

/// Every sheet of the workbook, in workbook order.
pub(crate) fn load<R: Read + Seek>(mut reader: R, format: Format) -> Result<Vec<Table>, Located> {
    let whole = |problem| (None, problem);
    let cfb = is_cfb(&mut reader).unwrap_or(false);
    if format == Format::Xls && !cfb {
        return Err(whole(not_a_container(format.name(), "an OLE2")));
    }
    if format != Format::Xls && !cfb {
        check_zip(&mut reader, format.name(), format == Format::Ods).map_err(whole)?;
    }
    let mut looks = match format {
        Format::Xlsx | Format::Ods if !cfb => {
            super::cell_looks::read(&mut reader, format == Format::Ods)
        }
        _ => Default::default(),
    };
    let mut book = open(reader, format).map_err(|e| whole(open_problem(e)))?;
    let names = book.sheet_names();
    if names.len() > MAX_SHEETS {
        return Err(whole(InputError::TooLarge(format!(
            "the workbook has {} sheets; at most {} are read",
            count(names.len() as u64),
            count(MAX_SHEETS as u64)
        ))));
    }
    let mut budget = MAX_CELLS;
    let mut tables = Vec::with_capacity(names.len());
    for name in names {
        let at = |problem| (Some(name.clone()), problem);
        let cells = match &mut book {
            Sheets::Xlsx(x) => {
                let mut r = x
                    .worksheet_cells_reader(&name)
                    .map_err(|e| at(open_problem(calamine::Error::Xlsx(e))))?;
                stream(|| r.next_cell().map_err(calamine::Error::Xlsx), budget)
            }
            Sheets::Xlsb(x) => {
                let mut r = x
                    .worksheet_cells_reader(&name)
                    .map_err(|e| at(open_problem(calamine::Error::Xlsb(e))))?;
                stream(|| r.next_cell().map_err(calamine::Error::Xlsb), budget)
            }
            other => {
                let range = other
                    .worksheet_range(&name)
                    .map_err(|e| at(open_problem(e)))?;
                let (r0, c0) = range.start().unwrap_or((0, 0));
                Ok(range
                    .used_cells()
                    .map(|(r, c, v)| (r + r0 as usize, c + c0 as usize, value_of(v)))
                    .filter(|(_, _, v)| *v != CellValue::Empty)
                    .take(budget + 1)
                    .collect::<Sparse>())
                .and_then(|cells| {
                    if cells.len() > budget {
                        Err(too_many(None))
                    } else {
                        Ok(cells)
                    }
                })
            }
        }
        .map_err(at)?;
        let look = looks.remove(&name).unwrap_or_default();
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
            .chain(look.merged.iter().copied())
            .collect();
        let mut table = dense(name.clone(), cells, merged, &mut budget).map_err(at)?;
        table.look = look;
        tables.push(table);
    }
    Ok(tables)
}

fn open<R: Read + Seek>(reader: R, format: Format) -> Result<Sheets<R>, calamine::Error> {
    Ok(match format {
        Format::Xlsx => Sheets::Xlsx(Xlsx::new(reader).map_err(calamine::Error::Xlsx)?),
        Format::Xlsb => Sheets::Xlsb(Xlsb::new(reader).map_err(calamine::Error::Xlsb)?),
        Format::Xls => Sheets::Xls(Xls::new(reader).map_err(calamine::Error::Xls)?),
        Format::Ods => Sheets::Ods(Ods::new(reader).map_err(calamine::Error::Ods)?),
    })
}

/// A sheet's non-empty cells as (row, col, value), at most `budget` of them.
type Sparse = Vec<(usize, usize, CellValue)>;

/// Reads cells one at a time, refusing more than `budget` non-empty ones.
fn stream<'a>(
    mut next: impl FnMut() -> Result<Option<calamine::Cell<DataRef<'a>>>, calamine::Error>,
    budget: usize,
) -> Result<Sparse, InputError> {
    let mut cells = Vec::new();
    while let Some(cell) = next().map_err(open_problem)? {
        let value = value_of(&Data::from(cell.get_value().clone()));
        if value == CellValue::Empty {
            continue;
        }
        if cells.len() >= budget {
            return Err(too_many(None));
        }
        let (r, c) = cell.get_position();
        cells.push((r as usize, c as usize, value));
    }
    Ok(cells)
}

fn too_many(range: Option<(Rect, usize)>) -> InputError {
    let limit = count(MAX_CELLS as u64);
    InputError::TooLarge(match range {
        Some((rect, area)) => format!(
            "the used range {} holds {} cells; at most {limit} cells (all sheets together) are read: \
             copy the puzzle to a smaller workbook",
            rect.a1(),
            count(area as u64)
        ),
        None => format!(
            "more than {limit} used cells (all sheets together); \
             copy the puzzle to a smaller workbook"
        ),
    })
}

/// The sheet as a dense table over its used range, charged to `budget`.
fn dense(
    name: String,
    cells: Sparse,
    merged: Vec<(usize, usize, usize, usize)>,
    budget: &mut usize,
) -> Result<Table, InputError> {
    let Some(&(r, c, _)) = cells.first() else {
        return Ok(Table {
            name,
            merged,
            ..Table::default()
        });
    };
    let mut rect = Rect::new(r, c, r, c);
    for &(r, c, _) in &cells {
        rect = Rect::new(
            rect.top.min(r),
            rect.left.min(c),
            rect.bottom.max(r),
            rect.right.max(c),
        );
    }
    let area = rect.height().saturating_mul(rect.width());
    if area > *budget {
        return Err(too_many(Some((rect, area))));
    }
    *budget -= area;
    let mut rows = vec![vec![CellValue::Empty; rect.width()]; rect.height()];
    for (r, c, v) in cells {
        rows[r - rect.top][c - rect.left] = v;
    }
    Ok(Table {
        name,
        row0: rect.top,
        col0: rect.left,
        cells: rows,
        merged,
        look: Default::default(),
    })
}

/// Merged areas where calamine reports them (xlsx, xls); none for ods/xlsb.
fn merges<RS: Read + Seek>(book: &mut Sheets<RS>, name: &str) -> Vec<Dimensions> {
    match book {
        Sheets::Xlsx(x) => x.merge_cells_by_sheet_name(name).unwrap_or_default(),
        Sheets::Xls(x) => x.merge_cells_by_sheet_name(name).unwrap_or_default(),
        Sheets::Xlsb(_) | Sheets::Ods(_) => Vec::new(),
    }
}

fn value_of(data: &Data) -> CellValue {
    match data {
        Data::Empty => CellValue::Empty,
        Data::Int(i) => CellValue::Number(*i as f64),
        Data::Float(x) => CellValue::Number(*x),
        Data::String(s) if s.is_empty() => CellValue::Empty,
        Data::String(s) => CellValue::Text(s.clone()),
        Data::Bool(b) => CellValue::Bool(*b),
        Data::Error(e) => CellValue::Error(e.to_string()),
        Data::DateTime(d) => CellValue::Date(format!(
            "{} formatted as a {}",
            number_text(d.as_f64()),
            if d.is_duration() { "duration" } else { "date" }
        )),
        Data::DateTimeIso(s) | Data::DurationIso(s) => CellValue::Date(s.clone()),
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
