//! Files that are not puzzles: not spreadsheets, cut short, password
//! protected, missing, unreadable; and reading never changes the file.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use rust_xlsxwriter::Workbook;
use sheetdoku::error::{Error, InputError};
use sheetdoku::read::read_puzzle;
use tempfile::TempDir;

use super::common::*;
use crate::support::*;

#[test]
fn files_that_are_not_spreadsheets() {
    let dir = TempDir::new().unwrap();
    let cases: [(&str, &[u8], &str); 3] = [
        (
            "image.xlsx",
            PNG,
            "the file is not a zip container, as every .xlsx workbook is",
        ),
        (
            "image.ods",
            PNG,
            "the file is not a zip container, as every .ods spreadsheet is",
        ),
        (
            "image.xlsb",
            PNG,
            "the file is not a zip container, as every .xlsb workbook is",
        ),
    ];
    for (name, bytes, want) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        let err = read_puzzle(&path, &opts()).unwrap_err();
        assert!(err.is_input(), "{name}");
        assert_eq!(
            err.to_string(),
            format!(
                "{}: not a readable spreadsheet: {want} (another kind of file renamed?); \
                 save it from the spreadsheet program as .xlsx or .ods",
                path.display()
            ),
            "{name}"
        );
    }
    // Text under a workbook's name is told for what it is.
    for (name, what) in [
        ("notes.xlsx", "an .xlsx workbook"),
        ("notes.xls", "an .xls workbook"),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, b"shopping list\n").unwrap();
        assert_eq!(
            read_puzzle(&path, &opts()).unwrap_err().to_string(),
            format!(
                "{}: not a readable spreadsheet: the file is named as {what} but holds \
                 plain text; give it the ending .csv (or .txt) and read it again",
                path.display()
            )
        );
    }
}

#[test]
fn a_workbook_cut_in_half() {
    let dir = TempDir::new().unwrap();
    for name in ["teacher.xlsx", "teacher.ods"] {
        let bytes = std::fs::read(fixture(name)).unwrap();
        let path = dir.path().join(format!("half-{name}"));
        std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
        let what = if name.ends_with("ods") {
            ".ods spreadsheet"
        } else {
            ".xlsx workbook"
        };
        assert_eq!(
            message(&path),
            format!(
                "{}: not a readable spreadsheet: the {what}'s zip container is damaged or cut short \
                 (a half-saved or half-downloaded file?); save or download it again",
                path.display()
            )
        );
    }
}

#[test]
fn password_protected_workbooks_made_by_libreoffice() {
    // tests/fixtures/encrypted/make_encrypted.py wrote both (password "secret").
    for name in ["encrypted.xlsx", "encrypted.ods"] {
        let path = fixture(&format!("encrypted/{name}"));
        let err = read_puzzle(&path, &opts()).unwrap_err();
        assert!(matches!(
            &err,
            Error::Input {
                problem: InputError::PasswordProtected,
                ..
            }
        ));
        assert_eq!(
            err.to_string(),
            format!(
                "{}: the workbook is password-protected; save an unprotected copy",
                path.display()
            )
        );
    }
}

#[test]
fn missing_folder_and_unknown_files() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("missing.ods");
    assert_eq!(
        message(&missing),
        format!(
            "{}: No such file or directory (os error 2)",
            missing.display()
        )
    );
    let folder = dir.path().join("puzzles.xlsx");
    std::fs::create_dir(&folder).unwrap();
    let err = read_puzzle(&folder, &opts()).unwrap_err();
    assert!(!err.is_input(), "a folder is an I/O error, not bad content");
    assert_eq!(
        err.to_string(),
        format!("{}: is a directory, not a puzzle file", folder.display())
    );
    let none = dir.path().join("puzzle");
    std::fs::write(&none, "1").unwrap();
    assert_eq!(
        message(&none),
        format!(
            "{}: unknown file type '(none)' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)",
            none.display()
        )
    );
    for name in ["empty.ods", "empty.txt", "empty.csv"] {
        let path = dir.path().join(name);
        std::fs::write(&path, "").unwrap();
        assert_eq!(
            message(&path),
            format!("{}: the file is empty", path.display())
        );
    }
}

#[test]
fn an_unreadable_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().unwrap();
    let path = workbook(dir.path(), "locked.xlsx", |_| {});
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::File::open(&path).is_ok() {
        // root (or CAP_DAC_OVERRIDE) reads it all the same: nothing to test.
        eprintln!("an_unreadable_file: skipped, this user can read a mode-000 file (root?)");
        return;
    }
    assert_eq!(
        message(&path),
        format!("{}: Permission denied (os error 13)", path.display())
    );
}

#[test]
fn files_that_cannot_be_read() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("missing.xlsx");
    let err = read_puzzle(&missing, &opts()).unwrap_err();
    assert!(
        matches!(&err, Error::Io { path, .. } if path == &missing),
        "{err}"
    );
    assert!(err.to_string().starts_with(&missing.display().to_string()));
    let folder = dir.path().join("folder.ods");
    std::fs::create_dir(&folder).unwrap();
    assert!(matches!(
        read_puzzle(&folder, &opts()),
        Err(Error::Io { .. })
    ));
    let odd = dir.path().join("p.docx");
    std::fs::write(&odd, "x").unwrap();
    assert_eq!(
        message_with(&odd, &opts()),
        format!(
            "{}: unknown file type '.docx' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)",
            odd.display()
        )
    );
    let empty = dir.path().join("empty.xlsx");
    std::fs::write(&empty, "").unwrap();
    assert_eq!(
        message_with(&empty, &opts()),
        format!("{}: the file is empty", empty.display())
    );
    let fake = dir.path().join("fake.xlsx");
    std::fs::write(&fake, "not a zip").unwrap();
    let err = read_puzzle(&fake, &opts()).unwrap_err();
    assert!(
        matches!(
            &err,
            Error::Input {
                problem: InputError::NotASpreadsheet(_),
                ..
            }
        ),
        "{err}"
    );
    let blank = save(Workbook::new(), dir.path(), "blank.xlsx");
    assert_eq!(
        message_with(&blank, &opts()),
        format!(
            "{}: no puzzle grid found: no block of digits in sheets Sheet1",
            blank.display()
        )
    );
}

#[test]
fn reading_leaves_the_file_alone() {
    let dir = TempDir::new().unwrap();
    let path = teacher(dir.path(), "keep.xlsx", |_| {});
    let before = (
        std::fs::read(&path).unwrap(),
        std::fs::metadata(&path).unwrap().modified().unwrap(),
    );
    read_puzzle(&path, &opts()).unwrap();
    let after = (
        std::fs::read(&path).unwrap(),
        std::fs::metadata(&path).unwrap().modified().unwrap(),
    );
    assert_eq!(before, after);
}

/// Every shipped sample and fixture, read from its bytes in memory, gives
/// what reading the file gives: the same puzzles, or the same error.
#[test]
fn every_sample_and_fixture_reads_the_same_from_bytes() {
    use sheetdoku::read::{read_puzzles, read_puzzles_from};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = [
        "samples",
        "tests/fixtures",
        "tests/fixtures/encrypted",
        "tests/data",
    ]
    .iter()
    .flat_map(|dir| std::fs::read_dir(root.join(dir)).unwrap())
    .map(|e| e.unwrap().path())
    .filter(|p| {
        let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
        ["xlsx", "ods", "txt", "csv"].contains(&ext)
    })
    .collect();
    files.sort();
    assert!(files.len() >= 30, "{files:?}");
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let from_file = read_puzzles(&path, &opts()).map_err(|e| e.to_string());
        let from_bytes =
            read_puzzles_from(Cursor::new(&bytes), &path, &opts()).map_err(|e| e.to_string());
        assert_eq!(from_bytes, from_file, "{}", path.display());
    }
}

/// A workbook is read by its content whatever its name says; text under a
/// workbook's name, or a workbook's bytes cut short, is refused with what
/// the file is, never misread.
#[test]
fn misnamed_bytes_are_read_by_content_or_refused() {
    use sheetdoku::read::read_puzzle_from;
    let ods = std::fs::read(fixture("teacher.ods")).unwrap();
    let xlsx = std::fs::read(fixture("teacher.xlsx")).unwrap();
    let want = read_puzzle(&fixture("teacher.ods"), &opts()).unwrap();
    for (bytes, name) in [
        (&ods, "upload.xlsx"),
        (&ods, "upload"),
        (&ods, "upload.csv"),
        (&xlsx, "upload.ods"),
        (&xlsx, "upload.bin"),
    ] {
        let got = read_puzzle_from(Cursor::new(bytes), name, &opts())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(got.givens, want.givens, "{name}");
        assert_eq!(got.geometry, want.geometry, "{name}");
    }
    let text = b"1..4.4..2..3..1.\n";
    for (name, said) in [
        (
            "upload.ods",
            "named as an .ods spreadsheet but holds plain text",
        ),
        ("upload", "unknown file type '(none)'"),
    ] {
        let err = read_puzzle_from(Cursor::new(text), name, &opts()).unwrap_err();
        assert!(err.is_input(), "{name}");
        assert!(err.to_string().starts_with(&format!("{name}: ")), "{err}");
        assert!(err.to_string().contains(said), "{name}: {err}");
    }
    let puzzle = read_puzzle_from(Cursor::new(text), "upload.txt", &opts()).unwrap();
    assert_eq!(puzzle.givens.size(), 4);
    let cut = read_puzzle_from(Cursor::new(&xlsx[..xlsx.len() / 2]), "upload.xlsx", &opts());
    assert!(cut
        .unwrap_err()
        .to_string()
        .contains("damaged or cut short"));
}
