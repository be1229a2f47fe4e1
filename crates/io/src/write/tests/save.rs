//! The atomic write's failures: each names the file the caller asked for,
//! never the temporary file beside it.

use std::io::Write;

use super::dir_entries;
use crate::write::common::save::write_via_temp;

#[test]
fn a_full_disk_or_a_vanished_folder_names_the_file_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.xlsx");
    let full = write_via_temp(&path, |file| {
        file.write_all(b"part")?;
        Err(std::io::Error::from(std::io::ErrorKind::StorageFull))
    })
    .unwrap_err();
    let text = full.to_string();
    assert!(
        text.starts_with(&path.display().to_string()) && !text.contains(".sheetdoku-"),
        "{text}"
    );
    assert!(dir_entries(dir.path()).is_empty(), "no temporary file left");
    // The folder goes while the file is written: the rename fails.
    let gone = dir.path().join("week");
    std::fs::create_dir(&gone).unwrap();
    let path = gone.join("g.xlsx");
    let vanished = write_via_temp(&path, |file| {
        file.write_all(b"whole")?;
        std::fs::remove_dir_all(&gone)
    })
    .unwrap_err();
    let text = vanished.to_string();
    assert!(
        text.starts_with(&path.display().to_string()) && !text.contains(".sheetdoku-"),
        "{text}"
    );
}
