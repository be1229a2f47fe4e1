//! Driving a headless LibreOffice: finding `soffice`, converting files with
//! a fresh profile and HOME per call, reading the CSV it writes.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Conversions run so far by this test binary.
static CALLS: AtomicUsize = AtomicUsize::new(0);

/// The CSV filter: comma, double quotes, UTF-8, raw values (not as shown),
/// every sheet to its own `FILE-Sheet.csv` (LibreOffice 7.2 and later).
pub const CSV_ALL_SHEETS: &str =
    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";

/// A profile setting that makes Calc recalculate every formula on load
/// (`OOXMLRecalcMode`/`ODFRecalcMode` 0 = always) instead of showing the
/// results stored in the file.
const RECALC_ALWAYS: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"#;

/// A LibreOffice installation.
pub struct Office {
    exe: PathBuf,
}

/// Whether formulas are recalculated on load.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recalc {
    /// LibreOffice's default: stored results are shown.
    Default,
    /// Every formula is recalculated when the file is loaded.
    Always,
}

/// `soffice` from `$SOFFICE` or the `PATH`. Missing: `None` with a visible
/// message, but a panic when `CI` is set (CI must run these tests).
pub fn office(test: &str) -> Option<Office> {
    let found = std::env::var_os("SOFFICE").map(PathBuf::from).or_else(|| {
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path)
            .map(|dir| dir.join("soffice"))
            .find(|p| p.is_file())
    });
    match found {
        Some(exe) => Some(Office { exe }),
        None if std::env::var_os("CI").is_some() => {
            panic!("{test}: CI is set but LibreOffice (soffice) is not installed")
        }
        None => {
            eprintln!("SKIPPED {test}: LibreOffice (soffice) is not installed");
            None
        }
    }
}

impl Office {
    /// Converts `files` into `outdir` with `--convert-to to` in one soffice
    /// call with its own profile and HOME. soffice exits 0 even when a
    /// conversion failed: callers check the outputs with [`expect_file`].
    pub fn convert(&self, to: &str, files: &[&Path], outdir: &Path, recalc: Recalc) {
        let run = tempfile::tempdir().unwrap();
        let profile = run.path().join("profile");
        if recalc == Recalc::Always {
            let user = profile.join("user");
            std::fs::create_dir_all(&user).unwrap();
            std::fs::write(user.join("registrymodifications.xcu"), RECALC_ALWAYS).unwrap();
        }
        let home = run.path().join("home");
        std::fs::create_dir_all(&home).unwrap();
        let start = Instant::now();
        let output = Command::new(&self.exe)
            .env("HOME", &home)
            .arg(format!(
                "-env:UserInstallation=file://{}",
                profile.display()
            ))
            .args(["--headless", "--norestore", "--convert-to", to, "--outdir"])
            .arg(outdir)
            .args(files)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", self.exe.display()));
        let n = CALLS.fetch_add(1, Ordering::SeqCst) + 1;
        eprintln!(
            "soffice call {n}: {} file(s) to {} ({recalc:?}) in {:.2} s",
            files.len(),
            to.split(':').next().unwrap_or(to),
            start.elapsed().as_secs_f64()
        );
        if !output.status.success() {
            panic!(
                "soffice failed ({}): {}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
}

/// `path`, which must exist and be non-empty (soffice does not say when a
/// conversion failed).
pub fn expect_file(path: &Path) -> &Path {
    let len = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    assert!(len > 0, "LibreOffice did not write {}", path.display());
    path
}

/// `dir/stem-sheet.csv`, as [`CSV_ALL_SHEETS`] names it.
pub fn sheet_csv(dir: &Path, stem: &str, sheet: &str) -> PathBuf {
    dir.join(format!("{stem}-{sheet}.csv"))
}

/// The rows of a CSV file written with [`CSV_ALL_SHEETS`].
pub fn read_csv(path: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(expect_file(path)).unwrap();
    let mut rows = Vec::new();
    let (mut row, mut field) = (Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(ch) = chars.next() {
        match (quoted, ch) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    rows
}

/// The field at `(row, col)`, empty when outside the table.
pub fn field(rows: &[Vec<String>], row: usize, col: usize) -> &str {
    rows.get(row)
        .and_then(|r| r.get(col))
        .map_or("", String::as_str)
}
