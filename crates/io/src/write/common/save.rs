//! A workbook's bytes and its file: every workbook is rendered in memory
//! as `.xlsx` or `.ods` ([`render`]); the path writers then move those
//! bytes into place only when complete ([`write_workbook`]), so an
//! interrupted run never leaves a half-written workbook behind.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::write::book::{Book, RenderError};
use sheetdoku_core::Deadline;
use sheetdoku_core::{Error, Result};

/// The workbook formats we write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WorkbookFormat {
    /// Office Open XML (Excel's `.xlsx`), with sheet protection and the
    /// Solver's names.
    Xlsx,
    /// OpenDocument (LibreOffice Calc's `.ods`).
    Ods,
}

impl WorkbookFormat {
    /// The format a file name's ending names (`.xlsx` or `.ods`, in any
    /// case), or `None`.
    ///
    /// ```
    /// use sheetdoku::write::WorkbookFormat;
    /// assert_eq!(WorkbookFormat::of_path("marks.ODS".as_ref()), Some(WorkbookFormat::Ods));
    /// assert_eq!(WorkbookFormat::of_path("marks.pdf".as_ref()), None);
    /// ```
    pub fn of_path(path: &Path) -> Option<WorkbookFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "xlsx" => Some(WorkbookFormat::Xlsx),
            "ods" => Some(WorkbookFormat::Ods),
            _ => None,
        }
    }
}

/// The format named by the extension of `path`, or the usage error that
/// says which endings are written.
pub(crate) fn check_output_path(path: &Path) -> Result<WorkbookFormat> {
    WorkbookFormat::of_path(path).ok_or_else(|| {
        Error::Setting(format!(
            "{}: the output must be an .xlsx or .ods workbook",
            path.display()
        ))
    })
}

/// What an [`Error::Output`] names while the workbook is only in memory;
/// [`write_workbook`] puts the file's path in its place.
const IN_MEMORY: &str = "(workbook in memory)";

/// The bytes of `book` as a file in `format`; a book too large to be
/// opened or read back (see [`super::room`]) is refused, before it is
/// rendered where its sheets tell, else before it is written.
pub(crate) fn render(book: &Book, format: WorkbookFormat) -> Result<Vec<u8>> {
    render_until(book, format, &Deadline::none())
}

/// [`render`], polling `deadline` between sheets: a spent or cancelled
/// budget stops it with the deadline's error.
pub(crate) fn render_until(
    book: &Book,
    format: WorkbookFormat,
    deadline: &Deadline,
) -> Result<Vec<u8>> {
    let too_large = |why: String| Error::Output {
        path: PathBuf::from(IN_MEMORY),
        message: format!("the workbook is too large: {why}"),
    };
    super::room::check_room(book).map_err(too_large)?;
    let bytes = match format {
        WorkbookFormat::Xlsx => crate::write::book::xlsx::render(book, deadline),
        WorkbookFormat::Ods => crate::write::book::ods::render(book, deadline),
    }
    .map_err(|e| match e {
        RenderError::Format(message) => Error::Output {
            path: PathBuf::from(IN_MEMORY),
            message,
        },
        RenderError::Stopped(e) => e,
    })?;
    super::room::check_bytes(bytes.len() as u64, super::room::unpacked(&bytes))
        .map_err(too_large)?;
    Ok(bytes)
}

/// Writes to `path` the workbook `to_bytes` makes in the format `path`'s
/// ending names, moved into place only once complete
/// ([`write_atomically`]).
pub(crate) fn write_workbook(
    path: &Path,
    to_bytes: impl FnOnce(WorkbookFormat) -> Result<Vec<u8>>,
) -> Result<()> {
    let format = check_output_path(path)?;
    let bytes = to_bytes(format).map_err(|e| match e {
        Error::Output { path: at, message } if at.as_os_str() == IN_MEMORY => Error::Output {
            path: path.to_path_buf(),
            message,
        },
        other => other,
    })?;
    write_atomically(path, &bytes)
}

/// The temporary files of the writes under way, for [`abandon_writes`].
static UNDER_WAY: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the temporary files of the writes under way, for a program
/// about to end in the middle of one (a second Ctrl-C): nothing is left of
/// them, and every output stays as it was before.
pub fn abandon_writes() {
    if let Ok(files) = UNDER_WAY.lock() {
        for file in files.iter() {
            let _ = std::fs::remove_file(file);
        }
    }
}

/// A temporary file listed in [`UNDER_WAY`] while it lives.
struct Listed(PathBuf);

impl Listed {
    fn new(file: &Path) -> Listed {
        if let Ok(mut files) = UNDER_WAY.lock() {
            files.push(file.to_path_buf());
        }
        Listed(file.to_path_buf())
    }
}

impl Drop for Listed {
    fn drop(&mut self) {
        if let Ok(mut files) = UNDER_WAY.lock() {
            files.retain(|f| f != &self.0);
        }
    }
}

/// Writes `bytes` to `path` safely: to a temporary file in the same folder,
/// synced and renamed over `path` only when complete, so an interrupted run
/// never leaves a half-written file and an existing `path` stays untouched
/// on failure. Every file sheetdoku writes goes through here.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    write_via_temp(path, |file| file.write_all(bytes))
}

/// Creates a temporary file beside `path`, lets `fill` write it, syncs it and
/// renames it over `path`. On any failure the temporary file is removed and
/// an existing `path` is untouched; the error names `path`, the file the
/// caller asked for, never the temporary one (a full disk, a folder that
/// vanished during the write).
pub(crate) fn write_via_temp(
    path: &Path,
    fill: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".sheetdoku-").suffix(".tmp");
    #[cfg(unix)]
    {
        // A normal file (umask applies), not tempfile's owner-only default.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(dir).map_err(|e| Error::Output {
        path: path.to_path_buf(),
        message: format!("cannot create a file in {}: {e}", dir.display()),
    })?;
    let _listed = Listed::new(temp.path());
    // The temporary file is ours, not the user's: a failure (a full disk)
    // names the file the user gave, and the temporary file is removed.
    fill(temp.as_file_mut())
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| not_written(path, e))?;
    temp.persist(path).map_err(|e| not_written(path, e.error))?;
    Ok(())
}

/// The error of a write to `path` that failed with `cause`: names `path`
/// (never the temporary file) and says that it was left as it was.
fn not_written(path: &Path, cause: std::io::Error) -> Error {
    let left = if path.exists() {
        "the file is left as it was"
    } else {
        "nothing was written"
    };
    Error::Io {
        path: path.to_path_buf(),
        cause: std::io::Error::new(cause.kind(), format!("cannot write: {cause}; {left}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A full disk while writing names the file asked for, not the hidden
    /// temporary file, and leaves nothing behind.
    #[test]
    fn a_failed_write_names_the_users_file() {
        let dir = tempfile::TempDir::new().unwrap();
        let target = dir.path().join("class.xlsx");
        let full = || std::io::Error::from_raw_os_error(28);
        let err = write_via_temp(&target, |_| Err(full())).unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with(&format!("{}: cannot write: ", target.display())),
            "{text}"
        );
        assert!(text.contains("No space left on device"), "{text}");
        assert!(text.ends_with("nothing was written"), "{text}");
        assert!(!text.contains(".sheetdoku-"), "{text}");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
        // Over an existing file: the file stays as it was, and says so.
        std::fs::write(&target, b"before").unwrap();
        let text = write_via_temp(&target, |_| Err(full()))
            .unwrap_err()
            .to_string();
        assert!(text.ends_with("the file is left as it was"), "{text}");
        assert_eq!(std::fs::read(&target).unwrap(), b"before");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
