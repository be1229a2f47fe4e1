//! What a command writes, checked before any work: the ending of `-o`,
//! that it is none of the files the command reads (whatever the spelling:
//! `./in.ods`, a symbolic link, a hard link), and that its folder exists
//! and takes a new file. Every command that writes a file calls
//! [`check_output`] (or [`check_target`] for a second file, such as
//! `--write-lp`) first thing.

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};
use sheetdoku::write::{TooManyPuzzles, WorkbookFormat, WorksheetDoc, WorksheetPuzzle};
use sheetdoku::{Geometry, Grid};

/// The kinds of file a command writes, told by the output's ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Plain text, one puzzle (or solution) per line: `.txt`.
    Text,
    /// An Excel workbook: `.xlsx`.
    Xlsx,
    /// An OpenDocument spreadsheet (LibreOffice Calc): `.ods`.
    Ods,
}

impl Format {
    /// The format an output path asks for, by its ending.
    fn of(path: &Path) -> Option<Format> {
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase());
        match ext.as_deref() {
            Some("txt") => Some(Format::Text),
            Some("xlsx") => Some(Format::Xlsx),
            Some("ods") => Some(Format::Ods),
            _ => None,
        }
    }

    fn ending(self) -> &'static str {
        match self {
            Format::Text => ".txt (one per line)",
            Format::Xlsx => ".xlsx",
            Format::Ods => ".ods",
        }
    }
}

/// Checks, before any work is done, that `out` can be written: its ending
/// names one of the `allowed` formats, it is none of the `inputs` (see
/// [`check_target`]) and its folder takes a new file. `what` is what the
/// command writes ("the solution", "a worksheet").
pub fn check_output(
    out: &Path,
    allowed: &[Format],
    what: &str,
    inputs: &[&Path],
) -> Result<Format> {
    let format = Format::of(out).filter(|f| allowed.contains(f));
    let Some(format) = format else {
        let endings: Vec<&str> = allowed.iter().map(|f| f.ending()).collect();
        let list = match endings.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        };
        bail!(
            "{}: {what} can be written as {list}; give -o a file name with one of these endings",
            out.display()
        );
    };
    check_target(out, what, inputs)?;
    Ok(format)
}

/// Checks, before any work is done, that writing `out` destroys none of
/// the `inputs` and that its folder takes a new file: the checks of
/// [`check_output`] but the ending.
pub fn check_target(out: &Path, what: &str, inputs: &[&Path]) -> Result<()> {
    not_an_input(out, what, inputs)?;
    folder_takes_a_file(out)
}

/// Refuses, before the puzzles are made or solved, a worksheet `out` of
/// `count` puzzles like those of `doc` (repeated in order) that would not
/// fit the sheets of a workbook or could not be read back for marking,
/// saying how many fit; `fewer` says how to ask for fewer. Text takes any
/// count.
pub fn check_room(out: &Path, doc: &WorksheetDoc, count: usize, fewer: &str) -> Result<()> {
    let Some(format) = WorkbookFormat::of_path(out) else {
        return Ok(());
    };
    match doc.room_for(count, format) {
        Ok(()) => Ok(()),
        Err(TooManyPuzzles { fits, why, .. }) => bail!(
            "{}: {} do not fit one worksheet ({why}); at most {fits} do: {fewer}",
            out.display(),
            super::plural(count, "puzzle")
        ),
    }
}

/// A puzzle of `geometry` that stands for one not made (or solved) yet
/// when the room of a worksheet is measured: every cell filled, in the
/// givens and the answer (as much as a real one can hold).
pub fn stand_in(geometry: &Geometry) -> WorksheetPuzzle {
    let n = geometry.size();
    let cells = (0..n * n)
        .map(|i| ((i / n + i % n) % n + 1) as u8)
        .collect();
    let full = Grid::from_cells(n, cells).unwrap_or_else(|_| Grid::empty(n));
    let mut p = WorksheetPuzzle::new(geometry.clone(), full.clone());
    p.solution = Some(full);
    p
}

/// Refuses `out` when it is one of `inputs`, however it is spelled.
fn not_an_input(out: &Path, what: &str, inputs: &[&Path]) -> Result<()> {
    if let Some(input) = inputs.iter().find(|input| same_file(input, out)) {
        let how = if input.as_os_str() == out.as_os_str() {
            String::new()
        } else {
            " (the same file by another name or link)".to_string()
        };
        bail!(
            "{}: {what} would overwrite the input {}{how}; give -o another file name",
            out.display(),
            input.display()
        );
    }
    Ok(())
}

/// The output path: `explicit`, or `<input stem><suffix>.xlsx` beside the
/// input (`.ods` for an `.ods` input; `puzzle<suffix>.xlsx` in the current
/// folder for an f-puzzles or SudokuPad link). Refuses to name the input itself
/// unless `overwrite`, and a folder that takes no new file.
pub fn output_path(
    input: &Path,
    explicit: Option<&Path>,
    suffix: &str,
    overwrite: bool,
) -> Result<PathBuf> {
    let out = match explicit {
        Some(p) => p.to_path_buf(),
        // A link read in place of a file: the answer in the current folder.
        None if input.to_str().is_some_and(sheetdoku::read::is_puzzle_link) && !input.exists() => {
            PathBuf::from(format!("puzzle{suffix}.xlsx"))
        }
        None => {
            let stem = input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "puzzle".to_string());
            // An OpenDocument input gets an OpenDocument answer; anything
            // else (.xlsx, .xls, text) an .xlsx.
            let ext = match input.extension().and_then(|e| e.to_str()) {
                Some(e) if e.eq_ignore_ascii_case("ods") => "ods",
                _ => "xlsx",
            };
            input.with_file_name(format!("{stem}{suffix}.{ext}"))
        }
    };
    let inputs = if overwrite { &[][..] } else { &[input][..] };
    check_target(&out, "the solution", inputs)?;
    Ok(out)
}

/// Refuses an output whose folder is missing, is not a folder or takes no
/// new file (read-only, not ours), and an output that is itself a folder:
/// the write at the end would fail after all the work. Tried by creating
/// and removing a file there, which is what the write will do (permission
/// bits alone do not tell: root writes where they say no, a read-only
/// disk refuses where they say yes).
fn folder_takes_a_file(out: &Path) -> Result<()> {
    if out.is_dir() {
        bail!(
            "{}: this is a folder; give -o a file name (in it: {})",
            out.display(),
            out.join("name.ods").display()
        );
    }
    let folder = out.parent().filter(|p| !p.as_os_str().is_empty());
    let shown = folder.map_or("the current folder".to_string(), |f| {
        format!("the folder {}", f.display())
    });
    let folder = folder.unwrap_or(Path::new("."));
    match std::fs::metadata(folder) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => bail!(
            "{}: {} is a file, not a folder; give -o a file name in a folder",
            out.display(),
            folder.display()
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            bail!("{}: {shown} does not exist", out.display())
        }
        Err(e) => bail!("{}: {shown} cannot be opened ({e})", out.display()),
    }
    if let Err(e) = try_a_file_in(folder) {
        bail!(
            "{}: nothing can be written in {shown} ({e}); choose another folder for -o",
            out.display()
        );
    }
    Ok(())
}

/// Creates a new empty file in `folder` and removes it.
fn try_a_file_in(folder: &Path) -> std::io::Result<()> {
    static TRIES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let number = TRIES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let probe = folder.join(format!(
        ".sheetdoku-probe-{}-{number}.tmp",
        std::process::id()
    ));
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)?;
    std::fs::remove_file(&probe)
}

/// Whether two paths name the same existing file: the same file on the
/// same device (a hard link, a symbolic link, another spelling), or, where
/// that cannot be told, the same canonical path.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(a), Ok(b)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return a.dev() == b.dev() && a.ino() == b.ino();
        }
    }
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_file_is_told_by_any_name() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.ods");
        std::fs::write(&input, b"x").unwrap();
        let other = dir.path().join("other.ods");
        std::fs::write(&other, b"x").unwrap();
        assert!(same_file(&input, &input));
        assert!(same_file(&input, &dir.path().join(".").join("in.ods")));
        assert!(!same_file(&input, &other), "same bytes, another file");
        assert!(!same_file(&input, &dir.path().join("missing.ods")));
        #[cfg(unix)]
        {
            let soft = dir.path().join("soft.ods");
            std::os::unix::fs::symlink(&input, &soft).unwrap();
            assert!(same_file(&input, &soft));
            let hard = dir.path().join("hard.ods");
            std::fs::hard_link(&input, &hard).unwrap();
            assert!(same_file(&input, &hard));
        }
    }

    #[test]
    fn an_output_that_is_an_input_is_refused_naming_both() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.ods");
        std::fs::write(&input, b"x").unwrap();
        let inputs = [Path::new("elsewhere.txt"), input.as_path()];
        let err = check_output(&input, &[Format::Ods], "a worksheet", &inputs).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("a worksheet would overwrite the input")
                && text.matches("in.ods").count() == 2,
            "{text}"
        );
        let spelled = dir.path().join(".").join("in.ods");
        let text = check_output(&spelled, &[Format::Ods], "a worksheet", &inputs)
            .unwrap_err()
            .to_string();
        assert!(text.contains("by another name"), "{text}");
        let fresh = dir.path().join("out.ods");
        assert_eq!(
            check_output(&fresh, &[Format::Ods], "a worksheet", &inputs).unwrap(),
            Format::Ods
        );
        assert!(!fresh.exists(), "the check writes nothing");
    }

    #[test]
    fn a_folder_that_takes_no_file_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("notes.txt");
        std::fs::write(&file, b"x").unwrap();
        let under_a_file = file.join("g.xlsx");
        let text = check_target(&under_a_file, "x", &[])
            .unwrap_err()
            .to_string();
        assert!(text.contains("is a file, not a folder"), "{text}");
        let missing = dir.path().join("no").join("g.xlsx");
        let text = check_target(&missing, "x", &[]).unwrap_err().to_string();
        assert!(text.contains("does not exist"), "{text}");
        let text = check_target(dir.path(), "x", &[]).unwrap_err().to_string();
        assert!(text.contains("this is a folder"), "{text}");
        // A folder the process may not write to: permission bits for
        // anyone but root, /sys (which refuses root too) otherwise.
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::fs::PermissionsExt;
            let locked = dir.path().join("locked");
            std::fs::create_dir(&locked).unwrap();
            std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
            let folder = if try_a_file_in(&locked).is_ok() {
                PathBuf::from("/sys")
            } else {
                locked.clone()
            };
            let text = check_target(&folder.join("g.xlsx"), "x", &[])
                .unwrap_err()
                .to_string();
            assert!(text.contains("nothing can be written in"), "{text}");
            std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        // The probe leaves nothing behind.
        check_target(&dir.path().join("g.xlsx"), "x", &[]).unwrap();
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 2, "{left:?}");
    }
}
