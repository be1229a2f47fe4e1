//! Bounds on what the reader takes in, so that a huge or hostile file (a zip
//! bomb, a million used cells, thousands of sheets) is refused with
//! [`InputError::TooLarge`] before it can exhaust the machine.
//!
//! Workbooks in a zip container (.xlsx, .xlsm, .xlsb, .ods) are checked
//! before calamine sees them: the number of parts, and the bytes every part
//! really inflates to (streamed and counted, so a lying size in the zip
//! directory does not help), and for .ods the cells its repeated rows and
//! columns spell out. Sheets are then read one by one, counting cells.

use std::io::{self, Read, Seek, SeekFrom};
use std::ops::ControlFlow;

use super::ods_scan::{scan_content, SheetExtent};
use sheetdoku_core::InputError;

/// The largest workbook file read (64 MiB).
pub(crate) const MAX_WORKBOOK_BYTES: u64 = 64 << 20;
/// The largest text or CSV file read (16 MiB).
pub(crate) const MAX_TEXT_BYTES: u64 = 16 << 20;
/// The most parts (files) in a workbook's zip container.
pub(crate) const MAX_ZIP_ENTRIES: usize = 4_000;
/// The most bytes a workbook's zip container may inflate to (256 MiB: a
/// worksheet of the most 9x9 puzzles one holds, 816, in `.ods` inflates to
/// about 220 MiB; the parts are streamed, not held, so this bounds the time
/// spent, not the memory).
pub(crate) const MAX_INFLATED_BYTES: u64 = 256 << 20;
/// The most sheets in a workbook.
pub(crate) const MAX_SHEETS: usize = 1_000;
/// The most cells in the used ranges of all sheets together (a used range
/// is the rectangle from the first to the last non-empty cell), and in a
/// CSV table.
pub(crate) const MAX_CELLS: usize = 1_000_000;

/// A count with thousands separators: 1,000,000.
pub(crate) fn count(n: u64) -> String {
    sheetdoku_core::thousands(u128::from(n))
}

/// A size in MiB for messages: "64 MiB", "80.5 MiB".
pub(crate) fn mib(bytes: u64) -> String {
    let m = bytes as f64 / (1u64 << 20) as f64;
    if m.fract() == 0.0 {
        format!("{m:.0} MiB")
    } else {
        format!("{m:.1} MiB")
    }
}

/// Refuses a file larger than `max` bytes.
pub(crate) fn check_file_size(len: u64, max: u64) -> Result<(), InputError> {
    if len > max {
        return Err(InputError::TooLarge(format!(
            "the file is {}; at most {} is read",
            mib(len),
            mib(max)
        )));
    }
    Ok(())
}

/// Whether the bytes start like an OLE2/CFB container (.xls, or an
/// encrypted .xlsx).
pub(crate) fn is_cfb<R: Read + Seek>(reader: &mut R) -> io::Result<bool> {
    let mut magic = [0u8; 8];
    reader.seek(SeekFrom::Start(0))?;
    let mut got = 0;
    while got < magic.len() {
        match reader.read(&mut magic[got..])? {
            0 => break,
            k => got += k,
        }
    }
    reader.seek(SeekFrom::Start(0))?;
    Ok(got == 8 && magic == [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
}

/// What to say of a file that is not the container its extension promises
/// (`what` is ".xlsx workbook", `container` "a zip" or "an OLE2").
pub(crate) fn not_a_container(what: &str, container: &str) -> InputError {
    InputError::NotASpreadsheet(format!(
        "the file is not {container} container, as every {what} is \
         (another kind of file renamed?); save it from the spreadsheet program \
         as .xlsx or .ods"
    ))
}

/// Checks a workbook's zip container: its number of parts, the bytes they
/// inflate to, and for .ods (`ods`) the cells of `content.xml`. Damaged
/// data inside a readable container is left for calamine to report.
pub(crate) fn check_zip<R: Read + Seek>(
    reader: &mut R,
    what: &str,
    ods: bool,
) -> Result<(), InputError> {
    let result = scan_zip(reader, what, ods);
    // Leave the reader at the start for calamine, whatever happened.
    let _ = reader.seek(SeekFrom::Start(0));
    result
}

fn scan_zip<R: Read + Seek>(reader: &mut R, what: &str, ods: bool) -> Result<(), InputError> {
    let mut zip = match zip::ZipArchive::new(&mut *reader) {
        Ok(zip) => zip,
        Err(_) => {
            let mut magic = [0u8; 2];
            let zipped = reader.seek(SeekFrom::Start(0)).is_ok()
                && reader.read_exact(&mut magic).is_ok()
                && &magic == b"PK";
            return Err(if zipped {
                InputError::NotASpreadsheet(format!(
                    "the {what}'s zip container is damaged or cut short \
                     (a half-saved or half-downloaded file?); save or download it again"
                ))
            } else {
                not_a_container(what, "a zip")
            });
        }
    };
    if zip.len() > MAX_ZIP_ENTRIES {
        return Err(InputError::TooLarge(format!(
            "the workbook's zip container holds {} parts; at most {} are read",
            count(zip.len() as u64),
            count(MAX_ZIP_ENTRIES as u64)
        )));
    }
    let bomb = |what: String| {
        InputError::TooLarge(format!(
            "the workbook's parts inflate to {what}, more than the {} read \
             (a zip bomb or a huge workbook)",
            mib(MAX_INFLATED_BYTES)
        ))
    };
    let mut declared: u64 = 0;
    for i in 0..zip.len() {
        let Ok(entry) = zip.by_index_raw(i) else {
            return Ok(());
        };
        declared = declared.saturating_add(entry.size());
    }
    if declared > MAX_INFLATED_BYTES {
        return Err(bomb(mib(declared)));
    }
    // The directory's sizes may lie: inflate every part and count.
    let mut left = MAX_INFLATED_BYTES;
    for i in 0..zip.len() {
        let Ok(mut entry) = zip.by_index(i) else {
            return Ok(()); // encrypted or damaged: calamine says which
        };
        let content = ods && entry.name().is_ok_and(|n| n == "content.xml");
        let mut limited = (&mut entry).take(left + 1);
        let read = if content {
            let mut cells: u64 = 0;
            let mut too_many = None;
            let read = scan_content(&mut limited, |sheet| {
                cells = cells.saturating_add(sheet.cells());
                if cells <= MAX_CELLS as u64 {
                    return ControlFlow::Continue(());
                }
                too_many = Some(too_many_cells(sheet));
                ControlFlow::Break(())
            });
            if let Some(e) = too_many {
                return Err(e);
            }
            read
        } else {
            io::copy(&mut limited, &mut io::sink())
        };
        let read = match read {
            Ok(read) => read,
            // An encrypted .ods part is not deflate data: calamine tells
            // whether the document is password-protected or damaged.
            Err(_) if ods => return Ok(()),
            Err(e) => {
                return Err(InputError::NotASpreadsheet(format!(
                    "the {what}'s zip container is damaged ({}: {e}); save or download it again",
                    entry.name().unwrap_or_default()
                )))
            }
        };
        if read > left {
            return Err(bomb(format!("more than {}", mib(MAX_INFLATED_BYTES))));
        }
        left -= read;
    }
    Ok(())
}

/// The sheet whose repeated rows and columns take the cells of all sheets
/// together past [`MAX_CELLS`].
fn too_many_cells(sheet: &SheetExtent) -> InputError {
    InputError::TooLarge(format!(
        "the repeated rows and columns of sheet '{}' spell out {} by {} cells; \
         at most {} cells (all sheets together) are read",
        sheet.sheet,
        count(sheet.rows),
        count(sheet.width),
        count(MAX_CELLS as u64)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_sizes_read_naturally() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1000), "1,000");
        assert_eq!(count(1_000_000), "1,000,000");
        assert_eq!(mib(64 << 20), "64 MiB");
        assert_eq!(mib((80 << 20) + (1 << 19)), "80.5 MiB");
        assert!(check_file_size(MAX_WORKBOOK_BYTES, MAX_WORKBOOK_BYTES).is_ok());
        assert_eq!(
            check_file_size(MAX_WORKBOOK_BYTES + (1 << 20), MAX_WORKBOOK_BYTES)
                .unwrap_err()
                .to_string(),
            "too large: the file is 65 MiB; at most 64 MiB is read"
        );
    }
}
